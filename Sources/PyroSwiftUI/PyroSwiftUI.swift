// PyroSwiftUI: the seeds' views and modifiers, drawn by Pyro's engine, on Apple platforms.
//
// Every file but this one compiles only where SwiftUI exists. What does not need SwiftUI
// (triggers, frames, display list to drawing commands, the fuse's gestures) lives in
// PyroSwiftUISupport and is tested on Linux; scripts/swiftui/typecheck.sh type-checks these
// files against a stand-in of SwiftUI's declared signatures.
@_exported import PyroCore
