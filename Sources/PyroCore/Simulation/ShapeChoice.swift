/// A shape a particle may take, with its size before scaling.
public struct ShapeChoice: Equatable, Sendable {
    public var shape: ParticleShape
    /// Width and height at size factor 1, in points.
    public var size: Size

    public init(_ shape: ParticleShape, width: Float, height: Float) {
        self.shape = shape
        self.size = Size(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }

    public init(_ shape: ParticleShape, size: Float) {
        self.init(shape, width: size, height: size)
    }
}
