/// One emitter at run time: its configuration, its live particles and its birth schedule.
///
/// Births are scheduled exactly (a burst at its fire time, particle k of a stream at
/// start + k / rate), so advancing to a time in one jump or in many small steps gives the same
/// particles in the same order.
public struct Emitter: Sendable {
    /// The configuration the emitter runs, cleaned up as its initialisers would.
    public let configuration: EmitterConfiguration
    /// Position among the system's emitters; part of every particle's random seed.
    public let index: Int
    let seed: UInt64
    package internal(set) var store = ParticleStore()

    /// A burst that was asked for: when, where, and the ordinals its particles take.
    struct Burst: Sendable {
        var time: Double
        var origin: Vector2?
        var count: Int
        var serial: Int
        var firstID: UInt32
        var spawned: Bool
    }
    var bursts: [Burst] = []
    var nextBurstSerial = 1
    var nextBurstID: UInt32 = 0

    /// Start of the continuous stream, in seconds (nil while not started).
    package internal(set) var streamStart: Double?
    /// End of the continuous stream, in seconds (nil: no end).
    var streamStop: Double?
    /// Ordinal of the next stream particle to be born.
    var nextOrdinal = 0

    /// Sub-emitter links as parent and pending births as child (set up by `ParticleSystem`).
    var family: EmitterFamily

    /// Builds the emitter from `configuration` cleaned up (see `EmitterConfiguration.sanitized`),
    /// whatever was set on it after its initialiser ran.
    init(configuration: EmitterConfiguration, index: Int, seed: UInt64) {
        self.configuration = configuration.sanitized
        self.index = index
        self.seed = seed
        self.family = EmitterFamily(horizon: Double(self.configuration.maximumLifetime))
        // Columns that `render` never reads for this configuration are not kept.
        store.keepsFlip = self.configuration.spin.hasFlip
        store.keepsPivot = !self.configuration.spin.pivots.isEmpty
        store.keepsColor = self.configuration.colorOverLife == nil
    }

    /// Forgets every particle and every scheduled birth.
    mutating func reset() {
        store.removeAll()
        bursts.removeAll()
        nextBurstSerial = 1
        nextBurstID = 0
        streamStart = nil
        streamStop = nil
        nextOrdinal = 0
        family.clear()
    }

    /// Empties the live store and rewinds the schedule, keeping what was asked for, so that
    /// the next `advance` rebuilds the particles from scratch.
    mutating func rewind() {
        store.removeAll()
        nextOrdinal = 0
        for i in bursts.indices { bursts[i].spawned = false }
        family.clear()
    }

    /// Births every particle scheduled at or before `time` that is still alive then, and
    /// removes the particles that have died.
    ///
    /// A burst or stream particle is skipped when it, and every sub-emitter child it leads
    /// to, is certainly dead by `time` (`family.horizon`: the longest life when there are no
    /// children).
    mutating func advance(to time: Double, canvas: Size, capacity: Int) {
        if family.isChild {
            advanceChildren(to: time, canvas: canvas, capacity: capacity)
            store.removeDead(at: time)
            return
        }
        let maxLife = family.horizon
        let hasChildren = !family.links.isEmpty
        // Each burst is written into the store a column at a time (see `FiringBirths`), by
        // births made when first needed in this advance and aimed at each burst in turn.
        var births: FiringBirths?
        for i in bursts.indices where !bursts[i].spawned && bursts[i].time <= time {
            bursts[i].spawned = true
            let b = bursts[i]
            // A burst entirely in the past needs no work at all.
            guard b.time + maxLife > time else { continue }
            // A burst's size is known: reserve it at once (exactly, for the first burst, so
            // memory is the bytes in use; geometrically after, so many bursts stay linear).
            let needed = min(store.count + b.count, capacity)
            if needed > store.capacity {
                store.reserveCapacity(store.count == 0 ? needed : max(needed, 2 * store.capacity))
            }
            if births == nil { births = FiringBirths(self, canvas: canvas) }
            births!.aim(keying: .burst(prefix: keyPrefix(burst: b.serial), firstID: b.firstID), burst: b.serial,
                        birth: b.time, origin: b.origin, inherited: .zero)
            let first = store.count
            store.appendRows(min(b.count, max(capacity - store.count, 0)), shared: births!.shared) { columns, k, m in
                births!.write(columns, from: k, count: m)
            }
            if hasChildren { registerChildren(ofRows: first..<store.count, born: births!) }
        }
        if case .continuous(let rate, _) = configuration.emission, let start = streamStart, rate.isFinite, rate > 0 {
            advanceStream(rate: rate, start: start, to: time, maxLife: maxLife, canvas: canvas, capacity: capacity)
        }
        integrateSteps(to: time, canvas: canvas)
        store.removeDead(at: time)
    }

    /// Births stream particles k = nextOrdinal, ... up to `time`, skipping those certainly dead
    /// by then (a jump of an hour costs nothing) and those beyond `capacity`.
    private mutating func advanceStream(rate: Double, start: Double, to time: Double, maxLife: Double,
                                        canvas: Size, capacity: Int) {
        // Ordinals are whole numbers held exactly in a Double: below 2^52.
        let limit = 0x1p52
        var last = ((time - start) * rate).rounded(.down)
        if let stop = streamStop { last = min(last, ((stop - start) * rate).rounded(.up) - 1) }
        let oldestAlive = ((time - start - maxLife) * rate).rounded(.down)
        let first = max(Double(nextOrdinal), oldestAlive.isNaN ? 0 : oldestAlive)
        guard last.isFinite, last >= first, first < limit else { return }
        var k = Int(first)
        let end = Int(min(last, limit))
        let prefix = keyPrefix(burst: 0)
        let hasChildren = !family.links.isEmpty
        // The newborns are queued and stored together after the loop.
        var room = capacity - store.count
        while k <= end {
            let birth = start + Double(k) / rate
            if birth > time { break }
            if let stop = streamStop, birth >= stop { break }
            guard room > 0 else {
                // Full: every later birth up to `time` is dropped.
                k = end + 1
                break
            }
            let p = newborn(index: k, burst: 0, keyPrefix: prefix, id: UInt32(truncatingIfNeeded: k), birth: birth,
                            origin: nil, canvas: canvas)
            if Float(time - birth) < p.lifetime {
                store.stage(p)
                room -= 1
            }
            if hasChildren { registerChildren(of: p) }
            k += 1
        }
        store.appendStaged()
        nextOrdinal = max(nextOrdinal, k)
    }
}
