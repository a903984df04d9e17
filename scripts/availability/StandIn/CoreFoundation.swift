// Stand-in for the CoreFoundation types the SwiftUI stand-in (scripts/swiftui/StandIn) names, for
// scripts/check_availability.py only: declarations, never run, availability not checked (this
// check cannot cover CoreFoundation or Foundation).

public final class CFData {}
public final class CFString {}
public final class CFAllocator {}

public func CFDataCreate(_ allocator: CFAllocator?, _ bytes: UnsafePointer<UInt8>?, _ length: Int) -> CFData? {
    nil
}
