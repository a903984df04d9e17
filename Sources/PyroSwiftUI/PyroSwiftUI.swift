// PyroSwiftUI: the seeds' views and modifiers, PyroView and its proxy, drawn by Pyro's engine,
// on Apple platforms.
//
// Every file but this one compiles only where SwiftUI exists. What does not need SwiftUI
// (players, triggers, settings by name, symbols, display list to drawing commands, the fuse's
// gestures) lives in PyroSwiftUISupport and is tested on Linux; scripts/swiftui/typecheck.sh
// type-checks these files against a stand-in of SwiftUI's declared signatures. An app that
// imports PyroSwiftUI gets the whole library (Pyro: the engine, effect files, the rasterizer and
// encoders) and the support types that views take (PresetSettings, ConfettiOptions, ...).
@_exported import Pyro
@_exported import PyroSwiftUISupport
