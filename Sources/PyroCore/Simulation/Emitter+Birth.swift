extension Emitter {
    /// Draws particle `ordinal`'s constants from its own random stream.
    ///
    /// The stream is seeded from the system seed, the emitter's index, the burst's serial
    /// number and the ordinal, so a particle's values never depend on which other particles
    /// were born before it or on how time was stepped. The draws always happen in the same
    /// order and number, whatever the configuration, so changing one setting does not
    /// reshuffle the others.
    ///
    /// - Parameters:
    ///   - index: the particle's place in its burst (or its ordinal in a continuous stream);
    ///     `.cycle` and `.pattern` picks use it.
    ///   - burst: the burst's serial number (0 for a continuous stream).
    ///   - id: the particle's stable identifier.
    ///   - birth: birth time, in seconds.
    ///   - origin: a birth point that overrides the configured origin, in points.
    func newborn(index: Int, burst: Int, id: UInt32, birth: Double, origin: Vector2?, canvas: Size) -> Newborn {
        newborn(key: SplitMix64.derive(seed, UInt64(self.index), UInt64(burst), UInt64(index)), index: index,
                burst: burst, id: id, birth: birth, origin: origin, inherited: .zero, canvas: canvas)
    }

    /// The same particle as `newborn(index:burst:id:birth:origin:canvas:)`, given
    /// `keyPrefix(burst:)`, worked out once for all the particles of a burst or stream.
    @inline(__always)
    func newborn(index: Int, burst: Int, keyPrefix: UInt64, id: UInt32, birth: Double, origin: Vector2?,
                 canvas: Size) -> Newborn {
        newborn(key: SplitMix64.derive(prefix: keyPrefix, UInt64(index)), index: index, burst: burst, id: id,
                birth: birth, origin: origin, inherited: .zero, canvas: canvas)
    }

    /// The part of the random seeds of burst `burst`'s particles (0: the stream's) that they
    /// share.
    func keyPrefix(burst: Int) -> UInt64 {
        SplitMix64.derivePrefix(seed, UInt64(self.index), UInt64(burst))
    }

    /// Draws a particle's constants from the random stream seeded by `key`, its identity (a
    /// sub-emitter's child takes a key derived from its parent's).
    ///
    /// - Parameter inherited: a velocity added to the launch, in points per second (a share of
    ///   a sub-emitter parent's).
    func newborn(key: UInt64, index: Int, burst: Int, id: UInt32, birth: Double, origin: Vector2?,
                 inherited: Vector2, canvas: Size) -> Newborn {
        let c = configuration
        var rng = SplitMix64(seed: key)
        let uLife = rng.nextUnitFloat()
        let uAngle1 = rng.nextUnitFloat(), uAngle2 = rng.nextUnitFloat()
        let uSpeed = rng.nextUnitFloat()
        let uRotation = rng.nextUnitFloat(), uSpin = rng.nextUnitFloat()
        let uFlipPhase = rng.nextUnitFloat(), uFlipRate = rng.nextUnitFloat()
        let uSize = rng.nextUnitFloat()
        let uColor = rng.nextUnitFloat(), uShape = rng.nextUnitFloat(), uPivot = rng.nextUnitFloat()
        let uX = rng.nextUnitFloat(), uY = rng.nextUnitFloat()

        let lifetime = max(c.lifetime.value(uLife), 0.001)
        let launch = c.launch
        let angle: Float
        switch launch.distribution {
        case .uniform: angle = launch.angle + launch.spread * (uAngle1 - 0.5)
        case .triangular: angle = launch.angle + (uAngle1 + uAngle2 - 1) * launch.spread * 0.5
        }
        let speed = launch.speed.value(uSpeed)
        let direction = FastMath.sinCos(angle)
        var velocity = Vector2(speed * direction.sin, -speed * direction.cos)
        if launch.baseVelocity != .zero { velocity = velocity + launch.baseVelocity }
        if inherited != .zero { velocity = velocity + inherited }

        let position: Vector2
        if let origin {
            position = origin
        } else {
            switch c.origin {
            case .point(let p):
                position = p
            case .unit(let u):
                position = Vector2(u.x * canvas.width, u.y * canvas.height)
            case .unitArea(let o, let s):
                position = Vector2((o.x + s.x * uX) * canvas.width, (o.y + s.y * uY) * canvas.height)
            case .path(let line, let from, let to, let duration):
                let elapsed = Float(birth - (streamStart ?? birth))
                let f: Float = duration > 0 ? min(max(elapsed / Float(duration), 0), 1) : 1
                position = line.point(atDistance: from + (to - from) * f)
            }
        }

        var placed = position
        if case .point = c.emitterShape {} else {
            // Drawn after every other value, only for a shape: emitters without one keep their
            // draws.
            let u1 = rng.nextUnitFloat(), u2 = rng.nextUnitFloat()
            placed = position + c.emitterShape.offset(u1, u2)
        }

        return Newborn(
            birth: birth,
            lifetime: lifetime,
            origin: placed.isFinite ? placed : .zero,
            velocity: velocity,
            rotation: c.spin.initialRotation.value(uRotation),
            spin: c.spin.speed(in: c.spin.spin, uSpin),
            flipPhase: c.spin.flipPhase.value(uFlipPhase),
            flipRate: c.spin.speed(in: c.spin.flipRate, uFlipRate),
            size: min(max(c.sizeFactor.value(uSize), 0), ShapeChoice.maximumSizeFactor),
            color: c.colors[Self.pick(c.colorPick, index: index, burst: burst, count: c.colors.count, u: uColor)].rgba32,
            shape: UInt8(Self.pick(c.shapePick, index: index, burst: burst, count: c.shapes.count, u: uShape)),
            pivot: UInt8(min(Int(uPivot * Float(c.spin.pivots.count)), max(c.spin.pivots.count - 1, 0))),
            id: id,
            key: key
        )
    }

    /// The list index that the particle at `index` takes under `rule`.
    static func pick(_ rule: EmitterConfiguration.Pick, index ordinal: Int, burst: Int, count: Int, u: Float) -> Int {
        guard count > 1 else { return 0 }
        switch rule {
        case .cycle:
            return ordinal % count
        case .pattern(let pattern):
            guard !pattern.isEmpty else { return ordinal % count }
            return min(max(pattern[ordinal % pattern.count], 0), count - 1)
        case .random:
            return min(Int(u * Float(count)), count - 1)
        case .perBurst:
            return max(burst - 1, 0) % count
        }
    }
}
