/// Forces on a particle, solved in closed form where one exists and in fixed steps where not.
///
/// With linear drag k (per second), gravity g and wind w (the air's velocity), the velocity
/// obeys dv/dt = g - k (v - w), whose exact solution gives the position at warped time τ:
///
///     p(τ) = p0 + v0 · T + (g / k + w) · (τ - T),   T = (1 - e^(-k τ)) / k
///
/// and, without drag, p(τ) = p0 + v0 τ + g τ² / 2 (wind then has nothing to push against and
/// no effect). This is seed 004's `ConfettiBurstMotion`, extended with wind.
///
/// Turbulence and an attractor depend on where the particle is, so they have no closed form.
/// An emitter that has either is *stepped*: each particle's position and velocity are
/// integrated in steps of `stepDuration` seconds on a grid that starts at its birth, so its
/// state after step n is the same whatever the frame rate or the order frames are asked in
/// (see docs/ARCHITECTURE.md for the cost). Stepped emitters move in real seconds: they do not
/// use `timeWarp`, and under reduced motion they show the closed-form path of the other forces.
public struct MotionConfiguration: Equatable, Sendable {
    /// Constant acceleration, in points per second squared (positive y is down).
    public var gravity: Vector2
    /// Linear air drag, per second (0 for none).
    public var drag: Float
    /// Velocity of the air, in points per second; acts through drag.
    public var wind: Vector2
    /// The clock that travel is evaluated at (closed-form emitters only).
    public var timeWarp: TimeWarp
    /// Seeded eddies that push particles around (nil: none). Makes the emitter stepped.
    public var turbulence: Turbulence?
    /// A point that pulls particles toward it (nil: none). Makes the emitter stepped.
    public var attractor: Attractor?
    /// Length of one integration step of a stepped emitter, in seconds (1/240 by default;
    /// kept within `stepDurationRange`).
    public var stepDuration: Float

    /// The step lengths a stepped emitter accepts, in seconds: from a thousandth of a second
    /// (4 steps per frame at 240 Hz) to a tenth.
    public static let stepDurationRange: ClosedRange<Float> = 0.001...0.1

    /// The default step: 1/240 s, four steps per 60 Hz frame.
    public static let defaultStepDuration: Float = 1.0 / 240

    /// Forces in points per second squared (gravity), per second (drag) and points per second
    /// (wind); non-finite values read as none, and so does a drag that is not positive. A step
    /// that is not finite reads as the default and is otherwise clamped to `stepDurationRange`.
    public init(
        gravity: Vector2 = .zero, drag: Float = 0, wind: Vector2 = .zero, timeWarp: TimeWarp = .none,
        turbulence: Turbulence? = nil, attractor: Attractor? = nil,
        stepDuration: Float = MotionConfiguration.defaultStepDuration
    ) {
        self.gravity = gravity.isFinite ? gravity : .zero
        self.drag = drag.isFinite && drag > 0 ? drag : 0
        self.wind = wind.isFinite ? wind : .zero
        self.timeWarp = timeWarp
        self.turbulence = turbulence
        self.attractor = attractor
        self.stepDuration =
            stepDuration.isFinite
            ? min(max(stepDuration, Self.stepDurationRange.lowerBound), Self.stepDurationRange.upperBound)
            : Self.defaultStepDuration
    }

    /// True when some force has no closed form, so particles are integrated in steps (never in the
    /// confetti entry's wasm, which compiles stepped motion out: `CompiledFeatures`).
    public var isStepped: Bool { CompiledFeatures.steppedMotion && (turbulence != nil || attractor != nil) }
}
