extension Emitter {
    /// Particles per chunk. Each column pass runs over one chunk before the next pass starts, so
    /// the per-particle intermediate values (age, progress, warped time) stay in L1 cache while
    /// the columns stream through once.
    static let chunkSize = 512

    /// Writes every live particle's appearance at `time` into `batch`, in closed form.
    ///
    /// The work is split into column passes over unsafe pointers (age and progress, travel,
    /// rotation, size, scale, flip, opacity, colour) whose loop bodies are branch-free
    /// arithmetic, so the compiler vectorises them. Every choice that depends only on the
    /// configuration (time warp, drag, flip axis, track kinds) is made once per chunk, outside
    /// the loops, and values that a whole chunk shares — particles of one burst have one age —
    /// are computed once: a burst costs one exponential per chunk, not per particle. The batch's
    /// columns are overwritten in place, so a reused batch costs no allocation.
    ///
    /// The results are bit for bit those of evaluating each particle on its own with the same
    /// expressions: the passes only reorder independent work.
    ///
    /// - Parameters:
    ///   - time: seconds on the system's clock; particles not yet born are skipped.
    ///   - reduceMotion: show the emitter's reduced-motion form instead.
    /// - Complexity: O(n) in the live particles.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    func render(at time: Double, canvas: Size, reduceMotion: Bool, into batch: inout ParticleBatch) {
        let c = configuration
        batch.name = c.name
        batch.blend = c.blend
        if !Self.shapes(batch.shapes, match: c.shapes) { batch.shapes = c.shapes.map { $0.shape } }
        if reduceMotion, case .hide = c.reducedMotion {
            batch.removeAll()
            return
        }
        var frozenAge: Float?
        if reduceMotion, case .freeze(let age) = c.reducedMotion { frozenAge = age.isFinite ? max(age, 0) : 0 }

        let n = bornCount(at: time)
        guard n > 0 else {
            batch.removeAll()
            return
        }
        if batch.capacity < n && countWavers {
            // A stream's count wavers from frame to frame: room for an eighth more, so that its
            // columns grow once, at its first frame, rather than again (copying every column,
            // a frame that takes longer than the others) the first time the count passes a
            // new high.
            batch.reserveCapacity(n + n / 8)
        }
        let chunk = Self.chunkSize
        ChunkScratch.withZeroed { work in
            // A stepped emitter draws from its integrated state (see Emitter+Stepping.swift), when
            // it is there for every particle.
            let stepped = c.motion.isStepped && store.stepped.count >= n ? store.stepped.columns : nil
            let s = store.columns
            let b = batch.mutableColumns(count: n)
            // Chunks also end where the store's ring wraps round (the stepped columns and the
            // batch are in particle order).
            store.segments(0..<n).forEachRun { slot, first, length in
                var done = 0
                while done < length {
                    let m = min(chunk, length - done)
                    let start = first + done
                    evaluate(
                        time: time, canvas: canvas, frozenAge: frozenAge, count: m,
                        from: s.offset(by: slot + done), stepped: stepped?.offset(by: start),
                        into: b.offset(by: start), scratch: work)
                    done += m
                }
            }
        }
    }

    /// True when the emitter's particle count changes from frame to frame in its steady state:
    /// a continuous stream, or a sub-emitter child.
    private var countWavers: Bool {
        if family.isChild { return true }
        if case .continuous = configuration.emission { return true }
        return false
    }

    /// Number of stored particles born at or before `time`.
    private func bornCount(at time: Double) -> Int {
        let n = store.count
        guard n > 0 else { return 0 }
        // Births are stored in time order, so when the last is born all are.
        if store.birthTime(n - 1) <= time { return n }
        return (0..<n).first(where: { store.birthTime($0) > time }) ?? n
    }

    private static func shapes(_ shapes: [ParticleShape], match choices: [ShapeChoice]) -> Bool {
        guard shapes.count == choices.count else { return false }
        for i in shapes.indices where shapes[i] != choices[i].shape { return false }
        return true
    }

    /// Evaluates particles `0..<m` of the given columns (one chunk).
    ///
    /// - Parameter stepped: the integrated state of a stepped emitter's particles.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    private func evaluate(
        time: Double, canvas: Size, frozenAge: Float?, count m: Int, from s: ParticleColumns,
        stepped: SteppedPointers?, into b: BatchColumns, scratch w: ChunkScratch
    ) {
        let c = configuration
        let age = w.age
        let progress = w.progress

        // Age and progress through life. Tracks over life read `lifeParameter`; motion reads
        // `motionAge`: the real values, or the frozen ones under reduced motion.
        //
        // Births are stored in time order, so equal first and last births mean the whole chunk
        // was born at once (a burst): its age is computed once, and when the lifetime range
        // is a single value (every particle drew the same life) so is its progress, without
        // streaming the birth and lifetime columns through the cache.
        let bornTogether = s.birth[0] == s.birth[m - 1]
        let progressShared: Bool
        if bornTogether && c.lifetime.lower == c.lifetime.upper {
            let a = Float(time - s.birth[0])
            Self.fill(age, m, a)
            Self.fill(progress, m, min(max(a * (1 / s.lifetime[0]), 0), 1))
            progressShared = true
        } else if bornTogether {
            let a = Float(time - s.birth[0])
            Self.fill(age, m, a)
            for i in 0..<m { progress[i] = min(max(a * (1 / s.lifetime[i]), 0), 1) }
            progressShared = Self.allEqual(progress, m)
        } else {
            // Two passes: the ages two to a vector (Double), then the progress four to a vector.
            for i in 0..<m { age[i] = Float(time - s.birth[i]) }
            for i in 0..<m { progress[i] = min(max(age[i] * (1 / s.lifetime[i]), 0), 1) }
            // Particles born at different times (a stream) all but never share their progress,
            // and a shared value would only be a shortcut to the same bits: not worth a pass.
            progressShared = false
        }
        let lifeParameter: UnsafeMutablePointer<Float>
        let motionAge: UnsafeMutablePointer<Float>
        let lifeShared: Bool
        let motionShared: Bool
        if let frozen = frozenAge {
            for i in 0..<m {
                w.frozenProgress[i] = frozen * (1 / s.lifetime[i])
                w.frozenMotion[i] = frozen
            }
            lifeParameter = w.frozenProgress
            motionAge = w.frozenMotion
            lifeShared = Self.allEqual(lifeParameter, m)
            motionShared = true
        } else {
            lifeParameter = progress
            motionAge = age
            lifeShared = progressShared
            // As for the progress: only a chunk born at once is taken as sharing its age.
            motionShared = bornTogether
        }

        // Warped time τ, then travel p = p0 + v0 · T(τ) + a · P(τ) (see MotionConfiguration).
        let tau: UnsafeMutablePointer<Float>
        let tauShared: Bool
        switch c.motion.timeWarp {
        case .none:
            tau = motionAge
            tauShared = motionShared
        case .eased(let curve, let duration):
            if duration > 0 {
                tau = w.first
                if motionShared {
                    Self.fill(tau, m, duration * curve.value(at: motionAge[0] / duration))
                } else {
                    for i in 0..<m { tau[i] = duration * curve.value(at: motionAge[i] / duration) }
                }
            } else {
                tau = motionAge
            }
            tauShared = motionShared
        case .track(let track):
            tau = w.first
            if let shared = Self.evaluate(track, at: lifeParameter, shared: lifeShared, into: tau, count: m) {
                Self.fill(tau, m, shared)
            }
            tauShared = lifeShared
        }
        // Pivots and wrapping move centres after travel and read the rotation before it is
        // sanitised, so then sanitising waits for them.
        let hasPivots = !c.spin.pivots.isEmpty
        let wraps = c.wrapsVertically && canvas.height > 0
        let sanitizeLater = hasPivots || wraps
        var extraRotation: UnsafeMutablePointer<Float>?
        if let track = c.spin.rotationOverLife {
            extraRotation = w.second
            if let shared = Self.evaluate(track, at: lifeParameter, shared: lifeShared, into: w.second, count: m) {
                Self.fill(w.second, m, shared)
            }
        }
        // Under reduced motion a stepped emitter shows the closed-form path of its other forces.
        let steppedNow = frozenAge == nil ? stepped : nil
        let alignment = c.spin.alignment
        if alignment != nil {
            velocities(
                time: time, tau: tau, motionAge: motionAge, lifeParameter: lifeParameter, count: m, from: s,
                stepped: steppedNow, vx: w.velocityX, vy: w.velocityY)
            headings(
                vx: w.velocityX, vy: w.velocityY, adding: extraRotation != nil,
                into: extraRotation ?? w.heading, count: m)
            extraRotation = extraRotation ?? w.heading
        }
        if sanitizeLater {
            if let t = steppedNow {
                steppedTravel(Raw.self, time: time, count: m, from: s, stepped: t, into: b)
            } else {
                travel(
                    Raw.self, tau: tau, shared: tauShared, ordered: tau == age, count: m, from: s,
                    into: b)
            }
            rotate(Raw.self, motionAge: motionAge, extra: extraRotation, count: m, from: s, into: b)
        } else {
            if let t = steppedNow {
                steppedTravel(Sanitized.self, time: time, count: m, from: s, stepped: t, into: b)
            } else {
                travel(
                    Sanitized.self, tau: tau, shared: tauShared, ordered: tau == age, count: m, from: s,
                    into: b)
            }
            rotate(Sanitized.self, motionAge: motionAge, extra: extraRotation, count: m, from: s, into: b)
        }

        sizes(count: m, from: s, into: b)
        let scale = w.second
        let sharedScale = Self.evaluate(c.scaleOverLife, at: lifeParameter, shared: lifeShared, into: scale, count: m)

        if sanitizeLater {
            if let sharedScale { Self.fill(scale, m, sharedScale) }
            if hasPivots {
                // Rotating about a pivot moves the centre: centre' = pivot + R(θ)(centre - pivot).
                c.spin.pivots.withUnsafeBufferPointer { pivots in
                    for i in 0..<m {
                        let pivot = pivots[Int(s.pivot[i])]
                        let px = pivot.x * b.width[i] * scale[i]
                        let py = pivot.y * b.height[i] * scale[i]
                        let rotation = b.rotation[i]
                        let cr = FastMath.cos(rotation)
                        let sr = FastMath.sin(rotation)
                        b.x[i] += px - (cr * px - sr * py)
                        b.y[i] += py - (sr * px + cr * py)
                    }
                }
            }
            if wraps {
                for i in 0..<m {
                    let height = b.height[i]
                    let period = canvas.height + height
                    let shifted = b.y[i] + height * 0.5
                    b.y[i] = shifted - period * (shifted / period).rounded(.down) - height * 0.5
                }
            }
            for i in 0..<m {
                b.x[i] = b.x[i].isFinite ? b.x[i] : 0
                b.y[i] = b.y[i].isFinite ? b.y[i] : 0
                b.rotation[i] = b.rotation[i].isFinite ? b.rotation[i] : 0
            }
        }

        scales(
            flip: c.spin.hasFlip, scale: scale, shared: sanitizeLater ? nil : sharedScale, motionAge: motionAge,
            count: m, from: s, into: b)
        if let alignment, alignment.stretch > 0 {
            stretch(alignment.stretch, vx: w.velocityX, vy: w.velocityY, count: m, into: b)
        }

        let opacity = b.opacity
        if let shared = Self.evaluate(
            c.opacityOverLife, at: progress, shared: progressShared, into: opacity,
            count: m)
        {
            Self.fill(opacity, m, Self.unitClamp(shared))
        } else {
            for i in 0..<m { opacity[i] = Self.unitClamp(opacity[i]) }
        }

        if let gradient = c.colorOverLife {
            if progressShared {
                let color = gradient.rgba32(at: progress[0])
                for i in 0..<m { b.color[i] = color }
            } else {
                gradient.write(at: progress, into: b.color, count: m)
            }
        } else {
            b.color.copyMemory(from: s.color, count: m)
        }
        if c.spin.backFace != .same && c.spin.hasFlip { backFaces(c.spin.backFace, count: m, into: b) }
        b.id.copyMemory(from: s.id, count: m)
        b.shapeIndex.copyMemory(from: s.shape, count: m)
    }

    /// Writes scaleX and scaleY: the scale over life, and for a flipping emitter
    /// cos(phase + rate · age) times it on the flip's axis.
    ///
    /// - Parameter shared: the scale when one value holds for the whole chunk (then `scale` is
    ///   not read).
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    private func scales(
        flip: Bool, scale: UnsafeMutablePointer<Float>, shared: Float?,
        motionAge: UnsafeMutablePointer<Float>, count m: Int, from s: ParticleColumns,
        into b: BatchColumns
    ) {
        if !flip {
            if let shared {
                let v = shared.isFinite ? shared : 0
                for i in 0..<m {
                    b.scaleX[i] = v
                    b.scaleY[i] = v
                }
            } else {
                for i in 0..<m {
                    let v = scale[i].isFinite ? scale[i] : 0
                    b.scaleX[i] = v
                    b.scaleY[i] = v
                }
            }
            return
        }
        let vertical = configuration.spin.flipAxis == .vertical
        let flipped = vertical ? b.scaleX : b.scaleY
        let plain = vertical ? b.scaleY : b.scaleX
        // Angles beyond ±1e5 radians, or NaN, need the exact pre-reduction: the chunk is then
        // redone with the general cosine.
        var outOfRange: UInt32 = 0
        if let shared {
            let v = shared.isFinite ? shared : 0
            for i in 0..<m {
                let angle = s.flipPhase[i] + s.flipRate[i] * motionAge[i]
                outOfRange |= (FastMath.inRangeLimitBits &- (angle.bitPattern & 0x7FFF_FFFF)) >> 31
                let turned = shared * FastMath.cosInRange(angle)
                flipped[i] = turned.isFinite ? turned : 0
                plain[i] = v
            }
        } else {
            for i in 0..<m {
                let angle = s.flipPhase[i] + s.flipRate[i] * motionAge[i]
                outOfRange |= (FastMath.inRangeLimitBits &- (angle.bitPattern & 0x7FFF_FFFF)) >> 31
                let turned = scale[i] * FastMath.cosInRange(angle)
                flipped[i] = turned.isFinite ? turned : 0
                plain[i] = scale[i].isFinite ? scale[i] : 0
            }
        }
        if outOfRange != 0 {
            for i in 0..<m {
                let k = shared ?? scale[i]
                let turned = k * FastMath.cos(s.flipPhase[i] + s.flipRate[i] * motionAge[i])
                flipped[i] = turned.isFinite ? turned : 0
            }
        }
    }

    /// Writes centres: p0 + v0 · T + a · P with, under drag k, T = (1 - e^(-kτ)) / k and
    /// P = τ - T, and without drag T = τ and P = τ² (a then holding g / 2).
    ///
    /// - Parameters:
    ///   - shared: every τ of the chunk is the same (one birth time): one exponential in all.
    ///   - ordered: τ is the particles' age, which never increases along the chunk (births are
    ///     stored in time order), so every τ lies between the first and the last.
    ///   - finish: `Sanitized` when no pivot or wrap pass follows, else `Raw`. A type rather
    ///     than a flag so that each gets its own loops: the optimiser does not unswitch loops
    ///     on a flag, and a branch in the body stops vectorisation.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    private func travel<Finish: Finishing>(
        _ finish: Finish.Type, tau: UnsafeMutablePointer<Float>, shared: Bool,
        ordered: Bool, count m: Int, from s: ParticleColumns,
        into b: BatchColumns
    ) {
        let motion = configuration.motion
        let drag = motion.drag
        let ax = drag > 0 ? motion.gravity.x / drag + motion.wind.x : motion.gravity.x * 0.5
        let ay = drag > 0 ? motion.gravity.y / drag + motion.wind.y : motion.gravity.y * 0.5
        // Writes particle `i`'s centre after `t` seconds of motion, having drifted `travel`
        // seconds' worth of its launch velocity (the drag's integral), in points.
        @inline(__always) func place(_ i: Int, _ t: Float, travel: Float) {
            let pull = t - travel
            b.x[i] = Finish.finish(s.originX[i] + s.velocityX[i] * travel + ax * pull)
            b.y[i] = Finish.finish(s.originY[i] + s.velocityY[i] * travel + ay * pull)
        }
        if drag > 0 && shared {
            let t = tau[0]
            let travel = (1 - FastMath.exp(-drag * t)) / drag
            let pullX = ax * (t - travel)
            let pullY = ay * (t - travel)
            for i in 0..<m {
                b.x[i] = Finish.finish(s.originX[i] + s.velocityX[i] * travel + pullX)
                b.y[i] = Finish.finish(s.originY[i] + s.velocityY[i] * travel + pullY)
            }
        } else if drag > 0 {
            // Nearly always every -kτ of the chunk lies where `expInNormalRange` gives exp's own
            // bits in fewer operations; the rare chunk with one outside is done again with exp.
            let low = FastMath.normalExpLow
            let high = FastMath.normalExpHigh
            var outside: UInt32 = 0
            if ordered {
                // -kτ is monotonic in τ (rounding keeps order), so the chunk's ends bound it:
                // they are checked once instead of each particle.
                let first = -drag * tau[0]
                let last = -drag * tau[m - 1]
                let inside = first >= low && first <= high && last >= low && last <= high
                outside = inside ? 0 : 1
                if inside {
                    for i in 0..<m {
                        let t = tau[i]
                        place(i, t, travel: (1 - FastMath.expInNormalRange(-drag * t)) / drag)
                    }
                }
            } else {
                for i in 0..<m {
                    let t = tau[i]
                    let x = -drag * t
                    outside |= (x >= low ? 0 : 1) | (x <= high ? 0 : 1)
                    place(i, t, travel: (1 - FastMath.expInNormalRange(x)) / drag)
                }
            }
            if outside != 0 {
                for i in 0..<m {
                    let t = tau[i]
                    place(i, t, travel: (1 - FastMath.exp(-drag * t)) / drag)
                }
            }
        } else {
            for i in 0..<m {
                let t = tau[i]
                let pull = t * t
                b.x[i] = Finish.finish(s.originX[i] + s.velocityX[i] * t + ax * pull)
                b.y[i] = Finish.finish(s.originY[i] + s.velocityY[i] * t + ay * pull)
            }
        }
    }

    /// Writes rotation = initial + spin · age (+ `extra`, the rotation over life).
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    private func rotate<Finish: Finishing>(
        _ finish: Finish.Type, motionAge: UnsafeMutablePointer<Float>,
        extra: UnsafeMutablePointer<Float>?, count m: Int,
        from s: ParticleColumns, into b: BatchColumns
    ) {
        if let extra {
            for i in 0..<m { b.rotation[i] = Finish.finish(s.rotation[i] + s.spin[i] * motionAge[i] + extra[i]) }
        } else {
            for i in 0..<m { b.rotation[i] = Finish.finish(s.rotation[i] + s.spin[i] * motionAge[i]) }
        }
    }

    /// Width and height before scaling: the shape's base size times the particle's factor.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    private func sizes(count m: Int, from s: ParticleColumns, into b: BatchColumns) {
        let shapes = configuration.shapes
        switch shapes.count {
        case 1:
            let w = shapes[0].size.width
            let h = shapes[0].size.height
            for i in 0..<m {
                b.width[i] = w * s.size[i]
                b.height[i] = h * s.size[i]
            }
        case 2:
            let w0 = shapes[0].size.width
            let h0 = shapes[0].size.height
            let w1 = shapes[1].size.width
            let h1 = shapes[1].size.height
            let done = Self.twoShapeSizes(
                w0: w0, h0: h0, w1: w1, h1: h1, count: m, shape: s.shape, size: s.size,
                width: b.width, height: b.height)
            for i in done..<m {
                let first = s.shape[i] == 0
                b.width[i] = (first ? w0 : w1) * s.size[i]
                b.height[i] = (first ? h0 : h1) * s.size[i]
            }
        default:
            for i in 0..<m {
                let base = shapes[Int(s.shape[i])].size
                b.width[i] = base.width * s.size[i]
                b.height[i] = base.height * s.size[i]
            }
        }
    }

    /// The two-shape case of `sizes` sixteen particles at a time: `width[i]` = (w0 or w1) ·
    /// `size[i]` and `height[i]` = (h0 or h1) · `size[i]`, the first where `shape[i]` is 0.
    /// Returns how many it wrote, a multiple of 16 (the caller does the rest one by one).
    ///
    /// The compiler's own vectorisation of the per-particle select widens the shape bytes four
    /// at a time and picks each base size with four vector operations. Here the bytes are
    /// loaded sixteen at a time, and the base size is w0 ^ ((w0 ^ w1) & mask) on the bits, the
    /// mask all ones for the second shape: two operations. Each width and height is the same
    /// single product as the scalar form's.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    static func twoShapeSizes(
        w0: Float, h0: Float, w1: Float, h1: Float, count m: Int,
        shape: UnsafePointer<UInt8>, size: UnsafePointer<Float>,
        width: UnsafeMutablePointer<Float>, height: UnsafeMutablePointer<Float>
    ) -> Int {
        let width0 = SIMD4<UInt32>(repeating: w0.bitPattern)
        let height0 = SIMD4<UInt32>(repeating: h0.bitPattern)
        let widthChange = width0 ^ SIMD4<UInt32>(repeating: w1.bitPattern)
        let heightChange = height0 ^ SIMD4<UInt32>(repeating: h1.bitPattern)
        let width = UnsafeMutableRawPointer(width)
        let height = UnsafeMutableRawPointer(height)
        let size = UnsafeRawPointer(size)
        var i = 0
        while i + 16 <= m {
            let codes = UnsafeRawPointer(shape + i).loadUnaligned(as: SIMD16<Int8>.self)
            // x | -x has its sign bit set exactly where the byte x is not 0: the second shape.
            let second = codes | (SIMD16<Int8>(repeating: 0) &- codes)
            func quarter(_ lanes: SIMD4<Int8>, at offset: Int) {
                // The sign bit spread over the lane: all ones for the second shape, else zero.
                let mask = SIMD4<UInt32>(truncatingIfNeeded: SIMD4<Int32>(truncatingIfNeeded: lanes) &>> 31)
                let factor = size.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                let baseWidth = unsafeBitCast(width0 ^ (widthChange & mask), to: SIMD4<Float>.self)
                let baseHeight = unsafeBitCast(height0 ^ (heightChange & mask), to: SIMD4<Float>.self)
                width.storeBytes(of: baseWidth * factor, toByteOffset: offset, as: SIMD4<Float>.self)
                height.storeBytes(of: baseHeight * factor, toByteOffset: offset, as: SIMD4<Float>.self)
            }
            // Byte offsets of floats within the columns (i + 16 <= m): no overflow to check.
            quarter(second.lowHalf.lowHalf, at: 4 &* i)
            quarter(second.lowHalf.highHalf, at: 4 &* (i &+ 4))
            quarter(second.highHalf.lowHalf, at: 4 &* (i &+ 8))
            quarter(second.highHalf.highHalf, at: 4 &* (i &+ 12))
            i += 16
        }
        return i
    }

    /// `track`'s value at each of `parameter[0..<m]`: returned when the chunk shares one value,
    /// otherwise written into `out`.
    ///
    /// Each path gives exactly `track.value(at:)`: a constant track, or a chunk whose
    /// parameters are all equal (one burst, one lifetime), evaluates once; a track made only of
    /// straight-line and hold keyframes runs one branch-free pass per segment; anything else
    /// (cubic keyframes, eased segments) takes the general evaluator per particle.
    ///
    /// - Parameter shared: every parameter of the chunk is the same.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    static func evaluate(
        _ track: KeyframeCurve, at parameter: UnsafeMutablePointer<Float>, shared: Bool,
        into out: UnsafeMutablePointer<Float>, count m: Int
    ) -> Float? {
        if track.keyframes.isEmpty { return track.initialValue }
        if shared { return track.value(at: parameter[0]) }
        if isPiecewiseLinear(track) {
            // Segment j holds where t >= its start (the first segment also before it); later
            // segments overwrite earlier ones, as the scalar search picks the last such.
            let firstWritten = leadInIsCovered(track) ? 1 : 0
            var start: Float = 0
            var from = track.initialValue
            for (j, frame) in track.keyframes.enumerated() {
                var hold = false
                if case .hold = frame { hold = true }
                if j >= firstWritten {
                    segment(
                        from: from, to: frame.value, start: start, duration: frame.duration, hold: hold,
                        first: j == firstWritten, at: parameter, into: out, count: m)
                }
                start += frame.duration
                from = frame.value
            }
        } else {
            track.write(at: parameter, into: out, count: m)
        }
        return nil
    }

    /// One straight-line or hold segment of a keyframe track, over a chunk; see `evaluate`.
    ///
    /// Later segments overwrite earlier ones where t has reached their start. The overwrite is
    /// a bit mask rather than a select: the optimiser turns a select guarding a division into a
    /// branch, which stops vectorisation.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    private static func segment(
        from a: Float, to b: Float, start: Float, duration d: Float, hold: Bool, first: Bool,
        at parameter: UnsafeMutablePointer<Float>, into out: UnsafeMutablePointer<Float>,
        count m: Int
    ) {
        // A zero-length segment reads at s = 1, its end value; a flat straight line (a == b)
        // is a + 0 · s = a + 0 for every s in 0...1. Either way one value, no division.
        let flat = !hold && a == b
        guard d > 0 && !flat else {
            let v = hold ? b : flat ? a + 0 : a + (b - a) * 1
            // The first segment holds everywhere: a fill (a flat start, such as full opacity
            // before a fade, costs one store per particle).
            if first {
                fill(out, m, v)
                return
            }
            for i in 0..<m {
                let t = parameter[i] > 0 ? parameter[i] : 0
                out[i] = blend(v, over: out[i], where: first || start <= t)
            }
            return
        }
        let span = b - a
        switch (hold, first) {
        case (false, true) where start == 0 && d == 1:
            // A line over the whole of life: t - 0 and t / 1 are t itself, and the clamp gives 0
            // wherever t would have been raised to 0 (NaN included), so it takes the parameter.
            for i in 0..<m { out[i] = a + span * unitClamp(parameter[i]) }
        case (false, true):
            for i in 0..<m {
                let t = parameter[i] > 0 ? parameter[i] : 0
                out[i] = a + span * unitClamp((t - start) / d)
            }
        case (false, false):
            for i in 0..<m {
                let t = parameter[i] > 0 ? parameter[i] : 0
                out[i] = blend(a + span * unitClamp((t - start) / d), over: out[i], where: start <= t)
            }
        case (true, true):
            for i in 0..<m {
                let t = parameter[i] > 0 ? parameter[i] : 0
                let s = min((t - start) / d, 1)
                out[i] = s < 1 ? a : b
            }
        case (true, false):
            for i in 0..<m {
                let t = parameter[i] > 0 ? parameter[i] : 0
                let s = min((t - start) / d, 1)
                out[i] = blend(s < 1 ? a : b, over: out[i], where: start <= t)
            }
        }
    }

    /// `x` clamped to 0...1, NaN giving 0: the same value as `s > 0 ? min(s, 1) : 0` with
    /// `s = min(x, 1)` (the scalar evaluator's form) or with `s = x`, in two vector operations
    /// (a maximum, then a minimum of a value that is no longer NaN) where those forms take a
    /// compare and a select more.
    @inline(__always)
    static func unitClamp(_ x: Float) -> Float {
        let above = x > 0 ? x : 0
        return above < 1 ? above : 1
    }

    /// `value` where `condition` holds, else `old`, computed with bit operations.
    @inline(__always)
    private static func blend(_ value: Float, over old: Float, where condition: Bool) -> Float {
        let mask = 0 &- UInt32(condition ? 1 : 0)
        return Float(bitPattern: (value.bitPattern & mask) | (old.bitPattern & ~mask))
    }

    /// True when a piecewise-linear track's first segment is one value everywhere (a flat line,
    /// such as full opacity before a fade, or no duration) that the second segment, a sloping
    /// straight line, gives bit for bit before its own start: there it reads a + (b - a) · 0.
    /// The second segment can then be written everywhere, without a mask, and the first not at
    /// all: the values are the same as writing both.
    private static func leadInIsCovered(_ track: KeyframeCurve) -> Bool {
        let frames = track.keyframes
        guard frames.count >= 2, case .linear = frames[1] else { return false }
        var hold = false
        if case .hold = frames[0] { hold = true }
        // The first segment's single value, as `segment` computes it.
        let a = track.initialValue
        let b = frames[0].value
        let flat = !hold && a == b
        guard !(frames[0].duration > 0 && !flat) else { return false }
        let value = hold ? b : flat ? a + 0 : a + (b - a) * 1
        // The second segment's value before its start; it must slope and last, or it is a
        // single value itself.
        let from = frames[0].value
        let to = frames[1].value
        guard frames[1].duration > 0 && from != to else { return false }
        return (from + (to - from) * 0).bitPattern == value.bitPattern
    }

    /// True when every keyframe is a straight line at constant pace or a hold.
    private static func isPiecewiseLinear(_ track: KeyframeCurve) -> Bool {
        for frame in track.keyframes {
            switch frame {
            case .linear(_, _, let curve): if curve != .linear { return false }
            case .hold: continue
            case .cubic: return false
            }
        }
        return true
    }

    /// True when `values[0..<m]` are bit for bit the same.
    @inline(__always)
    static func allEqual(_ values: UnsafeMutablePointer<Float>, _ m: Int) -> Bool {
        let first = values[0].bitPattern
        var difference: UInt32 = 0
        for i in 0..<m { difference |= values[i].bitPattern ^ first }
        return difference == 0
    }

    @inline(__always)
    static func fill(_ out: UnsafeMutablePointer<Float>, _ m: Int, _ value: Float) {
        for i in 0..<m { out[i] = value }
    }
}

/// What a pass does to a value before storing it in the batch.
protocol Finishing {
    static func finish(_ v: Float) -> Float
}

/// Non-finite values become 0: the batch never holds NaN or infinity.
enum Sanitized: Finishing {
    @inline(__always)
    static func finish(_ v: Float) -> Float { v.isFinite ? v : 0 }
}

/// Stored as is, for a later pass that reads it and then sanitises.
enum Raw: Finishing {
    @inline(__always)
    static func finish(_ v: Float) -> Float { v }
}
