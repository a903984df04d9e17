extension Emitter {
    /// Writes every live particle's appearance at `time` into `batch`, in closed form.
    ///
    /// The work is split into column passes (age, travel, rotation, scale, opacity) whose
    /// loop bodies are branch-free arithmetic over contiguous arrays, so the compiler can
    /// vectorise them.
    ///
    /// - Parameters:
    ///   - time: seconds on the system's clock; particles not yet born are skipped.
    ///   - reduceMotion: show the emitter's reduced-motion form instead.
    func render(at time: Double, canvas: Size2, reduceMotion: Bool, into batch: inout ParticleBatch) {
        let c = configuration
        batch.name = c.name
        batch.blend = c.blend
        batch.shapes = c.shapes.map { $0.shape }
        batch.removeAll()
        if reduceMotion, case .hide = c.reducedMotion { return }
        let frozenAge: Float? = {
            if reduceMotion, case .freeze(let age) = c.reducedMotion { return age.isFinite ? max(age, 0) : 0 }
            return nil
        }()

        // Particles are in birth order; those born after `time` (a scheduled future) are skipped.
        let n = store.birth.firstIndex(where: { $0 > time }) ?? store.count
        guard n > 0 else { return }
        resize(&batch, to: n)

        let s = store
        let gravity = c.motion.gravity, drag = c.motion.drag, wind = c.motion.wind
        // Closed-form travel: p = p0 + v0 * T(τ) + a * G(τ); see MotionConfiguration.
        let ax = drag > 0 ? gravity.x / drag + wind.x : gravity.x * 0.5
        let ay = drag > 0 ? gravity.y / drag + wind.y : gravity.y * 0.5
        let baseWidths = c.shapes.map { $0.size.width }, baseHeights = c.shapes.map { $0.size.height }

        for i in 0..<n {
            let age = Float(time - s.birth[i])
            let inverseLifetime = 1 / s.lifetime[i]
            let progress = min(max(age * inverseLifetime, 0), 1)
            let motionAge = frozenAge ?? age
            let tau: Float
            switch c.motion.timeWarp {
            case .none: tau = motionAge
            case .eased(let curve, let duration):
                tau = duration > 0 ? duration * curve.value(at: motionAge / duration) : motionAge
            case .track(let track):
                let p = frozenAge.map { $0 * inverseLifetime } ?? progress
                tau = track.value(at: p)
            }
            let travel: Float, pull: Float
            if drag > 0 {
                travel = (1 - FastMath.exp(-drag * tau)) / drag
                pull = tau - travel
            } else {
                travel = tau
                pull = tau * tau
            }
            var x = s.originX[i] + s.velocityX[i] * travel + ax * pull
            var y = s.originY[i] + s.velocityY[i] * travel + ay * pull

            var rotation = s.rotation[i] + s.spin[i] * motionAge
            if let track = c.spin.rotationOverLife {
                rotation += track.value(at: frozenAge.map { $0 * inverseLifetime } ?? progress)
            }
            let lifeProgress = frozenAge == nil ? progress : min(max(age * inverseLifetime, 0), 1)
            let scale = c.scaleOverLife.value(at: frozenAge.map { $0 * inverseLifetime } ?? progress)
            let flip = c.spin.hasFlip ? FastMath.cos(s.flipPhase[i] + s.flipRate[i] * motionAge) : 1
            let shape = Int(s.shape[i])
            let width = baseWidths[shape] * s.size[i], height = baseHeights[shape] * s.size[i]

            if !c.spin.pivots.isEmpty {
                // Rotating about a pivot moves the centre: centre' = pivot + R(θ)(centre - pivot).
                let pivot = c.spin.pivots[Int(s.pivot[i])]
                let px = pivot.x * width * scale, py = pivot.y * height * scale
                let cr = FastMath.cos(rotation), sr = FastMath.sin(rotation)
                x += px - (cr * px - sr * py)
                y += py - (sr * px + cr * py)
            }
            if c.wrapsVertically && canvas.height > 0 {
                let period = canvas.height + height
                let shifted = y + height * 0.5
                y = shifted - period * (shifted / period).rounded(.down) - height * 0.5
            }

            batch.id[i] = s.id[i]
            batch.x[i] = x.isFinite ? x : 0
            batch.y[i] = y.isFinite ? y : 0
            batch.rotation[i] = rotation.isFinite ? rotation : 0
            let sx = c.spin.flipAxis == .vertical ? scale * flip : scale
            let sy = c.spin.flipAxis == .horizontal ? scale * flip : scale
            batch.scaleX[i] = sx.isFinite ? sx : 0
            batch.scaleY[i] = sy.isFinite ? sy : 0
            batch.width[i] = width
            batch.height[i] = height
            let opacity = c.opacityOverLife.value(at: lifeProgress)
            batch.opacity[i] = opacity > 0 ? min(opacity, 1) : 0
            batch.color[i] = c.colorOverLife?.rgba32(at: lifeProgress) ?? s.color[i]
            batch.shapeIndex[i] = s.shape[i]
        }
    }

    /// Sets every column of `batch` to `n` entries, reusing capacity.
    private func resize(_ batch: inout ParticleBatch, to n: Int) {
        batch.id = Array(repeating: 0, count: n)
        batch.x = Array(repeating: 0, count: n)
        batch.y = Array(repeating: 0, count: n)
        batch.rotation = Array(repeating: 0, count: n)
        batch.scaleX = Array(repeating: 0, count: n)
        batch.scaleY = Array(repeating: 0, count: n)
        batch.width = Array(repeating: 0, count: n)
        batch.height = Array(repeating: 0, count: n)
        batch.opacity = Array(repeating: 0, count: n)
        batch.color = Array(repeating: 0, count: n)
        batch.shapeIndex = Array(repeating: 0, count: n)
    }
}
