/// A shape a particle may take, with its size before scaling.
public struct ShapeChoice: Equatable, Sendable {
    public var shape: ParticleShape
    /// Width and height at size factor 1, in points.
    public var size: Size2

    public init(_ shape: ParticleShape, width: Float, height: Float) {
        self.shape = shape
        self.size = Size2(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }

    public init(_ shape: ParticleShape, size: Float) {
        self.init(shape, width: size, height: size)
    }
}

/// How each particle picks from a list (of shapes or colours).
public enum Pick: Equatable, Sendable {
    /// Particle k of a burst takes item k modulo the list's length (seed 004's colours).
    case cycle
    /// Particle k takes `pattern[k % pattern.count]` (indices into the list), such as
    /// [0, 1, 1]: every third piece a circle.
    case pattern([Int])
    /// A uniform random item per particle.
    case random
    /// Every particle of the n-th burst takes item n modulo the list's length: one colour per
    /// burst, changing from burst to burst (seed 001's blue and red bursts).
    case perBurst
}
