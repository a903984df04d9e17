/// Turns each particle to face its direction of travel and optionally stretches it along it,
/// as rain and sparks are drawn (Vortex's `stretchFactor`).
///
/// The particle's length is its shape's height: the shape's top points along the velocity
/// (its rotation is the heading, measured like a launch angle, plus the spin configured), and
/// its length grows by the distance it covers in `stretch` seconds, so a streak's length follows
/// its speed. The velocity is the derivative of the closed-form path (times the time warp's
/// rate), or the integrated velocity of a stepped emitter.
public struct VelocityAlignment: Equatable, Sendable {
    /// Seconds of travel added to the particle's length: its height h (before scaling) is
    /// drawn as h + speed · stretch. 0 turns the particle without stretching it.
    public var stretch: Float

    /// Faces along the velocity, stretched by `stretch` seconds of travel (non-finite or
    /// negative values read as 0).
    public init(stretch: Float = 0) {
        self.stretch = stretch.isFinite ? max(stretch, 0) : 0
    }
}
