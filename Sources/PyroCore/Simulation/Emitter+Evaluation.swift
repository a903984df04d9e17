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
    func render(at time: Double, canvas: Size2, reduceMotion: Bool, into batch: inout ParticleBatch) {
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
        let chunk = Self.chunkSize
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 6 * chunk) { scratch in
            let scratch = scratch.baseAddress!
            let work = ChunkScratch(age: scratch, progress: scratch + chunk, frozenProgress: scratch + 2 * chunk,
                                    frozenMotion: scratch + 3 * chunk, first: scratch + 4 * chunk,
                                    second: scratch + 5 * chunk)
            store.withColumns { s in
                batch.withColumns(count: n) { b in
                    var start = 0
                    while start < n {
                        let m = min(chunk, n - start)
                        evaluate(time: time, canvas: canvas, frozenAge: frozenAge, count: m,
                                 from: s.offset(by: start), into: b.offset(by: start), scratch: work)
                        start += m
                    }
                }
            }
        }
    }

    /// Number of stored particles born at or before `time`.
    private func bornCount(at time: Double) -> Int {
        let n = store.count
        guard n > 0 else { return 0 }
        // Births are stored in time order, so when the last is born all are.
        if store.birth[n - 1] <= time { return n }
        return store.birth.firstIndex(where: { $0 > time }) ?? n
    }

    private static func shapes(_ shapes: [ParticleShape], match choices: [ShapeChoice]) -> Bool {
        guard shapes.count == choices.count else { return false }
        for i in shapes.indices where shapes[i] != choices[i].shape { return false }
        return true
    }

    /// Evaluates particles `0..<m` of the given columns (one chunk).
    private func evaluate(time: Double, canvas: Size2, frozenAge: Float?, count m: Int, from s: ParticleColumns,
                          into b: BatchColumns, scratch w: ChunkScratch) {
        let c = configuration
        let age = w.age, progress = w.progress

        // Age and progress through life. Tracks over life read `lifeParameter`; motion reads
        // `motionAge`: the real values, or the frozen ones under reduced motion.
        for i in 0..<m {
            let a = Float(time - s.birth[i])
            age[i] = a
            progress[i] = min(max(a * (1 / s.lifetime[i]), 0), 1)
        }
        let lifeParameter: UnsafeMutablePointer<Float>, motionAge: UnsafeMutablePointer<Float>
        if let frozen = frozenAge {
            for i in 0..<m {
                w.frozenProgress[i] = frozen * (1 / s.lifetime[i])
                w.frozenMotion[i] = frozen
            }
            lifeParameter = w.frozenProgress
            motionAge = w.frozenMotion
        } else {
            lifeParameter = progress
            motionAge = age
        }

        // Warped time τ, then travel p = p0 + v0 · T(τ) + a · P(τ) (see MotionConfiguration).
        let tau: UnsafeMutablePointer<Float>
        switch c.motion.timeWarp {
        case .none:
            tau = motionAge
        case .eased(let curve, let duration):
            if duration > 0 {
                tau = w.first
                if Self.allEqual(motionAge, m) {
                    Self.fill(tau, m, duration * curve.value(at: motionAge[0] / duration))
                } else {
                    for i in 0..<m { tau[i] = duration * curve.value(at: motionAge[i] / duration) }
                }
            } else {
                tau = motionAge
            }
        case .track(let track):
            tau = w.first
            Self.evaluate(track, at: lifeParameter, into: tau, count: m)
        }
        travel(tau: tau, count: m, from: s, into: b)

        // Rotation, before the pivot pass that reads it unsanitised.
        for i in 0..<m { b.rotation[i] = s.rotation[i] + s.spin[i] * motionAge[i] }
        if let track = c.spin.rotationOverLife {
            Self.evaluate(track, at: lifeParameter, into: w.second, count: m)
            for i in 0..<m { b.rotation[i] += w.second[i] }
        }

        sizes(count: m, from: s, into: b)
        let scale = w.second
        Self.evaluate(c.scaleOverLife, at: lifeParameter, into: scale, count: m)

        if !c.spin.pivots.isEmpty {
            // Rotating about a pivot moves the centre: centre' = pivot + R(θ)(centre - pivot).
            c.spin.pivots.withUnsafeBufferPointer { pivots in
                for i in 0..<m {
                    let pivot = pivots[Int(s.pivot[i])]
                    let px = pivot.x * b.width[i] * scale[i], py = pivot.y * b.height[i] * scale[i]
                    let rotation = b.rotation[i]
                    let cr = FastMath.cos(rotation), sr = FastMath.sin(rotation)
                    b.x[i] += px - (cr * px - sr * py)
                    b.y[i] += py - (sr * px + cr * py)
                }
            }
        }
        if c.wrapsVertically && canvas.height > 0 {
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

        // Flip: a turn about an axis in the screen plane shows as cos(angle) on one scale.
        if c.spin.hasFlip {
            let flip = w.first
            var outOfRange: UInt32 = 0
            for i in 0..<m {
                let angle = s.flipPhase[i] + s.flipRate[i] * motionAge[i]
                flip[i] = angle
                outOfRange |= angle.magnitude <= 1e5 ? 0 : 1
            }
            if outOfRange == 0 {
                for i in 0..<m { flip[i] = FastMath.cosInRange(flip[i]) }
            } else {
                for i in 0..<m { flip[i] = FastMath.cos(flip[i]) }
            }
            let flipped = c.spin.flipAxis == .vertical ? b.scaleX : b.scaleY
            let plain = c.spin.flipAxis == .vertical ? b.scaleY : b.scaleX
            for i in 0..<m {
                let turned = scale[i] * flip[i]
                flipped[i] = turned.isFinite ? turned : 0
                plain[i] = scale[i].isFinite ? scale[i] : 0
            }
        } else {
            for i in 0..<m {
                let v = scale[i].isFinite ? scale[i] : 0
                b.scaleX[i] = v
                b.scaleY[i] = v
            }
        }

        let opacity = b.opacity
        Self.evaluate(c.opacityOverLife, at: progress, into: opacity, count: m)
        for i in 0..<m { opacity[i] = opacity[i] > 0 ? min(opacity[i], 1) : 0 }

        if let gradient = c.colorOverLife {
            if Self.allEqual(progress, m) {
                let color = gradient.rgba32(at: progress[0])
                for i in 0..<m { b.color[i] = color }
            } else {
                for i in 0..<m { b.color[i] = gradient.rgba32(at: progress[i]) }
            }
        } else {
            b.color.update(from: s.color, count: m)
        }
        b.id.update(from: s.id, count: m)
        b.shapeIndex.update(from: s.shape, count: m)
    }

    /// Writes centres before pivots and wrapping: p0 + v0 · T + a · P with, under drag k,
    /// T = (1 - e^(-kτ)) / k and P = τ - T, and without drag T = τ and P = τ² (a holding g / 2).
    private func travel(tau: UnsafeMutablePointer<Float>, count m: Int, from s: ParticleColumns,
                        into b: BatchColumns) {
        let motion = configuration.motion
        let drag = motion.drag
        let ax = drag > 0 ? motion.gravity.x / drag + motion.wind.x : motion.gravity.x * 0.5
        let ay = drag > 0 ? motion.gravity.y / drag + motion.wind.y : motion.gravity.y * 0.5
        if drag > 0 && Self.allEqual(tau, m) {
            // One birth time (a burst): one exponential for the whole chunk.
            let t = tau[0]
            let travel = (1 - FastMath.exp(-drag * t)) / drag
            let pullX = ax * (t - travel), pullY = ay * (t - travel)
            for i in 0..<m {
                b.x[i] = s.originX[i] + s.velocityX[i] * travel + pullX
                b.y[i] = s.originY[i] + s.velocityY[i] * travel + pullY
            }
        } else if drag > 0 {
            for i in 0..<m {
                let t = tau[i]
                let travel = (1 - FastMath.exp(-drag * t)) / drag
                let pull = t - travel
                b.x[i] = s.originX[i] + s.velocityX[i] * travel + ax * pull
                b.y[i] = s.originY[i] + s.velocityY[i] * travel + ay * pull
            }
        } else {
            for i in 0..<m {
                let t = tau[i]
                let pull = t * t
                b.x[i] = s.originX[i] + s.velocityX[i] * t + ax * pull
                b.y[i] = s.originY[i] + s.velocityY[i] * t + ay * pull
            }
        }
    }

    /// Width and height before scaling: the shape's base size times the particle's factor.
    private func sizes(count m: Int, from s: ParticleColumns, into b: BatchColumns) {
        let shapes = configuration.shapes
        switch shapes.count {
        case 1:
            let w = shapes[0].size.width, h = shapes[0].size.height
            for i in 0..<m {
                b.width[i] = w * s.size[i]
                b.height[i] = h * s.size[i]
            }
        case 2:
            let w0 = shapes[0].size.width, h0 = shapes[0].size.height
            let w1 = shapes[1].size.width, h1 = shapes[1].size.height
            for i in 0..<m {
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

    /// Writes `track`'s value at each of `parameter[0..<m]` into `out`.
    ///
    /// Fast paths, each giving exactly `track.value(at:)`: a constant track fills; a chunk
    /// whose parameters are all equal (one burst, one lifetime) evaluates once; a track made
    /// only of straight-line and hold keyframes runs one branch-free pass per segment.
    static func evaluate(_ track: KeyframeTrack, at parameter: UnsafeMutablePointer<Float>,
                         into out: UnsafeMutablePointer<Float>, count m: Int) {
        if track.keyframes.isEmpty {
            fill(out, m, track.initialValue)
        } else if allEqual(parameter, m) {
            fill(out, m, track.value(at: parameter[0]))
        } else if isPiecewiseLinear(track) {
            // Segment j holds where t >= its start (the first segment also before it); later
            // segments overwrite earlier ones, as the scalar search picks the last such.
            var start: Float = 0, from = track.initialValue
            for (j, frame) in track.keyframes.enumerated() {
                let d = frame.duration, a = from, b = frame.value
                var hold = false
                if case .hold = frame { hold = true }
                let first = j == 0
                if d > 0 {
                    for i in 0..<m {
                        let t = parameter[i] > 0 ? parameter[i] : 0
                        let s = min((t - start) / d, 1)
                        let v = hold ? (s < 1 ? a : b) : a + (b - a) * (s > 0 ? min(s, 1) : 0)
                        out[i] = first || start <= t ? v : out[i]
                    }
                } else {
                    // A zero-length segment reads at s = 1: its end value.
                    for i in 0..<m {
                        let t = parameter[i] > 0 ? parameter[i] : 0
                        let v = hold ? b : a + (b - a) * 1
                        out[i] = first || start <= t ? v : out[i]
                    }
                }
                start += d
                from = b
            }
        } else {
            for i in 0..<m { out[i] = track.value(at: parameter[i]) }
        }
    }

    /// True when every keyframe is a straight line at constant pace or a hold.
    private static func isPiecewiseLinear(_ track: KeyframeTrack) -> Bool {
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

/// Per-chunk scratch columns, `Emitter.chunkSize` floats each.
private struct ChunkScratch {
    let age: UnsafeMutablePointer<Float>
    let progress: UnsafeMutablePointer<Float>
    let frozenProgress: UnsafeMutablePointer<Float>
    let frozenMotion: UnsafeMutablePointer<Float>
    let first: UnsafeMutablePointer<Float>
    let second: UnsafeMutablePointer<Float>
}

extension ParticleColumns {
    /// The same columns starting at particle `k`.
    func offset(by k: Int) -> ParticleColumns {
        ParticleColumns(
            birth: birth + k, lifetime: lifetime + k, originX: originX + k, originY: originY + k,
            velocityX: velocityX + k, velocityY: velocityY + k, rotation: rotation + k, spin: spin + k,
            flipPhase: flipPhase + k, flipRate: flipRate + k, size: size + k, color: color + k, shape: shape + k,
            pivot: pivot + k, id: id + k)
    }
}

extension BatchColumns {
    /// The same columns starting at particle `k`.
    func offset(by k: Int) -> BatchColumns {
        BatchColumns(
            id: id + k, x: x + k, y: y + k, rotation: rotation + k, scaleX: scaleX + k, scaleY: scaleY + k,
            width: width + k, height: height + k, opacity: opacity + k, color: color + k,
            shapeIndex: shapeIndex + k)
    }
}

extension ParticleSystem {
    /// The particles at the current time as display-list batches, one per emitter, written over
    /// the batches `list` already holds so that their storage is reused.
    ///
    /// For drawing frame after frame (live play, benchmarks): once the columns have grown to
    /// the largest particle count, producing a frame allocates nothing. `list` ends up holding
    /// exactly one `.particles` item per emitter, in order; other items are dropped.
    public func render(reduceMotion: Bool = false, reusing list: inout DisplayList) {
        list.canvasSize = canvasSize
        var k = 0
        for e in emitters {
            var batch = list.takeBatch(at: k) ?? ParticleBatch(name: e.configuration.name, shapes: [])
            e.render(at: time, canvas: canvasSize, reduceMotion: reduceMotion, into: &batch)
            if k < list.items.count {
                list.items[k] = .particles(batch)
            } else {
                list.items.append(.particles(batch))
            }
            k += 1
        }
        if list.items.count > k { list.items.removeLast(list.items.count - k) }
    }
}

extension DisplayList {
    /// Moves the batch at `index` out of the list, leaving an empty one, so that the caller
    /// holds the only reference to its columns and can overwrite them in place.
    fileprivate mutating func takeBatch(at index: Int) -> ParticleBatch? {
        guard index < items.count, case .particles(let batch) = items[index] else { return nil }
        items[index] = .particles(ParticleBatch(name: "", shapes: []))
        return batch
    }
}
