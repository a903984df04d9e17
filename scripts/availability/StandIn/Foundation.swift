// Stand-in for the Foundation types the SwiftUI stand-in (scripts/swiftui/StandIn) and
// PyroSwiftUI use, for scripts/check_availability.py only: declarations, never run. Foundation's
// availability is not covered (only `Date.now` carries its documented iOS 15 / macOS 12). The
// real types are type-checked by scripts/swiftui/typecheck.sh against swift-corelibs-foundation;
// here `CGFloat` is `Double`, which Apple's is on 64-bit platforms, though as a distinct type.
@_exported import CoreFoundation

public typealias CGFloat = Double
public typealias TimeInterval = Double

public struct CGPoint: Equatable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public static let zero = CGPoint(x: 0, y: 0)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}

public struct CGSize: Equatable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public static let zero = CGSize(width: 0, height: 0)
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

public struct CGRect: Equatable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
}

public struct Date: Equatable, Comparable, Sendable {
    public var timeIntervalSinceReferenceDate: TimeInterval
    public init() { timeIntervalSinceReferenceDate = 0 }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var now: Date { Date() }
    public init(timeIntervalSinceReferenceDate: TimeInterval) {
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
    }
    public static func < (lhs: Date, rhs: Date) -> Bool {
        lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate
    }
}

/// A file's location, as `PyroView(effectFile:)` and `EffectDocument.read(contentsOf:)` take it.
public struct URL: Hashable, Sendable {
    public var path: String
    public init(fileURLWithPath path: String) { self.path = path }
    public var lastPathComponent: String { String(path.split(separator: "/").last ?? "") }
    public func deletingLastPathComponent() -> URL {
        URL(fileURLWithPath: path.split(separator: "/").dropLast().joined(separator: "/"))
    }
    public func appendingPathComponent(_ component: String) -> URL {
        URL(fileURLWithPath: path + "/" + component)
    }
}

/// A file's bytes.
public struct Data: RandomAccessCollection, Sendable {
    public var bytes: [UInt8]
    public init(contentsOf url: URL) throws { bytes = [] }
    public var startIndex: Int { bytes.startIndex }
    public var endIndex: Int { bytes.endIndex }
    public subscript(position: Int) -> UInt8 { bytes[position] }
}
