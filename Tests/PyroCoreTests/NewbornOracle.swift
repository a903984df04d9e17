@testable import PyroCore

/// The constants one particle draws at birth, worked out one particle at a time by
/// `Emitter.newborn`: the oracle the column-wise `Births` is held to, bit for bit.
struct Newborn {
    var birth: Double
    var lifetime: Float
    var origin: Vector2
    var velocity: Vector2
    var rotation: Float
    var spin: Float
    var flipPhase: Float
    var flipRate: Float
    var size: Float
    var color: UInt32
    var shape: UInt8
    var pivot: UInt8
    var id: UInt32

    /// The bits of every column `store` keeps, in the order of `ParticleStore.rowBits`.
    func rowBits(as store: ParticleStore) -> [UInt64] {
        var row: [UInt64] = [
            birth.bitPattern, UInt64(lifetime.bitPattern), UInt64(origin.x.bitPattern), UInt64(origin.y.bitPattern),
            UInt64(velocity.x.bitPattern), UInt64(velocity.y.bitPattern), UInt64(rotation.bitPattern),
            UInt64(spin.bitPattern), UInt64(size.bitPattern), UInt64(shape), UInt64(id),
        ]
        if store.keepsFlip { row += [UInt64(flipPhase.bitPattern), UInt64(flipRate.bitPattern)] }
        if store.keepsColor { row.append(UInt64(color)) }
        if store.keepsPivot { row.append(UInt64(pivot)) }
        return row
    }
}

extension Emitter {
    /// Particle `index` of burst `burst` (0: the stream), born at `birth` seconds from `origin`
    /// (points; nil: the configured origin), drawn one value at a time.
    func newborn(index: Int, burst: Int, id: UInt32, birth: Double, origin: Vector2?, canvas: Size) -> Newborn {
        newborn(
            key: SplitMix64.derive(seed, UInt64(self.index), UInt64(burst), UInt64(index)), index: index,
            burst: burst, id: id, birth: birth, origin: origin, inherited: .zero, canvas: canvas)
    }

    /// The particle whose random stream is seeded by `key` (a sub-emitter's child takes a key
    /// derived from its parent's), with `inherited` added to its launch (points per second).
    ///
    /// The specification of a particle's draws, independent of `Births.Draw`: they come in this
    /// order and number, whatever the configuration, the emitter shape's two last.
    func newborn(
        key: UInt64, index: Int, burst: Int, id: UInt32, birth: Double, origin: Vector2?,
        inherited: Vector2, canvas: Size
    ) -> Newborn {
        let c = configuration
        var rng = SplitMix64(seed: key)
        let uLife = rng.nextUnitFloat()
        let uAngle1 = rng.nextUnitFloat()
        let uAngle2 = rng.nextUnitFloat()
        let uSpeed = rng.nextUnitFloat()
        let uRotation = rng.nextUnitFloat()
        let uSpin = rng.nextUnitFloat()
        let uFlipPhase = rng.nextUnitFloat()
        let uFlipRate = rng.nextUnitFloat()
        let uSize = rng.nextUnitFloat()
        let uColor = rng.nextUnitFloat()
        let uShape = rng.nextUnitFloat()
        let uPivot = rng.nextUnitFloat()
        let uX = rng.nextUnitFloat()
        let uY = rng.nextUnitFloat()

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
        if case .point = c.emitterShape {
        } else {
            let u1 = rng.nextUnitFloat()
            let u2 = rng.nextUnitFloat()
            placed = position + c.emitterShape.offset(u1, u2)
        }
        return Newborn(
            birth: birth, lifetime: lifetime, origin: placed.isFinite ? placed : .zero, velocity: velocity,
            rotation: c.spin.initialRotation.value(uRotation), spin: c.spin.speed(in: c.spin.spin, uSpin),
            flipPhase: c.spin.flipPhase.value(uFlipPhase), flipRate: c.spin.speed(in: c.spin.flipRate, uFlipRate),
            size: min(max(c.sizeFactor.value(uSize), 0), ShapeChoice.maximumSizeFactor),
            color: c.colors[
                Self.pick(
                    c.colorPick, index: index, burst: burst, count: c.colors.count,
                    u: uColor)
            ].rgba32,
            shape: UInt8(Self.pick(c.shapePick, index: index, burst: burst, count: c.shapes.count, u: uShape)),
            pivot: UInt8(min(Int(uPivot * Float(c.spin.pivots.count)), max(c.spin.pivots.count - 1, 0))),
            id: id)
    }
}
