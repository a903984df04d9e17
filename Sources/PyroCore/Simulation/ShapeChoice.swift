/// A shape a particle may take, with its size before scaling.
public struct ShapeChoice: Equatable, Sendable {
    public var shape: ParticleShape
    /// Width and height at size factor 1, in points.
    public var size: Size

    /// The largest side, in points. With size factors capped at `maximumSizeFactor`, a
    /// particle's size stays finite: 10^12 × 10^12 is far below `Float`'s largest value (3.4 × 10^38).
    public static let maximumSide: Float = 1e12
    /// The largest size factor a particle may draw (see `maximumSide`).
    public static let maximumSizeFactor: Float = 1e12

    /// - Parameters: width and height in points; non-finite or negative sides read as 0, and
    ///   sides are at most `maximumSide`.
    public init(_ shape: ParticleShape, width: Float, height: Float) {
        self.shape = shape
        self.size = Size(width: Self.side(width), height: Self.side(height))
    }

    private static func side(_ value: Float) -> Float {
        value.isFinite ? min(max(value, 0), maximumSide) : 0
    }

    public init(_ shape: ParticleShape, size: Float) {
        self.init(shape, width: size, height: size)
    }
}
