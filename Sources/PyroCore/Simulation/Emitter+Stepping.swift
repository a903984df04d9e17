// Stepped motion: for emitters whose forces have no closed form (turbulence, an attractor),
// each particle's position and velocity are integrated in fixed steps of h seconds on a grid
// that starts at its birth. The state after step n depends on n alone, never on the frames that
// led there, so any frame rate and any order of frames give the same bits; a frame between two
// steps is drawn from the last step plus the remaining fraction (see `steppedTravel`).

extension Emitter {
    /// Brings every live particle of a stepped emitter to the last whole step at or before
    /// `time`; does nothing for an emitter in closed form.
    ///
    /// Rows missing from the stepped columns (newborns) start from the birth point and launch
    /// velocity. Particles already dead at `time` are left as they are: `removeDead` takes them.
    ///
    /// - Complexity: O(steps) — about particles × (elapsed time / step duration), and for a
    ///   particle seen for the first time (after a seek back, a rebuild, or a jump) its whole
    ///   age in steps.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    mutating func integrateSteps(to time: Double, canvas: Size) {
        let motion = configuration.motion
        guard motion.isStepped else { return }
        let n = store.count
        if store.stepped.count > n { store.stepped.removeAll() }
        // Newborns start from their birth point and launch velocity.
        let c = store.columns
        let newborns = store.segments(store.stepped.count..<n)
        store.stepped.appendNewborns(n - store.stepped.count) { t in
            newborns.forEachRun { slot, row, m in
                (t.x + row).copyMemory(from: c.originX + slot, count: m)
                (t.y + row).copyMemory(from: c.originY + slot, count: m)
                (t.velocityX + row).copyMemory(from: c.velocityX + slot, count: m)
                (t.velocityY + row).copyMemory(from: c.velocityY + slot, count: m)
            }
        }
        guard n > 0 else { return }
        let stepper = MotionStepper(motion, canvas: canvas, seed: seed, emitter: index)
        let t = store.stepped.mutableColumns()
        // Four rows at a time (`SteppedLanes`); the store is a ring, so each row's birth and
        // lifetime are looked up at its slot.
        var row = 0
        while row < n {
            let count = min(4, n - row)
            var lanes = SteppedLanes(t, row: row, count: count)
            for j in 0..<count {
                let slot = store.slot(row + j)
                let birth = c.birth[slot]
                // A particle dead by now is about to be removed: no need to move it.
                guard Float(time - birth) < c.lifetime[slot] else { continue }
                let target = stepper.steps(at: time, birth: birth)
                if lanes.steps[j] < target { lanes.step(lane: j, birth: birth, to: target) }
            }
            if lanes.isMoving {
                stepper.advance(&lanes)
                lanes.store(to: t, row: row, count: count)
            }
            row += 4
        }
    }
}

/// One stepped emitter's forces, ready to integrate: gravity, drag toward the wind,
/// turbulence and an attractor.
///
/// Each step holds the forces that depend on position and time at their values at the step's
/// start (explicit), and solves drag and the constant forces exactly over the step:
///
///     A = a / k + w,  v' = A + (v - A) e^(-kh),  p' = p + A h + (v - A)(1 - e^(-kh)) / k
///
/// (without drag v' = v + a h, p' = p + v h + a h² / 2), so with no turbulence and no
/// attractor the steps land on the closed-form path up to rounding, and a strong drag cannot
/// make them unstable.
struct MotionStepper {
    /// A particle's position (points) and velocity (points per second).
    struct State {
        var x: Float
        var y: Float
        var vx: Float
        var vy: Float
    }

    let step: Float
    let stepSeconds: Double
    let gravityX: Float, gravityY: Float
    let drag: Float
    let windX: Float, windY: Float
    /// e^(-kh) and (1 - e^(-kh)) / k for drag k and step h.
    let decay: Float, gain: Float
    let field: TurbulenceField?
    let attractorX: Float, attractorY: Float
    let attraction: Float
    let softening: Float

    /// Integrates `motion` for emitter `emitter` of a system seeded `seed` on `canvas`.
    init(_ motion: MotionConfiguration, canvas: Size, seed: UInt64, emitter: Int) {
        step = motion.stepDuration
        stepSeconds = Double(motion.stepDuration)
        gravityX = motion.gravity.x
        gravityY = motion.gravity.y
        drag = motion.drag
        windX = motion.wind.x
        windY = motion.wind.y
        decay = FastMath.exp(-motion.drag * motion.stepDuration)
        gain = motion.drag > 0 ? (1 - decay) / motion.drag : motion.stepDuration
        field = motion.turbulence.map { TurbulenceField($0, seed: seed, emitter: emitter) }
        if let attractor = motion.attractor {
            let centre = attractor.point(on: canvas)
            attractorX = centre.x
            attractorY = centre.y
            attraction = attractor.strength
            softening = attractor.radius * attractor.radius
        } else {
            attractorX = 0
            attractorY = 0
            attraction = 0
            softening = 1
        }
    }

    /// The whole steps a particle born at `birth` has taken by `time`: ⌊(time - birth) / h⌋,
    /// at least 0 and below 2^32.
    @inline(__always)
    func steps(at time: Double, birth: Double) -> UInt32 {
        let n = ((time - birth) / stepSeconds).rounded(.down)
        return n > 0 ? UInt32(min(n, Double(UInt32.max))) : 0
    }

    /// The acceleration at `state` and `time` seconds (the step's start), in points per second
    /// squared.
    @inline(__always)
    func acceleration(_ s: State, time: Double) -> (Float, Float) {
        var ax = gravityX
        var ay = gravityY
        if let field {
            let push = field.acceleration(x: s.x, y: s.y, time: time)
            ax += push.x
            ay += push.y
        }
        if attraction != 0 {
            let dx = attractorX - s.x
            let dy = attractorY - s.y
            let pull = attraction / (dx * dx + dy * dy + softening).squareRoot()
            ax += dx * pull
            ay += dy * pull
        }
        return (ax, ay)
    }

    /// Takes steps `from` ..< `to` (step k starts at birth + k h).
    func advance(_ s: inout State, from: UInt32, to: UInt32, birth: Double) {
        var k = from
        while k < to {
            let (ax, ay) = acceleration(s, time: birth + Double(k) * stepSeconds)
            if drag > 0 {
                let targetX = ax / drag + windX
                let targetY = ay / drag + windY
                let dx = s.vx - targetX
                let dy = s.vy - targetY
                s.x = s.x + targetX * step + dx * gain
                s.y = s.y + targetY * step + dy * gain
                s.vx = targetX + dx * decay
                s.vy = targetY + dy * decay
            } else {
                s.x = s.x + (s.vx + 0.5 * ax * step) * step
                s.y = s.y + (s.vy + 0.5 * ay * step) * step
                s.vx = s.vx + ax * step
                s.vy = s.vy + ay * step
            }
            k += 1
        }
    }
}
