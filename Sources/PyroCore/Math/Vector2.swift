/// A point or offset in canvas points: x grows to the right, y grows downward.
public struct Vector2: Equatable, Hashable, Sendable {
    /// Horizontal coordinate, in points.
    public var x: Float
    /// Vertical coordinate, in points (downward is positive).
    public var y: Float

    /// A point or offset, in points (y grows downward).
    @inlinable
    public init(_ x: Float, _ y: Float) {
        self.x = x
        self.y = y
    }

    /// A point or offset, in points (y grows downward).
    @inlinable
    public init(x: Float, y: Float) {
        self.x = x
        self.y = y
    }

    /// The origin: (0, 0).
    public static let zero = Vector2(0, 0)

    /// Euclidean length, in points.
    @inlinable
    public var length: Float { (x * x + y * y).squareRoot() }

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The component-wise sum.
    @inlinable
    public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }

    /// The component-wise difference.
    @inlinable
    public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }

    /// Both components scaled by `s`.
    @inlinable
    public static func * (a: Vector2, s: Float) -> Vector2 { Vector2(a.x * s, a.y * s) }

    /// The point a fraction `t` of the way from `a` to `b`.
    @inlinable
    public static func lerp(_ a: Vector2, _ b: Vector2, _ t: Float) -> Vector2 {
        Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}
