// Stand-in for the Foundation types the SwiftUI stand-in (scripts/swiftui/StandIn) and
// PyroSwiftUI use, for scripts/check_availability.py only: declarations, never run. Each is the
// signature and availability of the Apple page beside it (developer.apple.com, SDK 27, read
// through the documentation corpus in 2026), cut down to what is used. The real types are
// type-checked by scripts/swiftui/typecheck.sh against swift-corelibs-foundation; here `CGFloat`
// is `Double`, which Apple's is on 64-bit platforms, though there as a distinct type.
@_exported import CoreFoundation

// https://developer.apple.com/documentation/corefoundation/cgfloat (a struct there; see above)
public typealias CGFloat = Double
// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

// https://developer.apple.com/documentation/corefoundation/cgpoint
public struct CGPoint: Equatable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgpoint/x
    public var x: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgpoint/y
    public var y: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
    // https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-2cf4u
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}

// https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Equatable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgsize/width
    public var width: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgsize/height
    public var height: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgsize/zero
    public static var zero: CGSize { CGSize(width: 0, height: 0) }
    // https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-4xfov
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
public struct CGRect: Equatable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgrect/origin
    public var origin: CGPoint
    // https://developer.apple.com/documentation/corefoundation/cgrect/size
    public var size: CGSize
    // https://developer.apple.com/documentation/corefoundation/cgrect/init(origin:size:)
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-7ccgr
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    // https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { size.width }
    // https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { size.height }
    // https://developer.apple.com/documentation/corefoundation/cgrect/midx
    public var midX: CGFloat { origin.x + size.width / 2 }
    // https://developer.apple.com/documentation/corefoundation/cgrect/midy
    public var midY: CGFloat { origin.y + size.height / 2 }
}

// https://developer.apple.com/documentation/foundation/date
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct Date: Equatable, Comparable, Sendable {
    private let seconds: TimeInterval
    // https://developer.apple.com/documentation/foundation/date/init() (the current time)
    public init() { seconds = 0 }
    // https://developer.apple.com/documentation/foundation/date/now (read: iOS 8, macOS 10.10,
    // tvOS 9, watchOS 2, back-deployed before iOS 15 and macOS 12)
    public static var now: Date { Date() }
    // https://developer.apple.com/documentation/foundation/date/init(timeintervalsincereferencedate:) (read)
    public init(timeIntervalSinceReferenceDate ti: TimeInterval) { seconds = ti }
    // https://developer.apple.com/documentation/foundation/date/timeintervalsincereferencedate-swift.property (read)
    public var timeIntervalSinceReferenceDate: TimeInterval { seconds }
    public static func < (lhs: Date, rhs: Date) -> Bool { lhs.seconds < rhs.seconds }
}

// https://developer.apple.com/documentation/foundation/url
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct URL: Hashable, Sendable {
    private let filePath: String
    // https://developer.apple.com/documentation/foundation/url/init(fileurlwithpath:) (read: iOS 8 to
    // 27, macOS 10.10 to 27; deprecated from 27, which is later than any platform Package.swift names)
    public init(fileURLWithPath path: String) { filePath = path }
    // https://developer.apple.com/documentation/foundation/url/lastpathcomponent (read)
    public var lastPathComponent: String { String(filePath.split(separator: "/").last ?? "") }
    // https://developer.apple.com/documentation/foundation/url/deletinglastpathcomponent() (read)
    public func deletingLastPathComponent() -> URL {
        URL(fileURLWithPath: filePath.split(separator: "/").dropLast().joined(separator: "/"))
    }
    // https://developer.apple.com/documentation/foundation/url/appendingpathcomponent(_:) (read: iOS 8 to
    // 27, as init(fileURLWithPath:))
    public func appendingPathComponent(_ pathComponent: String) -> URL {
        URL(fileURLWithPath: filePath + "/" + pathComponent)
    }
}

// https://developer.apple.com/documentation/foundation/data (a RandomAccessCollection of UInt8,
// among its other conformances)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct Data: RandomAccessCollection, Sendable {
    // https://developer.apple.com/documentation/foundation/nsdata/readingoptions
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    private let bytes: [UInt8]
    // https://developer.apple.com/documentation/foundation/data/init(contentsof:options:) (read)
    public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws { bytes = [] }
    public var startIndex: Int { bytes.startIndex }
    public var endIndex: Int { bytes.endIndex }
    public subscript(position: Int) -> UInt8 { bytes[position] }
}
