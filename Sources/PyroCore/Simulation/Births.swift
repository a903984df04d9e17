/// How an emitter's particles are born: the one writer of newborns, a column at a time, for
/// bursts, stream particles and sub-emitter children alike. Made once per advance of an emitter
/// (when first needed) and aimed at each group of births in turn (`aim`): a burst, a chunk of a
/// stream (with a column of birth times), the children of one sub-emitter event, or a trail's
/// next child.
///
/// A particle's values are a function of its random seed (its identity) and its place in the
/// group: draw n of its stream is `SplitMix64.unitFloat(seed:draw:)`, and `Draw` says which draw
/// each value takes, so a draw needs none of those before it and a particle takes only the
/// draws that its values read. What the group shares is worked out once: the birth time and
/// point, every value drawn from a range whose bounds are equal (lower + (upper - lower) × u is
/// the same for every draw u in 0..<1, signed zeros included), the launch velocity when
/// direction and speed are both fixed, and picks that do not depend on the particle. Each column
/// is filled in its own pass over a chunk of particles, whose random seeds are worked out once
/// for all the columns.
struct Births {
    /// How the particles' random seeds and identifiers follow from their ordinals.
    enum Keying {
        /// Particle k of a burst (or of the stream: burst 0, first identifier 0): seed
        /// `SplitMix64.derive(prefix: prefix, k)`, identifier `firstID + k` (wrapping).
        case burst(prefix: UInt64, firstID: UInt32)
        /// Child k of a sub-emitter source whose identity is `source`: seed
        /// `SplitMix64.derive(source, k)`, identifier the seed's low 32 bits.
        case children(of: UInt64)

        /// The random seed of particle `ordinal`.
        @inline(__always)
        func key(_ ordinal: Int) -> UInt64 {
            switch self {
            case .burst(let prefix, _): return SplitMix64.derive(prefix: prefix, UInt64(ordinal))
            case .children(let source): return SplitMix64.derive(source, UInt64(ordinal))
            }
        }
    }

    /// When the particles of a group are born, in seconds.
    enum BirthTimes {
        /// All at one time (a burst, an event's children, a trail's child).
        case shared(Double)
        /// Each at its own: `column[k - first]` for ordinal k (a chunk of a stream); the column
        /// is read while the group is written, so it must outlive the `write` calls.
        case column(UnsafePointer<Double>, first: Int)
    }

    /// Which of a particle's random draws each value takes (1 is the first): the one statement
    /// of the order, which must never change, so that a particle keeps its values whatever else
    /// changes. A value that is not drawn (a fixed range) leaves its draw unused.
    enum Draw {
        static let lifetime: UInt64 = 1
        static let angle: UInt64 = 2, angle2: UInt64 = 3
        static let speed: UInt64 = 4
        static let rotation: UInt64 = 5, spin: UInt64 = 6
        static let flipPhase: UInt64 = 7, flipRate: UInt64 = 8
        static let size: UInt64 = 9
        static let color: UInt64 = 10, shapePick: UInt64 = 11, pivot: UInt64 = 12
        static let x: UInt64 = 13, y: UInt64 = 14
        /// The emitter shape's two draws (its offset's two coordinates in the shape), after all
        /// the others.
        static let emitterShapeU: UInt64 = 15, emitterShapeV: UInt64 = 16
    }

    /// Particles whose seeds are worked out at a time (8 KB of seeds, so the columns' passes
    /// over a chunk find them in the first-level cache).
    private static let chunk = 1024

    /// The emitter's configuration.
    private let configuration: EmitterConfiguration
    private let canvas: Size
    /// Start of the emitter's stream, in seconds (see `Emitter.streamStart`).
    private let streamStart: Double?
    /// Which optional columns the store keeps (see `ParticleStore.keepsFlip`).
    private let keepsFlip: Bool, keepsColor: Bool, keepsPivot: Bool

    // The values every particle of the emitter shares (nil: drawn per particle).
    /// Life span, in seconds.
    private let lifetime: Float?
    /// Launch direction, in radians (clockwise from straight up).
    private let angle: Float?
    /// Launch speed, in points per second.
    private let speed: Float?
    /// Rotation at birth and flip angle at birth, in radians.
    private let rotation: Float?, flipPhase: Float?
    /// Rotation speed and flip speed, in radians per second.
    private let spin: Float?, flipRate: Float?
    /// Size factor (a multiple of the shape's base size).
    private let size: Float?
    /// Index into the spin's pivots.
    private let pivot: UInt8?
    /// The launch's base velocity, in points per second, and whether it is added at all (a zero
    /// vector is not, so that a zero of either sign does not change the launch's).
    private let base: Vector2
    private let addsBase: Bool
    /// True when the emitter shape is not a point: two more draws offset each birth point.
    private let shaped: Bool

    // The group set by `aim`, and the values its particles share (nil: drawn per particle).
    private(set) var keying = Keying.burst(prefix: 0, firstID: 0)
    /// The burst's serial number (or the parent's, for `.perBurst` picks of children).
    private var burst = 0
    /// Birth times.
    private var birth = BirthTimes.shared(0)
    /// Velocity added to the launch, in points per second, and whether it is added at all.
    private var inherited = Vector2.zero
    private var addsInherited = false
    /// The launch velocity every particle shares, in points per second (base and inherited
    /// velocities included): set when direction and speed are both fixed.
    private var velocity: Vector2?
    /// The birth point before the emitter shape's offset, in points, when the group shares it.
    private var position: Vector2?
    /// The stored birth point, in points: `position` when there is no emitter shape.
    private var origin: Vector2?
    /// The colour (packed RGBA) and the index into the shapes that every particle shares.
    private var color: UInt32?, shape: UInt8?
    /// Scratch for `write`: the random seeds of a chunk of particles.
    private let seeds = Seeds()

    /// Room for the random seeds of a chunk, allocated once per `Births` (a class, so that
    /// `write` fills it without copying or mutating the births).
    private final class Seeds {
        let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: Births.chunk)
        deinit { keys.deallocate() }
    }

    /// The births of `emitter`'s particles on a canvas of `canvas` points: what they share
    /// whatever the group. Set the group with `aim` before writing.
    init(_ emitter: Emitter, canvas: Size) {
        let c = emitter.configuration
        configuration = c
        self.canvas = canvas
        streamStart = emitter.streamStart
        keepsFlip = emitter.store.keepsFlip
        keepsColor = emitter.store.keepsColor
        keepsPivot = emitter.store.keepsPivot
        func fixed(_ range: ValueRange) -> Bool { range.lower == range.upper }

        lifetime = fixed(c.lifetime) ? max(c.lifetime.value(0), 0.001) : nil
        let launch = c.launch
        // With no spread the fan adds a zero (of either sign) to the centre angle, which leaves
        // it as it is unless it is itself a zero.
        angle = launch.spread == 0 && launch.angle != 0 ? launch.angle : nil
        speed = fixed(launch.speed) ? launch.speed.value(0) : nil
        base = launch.baseVelocity
        addsBase = launch.baseVelocity != .zero
        if case .point = c.emitterShape { shaped = false } else { shaped = true }
        let spin = c.spin
        rotation = fixed(spin.initialRotation) ? spin.initialRotation.value(0) : nil
        self.spin = fixed(spin.spin) ? spin.speed(in: spin.spin, 0) : nil
        flipPhase = fixed(spin.flipPhase) ? spin.flipPhase.value(0) : nil
        flipRate = fixed(spin.flipRate) ? spin.speed(in: spin.flipRate, 0) : nil
        size = fixed(c.sizeFactor) ? min(max(c.sizeFactor.value(0), 0), ShapeChoice.maximumSizeFactor) : nil
        // A draw below 1 picks pivot 0 of one.
        pivot = c.spin.pivots.count <= 1 ? 0 : nil
    }

    /// Sets the group: particles seeded and identified by `keying`, born at `birth` from `origin`
    /// (points; nil: the configured origin) with `inherited` added to every launch (points per
    /// second). `burst` is the burst's serial number (0 for a stream, the parent's identifier + 1
    /// for children), which `.perBurst` picks read.
    mutating func aim(keying: Keying, burst: Int, birth: BirthTimes, origin: Vector2?, inherited: Vector2) {
        self.keying = keying
        self.burst = burst
        self.birth = birth
        self.inherited = inherited
        addsInherited = inherited != .zero
        // A fixed launch: the launch, then the base velocity, then the inherited one (each added
        // only when it is not zero), as every particle's.
        velocity = angle.flatMap { angle in
            speed.map { speed in
                let direction = FastMath.sinCos(angle)
                var velocity = Vector2(speed * direction.sin, -speed * direction.cos)
                if addsBase { velocity = velocity + base }
                if addsInherited { velocity = velocity + inherited }
                return velocity
            }
        }
        if let origin {
            position = origin
        } else {
            switch configuration.origin {
            case .point(let p):
                position = p
            case .unit(let u):
                position = Vector2(u.x * canvas.width, u.y * canvas.height)
            case .unitArea:
                position = nil
            case .path:
                if case .shared(let time) = birth { position = pathPoint(birth: time) } else { position = nil }
            }
        }
        self.origin = shaped ? nil : position.map { $0.isFinite ? $0 : .zero }
        let colors = configuration.colors
        let colorPick = configuration.colorPick
        color =
            Self.isShared(colorPick, count: colors.count)
            ? colors[Emitter.pick(colorPick, index: 0, burst: burst, count: colors.count, u: 0)].rgba32 : nil
        let shapes = configuration.shapes.count
        let shapePick = configuration.shapePick
        shape =
            Self.isShared(shapePick, count: shapes)
            ? UInt8(Emitter.pick(shapePick, index: 0, burst: burst, count: shapes, u: 0)) : nil
    }

    /// Where a `.path` origin's point is for a particle born at `birth` seconds, in points: along
    /// the path as the stream's time goes by.
    private func pathPoint(birth: Double) -> Vector2 {
        guard case .path(let line, let from, let to, let duration) = configuration.origin else { return .zero }
        let elapsed = Float(birth - (streamStart ?? birth))
        let f: Float = duration > 0 ? min(max(elapsed / Float(duration), 0), 1) : 1
        return line.point(atDistance: from + (to - from) * f)
    }

    /// True when `rule` gives every particle of a burst the same item of a list of `count`.
    private static func isShared(_ rule: EmitterConfiguration.Pick, count: Int) -> Bool {
        if count <= 1 { return true }
        if case .perBurst = rule { return true }
        return false
    }

    /// True when `rule` takes a random draw (for a list of more than one item).
    private static func drawsRandomly(_ rule: EmitterConfiguration.Pick) -> Bool {
        if case .random = rule { return true }
        return false
    }

    /// The birth time and lifetime (seconds) of every particle of the group, when they all have
    /// the same.
    var shared: (birth: Double, lifetime: Float)? {
        guard let lifetime, case .shared(let time) = birth else { return nil }
        return (time, lifetime)
    }

    /// Writes particles `first..<first + count` (ordinals) into `columns`, which point at the
    /// row of particle `first`: every column the store keeps.
    ///
    /// Mutating only so that callers reach it through the writer they hold in place: a call on
    /// a copy would retain every list of the configuration.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    mutating func write(_ columns: ParticleColumns, from first: Int, count: Int) {
        let keys = seeds.keys
        var done = 0
        while done < count {
            let m = min(count - done, Self.chunk)
            let ordinal = first + done
            switch keying {
            case .burst(let prefix, _):
                for i in 0..<m { keys[i] = SplitMix64.derive(prefix: prefix, UInt64(ordinal + i)) }
            case .children(let source):
                for i in 0..<m { keys[i] = SplitMix64.derive(source, UInt64(ordinal + i)) }
            }
            // One particle (a trail's child) takes its own copy of the passes, with the loops
            // unrolled away: 7% of a fireworks update.
            if m == 1 {
                writeChunk(columns.offset(by: done), keys: keys, from: ordinal, count: 1)
            } else {
                writeChunk(columns.offset(by: done), keys: keys, from: ordinal, count: m)
            }
            done += m
        }
    }

    /// Writes `count` particles from ordinal `first`, whose random seeds are `keys`.
    @inline(__always)
    private func writeChunk(_ to: ParticleColumns, keys: UnsafePointer<UInt64>, from first: Int, count m: Int) {
        @inline(__always) func u(_ i: Int, _ draw: UInt64) -> Float { SplitMix64.unitFloat(seed: keys[i], draw: draw) }

        switch birth {
        case .shared(let time): to.birth.update(repeating: time, count: m)
        case .column(let times, let base): to.birth.copyMemory(from: times + (first - base), count: m)
        }
        switch keying {
        case .burst(_, let firstID):
            for i in 0..<m { to.id[i] = firstID &+ UInt32(truncatingIfNeeded: first + i) }
        case .children:
            for i in 0..<m { to.id[i] = UInt32(truncatingIfNeeded: keys[i]) }
        }
        if let lifetime {
            to.lifetime.update(repeating: lifetime, count: m)
        } else {
            let range = configuration.lifetime
            for i in 0..<m { to.lifetime[i] = max(range.value(u(i, Draw.lifetime)), 0.001) }
        }
        writeVelocities(to, m, u)
        writeOrigins(to, m, u)

        let spin = configuration.spin
        if let rotation {
            to.rotation.update(repeating: rotation, count: m)
        } else {
            for i in 0..<m { to.rotation[i] = spin.initialRotation.value(u(i, Draw.rotation)) }
        }
        if let value = self.spin {
            to.spin.update(repeating: value, count: m)
        } else {
            for i in 0..<m { to.spin[i] = spin.speed(in: spin.spin, u(i, Draw.spin)) }
        }
        if keepsFlip {
            if let flipPhase {
                to.flipPhase.update(repeating: flipPhase, count: m)
            } else {
                for i in 0..<m { to.flipPhase[i] = spin.flipPhase.value(u(i, Draw.flipPhase)) }
            }
            if let flipRate {
                to.flipRate.update(repeating: flipRate, count: m)
            } else {
                for i in 0..<m { to.flipRate[i] = spin.speed(in: spin.flipRate, u(i, Draw.flipRate)) }
            }
        }
        if let size {
            to.size.update(repeating: size, count: m)
        } else {
            let range = configuration.sizeFactor
            for i in 0..<m { to.size[i] = min(max(range.value(u(i, Draw.size)), 0), ShapeChoice.maximumSizeFactor) }
        }
        if keepsColor {
            if let color {
                to.color.update(repeating: color, count: m)
            } else {
                let rule = configuration.colorPick
                let draws = Self.drawsRandomly(rule)
                configuration.colors.withUnsafeBufferPointer { palette in
                    for i in 0..<m {
                        let pick = Emitter.pick(
                            rule, index: first + i, burst: burst, count: palette.count,
                            u: draws ? u(i, Draw.color) : 0)
                        to.color[i] = palette[pick].rgba32
                    }
                }
            }
        }
        if let shape {
            to.shape.update(repeating: shape, count: m)
        } else {
            let rule = configuration.shapePick
            let n = configuration.shapes.count
            let draws = Self.drawsRandomly(rule)
            for i in 0..<m {
                to.shape[i] = UInt8(
                    Emitter.pick(
                        rule, index: first + i, burst: burst, count: n,
                        u: draws ? u(i, Draw.shapePick) : 0))
            }
        }
        if keepsPivot {
            if let pivot {
                to.pivot.update(repeating: pivot, count: m)
            } else {
                let n = spin.pivots.count
                for i in 0..<m { to.pivot[i] = UInt8(min(Int(u(i, Draw.pivot) * Float(n)), max(n - 1, 0))) }
            }
        }
    }

    /// The launch velocities: one shared, or each from its direction and speed draws.
    ///
    /// Two passes: the draws give each particle's angle and speed, held in the velocity columns;
    /// then, when every angle of the chunk is within `FastMath.sinCosInRange`'s range (nearly
    /// always: launch angles are a turn or so), a branch-free pass that vectorises turns them
    /// into velocities, else the same pass with the general `FastMath.sinCos`.
    @inline(__always)
    private func writeVelocities(_ to: ParticleColumns, _ m: Int, _ u: (Int, UInt64) -> Float) {
        if let velocity {
            to.velocityX.update(repeating: velocity.x, count: m)
            to.velocityY.update(repeating: velocity.y, count: m)
            return
        }
        let launch = configuration.launch
        let triangular = launch.distribution == .triangular
        var outOfRange: UInt32 = 0
        for i in 0..<m {
            let angle: Float
            if let fixed = self.angle {
                angle = fixed
            } else if triangular {
                angle = launch.angle + (u(i, Draw.angle) + u(i, Draw.angle2) - 1) * launch.spread * 0.5
            } else {
                angle = launch.angle + launch.spread * (u(i, Draw.angle) - 0.5)
            }
            outOfRange |= (FastMath.inRangeLimitBits &- (angle.bitPattern & 0x7FFF_FFFF)) >> 31
            to.velocityX[i] = angle
            to.velocityY[i] = speed ?? launch.speed.value(u(i, Draw.speed))
        }
        // The base and inherited velocities are added only when they are not zero; adding -0
        // instead leaves every value as it is (x + -0 is x, signed zeros and NaNs included), so
        // both passes add them without a branch.
        let base = addsBase ? self.base : Vector2(-0.0, -0.0)
        let inherited = addsInherited ? self.inherited : Vector2(-0.0, -0.0)
        let vx = to.velocityX
        let vy = to.velocityY
        // Angles and speeds, held in the velocity columns, turned into velocities.
        @inline(__always) func turn(_ sinCos: (Float) -> (sin: Float, cos: Float)) {
            for i in 0..<m {
                let direction = sinCos(vx[i])
                let speed = vy[i]
                vx[i] = speed * direction.sin + base.x + inherited.x
                vy[i] = -speed * direction.cos + base.y + inherited.y
            }
        }
        if outOfRange == 0 {
            turn(FastMath.sinCosInRange)
        } else {
            turn(FastMath.sinCos)
        }
    }

    /// The birth points: one shared, or each from its place in the origin's area or along its
    /// path at its birth time, and its offset in the emitter shape (a point that is not finite
    /// is stored as the canvas origin). Reads the birth column, already written.
    @inline(__always)
    private func writeOrigins(_ to: ParticleColumns, _ m: Int, _ u: (Int, UInt64) -> Float) {
        if let origin {
            to.originX.update(repeating: origin.x, count: m)
            to.originY.update(repeating: origin.y, count: m)
            return
        }
        var area = (origin: Vector2.zero, size: Vector2.zero)
        if case .unitArea(let o, let s) = configuration.origin { area = (o, s) }
        var onPath = false
        if case .path = configuration.origin { onPath = true }
        let shape = configuration.emitterShape
        for i in 0..<m {
            var p =
                position
                ?? (onPath
                    ? pathPoint(birth: to.birth[i])
                    : Vector2(
                        (area.origin.x + area.size.x * u(i, Draw.x)) * canvas.width,
                        (area.origin.y + area.size.y * u(i, Draw.y)) * canvas.height))
            if shaped { p = p + shape.offset(u(i, Draw.emitterShapeU), u(i, Draw.emitterShapeV)) }
            if !p.isFinite { p = .zero }
            to.originX[i] = p.x
            to.originY[i] = p.y
        }
    }
}
