/// A point that pulls particles toward it (or, with a negative strength, pushes them away), as
/// Vortex's `attractionCenter` and `attractionStrength` do.
///
/// The pull has the same size everywhere except near the centre, where it fades smoothly to
/// nothing over the softening `radius`:
///
///     a = strength · d / sqrt(|d|² + radius²),   d = centre - position,
///
/// so no particle is ever flung off by an infinite force. An attractor has no closed form: an
/// emitter that has one is integrated in fixed steps (see `MotionConfiguration.stepDuration`).
public struct Attractor: Equatable, Sendable {
    /// Where the centre is.
    public enum Center: Equatable, Sendable {
        /// A point in canvas points.
        case point(Vector2)
        /// A point in fractions of the canvas (0...1 on each side), following resizes.
        case unit(Vector2)
    }

    /// The centre of the pull.
    public var center: Center
    /// The pull, in points per second squared (negative pushes away).
    public var strength: Float
    /// Softening radius, in points: inside it the pull fades to 0 at the centre.
    public var radius: Float

    /// Pulls toward `center` at `strength` points per second squared, softened within `radius`
    /// points. Non-finite values read as 0 (a non-finite centre as the canvas origin); the
    /// radius is at least 0.001 points.
    public init(center: Center, strength: Float, radius: Float = 20) {
        switch center {
        case .point(let p): self.center = .point(p.isFinite ? p : .zero)
        case .unit(let u): self.center = .unit(u.isFinite ? u : .zero)
        }
        self.strength = strength.isFinite ? strength : 0
        self.radius = radius.isFinite ? max(radius, Self.minimumRadius) : Self.minimumRadius
    }

    /// The least softening radius, in points: it keeps the pull finite at the centre.
    public static let minimumRadius: Float = 0.001

    /// The centre in canvas points on a canvas of `canvas` points.
    func point(on canvas: Size) -> Vector2 {
        switch center {
        case .point(let p): return p
        case .unit(let u): return Vector2(u.x * canvas.width, u.y * canvas.height)
        }
    }
}
