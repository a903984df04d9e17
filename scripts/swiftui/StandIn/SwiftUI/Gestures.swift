// Stand-in (see Views.swift): gestures and coordinate spaces.

// https://developer.apple.com/documentation/swiftui/gesture
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
}

// https://developer.apple.com/documentation/swiftui/gesturemask (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/gesturemask/all (read)
    public static let all = GestureMask(rawValue: 3)
}

// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol (read)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {}

// https://developer.apple.com/documentation/swiftui/localcoordinatespace (read)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local (read)
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

// https://developer.apple.com/documentation/swiftui/draggesture (read)
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
    // https://developer.apple.com/documentation/swiftui/draggesture/value (read)
    public struct Value: Equatable, Sendable {
        // https://developer.apple.com/documentation/swiftui/draggesture/value/location (read)
        public var location: CGPoint
    }
    // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:) (read)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Value: Equatable {
    // https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:) (read)
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture()
    }
}

/// The gesture `onChanged(_:)` returns (SwiftUI's public `_ChangedGesture`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ChangedGesture<Content>: Gesture where Content: Gesture {
    public init() {}
    public typealias Value = Content.Value
}
