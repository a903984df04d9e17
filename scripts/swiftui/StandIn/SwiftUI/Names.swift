// Stand-in (see Views.swift): SwiftUI's top-level types whose names Pyro's public types had or
// could have. An app imports SwiftUI and Pyro together, so a Pyro type of the same name would
// make every use of the bare name ambiguous; declaring them here lets the type-check see it
// (fixtures/NameCollisions.swift uses each). Pyro renamed its BlendMode (Blending), KeyframeTrack
// (KeyframeCurve), UnitCurve (Easing) and PyroRaster's Canvas (PixelCanvas) for this reason.
// SwiftUI's Canvas, Color, Path, Shape, Image and Font are declared in the other files.
// Pages read from the SDK 27 documentation (developer.apple.com, 2026).

// https://developer.apple.com/documentation/swiftui/blendmode (read, SDK 27: iOS 13, macOS 10.15, tvOS 13,
// watchOS 6; every case listed on the page)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum BlendMode: Hashable, Sendable {
    case normal
    case darken, multiply, colorBurn, plusDarker
    case lighten, screen, colorDodge, plusLighter
    case overlay, softLight, hardLight
    case difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
}

// https://developer.apple.com/documentation/swiftui/unitcurve (read, SDK 27: iOS 17, macOS 14, tvOS 17, watchOS 10)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct UnitCurve: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/unitcurve/linear
    public static let linear = UnitCurve()
    // https://developer.apple.com/documentation/swiftui/unitcurve/easein (read)
    public static let easeIn = UnitCurve()
    // https://developer.apple.com/documentation/swiftui/unitcurve/easeout (read)
    public static let easeOut = UnitCurve()
    // https://developer.apple.com/documentation/swiftui/unitcurve/easeinout (read)
    public static let easeInOut = UnitCurve()
}

// https://developer.apple.com/documentation/swiftui/animatable (the page lists Double among the conforming types)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double: Animatable {}

// https://developer.apple.com/documentation/swiftui/keyframes (read, SDK 27: iOS 17; the `body` requirement,
// which SwiftUI's own keyframe types meet with private types, is left out here)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol Keyframes<Value> {
    associatedtype Value
}

// https://developer.apple.com/documentation/swiftui/keyframetrackcontent (read, SDK 27: iOS 17; `body` left out
// as for Keyframes)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

// https://developer.apple.com/documentation/swiftui/keyframetrack (read, SDK 27: iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct KeyframeTrack<Root, Value, Content>: Keyframes
    where Value == Content.Value, Content: KeyframeTrackContent
{
    // https://developer.apple.com/documentation/swiftui/keyframetrack/init(_:content:) (read, SDK 27)
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension KeyframeTrack where Root == Value {
    // https://developer.apple.com/documentation/swiftui/keyframetrack/init(content:) (read, SDK 27)
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/linearkeyframe (read, SDK 27: iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LinearKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    // https://developer.apple.com/documentation/swiftui/linearkeyframe/init(_:duration:timingcurve:) (read, SDK 27)
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

// https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder (read, SDK 27: iOS 17; only the
// methods a one-keyframe track needs)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@resultBuilder public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
    // https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder/buildexpression(_:) (read, SDK 27)
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        expression
    }
    // https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder/buildpartialblock(first:)
    // (the page's declaration was not read; SDK 27.1's listing on onestack.dev names it, generic over K)
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }
    // https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder/buildpartialblock(accumulated:next:)
    // (KeyframesBuilder's page of the same name was read: this signature, in SDK 27)
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        next
    }
}

// https://developer.apple.com/documentation/swiftui/gradient (a name Pyro must not take: its own is ColorGradient)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Gradient: Hashable, Sendable {
    public init(colors: [Color]) {}
}

// https://developer.apple.com/documentation/swiftui/angle (a name Pyro must not take: it uses radians as Float)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Angle: Hashable, Sendable {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
}
