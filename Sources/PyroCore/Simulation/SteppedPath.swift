/// A stepped particle between two steps: the state after its last whole step, moved on by the
/// remaining fraction f of a step under the forces that do not depend on position (gravity and
/// drag toward the wind), with the acceleration a = g + k w - k v at the step:
///
///     p = p_n + (v_n + a f / 2) f,   v = v_n + a f
///
/// The renderer draws stepped particles with it (`Emitter.steppedTravel`, `velocities`) and
/// sub-emitters place a stepped parent's children with it, so a child is born bit for bit
/// where its parent is drawn at that moment.
struct SteppedPath {
    /// Step length, in seconds.
    let stepSeconds: Double
    /// Drag, per second.
    let drag: Float
    /// Gravity, points per second squared.
    let gravityX: Float, gravityY: Float
    /// Drag times wind, points per second squared.
    let dragWindX: Float, dragWindY: Float

    init(_ motion: MotionConfiguration) {
        stepSeconds = Double(motion.stepDuration)
        drag = motion.drag
        gravityX = motion.gravity.x
        gravityY = motion.gravity.y
        dragWindX = motion.drag * motion.wind.x
        dragWindY = motion.drag * motion.wind.y
    }

    /// Seconds past the last whole step at `time`, for a particle born at `birth` that has
    /// taken `steps` steps.
    @inline(__always)
    func fraction(time: Double, birth: Double, steps: UInt32) -> Float {
        Float((time - birth) - Double(steps) * stepSeconds)
    }

    /// The centre `f` seconds after the step that left the particle in `s`, in points.
    @inline(__always)
    func position(_ s: MotionStepper.State, fraction f: Float) -> Vector2 {
        let ax = gravityX + dragWindX - drag * s.vx
        let ay = gravityY + dragWindY - drag * s.vy
        return Vector2(s.x + (s.vx + 0.5 * ax * f) * f, s.y + (s.vy + 0.5 * ay * f) * f)
    }

    /// The velocity `f` seconds after the step that left the particle in `s`, in points per
    /// second.
    @inline(__always)
    func velocity(_ s: MotionStepper.State, fraction f: Float) -> Vector2 {
        Vector2(s.vx + (gravityX + dragWindX - drag * s.vx) * f, s.vy + (gravityY + dragWindY - drag * s.vy) * f)
    }
}
