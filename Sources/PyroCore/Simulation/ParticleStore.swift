/// The live particles of one emitter, as struct-of-arrays columns in birth order.
///
/// Only what a particle drew at birth is stored; everything else is recomputed from these
/// constants and the time.
///
/// The columns are a ring: particle 0 (the oldest) sits at slot `head`, and particle i at slot
/// `head + i`, wrapping past the end of the columns. Births go after the youngest; the dead
/// leave from the front by moving `head` on, so deaths cost no shifting of the particles that
/// outlive them. A particle that dies before an older one (lifetimes differ) is closed up by
/// moving the older survivors in front of it one place towards the young end: only the
/// particles old enough to die at all (the "dying zone") are ever looked at or moved, never
/// the whole store, so a continuous stream pays no compaction of its whole store per frame
/// and no pause. Birth order is kept (frames do not depend on how time was stepped, and
/// births stay in time order, which `Emitter.render` relies on).
///
/// The columns are declared once, in `ParticleColumns`, and held in one `ColumnTable`. Particles
/// come in one way, `appendRows`, which hands the free slots to a writer a column at a time
/// (`Births`, for every kind of birth).
///
/// Memory: 58 bytes per slot (see `bytesPerParticle`); a burst reserves exactly its size, and a
/// stream grows the ring by doubling, once, to its steady state.
package struct ParticleStore: Sendable {
    /// The columns, `capacity` slots each; particle i is at slot `slot(i)`.
    private var table = ColumnTable<ParticleColumns>()
    /// The integrated position and velocity of a stepped emitter's particles (empty for
    /// emitters in closed form; see `SteppedColumns`). Unlike the ring, row i is particle i.
    package internal(set) var stepped = SteppedColumns()

    /// Bytes of storage per slot: a row of every column of `ParticleColumns`.
    package static var bytesPerParticle: Int { ParticleColumns.bytesPerRow }

    /// The slot of particle 0, the oldest.
    private(set) var head = 0
    /// Number of stored particles.
    package private(set) var count = 0

    /// A time before which no stored particle can have died: the earliest birth + lifetime,
    /// less a margin far wider than the rounding of `Float(time - birth)`. It lets
    /// `removeDead` return without looking at the particles on most frames of a burst.
    private var safeUntil = Double.infinity

    /// The shortest lifetime stored since the store was last empty (seconds): a particle younger
    /// than this cannot have died, which bounds the dying zone `removeDead` looks at.
    private var shortestLifetime = Float.infinity

    /// Relative margin on a lifetime: much larger than a `Float` rounding (6e-8), so that
    /// `time < birth + lifetime * (1 - margin)` guarantees `Float(time - birth) < lifetime`.
    private static let lifetimeMargin = 1e-6

    /// Scratch for `removeDead`, kept between calls so that its storage is reused: one alive
    /// flag per particle of the dying zone, and the copies between slots of the ring (source
    /// slot, target slot, length) that close its gaps, the same for every column.
    private var aliveFlags: [UInt8] = []
    private var pieces: [Int] = []

    /// Whether the flip columns (`flipPhase`, `flipRate`) are kept up to date. An emitter that
    /// never reads a column group (no flip, no pivots, a colour over life) turns it off: births
    /// do not write it and `removeDead` does not move it, so its slots hold stale values that
    /// nothing reads. On by default.
    package var keepsFlip = true
    /// Whether the pivot column is kept up to date (see `keepsFlip`).
    package var keepsPivot = true
    /// Whether the colour column is kept up to date (see `keepsFlip`).
    package var keepsColor = true

    package init() {}

    /// The column groups that are not kept up to date (see `keepsFlip`).
    var skipped: ColumnGroup {
        var groups = ColumnGroup.always
        if !keepsFlip { groups.insert(.flip) }
        if !keepsPivot { groups.insert(.pivot) }
        if !keepsColor { groups.insert(.color) }
        return groups
    }

    /// Slots in every column: how many particles fit before the ring must grow.
    package var capacity: Int { table.capacity }

    /// Slot 0 of every column, for reading (particle i is in slot `slot(i)`); valid until the
    /// store next changes.
    var columns: ParticleColumns { table.columns }

    /// The slot of particle `index` (0 is the oldest).
    @inline(__always)
    package func slot(_ index: Int) -> Int {
        let s = head &+ index
        return s >= capacity ? s &- capacity : s
    }

    /// The slots that hold particles `rows` (0 is the oldest).
    @inline(__always)
    func segments(_ rows: Range<Int>) -> RingSegments {
        RingSegments(rows: rows, head: head, capacity: capacity)
    }

    /// Particle `index`'s birth time, in seconds (0 is the oldest).
    package func birthTime(_ index: Int) -> Double { columns.birth[slot(index)] }

    /// Particle `index`'s stable identifier (0 is the oldest).
    package func identifier(_ index: Int) -> UInt32 { columns.id[slot(index)] }

    /// Appends `n` newborns after the youngest, their values written by `write`: the one way
    /// particles enter the store. The ring grows by doubling (from 16) when they do not fit.
    ///
    /// `write` is called once for each run of slots the newborns fill contiguously (one, or two
    /// where the ring wraps), with every column's pointer at the run's first slot, the run's
    /// first newborn (0 for the first run) and its length; it must write every column the store
    /// keeps (see `keepsFlip`) for those slots.
    ///
    /// - Parameter shared: the birth time (seconds) and lifetime (seconds) of every newborn,
    ///   when they all have the same: the store then need not read them back.
    mutating func appendRows(
        _ n: Int, shared: (birth: Double, lifetime: Float)? = nil,
        _ write: (ParticleColumns, _ first: Int, _ count: Int) -> Void
    ) {
        guard n > 0 else { return }
        var needed = capacity
        while needed < count + n { needed = max(2 * needed, 16) }
        if needed > capacity { grow(to: needed) }
        var safe = safeUntil
        var shortest = shortestLifetime
        if let shared {
            safe = min(safe, Self.safeTime(birth: shared.birth, lifetime: shared.lifetime))
            shortest = min(shortest, shared.lifetime)
        }
        let c = table.mutableColumns()
        segments(count..<count + n).forEachRun { slot, first, length in
            write(c.offset(by: slot), first, length)
            guard shared == nil else { return }
            let b = c.birth + slot
            let l = c.lifetime + slot
            for i in 0..<length {
                safe = min(safe, Self.safeTime(birth: b[i], lifetime: l[i]))
                shortest = min(shortest, l[i])
            }
        }
        safeUntil = safe
        shortestLifetime = shortest
        count += n
    }

    @inline(__always)
    private static func safeTime(birth: Double, lifetime: Float) -> Double {
        let t = birth + Double(lifetime) * (1 - lifetimeMargin)
        return t.isNaN ? -.infinity : t
    }

    /// Makes room for `n` particles in every column, so that a burst of known size grows
    /// the columns once, to exactly what it needs, instead of doubling its way there (which
    /// leaves up to half of the storage unused).
    mutating func reserveCapacity(_ n: Int) {
        if n > capacity { grow(to: n) }
    }

    /// Moves every column to `newCapacity` slots, particle 0 in slot 0.
    private mutating func grow(to newCapacity: Int) {
        table.reallocate(capacity: newCapacity, keeping: segments(0..<count), skipping: skipped)
        head = 0
    }

    /// Removes every particle.
    mutating func removeAll() {
        stepped.removeAll()
        head = 0
        count = 0
        safeUntil = .infinity
        shortestLifetime = .infinity
    }

    /// Removes particles whose life has ended at `time` (age >= lifetime, both rounded to
    /// `Float` exactly as the renderer rounds them), keeping order.
    ///
    /// Only the dying zone is looked at: the oldest particles, up to the first that is younger
    /// than the shortest lifetime stored (births are in time order, so that is a binary search).
    /// One vectorised pass flags the zone's living; the survivors older than the youngest death
    /// then move towards the young end, column by column, run by run (from the back, so that
    /// nothing is overwritten before it is read), and `head` moves past the gaps. Particles
    /// younger than the youngest death, nearly all of a stream, are never touched.
    ///
    /// - Complexity: O(1) while no particle can have died yet; otherwise O(z) for a dying zone
    ///   of z particles, plus a binary search.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    mutating func removeDead(at time: Double) {
        let n = count
        guard n > 0, !(time < safeUntil) else { return }
        let zone = dyingZone(at: time)
        var flags = aliveFlags
        aliveFlags = []
        if flags.count < zone { flags = [UInt8](repeating: 0, count: max(zone, 2 * flags.count)) }
        // Alive flags of the zone, one vectorised pass over each contiguous piece of the ring.
        var lastDead = -1
        let c = columns
        flags.withUnsafeMutableBufferPointer { flags in
            let f = flags.baseAddress!
            segments(0..<zone).forEachRun { slot, first, m in
                let fp = f + first
                let bp = c.birth + slot
                let lp = c.lifetime + slot
                for k in 0..<m { fp[k] = Float(time - bp[k]) < lp[k] ? 1 : 0 }
            }
            var k = zone - 1
            while k >= 0, f[k] != 0 { k -= 1 }
            lastDead = k
        }
        guard lastDead >= 0 else {
            // Nobody died: work out when somebody first can, so that the next frames skip the
            // scan. Particles past the zone live at least `shortestLifetime` past their birth.
            var safe = zone < n ? Self.safeTime(birth: birthTime(zone), lifetime: shortestLifetime) : .infinity
            for i in 0..<zone {
                safe = min(safe, Self.safeTime(birth: birthTime(i), lifetime: c.lifetime[slot(i)]))
            }
            safeUntil = safe
            aliveFlags = flags
            return
        }
        // The survivors in 0...lastDead, as runs, each moved to just before the next: the
        // youngest run ends at lastDead.
        var copies = pieces
        pieces = []
        copies.removeAll(keepingCapacity: true)
        var to = lastDead + 1
        flags.withUnsafeBufferPointer { flags in
            let raw = UnsafeRawPointer(flags.baseAddress!)
            // Eight flags of survivors read as one word: deaths are few, so runs are long.
            let eightAlive: UInt64 = 0x0101_0101_0101_0101
            var end = lastDead
            while end > 0 {
                // The run of survivors that ends just before `end` (a dead particle).
                var start = end
                while start >= 8, raw.loadUnaligned(fromByteOffset: start - 8, as: UInt64.self) == eightAlive {
                    start -= 8
                }
                while start > 0, flags[start - 1] != 0 { start -= 1 }
                let length = end - start
                if length > 0 {
                    to -= length
                    if to != start { pieces(moving: start, to: to, length: length, into: &copies) }
                }
                // Skip the dead before the run.
                end = start
                while end > 0, flags[end - 1] == 0 { end -= 1 }
            }
        }
        let dropped = to
        if stepped.count > 0 {
            // The stepped columns are in particle order, not a ring: they keep the survivors in
            // 0...lastDead and everything after.
            flags.withUnsafeBufferPointer { stepped.compact(alive: $0.baseAddress!, flagged: lastDead + 1, rows: n) }
        }
        // Where each run's pieces lie in the ring is the same for every column: worked out once,
        // every column only copies.
        if !copies.isEmpty { copies.withUnsafeBufferPointer { table.moveRows($0, skipping: skipped) } }
        head = slot(dropped)
        count = n - dropped
        safeUntil = -.infinity
        if count == 0 { removeAll() }
        pieces = copies
        aliveFlags = flags
    }

    /// The number of oldest particles that can have died at `time`: those before the first one
    /// certainly alive, younger than `shortestLifetime` (`Float(time - birth)` only grows with
    /// age, so that is a binary search in birth order).
    private func dyingZone(at time: Double) -> Int {
        let shortest = shortestLifetime
        guard shortest > 0 else { return count }
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if Float(time - birthTime(mid)) < shortest { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Appends to `copies` the copies that move particles `from ..< from + length` to
    /// `to ..< to + length` (`to > from`): pieces contiguous in the ring, as (source slot, target
    /// slot, length) triples, from the back, so that copying them in order reads every particle
    /// before overwriting it.
    private func pieces(moving from: Int, to: Int, length: Int, into copies: inout [Int]) {
        var length = length
        while length > 0 {
            let lastFrom = slot(from + length - 1)
            let lastTo = slot(to + length - 1)
            let piece = min(length, lastFrom + 1, lastTo + 1)
            copies.append(lastFrom + 1 - piece)
            copies.append(lastTo + 1 - piece)
            copies.append(piece)
            length -= piece
        }
    }
}
