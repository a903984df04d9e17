/// A set of emitters sharing one clock, one seed and one canvas: the engine behind every
/// preset.
///
/// Time is in seconds and only moves when the caller says so; nothing here reads a clock or
/// draws an unseeded random number. `update(to:)` is exact for any step pattern; going back
/// in time rebuilds the particles from the birth schedule, so any frame can be rendered in
/// any order (scrubbing, golden tests, pre-warm).
public struct ParticleSystem: Sendable {
    /// The emitters, in drawing order, with their cleaned-up configurations.
    public private(set) var emitters: [Emitter]
    /// The time the live particles were last brought to, in seconds.
    public private(set) var time: Double = 0
    /// The canvas that unit origins refer to, in points (never negative or non-finite).
    public private(set) var canvasSize: Size
    /// The most particles the system keeps alive; births beyond it are dropped.
    public let capacity: Int
    /// The seed every random draw derives from.
    public let seed: UInt64
    /// The sub-emitter links this system does not follow (unknown children, cycles cut).
    public let subEmitterIssues: [SubEmitterIssue]
    /// Emitter indices with every sub-emitter parent before its children: the order births
    /// are brought up to date in (plain index order without sub-emitters).
    private let advanceOrder: [Int]

    /// Default cap on live particles: enough for the largest benchmarks, small enough that a
    /// runaway birth rate cannot exhaust memory (about 62 MB of particle storage).
    public static let defaultCapacity = 1_000_000

    /// The largest capacity a system accepts: 100 million particles, about 6 GB of particle
    /// storage, more than any effect draws and still well inside memory on a desktop.
    public static let maximumCapacity = 100_000_000

    /// - Parameters:
    ///   - emitters: the emitters, drawn in this order.
    ///   - seed: the seed every random draw derives from.
    ///   - canvasSize: the canvas, in points (non-finite or negative sizes read as 0).
    ///   - capacity: cap on live particles (clamped to 0...`maximumCapacity`).
    public init(
        emitters: [EmitterConfiguration], seed: UInt64, canvasSize: Size,
        capacity: Int = ParticleSystem.defaultCapacity
    ) {
        self.seed = seed
        var built = emitters.enumerated().map { Emitter(configuration: $1, index: $0, seed: seed) }
        let graph = SubEmitterGraph(built.map { $0.configuration })
        let horizons = graph.horizons(built.map { $0.configuration })
        for link in graph.links where CompiledFeatures.subEmitters {
            let parent = built[link.parent].configuration
            var child = built[link.child].family
            // Parents share a slot when they move alike; a stepped parent's turbulence also
            // follows from its index, so stepped parents get a slot each.
            var parentSlot = child.parentMotions.count
            if let known = child.parentMotions.indices.first(where: {
                child.parentMotions[$0] == parent.motion
                    && (!parent.motion.isStepped || child.parentEmitters[$0] == link.parent)
            }) {
                parentSlot = known
            } else {
                child.parentMotions.append(parent.motion)
                child.parentEmitters.append(link.parent)
            }
            child.isChild = true
            built[link.child].family = child
            let sub = parent.subEmitters[link.slot]
            built[link.parent].family.links.append(
                EmitterFamily.Link(
                    child: link.child, slot: link.slot, event: sub.event, inherit: sub.inheritVelocity,
                    parentSlot: parentSlot))
        }
        for i in built.indices { built[i].family.horizon = horizons[i] }
        self.emitters = built
        self.subEmitterIssues = graph.issues
        self.advanceOrder = graph.order
        self.canvasSize = canvasSize.sanitizedCanvas
        self.capacity = min(max(capacity, 0), Self.maximumCapacity)
    }

    /// Number of live particles at `time`.
    public var liveCount: Int { emitters.reduce(0) { $0 + $1.store.count } }

    /// Index of the emitter called `name`, if any. Names are compared byte for byte (UTF-8):
    /// String `==` would pull in Unicode normalisation, which the Embedded Swift web build lacks.
    public func emitterIndex(named name: String) -> Int? {
        emitters.firstIndex { $0.configuration.name.utf8.elementsEqual(name.utf8) }
    }

    /// Fires a burst from emitter `emitter` at `time` seconds (past, present or future).
    ///
    /// - Parameters:
    ///   - origin: a birth point in canvas points that overrides the configured origin.
    ///   - count: overrides the configured burst size (clamped to 0...capacity).
    /// - Returns: false when there is no such emitter, it does not emit bursts, or it is a
    ///   sub-emitter child (its particles come from its parents).
    @discardableResult
    public mutating func fire(emitter: Int, at time: Double, origin: Vector2? = nil, count: Int? = nil) -> Bool {
        guard emitters.indices.contains(emitter), time.isFinite, !emitters[emitter].family.isChild,
            case .burst(let configured) = emitters[emitter].configuration.emission
        else { return false }
        let n = min(max(count ?? configured, 0), capacity)
        var e = emitters[emitter]
        let burst = Emitter.Burst(
            time: time, origin: origin.flatMap { $0.isFinite ? $0 : nil }, count: n,
            serial: e.nextBurstSerial, firstID: e.nextBurstID, spawned: false)
        e.nextBurstSerial += 1
        e.nextBurstID &+= UInt32(truncatingIfNeeded: n)
        // Keep bursts in time order so that birth order never depends on call order.
        let at = e.bursts.firstIndex { $0.time > time } ?? e.bursts.count
        e.bursts.insert(burst, at: at)
        emitters[emitter] = e
        if time < self.time { rebuild() }
        return true
    }

    /// Starts emitter `emitter`'s continuous stream at `time` seconds.
    ///
    /// Restarting a stream that has sub-emitter children rebuilds the system, so that the
    /// children of the forgotten stream go with it.
    ///
    /// - Returns: false when there is no such emitter, it is not continuous, or it is a
    ///   sub-emitter child (its particles come from its parents).
    @discardableResult
    public mutating func start(emitter: Int, at time: Double) -> Bool {
        guard emitters.indices.contains(emitter), time.isFinite, !emitters[emitter].family.isChild,
            case .continuous(_, let duration) = emitters[emitter].configuration.emission
        else { return false }
        emitters[emitter].streamStart = time
        emitters[emitter].streamStop = duration.map { time + max($0, 0) }
        emitters[emitter].nextOrdinal = 0
        emitters[emitter].store.removeAll()
        if time < self.time || !emitters[emitter].family.links.isEmpty { rebuild() }
        return true
    }

    /// Stops emitter `emitter`'s stream at `time` seconds; particles already born live on.
    public mutating func stop(emitter: Int, at time: Double) {
        guard emitters.indices.contains(emitter), time.isFinite else { return }
        emitters[emitter].streamStop = time
        if time < self.time { rebuild() }
    }

    /// Changes the canvas, in points (non-finite or negative sides read as 0), keeping every
    /// live particle and scheduled birth.
    ///
    /// Particles already born keep their paths; births from now on take origins given in canvas
    /// fractions (`.unit`, `.unitArea`) from the new size, and vertical wrapping uses the new
    /// height at once. Resizing is not a point on the timeline: a later step back in time
    /// rebuilds every particle as if the canvas had always had the new size.
    public mutating func resize(to size: Size) {
        canvasSize = size.sanitizedCanvas
    }

    /// Forgets every particle and scheduled birth, and sets the clock to 0.
    public mutating func reset() {
        for i in emitters.indices { emitters[i].reset() }
        time = 0
    }

    /// Brings the live particles to `time` seconds: exact for any step pattern, and a rebuild
    /// from the schedule when `time` is earlier than the current time. NaN and infinite times
    /// are ignored.
    public mutating func update(to time: Double) {
        guard time.isFinite else { return }
        if time < self.time {
            for i in emitters.indices { emitters[i].rewind() }
        }
        self.time = time
        var room = capacity - liveCount
        for i in advanceOrder {
            let before = emitters[i].store.count
            emitters[i].advance(to: time, canvas: canvasSize, capacity: before + max(room, 0))
            room -= emitters[i].store.count - before
            if !emitters[i].family.outbox.isEmpty { handOver(from: i) }
        }
    }

    /// Moves the sub-emitter sources emitter `i` registered to its children's pending births
    /// (children advance after their parents, so they see them in the same update).
    private mutating func handOver(from i: Int) {
        var outbox = emitters[i].family.outbox
        emitters[i].family.outbox = []
        for item in outbox { emitters[item.child].family.push(item.source) }
        outbox.removeAll(keepingCapacity: true)
        emitters[i].family.outbox = outbox
    }

    private mutating func rebuild() {
        let t = time
        for i in emitters.indices { emitters[i].rewind() }
        time = -.infinity
        update(to: t)
    }

    /// The particles at the current time as display-list batches, one per emitter, appended to
    /// `list`.
    public func render(reduceMotion: Bool = false, into list: inout DisplayList) {
        for e in emitters {
            var batch = ParticleBatch(name: e.configuration.name, shapes: [])
            e.render(at: time, canvas: canvasSize, reduceMotion: reduceMotion, into: &batch)
            list.items.append(.particles(batch))
        }
    }
}
