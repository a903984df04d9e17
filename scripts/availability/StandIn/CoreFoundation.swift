// Stand-in for the CoreFoundation types the SwiftUI stand-in (scripts/swiftui/StandIn) names, for
// scripts/check_availability.py only: declarations, never run. Each is the signature of the Apple
// page beside it (SDK 27, read through the documentation corpus in 2026); CoreFoundation's pages
// give no versions, and these are far older than Package.swift's platforms.

// https://developer.apple.com/documentation/corefoundation/cfindex
public typealias CFIndex = Int
// https://developer.apple.com/documentation/corefoundation/cfdata
public final class CFData {}
// https://developer.apple.com/documentation/corefoundation/cfstring
public final class CFString {}
// https://developer.apple.com/documentation/corefoundation/cfallocator
public final class CFAllocator {}

// https://developer.apple.com/documentation/corefoundation/cfdatacreate(_:_:_:) (read)
public func CFDataCreate(_ allocator: CFAllocator!, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) -> CFData! {
    nil
}
