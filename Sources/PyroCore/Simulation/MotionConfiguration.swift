/// Forces on a particle, solved in closed form.
///
/// With linear drag k (per second), gravity g and wind w (the air's velocity), the velocity
/// obeys dv/dt = g - k (v - w), whose exact solution gives the position at warped time τ:
///
///     p(τ) = p0 + v0 · T + (g / k + w) · (τ - T),   T = (1 - e^(-k τ)) / k
///
/// and, without drag, p(τ) = p0 + v0 τ + g τ² / 2 (wind then has nothing to push against and
/// no effect). This is seed 004's `ConfettiBurstMotion`, extended with wind.
public struct MotionConfiguration: Equatable, Sendable {
    /// Constant acceleration, in points per second squared (positive y is down).
    public var gravity: Vector2
    /// Linear air drag, per second (0 for none).
    public var drag: Float
    /// Velocity of the air, in points per second; acts through drag.
    public var wind: Vector2
    /// The clock that travel is evaluated at.
    public var timeWarp: TimeWarp

    /// Forces in points per second squared (gravity), per second (drag) and points per second
    /// (wind); non-finite values read as none, and so does a drag that is not positive.
    public init(gravity: Vector2 = .zero, drag: Float = 0, wind: Vector2 = .zero, timeWarp: TimeWarp = .none) {
        self.gravity = gravity.isFinite ? gravity : .zero
        self.drag = drag.isFinite && drag > 0 ? drag : 0
        self.wind = wind.isFinite ? wind : .zero
        self.timeWarp = timeWarp
    }
}
