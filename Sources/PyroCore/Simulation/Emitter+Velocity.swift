// Column passes for what depends on a particle's velocity (facing along it, stretching with
// speed), for stepped travel, and for the back face of flipping pieces. They run only for
// emitters that ask for them; each loop body is branch-free arithmetic, as in
// Emitter+Evaluation.swift, and each choice is made once per chunk.

extension Emitter {
    /// Writes centres of a stepped emitter at `time`: the state after the last whole step, moved
    /// on by the remaining fraction f of a step under the forces that do not depend on position
    /// (gravity and drag toward the wind): p + (v + a f / 2) f.
    func steppedTravel<Finish: Finishing>(
        _ finish: Finish.Type, time: Double, count m: Int,
        from s: ParticleColumns, stepped t: SteppedPointers,
        into b: BatchColumns
    ) {
        let path = SteppedPath(configuration.motion)
        for i in 0..<m {
            let f = path.fraction(time: time, birth: s.birth[i], steps: t.steps[i])
            let p = path.position(
                MotionStepper.State(x: t.x[i], y: t.y[i], vx: t.velocityX[i], vy: t.velocityY[i]),
                fraction: f)
            b.x[i] = Finish.finish(p.x)
            b.y[i] = Finish.finish(p.y)
        }
    }

    /// Writes each particle's velocity at `time` into `vx`, `vy`, in points per second: the
    /// stepped state's (moved on by the remaining fraction as in `steppedTravel`), or the
    /// derivative of the closed-form path at warped time τ times the warp's rate dτ/dage.
    ///
    /// - Parameters:
    ///   - tau: warped time per particle (ignored for a stepped emitter).
    ///   - motionAge: the age travel is evaluated at (frozen under reduced motion).
    ///   - lifeParameter: progress through life (frozen under reduced motion).
    func velocities(
        time: Double, tau: UnsafeMutablePointer<Float>, motionAge: UnsafeMutablePointer<Float>,
        lifeParameter: UnsafeMutablePointer<Float>, count m: Int, from s: ParticleColumns,
        stepped: SteppedPointers?, vx: UnsafeMutablePointer<Float>, vy: UnsafeMutablePointer<Float>
    ) {
        let motion = configuration.motion
        let k = motion.drag
        let gx = motion.gravity.x
        let gy = motion.gravity.y
        if let t = stepped {
            let path = SteppedPath(motion)
            for i in 0..<m {
                let f = path.fraction(time: time, birth: s.birth[i], steps: t.steps[i])
                let v = path.velocity(
                    MotionStepper.State(x: t.x[i], y: t.y[i], vx: t.velocityX[i], vy: t.velocityY[i]),
                    fraction: f)
                vx[i] = v.x
                vy[i] = v.y
            }
            return
        }
        // dp/dτ = v0 e^(-kτ) + (g / k + w)(1 - e^(-kτ)) under drag, v0 + g τ without.
        if k > 0 {
            let targetX = gx / k + motion.wind.x
            let targetY = gy / k + motion.wind.y
            for i in 0..<m {
                let e = FastMath.exp(-k * tau[i])
                vx[i] = targetX + (s.velocityX[i] - targetX) * e
                vy[i] = targetY + (s.velocityY[i] - targetY) * e
            }
        } else {
            for i in 0..<m {
                vx[i] = s.velocityX[i] + gx * tau[i]
                vy[i] = s.velocityY[i] + gy * tau[i]
            }
        }
        switch motion.timeWarp {
        case .none:
            return
        case .eased(let curve, let duration):
            guard duration > 0 else { return }
            for i in 0..<m {
                let rate = Self.slope(at: motionAge[i] / duration) { curve.value(at: $0) }
                vx[i] *= rate
                vy[i] *= rate
            }
        case .track(let track):
            for i in 0..<m {
                let rate = Self.slope(at: lifeParameter[i]) { track.value(at: $0) } / s.lifetime[i]
                vx[i] *= rate
                vy[i] *= rate
            }
        }
    }

    /// The slope of `f` at `x` by a difference over 1/512 (forward from 0 for x just above 0,
    /// where a curve over life begins).
    private static func slope(at x: Float, _ f: (Float) -> Float) -> Float {
        let width: Float = 1.0 / 512
        let low = x >= 0 ? max(x - width / 2, 0) : x - width / 2
        return (f(low + width) - f(low)) * 512
    }

    /// Writes the heading of each velocity, in radians (0 up, clockwise positive), into
    /// `out`, or adds it to what `out` holds.
    func headings(
        vx: UnsafeMutablePointer<Float>, vy: UnsafeMutablePointer<Float>, adding: Bool,
        into out: UnsafeMutablePointer<Float>, count m: Int
    ) {
        if adding {
            for i in 0..<m { out[i] += FastMath.heading(vx[i], vy[i]) }
        } else {
            for i in 0..<m { out[i] = FastMath.heading(vx[i], vy[i]) }
        }
    }

    /// Lengthens each particle along its own y axis (its length, facing the velocity) by
    /// speed × `stretch` points before scaling: scaleY × (1 + speed · stretch / height).
    func stretch(
        _ stretch: Float, vx: UnsafeMutablePointer<Float>, vy: UnsafeMutablePointer<Float>, count m: Int,
        into b: BatchColumns
    ) {
        for i in 0..<m {
            let speed = (vx[i] * vx[i] + vy[i] * vy[i]).squareRoot()
            let v = b.scaleY[i] * (1 + speed * stretch / b.height[i])
            b.scaleY[i] = v.isFinite ? v : 0
        }
    }

    /// Recolours the pieces whose back faces the viewer: those whose flipped scale and plain
    /// scale differ in sign (the flip's cosine is negative).
    func backFaces(_ face: BackFace, count m: Int, into b: BatchColumns) {
        let vertical = configuration.spin.flipAxis == .vertical
        let flipped = vertical ? b.scaleX : b.scaleY
        let plain = vertical ? b.scaleY : b.scaleX
        switch face {
        case .same:
            return
        case .color(let color):
            let back = color.rgba32
            for i in 0..<m {
                let mask = 0 &- ((flipped[i].bitPattern ^ plain[i].bitPattern) >> 31)
                b.color[i] = (back & mask) | (b.color[i] & ~mask)
            }
        case .shade:
            let w = face.shadeWeight
            for i in 0..<m {
                let mask = 0 &- ((flipped[i].bitPattern ^ plain[i].bitPattern) >> 31)
                let c = b.color[i]
                let r = (((c >> 24) & 0xFF) &* w) >> 8
                let g = (((c >> 16) & 0xFF) &* w) >> 8
                let bl = (((c >> 8) & 0xFF) &* w) >> 8
                let shaded = (r << 24) | (g << 16) | (bl << 8) | (c & 0xFF)
                b.color[i] = (shaded & mask) | (c & ~mask)
            }
        }
    }
}
