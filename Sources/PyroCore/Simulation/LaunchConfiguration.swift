/// How particles leave the origin: direction and speed.
///
/// Angles are in radians with 0 pointing straight up the screen and positive values leaning
/// right (clockwise), as in seed 004's `ConfettiBurstMotion`. The launch velocity is
/// `speed * (sin(angle), -cos(angle))` in points per second (y grows downward).
public struct LaunchConfiguration: Equatable, Sendable {
    /// How angles spread around `angle`.
    public enum Distribution: Equatable, Sendable {
        /// Uniform over `angle ± spread / 2`.
        case uniform
        /// The sum of two uniform draws: a triangle peaked at `angle` over `angle ± spread / 2`,
        /// which clusters pieces around the centre line (seed 004).
        case triangular
    }

    /// Centre launch direction, in radians (0 = up, positive = clockwise).
    public var angle: Float
    /// Full width of the fan of directions, in radians (2π for all directions).
    public var spread: Float
    /// How directions spread within the fan.
    public var distribution: Distribution
    /// Launch speed, in points per second (or points per unit of warped time, see
    /// `TimeWarp.track`).
    public var speed: ValueRange
    /// A velocity every particle starts with on top of its launch, in points per second: the
    /// air's own motion for pieces thrown into a wind (canvas-confetti's drift and gravity).
    public var baseVelocity: Vector2

    /// A launch fan: centre `angle` and full width `spread` in radians (0 is up), speeds in
    /// points per second; non-finite angles read as 0.
    public init(
        angle: Float = 0, spread: Float = 2 * .pi, distribution: Distribution = .uniform,
        speed: ValueRange, baseVelocity: Vector2 = .zero
    ) {
        self.angle = angle.isFinite ? angle : 0
        self.spread = spread.isFinite ? spread : 0
        self.distribution = distribution
        self.speed = speed
        self.baseVelocity = baseVelocity.isFinite ? baseVelocity : .zero
    }

    /// Every direction, uniformly, at the given speeds.
    public static func radial(speed: ValueRange) -> LaunchConfiguration {
        LaunchConfiguration(angle: 0, spread: 2 * .pi, distribution: .uniform, speed: speed)
    }

    /// Particles that do not move.
    public static let still = LaunchConfiguration(angle: 0, spread: 0, speed: .constant(0))
}
