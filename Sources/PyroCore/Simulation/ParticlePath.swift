/// One particle's travel in closed form: where it is and how fast it moves at a given age.
///
/// Sub-emitters use it to place children where their parent is drawn (a stepped parent's
/// children use `SteppedPath` instead). The position is the
/// same expression, in the same order, as `Emitter.render`'s travel pass, so a child is born
/// bit for bit at its parent's drawn centre (before pivots and vertical wrapping).
struct ParticlePath {
    /// The parent emitter's motion.
    var motion: MotionConfiguration
    /// Life span, in seconds (a `.track` time warp reads progress through it).
    var lifetime: Float
    /// Birth point, in points.
    var origin: Vector2
    /// Launch velocity, in points per second (or per unit of warped time).
    var velocity: Vector2

    /// Warped time τ at `age` seconds, as the renderer computes it.
    func tau(atAge age: Float) -> Float {
        switch motion.timeWarp {
        case .none:
            return age
        case .eased(let curve, let duration):
            return duration > 0 ? duration * curve.value(at: age / duration) : age
        case .track(let track):
            let progress = min(max(age * (1 / lifetime), 0), 1)
            return track.value(at: progress)
        }
    }

    /// Position at `age` seconds, in points.
    func position(atAge age: Float) -> Vector2 {
        let drag = motion.drag
        let t = tau(atAge: age)
        if drag > 0 {
            let ax = motion.gravity.x / drag + motion.wind.x
            let ay = motion.gravity.y / drag + motion.wind.y
            let travel = (1 - FastMath.exp(-drag * t)) / drag
            let pull = t - travel
            return Vector2(origin.x + velocity.x * travel + ax * pull, origin.y + velocity.y * travel + ay * pull)
        }
        let ax = motion.gravity.x * 0.5
        let ay = motion.gravity.y * 0.5
        let pull = t * t
        return Vector2(origin.x + velocity.x * t + ax * pull, origin.y + velocity.y * t + ay * pull)
    }

    /// Velocity at `age` seconds, in points per second: the derivative of the travel,
    /// dp/dτ · dτ/dage. dp/dτ is exact (v0 e^(-kτ) + (g/k + w)(1 - e^(-kτ)) under drag,
    /// v0 + g τ without); a warped clock's dτ/dage is a central difference over 1 ms.
    func velocity(atAge age: Float) -> Vector2 {
        let drag = motion.drag
        let t = tau(atAge: age)
        var v: Vector2
        if drag > 0 {
            let e = FastMath.exp(-drag * t)
            let ax = motion.gravity.x / drag + motion.wind.x
            let ay = motion.gravity.y / drag + motion.wind.y
            v = Vector2(velocity.x * e + ax * (1 - e), velocity.y * e + ay * (1 - e))
        } else {
            v = Vector2(velocity.x + motion.gravity.x * t, velocity.y + motion.gravity.y * t)
        }
        if case .none = motion.timeWarp { return v }
        let h: Float = 0.001
        let low = max(age - h, 0)
        let high = age + h
        let rate = (tau(atAge: high) - tau(atAge: low)) / (high - low)
        return v * (rate.isFinite ? rate : 0)
    }
}
