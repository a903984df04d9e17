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
/// Memory: 58 bytes per slot (see `bytesPerParticle`); a burst reserves exactly its size, and a
/// stream grows the ring by doubling, once, to its steady state.
package struct ParticleStore: Sendable {
    // The columns, `capacity` slots each; read them through `withColumns` and `slot(_:)`.
    /// Birth time, in seconds of the system's clock.
    private(set) var birth: [Double] = []
    /// Life span, in seconds; a particle is alive while its age is below it.
    private(set) var lifetime: [Float] = []
    /// Birth point, in canvas points.
    private(set) var originX: [Float] = []
    private(set) var originY: [Float] = []
    /// Launch velocity, in points per second (or per unit of warped time).
    private(set) var velocityX: [Float] = []
    private(set) var velocityY: [Float] = []
    /// Rotation at birth (radians) and rotation speed (radians per second).
    private(set) var rotation: [Float] = []
    private(set) var spin: [Float] = []
    /// Flip angle at birth (radians) and flip speed (radians per second).
    private(set) var flipPhase: [Float] = []
    private(set) var flipRate: [Float] = []
    /// Size factor multiplying the shape's base size.
    private(set) var size: [Float] = []
    /// Colour, 0xRRGGBBAA.
    private(set) var color: [UInt32] = []
    /// Index into the emitter's shapes.
    private(set) var shape: [UInt8] = []
    /// Index into the emitter's pivots.
    private(set) var pivot: [UInt8] = []
    /// Stable identifier: the particle's ordinal among all the emitter's births.
    private(set) var id: [UInt32] = []
    /// The integrated position and velocity of a stepped emitter's particles (empty for
    /// emitters in closed form; see `SteppedColumns`). Unlike the ring, row i is particle i.
    package internal(set) var stepped = SteppedColumns()

    /// Bytes of storage per slot: birth (8), ten `Float` columns (40), colour and id (4 each),
    /// shape and pivot (1 each).
    package static let bytesPerParticle = 8 + 4 * 10 + 4 + 4 + 1 + 1

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

    /// Scratch for `removeDead`: one alive flag per particle of the dying zone, and the moves
    /// (from, to, length; logical indices) that close its gaps, kept between calls so that their
    /// storage is reused.
    private var aliveFlags: [UInt8] = []
    private var moves: [Int] = []
    /// Scratch for `removeDead`: the moves as copies between slots of the ring, the same for
    /// every column (source slot, target slot, length).
    private var pieces: [Int] = []

    /// Whether the flip columns (`flipPhase`, `flipRate`), the pivot column and the colour
    /// column are kept up to date. An emitter that never reads one (no flip, no pivots, a
    /// colour over life) turns it off: births do not write it and `removeDead` does not move
    /// it, so its slots hold stale values that nothing reads. On by default.
    package var keepsFlip = true
    /// Whether the pivot column is kept up to date (see `keepsFlip`).
    package var keepsPivot = true
    /// Whether the colour column is kept up to date (see `keepsFlip`).
    package var keepsColor = true

    /// Newborns queued by `stage`, kept between calls so that their storage is reused.
    private var staged: [Newborn] = []

    package init() {}

    /// Slots in every column: how many particles fit before the ring must grow.
    package var capacity: Int { birth.count }

    /// The slot of particle `index` (0 is the oldest), for reading the columns `withColumns`
    /// gives.
    @inline(__always)
    package func slot(_ index: Int) -> Int {
        let s = head &+ index
        return s >= birth.count ? s &- birth.count : s
    }

    /// Particle `index`'s birth time, in seconds (0 is the oldest).
    package func birthTime(_ index: Int) -> Double { birth[slot(index)] }

    /// Particle `index`'s stable identifier (0 is the oldest).
    package func identifier(_ index: Int) -> UInt32 { id[slot(index)] }

    /// Appends a newborn particle.
    mutating func append(_ p: Newborn) {
        if count == capacity { grow(to: max(2 * capacity, 16)) }
        let k = slot(count)
        birth[k] = p.birth
        lifetime[k] = p.lifetime
        originX[k] = p.origin.x
        originY[k] = p.origin.y
        velocityX[k] = p.velocity.x
        velocityY[k] = p.velocity.y
        rotation[k] = p.rotation
        spin[k] = p.spin
        if keepsFlip {
            flipPhase[k] = p.flipPhase
            flipRate[k] = p.flipRate
        }
        size[k] = p.size
        if keepsColor { color[k] = p.color }
        shape[k] = p.shape
        if keepsPivot { pivot[k] = p.pivot }
        id[k] = p.id
        count += 1
        safeUntil = min(safeUntil, Self.safeTime(birth: p.birth, lifetime: p.lifetime))
        shortestLifetime = min(shortestLifetime, p.lifetime)
    }

    /// Queues a newborn for `appendStaged`, which stores every queued one at once: cheaper than
    /// `append` for many (each column is opened once, not once per particle). Every
    /// `stagedLimit` newborns are stored at once, so the queue stays small (a stream that jumps
    /// far enough to birth a million particles in one advance does not queue a million).
    mutating func stage(_ p: Newborn) {
        staged.append(p)
        if staged.count >= Self.stagedLimit { appendStaged() }
    }

    /// The most newborns `stage` queues before storing them.
    static let stagedLimit = 1024

    /// Appends the queued newborns in order, exactly as `append` one by one would (the same
    /// slots, and the ring growing to the same capacity).
    mutating func appendStaged() {
        var queue = staged
        staged = []
        let (flip, color, pivot) = (keepsFlip, keepsColor, keepsPivot)
        queue.withUnsafeBufferPointer { queue in
            appendRows(queue.count) { c, first, m in
                let born = queue.baseAddress! + first
                for i in 0..<m { c.birth[i] = born[i].birth }
                for i in 0..<m { c.lifetime[i] = born[i].lifetime }
                for i in 0..<m { c.originX[i] = born[i].origin.x }
                for i in 0..<m { c.originY[i] = born[i].origin.y }
                for i in 0..<m { c.velocityX[i] = born[i].velocity.x }
                for i in 0..<m { c.velocityY[i] = born[i].velocity.y }
                for i in 0..<m { c.rotation[i] = born[i].rotation }
                for i in 0..<m { c.spin[i] = born[i].spin }
                if flip {
                    for i in 0..<m { c.flipPhase[i] = born[i].flipPhase }
                    for i in 0..<m { c.flipRate[i] = born[i].flipRate }
                }
                for i in 0..<m { c.size[i] = born[i].size }
                if color { for i in 0..<m { c.color[i] = born[i].color } }
                for i in 0..<m { c.shape[i] = born[i].shape }
                if pivot { for i in 0..<m { c.pivot[i] = born[i].pivot } }
                for i in 0..<m { c.id[i] = born[i].id }
            }
        }
        queue.removeAll(keepingCapacity: true)
        staged = queue
    }

    /// Appends `n` newborns after the youngest, exactly as `append` one by one would (the same
    /// slots, and the ring growing to the same capacity), their values written by `write`.
    ///
    /// `write` is called once for each run of slots the newborns fill contiguously (one, or two
    /// where the ring wraps), with every column's pointer at the run's first slot, the run's
    /// first newborn (0 for the first run) and its length; it must write every column the store
    /// keeps (see `keepsFlip`) for those slots. Writing a column at a time over many particles
    /// is cheaper than `append`'s particle at a time over every column.
    ///
    /// - Parameter shared: the birth time (seconds) and lifetime (seconds) of every newborn,
    ///   when they all have the same: the store then need not read them back.
    mutating func appendRows(_ n: Int, shared: (birth: Double, lifetime: Float)? = nil,
                             _ write: (ParticleColumns, _ first: Int, _ count: Int) -> Void) {
        guard n > 0 else { return }
        var needed = capacity
        while needed < count + n { needed = max(2 * needed, 16) }
        if needed > capacity { grow(to: needed) }
        let start = slot(count), wrap = capacity
        var safe = safeUntil, shortest = shortestLifetime
        if let shared {
            safe = min(safe, Self.safeTime(birth: shared.birth, lifetime: shared.lifetime))
            shortest = min(shortest, shared.lifetime)
        }
        withMutableColumns { c in
            @inline(__always) func run(_ slot: Int, _ first: Int, _ length: Int) {
                guard length > 0 else { return }
                write(c.offset(by: slot), first, length)
                guard shared == nil else { return }
                let b = c.birth + slot, l = c.lifetime + slot
                for i in 0..<length {
                    safe = min(safe, Self.safeTime(birth: b[i], lifetime: l[i]))
                    shortest = min(shortest, l[i])
                }
            }
            let before = min(n, wrap - start)
            run(start, 0, before)
            run(0, before, n - before)
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
        let (h, n) = (head, count)
        Self.grow(&birth, head: h, count: n, to: newCapacity)
        Self.grow(&lifetime, head: h, count: n, to: newCapacity)
        Self.grow(&originX, head: h, count: n, to: newCapacity)
        Self.grow(&originY, head: h, count: n, to: newCapacity)
        Self.grow(&velocityX, head: h, count: n, to: newCapacity)
        Self.grow(&velocityY, head: h, count: n, to: newCapacity)
        Self.grow(&rotation, head: h, count: n, to: newCapacity)
        Self.grow(&spin, head: h, count: n, to: newCapacity)
        Self.grow(&flipPhase, head: h, count: n, to: newCapacity)
        Self.grow(&flipRate, head: h, count: n, to: newCapacity)
        Self.grow(&size, head: h, count: n, to: newCapacity)
        Self.grow(&color, head: h, count: n, to: newCapacity)
        Self.grow(&shape, head: h, count: n, to: newCapacity)
        Self.grow(&pivot, head: h, count: n, to: newCapacity)
        Self.grow(&id, head: h, count: n, to: newCapacity)
        head = 0
    }

    /// One column of `newCapacity` slots holding the ring's `count` particles from slot 0.
    private static func grow<T: BitwiseCopyable>(_ column: inout [T], head: Int, count: Int, to newCapacity: Int) {
        let old = column
        let wrap = old.count
        column = [T](unsafeUninitializedCapacity: newCapacity) { buffer, initialized in
            let p = buffer.baseAddress!
            old.withUnsafeBufferPointer { old in
                if count > 0 {
                    let o = old.baseAddress!
                    let first = min(count, wrap - head)
                    p.initialize(from: o + head, count: first)
                    (p + first).initialize(from: o, count: count - first)
                }
            }
            // The free slots hold whatever the allocation held until a birth writes them; `T`
            // is a plain value, so they are never read before.
            initialized = newCapacity
        }
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
    mutating func removeDead(at time: Double) {
        let n = count
        guard n > 0, !(time < safeUntil) else { return }
        let zone = dyingZone(at: time)
        var flags = aliveFlags
        aliveFlags = []
        if flags.count < zone { flags = [UInt8](repeating: 0, count: max(zone, 2 * flags.count)) }
        // Alive flags of the zone, one vectorised pass over each contiguous piece of the ring.
        var lastDead = -1
        birth.withUnsafeBufferPointer { birth in
            lifetime.withUnsafeBufferPointer { lifetime in
                flags.withUnsafeMutableBufferPointer { flags in
                    let f = flags.baseAddress!, b = birth.baseAddress!, l = lifetime.baseAddress!
                    var done = 0
                    while done < zone {
                        let s = slot(done), m = min(zone - done, birth.count - s)
                        let fp = f + done, bp = b + s, lp = l + s
                        for k in 0..<m { fp[k] = Float(time - bp[k]) < lp[k] ? 1 : 0 }
                        done += m
                    }
                    var k = zone - 1
                    while k >= 0, f[k] != 0 { k -= 1 }
                    lastDead = k
                }
            }
        }
        guard lastDead >= 0 else {
            // Nobody died: work out when somebody first can, so that the next frames skip the
            // scan. Particles past the zone live at least `shortestLifetime` past their birth.
            var safe = zone < n ? Self.safeTime(birth: birthTime(zone), lifetime: shortestLifetime) : .infinity
            for i in 0..<zone { safe = min(safe, Self.safeTime(birth: birthTime(i), lifetime: lifetime[slot(i)])) }
            safeUntil = safe
            aliveFlags = flags
            return
        }
        // The survivors in 0...lastDead, as runs, each moved to just before the next: the
        // youngest run ends at lastDead.
        var runs = moves
        moves = []
        runs.removeAll(keepingCapacity: true)
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
                    if to != start {
                        runs.append(start)
                        runs.append(to)
                        runs.append(length)
                    }
                }
                // Skip the dead before the run.
                end = start
                while end > 0, flags[end - 1] == 0 { end -= 1 }
            }
        }
        let dropped = to
        if stepped.count > 0 {
            // The stepped columns are in particle order, not a ring: they keep the survivors in
            // 0...lastDead and everything after, slid down as before.
            var kept: [Int] = []
            flags.withUnsafeBufferPointer { flags in
                var i = 0
                while i <= lastDead {
                    if flags[i] == 0 { i += 1; continue }
                    let start = i
                    while i <= lastDead, flags[i] != 0 { i += 1 }
                    kept.append(start)
                    kept.append(i - start)
                }
            }
            if lastDead + 1 < n {
                kept.append(lastDead + 1)
                kept.append(n - lastDead - 1)
            }
            kept.withUnsafeBufferPointer { stepped.compact($0, rows: n) }
        }
        var copies = pieces
        pieces = []
        if !runs.isEmpty {
            // Where each run's pieces lie in the ring is the same for every column: work it
            // out once, then every column only copies.
            Self.pieces(of: runs, head: head, wrap: capacity, into: &copies)
            copies.withUnsafeBufferPointer { copies in
                Self.move(&birth, copies)
                Self.move(&lifetime, copies)
                Self.move(&originX, copies)
                Self.move(&originY, copies)
                Self.move(&velocityX, copies)
                Self.move(&velocityY, copies)
                Self.move(&rotation, copies)
                Self.move(&spin, copies)
                if keepsFlip {
                    Self.move(&flipPhase, copies)
                    Self.move(&flipRate, copies)
                }
                Self.move(&size, copies)
                if keepsColor { Self.move(&color, copies) }
                Self.move(&shape, copies)
                if keepsPivot { Self.move(&pivot, copies) }
                Self.move(&id, copies)
            }
        }
        head = slot(dropped)
        count = n - dropped
        safeUntil = -.infinity
        if count == 0 { removeAll() }
        moves = runs
        pieces = copies
        aliveFlags = flags
    }

    /// Slides survivor runs (start, length pairs) of one column in particle order down to its
    /// front (for `SteppedColumns`, which is not a ring).
    static func compact<T>(_ column: inout [T], _ runs: UnsafeBufferPointer<Int>) {
        column.withUnsafeMutableBufferPointer { buffer in
            let p = buffer.baseAddress!
            var write = 0
            var r = 0
            while r < runs.count {
                let start = runs[r], length = runs[r + 1]
                if start != write { (p + write).update(from: p + start, count: length) }
                write += length
                r += 2
            }
        }
    }

    /// The number of oldest particles that can have died at `time`: those before the first one
    /// certainly alive, younger than `shortestLifetime` (`Float(time - birth)` only grows with
    /// age, so that is a binary search in birth order).
    private func dyingZone(at time: Double) -> Int {
        let shortest = shortestLifetime
        guard shortest > 0 else { return count }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if Float(time - birthTime(mid)) < shortest { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The copies that carry out `runs`, (from, to, length) triples of particle indices with
    /// `to > from`, youngest run first: each run split into pieces contiguous in the ring, as
    /// (source slot, target slot, length) triples, from the run's back, so that copying them
    /// in order reads everything of an overlapping run before overwriting it.
    private static func pieces(of runs: [Int], head: Int, wrap: Int, into copies: inout [Int]) {
        copies.removeAll(keepingCapacity: true)
        @inline(__always) func slot(_ i: Int) -> Int {
            let s = head &+ i
            return s >= wrap ? s &- wrap : s
        }
        var r = 0
        while r < runs.count {
            let from = runs[r], to = runs[r + 1]
            var length = runs[r + 2]
            while length > 0 {
                let lastFrom = slot(from + length - 1), lastTo = slot(to + length - 1)
                let piece = min(length, lastFrom + 1, lastTo + 1)
                copies.append(lastFrom + 1 - piece)
                copies.append(lastTo + 1 - piece)
                copies.append(piece)
                length -= piece
            }
            r += 3
        }
    }

    /// Carries out `copies` (see `pieces(of:head:wrap:into:)`) on one column, in order, each
    /// from its back.
    private static func move<T>(_ column: inout [T], _ copies: UnsafeBufferPointer<Int>) {
        column.withUnsafeMutableBufferPointer { buffer in
            let p = buffer.baseAddress!
            var r = 0
            while r < copies.count {
                let source = p + copies[r], target = p + copies[r + 1], piece = copies[r + 2]
                if piece <= 16 {
                    var k = piece - 1
                    while k >= 0 {
                        target[k] = source[k]
                        k -= 1
                    }
                } else {
                    target.update(from: source, count: piece)
                }
                r += 3
            }
        }
    }
}

/// Pointers to every column of a `ParticleStore`, valid inside `withColumns` only.
struct ParticleColumns {
    let birth: UnsafeMutablePointer<Double>
    let lifetime: UnsafeMutablePointer<Float>
    let originX: UnsafeMutablePointer<Float>
    let originY: UnsafeMutablePointer<Float>
    let velocityX: UnsafeMutablePointer<Float>
    let velocityY: UnsafeMutablePointer<Float>
    let rotation: UnsafeMutablePointer<Float>
    let spin: UnsafeMutablePointer<Float>
    let flipPhase: UnsafeMutablePointer<Float>
    let flipRate: UnsafeMutablePointer<Float>
    let size: UnsafeMutablePointer<Float>
    let color: UnsafeMutablePointer<UInt32>
    let shape: UnsafeMutablePointer<UInt8>
    let pivot: UnsafeMutablePointer<UInt8>
    let id: UnsafeMutablePointer<UInt32>
}

extension ParticleStore {
    /// Calls `body` with pointers to slot 0 of every column for reading only (particle i is in
    /// slot `slot(i)`); the store must not be empty.
    ///
    /// The pointers are typed mutable so that the evaluation can offset them alongside the
    /// batch's; writing through them is a programming error.
    func withColumns<R>(_ body: (ParticleColumns) -> R) -> R {
        birth.withUnsafeBufferPointer { birth in
        lifetime.withUnsafeBufferPointer { lifetime in
        originX.withUnsafeBufferPointer { originX in
        originY.withUnsafeBufferPointer { originY in
        velocityX.withUnsafeBufferPointer { velocityX in
        velocityY.withUnsafeBufferPointer { velocityY in
        rotation.withUnsafeBufferPointer { rotation in
        spin.withUnsafeBufferPointer { spin in
        flipPhase.withUnsafeBufferPointer { flipPhase in
        flipRate.withUnsafeBufferPointer { flipRate in
        size.withUnsafeBufferPointer { size in
        color.withUnsafeBufferPointer { color in
        shape.withUnsafeBufferPointer { shape in
        pivot.withUnsafeBufferPointer { pivot in
        id.withUnsafeBufferPointer { id in
            body(ParticleColumns(
                birth: .init(mutating: birth.baseAddress!), lifetime: .init(mutating: lifetime.baseAddress!),
                originX: .init(mutating: originX.baseAddress!), originY: .init(mutating: originY.baseAddress!),
                velocityX: .init(mutating: velocityX.baseAddress!), velocityY: .init(mutating: velocityY.baseAddress!),
                rotation: .init(mutating: rotation.baseAddress!), spin: .init(mutating: spin.baseAddress!),
                flipPhase: .init(mutating: flipPhase.baseAddress!), flipRate: .init(mutating: flipRate.baseAddress!),
                size: .init(mutating: size.baseAddress!), color: .init(mutating: color.baseAddress!),
                shape: .init(mutating: shape.baseAddress!), pivot: .init(mutating: pivot.baseAddress!),
                id: .init(mutating: id.baseAddress!)))
        }}}}}}}}}}}}}}}
    }
}

extension ParticleStore {
    /// Calls `body` with pointers to slot 0 of every column, for writing (particle i is in slot
    /// `slot(i)`); every column has `capacity` slots.
    private mutating func withMutableColumns<R>(_ body: (ParticleColumns) -> R) -> R {
        birth.withUnsafeMutableBufferPointer { birth in
        lifetime.withUnsafeMutableBufferPointer { lifetime in
        originX.withUnsafeMutableBufferPointer { originX in
        originY.withUnsafeMutableBufferPointer { originY in
        velocityX.withUnsafeMutableBufferPointer { velocityX in
        velocityY.withUnsafeMutableBufferPointer { velocityY in
        rotation.withUnsafeMutableBufferPointer { rotation in
        spin.withUnsafeMutableBufferPointer { spin in
        flipPhase.withUnsafeMutableBufferPointer { flipPhase in
        flipRate.withUnsafeMutableBufferPointer { flipRate in
        size.withUnsafeMutableBufferPointer { size in
        color.withUnsafeMutableBufferPointer { color in
        shape.withUnsafeMutableBufferPointer { shape in
        pivot.withUnsafeMutableBufferPointer { pivot in
        id.withUnsafeMutableBufferPointer { id in
            body(ParticleColumns(
                birth: birth.baseAddress!, lifetime: lifetime.baseAddress!, originX: originX.baseAddress!,
                originY: originY.baseAddress!, velocityX: velocityX.baseAddress!, velocityY: velocityY.baseAddress!,
                rotation: rotation.baseAddress!, spin: spin.baseAddress!, flipPhase: flipPhase.baseAddress!,
                flipRate: flipRate.baseAddress!, size: size.baseAddress!, color: color.baseAddress!,
                shape: shape.baseAddress!, pivot: pivot.baseAddress!, id: id.baseAddress!))
        }}}}}}}}}}}}}}}
    }
}

extension ParticleColumns {
    /// The same columns from slot `n` on.
    @inline(__always)
    func offset(by n: Int) -> ParticleColumns {
        ParticleColumns(
            birth: birth + n, lifetime: lifetime + n, originX: originX + n, originY: originY + n,
            velocityX: velocityX + n, velocityY: velocityY + n, rotation: rotation + n, spin: spin + n,
            flipPhase: flipPhase + n, flipRate: flipRate + n, size: size + n, color: color + n, shape: shape + n,
            pivot: pivot + n, id: id + n)
    }
}

/// The constants one particle draws at birth.
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
    /// The seed of the particle's random stream: its identity, which its sub-emitter
    /// children's identities derive from (not stored).
    var key: UInt64
}
