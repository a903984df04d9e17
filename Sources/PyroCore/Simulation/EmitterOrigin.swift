/// Where an emitter's particles are born.
public enum EmitterOrigin: Equatable, Sendable {
    /// A fixed point, in canvas points.
    case point(Vector2)
    /// A point given as a fraction of the canvas size, like SwiftUI's `UnitPoint`
    /// ((0.5, 0.68) is centred, 68% of the way down).
    case unit(Vector2)
    /// Uniformly over a rectangle given in canvas fractions (origin and size), such as the whole
    /// canvas for confetti rain.
    case unitArea(origin: Vector2, size: Vector2)
    /// Along a polyline: the birth point moves steadily from arc length `from` to `to` (points)
    /// over `duration` seconds after the emitter starts, then stays at `to` — a burning fuse.
    case path(Polyline, from: Float, to: Float, duration: Double)
}
