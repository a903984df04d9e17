// Stand-in (see Views.swift): paths, shapes, styles, colours, unit points.

// https://developer.apple.com/documentation/swiftui/path (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/path/init()
    public init() {}
    // https://developer.apple.com/documentation/swiftui/path/move(to:) (read)
    public mutating func move(to end: CGPoint) {}
    // https://developer.apple.com/documentation/swiftui/path/addline(to:) (read)
    public mutating func addLine(to end: CGPoint) {}
    // https://developer.apple.com/documentation/swiftui/path/addquadcurve(to:control:) (read)
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    // https://developer.apple.com/documentation/swiftui/path/addcurve(to:control1:control2:) (read)
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    // https://developer.apple.com/documentation/swiftui/path/closesubpath()
    public mutating func closeSubpath() {}
    // https://developer.apple.com/documentation/swiftui/path/trimmedpath(from:to:) (read)
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
}

// https://developer.apple.com/documentation/swiftui/shape (read: nonisolated protocol)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
    // https://developer.apple.com/documentation/swiftui/shape/path(in:)
    nonisolated func path(in rect: CGRect) -> Path
}

// https://developer.apple.com/documentation/swiftui/animatable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    public var body: _StandInView { _StandInView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)-3y2ud (read)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @export(implementation) nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> _ShapeView<Self, S> where S: ShapeStyle {
        _ShapeView()
    }
}

/// The view a filled shape makes (SwiftUI's public `_ShapeView`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/circle (read: no nonisolated on the struct)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Circle: Shape {
    // https://developer.apple.com/documentation/swiftui/circle/init()
    @inlinable nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

// https://developer.apple.com/documentation/swiftui/rectangle (read: no nonisolated on the struct)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
    @inlinable nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Rectangle {
    // https://developer.apple.com/documentation/swiftui/shape/rect (page not in the documentation
    // corpus searched 2026-11-30; Rectangle and rect(cornerRadius:style:) were found)
    @_alwaysEmitIntoClient public static var rect: Rectangle { Rectangle() }
}

// https://developer.apple.com/documentation/swiftui/fillstyle (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:) (read)
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// https://developer.apple.com/documentation/swiftui/strokestyle (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct StrokeStyle: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:) (read)
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {}
}

// https://developer.apple.com/documentation/swiftui/shapestyle (page not in the documentation
// corpus searched 2026-11-30; a third-party SDK 27.1 mirror shows `protocol ShapeStyle : Sendable`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/foregroundstyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
    @inlinable public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/foreground
    @_alwaysEmitIntoClient public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
    public var description: String { "" }
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:) (read)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {}
    // https://developer.apple.com/documentation/swiftui/color/resolve(in:) (read, SDK 27: iOS 17, macOS 14, tvOS 17,
    // watchOS 10)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { fatalError() }
    // https://developer.apple.com/documentation/swiftui/color/resolved (read, SDK 27: `@frozen struct Resolved`, iOS 17;
    // stored as linear sRGB, its red, green and blue read as sRGB: those three pages were not read)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @frozen public struct Resolved: Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/color/resolved/red
        public var red: Float
        // https://developer.apple.com/documentation/swiftui/color/resolved/green
        public var green: Float
        // https://developer.apple.com/documentation/swiftui/color/resolved/blue
        public var blue: Float
        // https://developer.apple.com/documentation/swiftui/color/resolved/opacity
        public var opacity: Float
    }
    // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
    // https://developer.apple.com/documentation/swiftui/color/black
    public static let black = Color(red: 0, green: 0, blue: 0)
    // https://developer.apple.com/documentation/swiftui/color/white
    public static let white = Color(red: 1, green: 1, blue: 1)
    // https://developer.apple.com/documentation/swiftui/color/blue
    public static let blue = Color(red: 0, green: 0, blue: 1)
    // https://developer.apple.com/documentation/swiftui/color/red
    public static let red = Color(red: 1, green: 0, blue: 0)
    // https://developer.apple.com/documentation/swiftui/color/orange (read)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    // https://developer.apple.com/documentation/swiftui/color/pink
    public static let pink = Color(red: 1, green: 0.2, blue: 0.3)
    // https://developer.apple.com/documentation/swiftui/color/yellow
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
    // https://developer.apple.com/documentation/swiftui/shapestyle/white
    @_alwaysEmitIntoClient public static var white: Color { .white }
    // https://developer.apple.com/documentation/swiftui/shapestyle/black
    @_alwaysEmitIntoClient public static var black: Color { .black }
}

// https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    // https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:) (read)
    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    // https://developer.apple.com/documentation/swiftui/unitpoint/center (read)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}
