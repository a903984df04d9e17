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
    /// Scratch for newborns that may be dead already: their sub-emitter children are registered
    /// before only the living go into the store (see `bear`). Kept so that its storage is reused.
    var nursery = ColumnTable<ParticleColumns>()

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
        if CompiledFeatures.subEmitters, family.isChild {
            advanceChildren(to: time, canvas: canvas, capacity: capacity)
            store.removeDead(at: time)
            return
        }
        let maxLife = family.horizon
        // Bursts are born by one `Births`, made when first needed in this advance and aimed at
        // each burst in turn.
        var births: Births?
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
            if births == nil { births = Births(self, canvas: canvas) }
            births!.aim(
                keying: .burst(prefix: keyPrefix(burst: b.serial), firstID: b.firstID), burst: b.serial,
                birth: .shared(b.time), origin: b.origin, inherited: .zero)
            // Every particle is stored: those already dead go with the dead at the end.
            _ = bear(&births!, from: 0, count: b.count, room: capacity - store.count, keeping: .all)
        }
        if CompiledFeatures.streams, case .continuous(let rate, _) = configuration.emission, let start = streamStart,
            rate.isFinite, rate > 0
        {
            advanceStream(rate: rate, start: start, to: time, maxLife: maxLife, canvas: canvas, capacity: capacity)
        }
        integrateSteps(to: time, canvas: canvas)
        store.removeDead(at: time)
    }

    /// The shortest life a particle can draw, in seconds: newborns younger than that at the time
    /// reached are certainly alive. A range too wide for a `Float` span draws NaN lives (never
    /// alive): then 0, no newborn being certain.
    var shortestLife: Float {
        let lifetime = configuration.lifetime
        return (lifetime.upper - lifetime.lower).isFinite ? max(lifetime.leastValue, 0.001) : 0
    }

    /// Births stream particles k = nextOrdinal, ... up to `time`, skipping those certainly dead
    /// by then (a jump of an hour costs nothing) and those beyond `capacity`.
    ///
    /// Particle k is born at start + k / rate. Up to `nurseryRows` at a time are born together,
    /// with their column of birth times; those dead by `time` give their sub-emitter children
    /// but are not stored, and take no room.
    private mutating func advanceStream(
        rate: Double, start: Double, to time: Double, maxLife: Double,
        canvas: Size, capacity: Int
    ) {
        // Ordinals are whole numbers held exactly in a Double: below 2^52.
        let limit = 0x1p52
        var last = ((time - start) * rate).rounded(.down)
        if let stop = streamStop { last = min(last, ((stop - start) * rate).rounded(.up) - 1) }
        let oldestAlive = ((time - start - maxLife) * rate).rounded(.down)
        let first = max(Double(nextOrdinal), oldestAlive.isNaN ? 0 : oldestAlive)
        guard last.isFinite, last >= first, first < limit else { return }
        var k = Int(first)
        let end = Int(min(last, limit))
        var births = Births(self, canvas: canvas)
        let prefix = keyPrefix(burst: 0)
        let shortestLife = shortestLife
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.nurseryRows) { times in
            let times = times.baseAddress!
            while k <= end {
                // The next birth times, up to the first after `time` or at or after the stop.
                let chunk = min(end - k + 1, Self.nurseryRows)
                var m = 0
                while m < chunk {
                    let birth = start + Double(k + m) / rate
                    if birth > time { break }
                    if let stop = streamStop, birth >= stop { break }
                    times[m] = birth
                    m += 1
                }
                guard m > 0 else { break }
                births.aim(
                    keying: .burst(prefix: prefix, firstID: 0), burst: 0,
                    birth: .column(UnsafePointer(times), first: k), origin: nil, inherited: .zero)
                let keeping: Keeping = Float(time - times[0]) < shortestLife ? .all : .alive(at: time)
                let reached = bear(&births, from: k, count: m, room: capacity - store.count, keeping: keeping)
                k += reached
                if reached < m {
                    // Full: every later birth up to `time` is dropped.
                    k = end + 1
                    break
                }
                if m < chunk { break }
            }
        }
        nextOrdinal = max(nextOrdinal, k)
    }
}
