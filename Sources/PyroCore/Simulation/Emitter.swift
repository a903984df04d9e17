/// One emitter at run time: its configuration, its live particles and its birth schedule.
///
/// Births are scheduled exactly (a burst at its fire time, particle k of a stream at
/// start + k / rate), so advancing to a time in one jump or in many small steps gives the same
/// particles in the same order.
public struct Emitter: Sendable {
    public let configuration: EmitterConfiguration
    /// Position among the system's emitters; part of every particle's random seed.
    public let index: Int
    let seed: UInt64
    public internal(set) var store = ParticleStore()

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
    public internal(set) var streamStart: Double?
    /// End of the continuous stream, in seconds (nil: no end).
    var streamStop: Double?
    /// Ordinal of the next stream particle to be born.
    var nextOrdinal = 0

    init(configuration: EmitterConfiguration, index: Int, seed: UInt64) {
        self.configuration = configuration
        self.index = index
        self.seed = seed
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
    }

    /// Empties the live store and rewinds the schedule, keeping what was asked for, so that
    /// the next `advance` rebuilds the particles from scratch.
    mutating func rewind() {
        store.removeAll()
        nextOrdinal = 0
        for i in bursts.indices { bursts[i].spawned = false }
    }

    /// Births every particle scheduled at or before `time` that is still alive then, and
    /// removes the particles that have died.
    mutating func advance(to time: Double, canvas: Size2, capacity: Int) {
        let maxLife = Double(configuration.maximumLifetime)
        for i in bursts.indices where !bursts[i].spawned && bursts[i].time <= time {
            bursts[i].spawned = true
            let b = bursts[i]
            // A burst entirely in the past needs no work at all.
            guard b.time + maxLife > time else { continue }
            for k in 0..<b.count where store.count < capacity {
                store.append(newborn(index: k, burst: b.serial, id: b.firstID &+ UInt32(truncatingIfNeeded: k),
                                     birth: b.time, origin: b.origin, canvas: canvas))
            }
        }
        if case .continuous(let rate, _) = configuration.emission, let start = streamStart, rate > 0 {
            // Skip births so old that they are certainly dead: a jump of an hour costs nothing.
            let oldestAlive = Int(max(((time - start - maxLife) * rate).rounded(.down), 0))
            var k = max(nextOrdinal, min(oldestAlive, Int.max / 2))
            while true {
                let birth = start + Double(k) / rate
                if birth > time { break }
                if let stop = streamStop, birth >= stop { break }
                if store.count < capacity {
                    let p = newborn(index: k, burst: 0, id: UInt32(truncatingIfNeeded: k), birth: birth,
                                    origin: nil, canvas: canvas)
                    if Float(time - birth) < p.lifetime { store.append(p) }
                }
                k += 1
            }
            nextOrdinal = k
        }
        store.removeDead(at: time)
    }
}
