/// A firing of a defined effect that happens by itself: when, and optionally where.
public struct Firing: Equatable, Sendable {
    /// Where a firing starts.
    public enum Place: Equatable, Sendable {
        /// A point in canvas points.
        case point(Vector2)
        /// A point as a fraction of the canvas size ((0.5, 0.5) is the centre).
        case unit(Vector2)
        /// A point as a fraction of the canvas size, moved by `offset` points: `unit` (0.5, 0.5)
        /// with `offset` (−100, −50) is 100 points left of and 50 above the centre on any canvas.
        case anchored(unit: Vector2, offset: Vector2)

        /// The place in canvas points on a canvas of `canvas` points.
        public func resolved(in canvas: Size) -> Vector2 {
            switch self {
            case .point(let p): return p
            case .unit(let u): return Vector2(u.x * canvas.width, u.y * canvas.height)
            case .anchored(let u, let offset): return Vector2(u.x * canvas.width, u.y * canvas.height) + offset
            }
        }
    }

    /// Seconds from the start of the effect.
    public var time: Double
    /// Where the firing starts (nil: each emitter's own origin).
    public var place: Place?

    /// A firing at `time` seconds, at `place` (nil: the emitters' own origins).
    public init(time: Double, place: Place? = nil) {
        self.time = time
        self.place = place
    }
}
