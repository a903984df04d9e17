/// A parent particle's pending births on a child emitter: one event (`count` children at
/// `time`) or a trail (one child at `time`, the next `1 / rate` seconds of age later).
struct SpawnSource {
    /// Birth time of the next children, in seconds.
    var time: Double
    /// Identity, derived from the parent's identity and the link: it seeds the children's
    /// random streams and orders sources born at the same instant.
    var key: UInt64
    /// The parent's birth time, in seconds.
    var parentBirth: Double
    /// The parent's life span, in seconds.
    var lifetime: Float
    /// The parent's birth point, in points.
    var origin: Vector2
    /// The parent's launch velocity, in points per second.
    var velocity: Vector2
    /// Which of the child's parent emitters this is (index into `EmitterFamily.parentMotions`).
    var parentSlot: Int
    /// Share of the parent's velocity the children inherit.
    var inherit: Float
    /// The parent's identifier + 1: `.perBurst` picks take one item per parent.
    var serial: Int
    /// Children of a one-off event; 0 for a trail.
    var count: Int
    /// Trail children per second of the parent's age.
    var rate: Double
    /// Ordinal of the trail's next child.
    var next: Int
    /// For a stepped parent: its position and velocity after `steps` whole steps from birth,
    /// carried forward as the source gives birth (each step is integrated once per source).
    var state: MotionStepper.State
    /// Whole steps `state` has taken.
    var steps: UInt32 = 0

    /// Sources are taken in order of time, then identity: the order children enter the store
    /// depends on neither the frame rate nor the order parents were seen in.
    @inline(__always)
    func precedes(_ other: SpawnSource) -> Bool {
        time < other.time || (time == other.time && key < other.key)
    }
}

/// An emitter's place among sub-emitter links: the links it follows as a parent, the
/// sources waiting to give birth on it as a child, and how far ahead it must look.
struct EmitterFamily {
    /// A link this emitter follows as a parent.
    struct Link {
        var child: Int
        var slot: Int
        var event: SubEmitter.Event
        var inherit: Float
        /// This emitter's index in the child's `parentMotions`.
        var parentSlot: Int
    }

    /// A source handed from this emitter (as parent) to emitter `child`.
    struct Outgoing {
        var child: Int
        var source: SpawnSource
    }

    /// Links followed, in slot order.
    var links: [Link] = []
    /// Sources registered during the current advance, for the system to hand to children.
    var outbox: [Outgoing] = []
    /// As a child: its parents' motions, to place children where their parents are.
    var parentMotions: [MotionConfiguration] = []
    /// As a child: the emitter index behind each of `parentMotions` (a stepped parent's
    /// turbulence follows from its index, so stepped parents get a slot each).
    var parentEmitters: [Int] = []
    /// As a child: sources waiting to give birth, a binary min-heap under `precedes`.
    var pending: [SpawnSource] = []
    /// True when some emitter names this one as its child: its particles come only from
    /// parents.
    var isChild = false
    /// How long after a birth anything it leads to can be alive, in seconds (see
    /// `SubEmitterGraph.horizons`).
    var horizon: Double

    init(horizon: Double) {
        self.horizon = horizon
    }

    /// Adds to `outbox` the sources, one per link of `links`, of a particle just born: its random
    /// seed `key`, birth time (seconds), life span (seconds), birth point (points), launch
    /// velocity (points per second) and identifier. A particle that passed the cap exists, alive
    /// or not at the time being reached, and so has children.
    static func register(
        links: [Link], key: UInt64, birth: Double, lifetime: Float, origin: Vector2,
        velocity: Vector2, id: UInt32, into outbox: inout [Outgoing]
    ) {
        for link in links {
            var s = SpawnSource(
                time: birth, key: SplitMix64.derive(key, UInt64(link.slot)), parentBirth: birth,
                lifetime: lifetime, origin: origin, velocity: velocity, parentSlot: link.parentSlot,
                inherit: link.inherit, serial: Int(id & 0x7FFF_FFFF) + 1, count: 0, rate: 0, next: 0,
                state: MotionStepper.State(x: origin.x, y: origin.y, vx: velocity.x, vy: velocity.y))
            switch link.event {
            case .birth(let count):
                guard count > 0 else { continue }
                s.count = count
            case .death(let count):
                guard count > 0 else { continue }
                s.count = count
                s.time = birth + Double(lifetime)
            case .alongLife(let rate):
                guard rate > 0 else { continue }
                s.rate = rate
            }
            outbox.append(Outgoing(child: link.child, source: s))
        }
    }

    /// Forgets pending and outgoing sources.
    mutating func clear() {
        pending.removeAll(keepingCapacity: true)
        outbox.removeAll(keepingCapacity: true)
    }

    mutating func push(_ source: SpawnSource) {
        pending.append(source)
        var i = pending.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard pending[i].precedes(pending[parent]) else { break }
            pending.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes the first source.
    mutating func removeFirst() {
        let last = pending.removeLast()
        if !pending.isEmpty { replaceFirst(with: last) }
    }

    /// Puts `source` in the first source's place and restores the heap order: what popping the
    /// first and pushing `source` give, with one pass down the heap instead of one down and one
    /// up (a trail's source goes back after each child it gives).
    mutating func replaceFirst(with source: SpawnSource) {
        let n = pending.count
        pending.withUnsafeMutableBufferPointer { heap in
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                guard l < n else { break }
                let m = r < n && heap[r].precedes(heap[l]) ? r : l
                guard heap[m].precedes(source) else { break }
                heap[i] = heap[m]
                i = m
            }
            heap[i] = source
        }
    }
}

extension Emitter {
    /// The last trail ordinal a source gives: 2^31 - 1, so ordinals fit an `Int` everywhere
    /// (wasm32 included).
    static let trailOrdinalLimit = Double(Int32.max)

    /// Births every child whose source is due at or before `time`, in order of birth time, then
    /// source identity, then ordinal, skipping children certainly dead (with all they lead to)
    /// by `time` and those beyond `capacity`.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    mutating func advanceChildren(to time: Double, canvas: Size, capacity: Int) {
        // Children younger than the shortest life at `time` are all alive then, and go straight
        // into the store.
        let shortestLife = shortestLife
        var births: Births?
        // Stepped parents' integrators, made when first needed in this advance (nothing is
        // allocated when no parent is stepped).
        var steppers: [MotionStepper?] = []
        // The first source stays in the heap while it gives birth: births only add to the
        // outbox, never to this emitter's own pending sources.
        while let first = family.pending.first, first.time <= time {
            if let next = nextBirths(
                of: first, to: time, canvas: canvas, capacity: capacity,
                steppers: &steppers, births: &births, shortestLife: shortestLife)
            {
                family.replaceFirst(with: next)
            } else {
                family.removeFirst()
            }
        }
    }

    /// Gives `source`'s children due at or before `time` (an event's, or a trail's next one),
    /// and returns the source as it goes back to wait for its next child, or nil when it has
    /// none left (events give all theirs at once).
    @inline(__always)
    private mutating func nextBirths(
        of source: SpawnSource, to time: Double, canvas: Size, capacity: Int, steppers: inout [MotionStepper?],
        births: inout Births?, shortestLife: Float
    ) -> SpawnSource? {
        var s = source
        let horizon = family.horizon
        let motion = family.parentMotions[s.parentSlot]
        var stepper: MotionStepper?
        if motion.isStepped {
            if steppers.isEmpty { steppers = Array(repeating: nil, count: family.parentMotions.count) }
            if steppers[s.parentSlot] == nil {
                steppers[s.parentSlot] = MotionStepper(
                    motion, canvas: canvas, seed: seed,
                    emitter: family.parentEmitters[s.parentSlot])
            }
            stepper = steppers[s.parentSlot]
        }
        // Children `first ..< first + count` of the source, born at `s.time` where the parent then is.
        func bearChildren(_ first: Int, count: Int) -> Int {
            let (at, velocity) = Self.parentPlace(&s, motion: motion, stepper: stepper)
            // Used in place: taking it out of the optional and putting it back copies it
            // for every event (300 fireworks rockets: 321.5 M instructions against 308.7 M).
            if births == nil { births = Births(self, canvas: canvas) }
            births!.aim(
                keying: .children(of: s.key), burst: s.serial, birth: .shared(s.time), origin: at,
                inherited: s.inherit > 0 ? velocity * s.inherit : .zero)
            let keeping: Keeping = Float(time - s.time) < shortestLife ? .all : .alive(at: time)
            return bear(&births!, from: first, count: count, room: capacity - store.count, keeping: keeping)
        }
        if s.count > 0 {
            guard s.time + horizon > time else { return nil }
            _ = bearChildren(0, count: s.count)
            return nil
        }
        if store.count >= capacity {
            // Full: every birth up to `time` is dropped (room only returns when the dead
            // are removed, after this loop), so the trail jumps past `time` at once.
            let after = ((time - s.parentBirth) * s.rate).rounded(.down) + 1
            let ordinal = after > 0 ? min(after, Self.trailOrdinalLimit) : 0
            s.next = max(s.next + 1, Int(ordinal))
        } else if s.time + horizon > time {
            _ = bearChildren(s.next, count: 1)
            s.next += 1
        } else {
            // Everything this child leads to is over by `time`: jump to the first ordinal
            // that may still matter (rounded down, so possibly one early: it is skipped too).
            let first = ((time - horizon - s.parentBirth) * s.rate).rounded(.down)
            let ordinal = first > 0 ? min(first, Self.trailOrdinalLimit) : 0
            s.next = max(s.next + 1, Int(ordinal))
        }
        guard Double(s.next) < Self.trailOrdinalLimit else { return nil }
        let birth = s.parentBirth + Double(s.next) / s.rate
        // The trail lasts while its parent lives, judged as the renderer judges age.
        guard Float(birth - s.parentBirth) < s.lifetime else { return nil }
        s.time = birth
        return s
    }

    /// Where the parent of source `s` is at `s.time`, in points, and its velocity then, in points
    /// per second: on its closed-form path, or for a stepped parent (`stepper` given) on its
    /// integrated one, as the parent is drawn at that time. A stepped source's state is brought
    /// to the last whole step at or before `s.time` first.
    @inline(__always)
    static func parentPlace(
        _ s: inout SpawnSource, motion: MotionConfiguration,
        stepper: MotionStepper?
    ) -> (Vector2, Vector2) {
        guard let stepper else {
            let path = ParticlePath(motion: motion, lifetime: s.lifetime, origin: s.origin, velocity: s.velocity)
            let age = Float(s.time - s.parentBirth)
            return (path.position(atAge: age), path.velocity(atAge: age))
        }
        let target = stepper.steps(at: s.time, birth: s.parentBirth)
        if s.steps < target {
            stepper.advance(&s.state, from: s.steps, to: target, birth: s.parentBirth)
            s.steps = target
        }
        let path = SteppedPath(motion)
        let f = path.fraction(time: s.time, birth: s.parentBirth, steps: s.steps)
        return (path.position(s.state, fraction: f), path.velocity(s.state, fraction: f))
    }
}
