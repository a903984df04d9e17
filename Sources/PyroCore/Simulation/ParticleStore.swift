/// The live particles of one emitter, as struct-of-arrays columns in birth order.
///
/// Only what a particle drew at birth is stored; everything else is recomputed from these
/// constants and the time. Dead particles are removed with a stable compaction that keeps
/// birth order (so frames do not depend on how time was stepped) and keeps the arrays'
/// capacity, so storage is recycled instead of reallocated.
///
/// Memory: 58 bytes per live particle (see `bytesPerParticle`).
package struct ParticleStore: Sendable {
    /// Birth time, in seconds of the system's clock.
    package internal(set) var birth: [Double] = []
    /// Life span, in seconds; a particle is alive while its age is below it.
    package internal(set) var lifetime: [Float] = []
    /// Birth point, in canvas points.
    package internal(set) var originX: [Float] = []
    package internal(set) var originY: [Float] = []
    /// Launch velocity, in points per second (or per unit of warped time).
    package internal(set) var velocityX: [Float] = []
    package internal(set) var velocityY: [Float] = []
    /// Rotation at birth (radians) and rotation speed (radians per second).
    package internal(set) var rotation: [Float] = []
    package internal(set) var spin: [Float] = []
    /// Flip angle at birth (radians) and flip speed (radians per second).
    package internal(set) var flipPhase: [Float] = []
    package internal(set) var flipRate: [Float] = []
    /// Size factor multiplying the shape's base size.
    package internal(set) var size: [Float] = []
    /// Colour, 0xRRGGBBAA.
    package internal(set) var color: [UInt32] = []
    /// Index into the emitter's shapes.
    package internal(set) var shape: [UInt8] = []
    /// Index into the emitter's pivots.
    package internal(set) var pivot: [UInt8] = []
    /// Stable identifier: the particle's ordinal among all the emitter's births.
    package internal(set) var id: [UInt32] = []
    /// The integrated position and velocity of a stepped emitter's particles (empty for
    /// emitters in closed form; see `SteppedColumns`).
    package internal(set) var stepped = SteppedColumns()

    /// Bytes of storage per live particle: birth (8), ten `Float` columns (40), colour and id
    /// (4 each), shape and pivot (1 each).
    package static let bytesPerParticle = 8 + 4 * 10 + 4 + 4 + 1 + 1

    /// A time before which no stored particle can have died: the earliest birth + lifetime,
    /// less a margin far wider than the rounding of `Float(time - birth)`. It lets
    /// `removeDead` return without looking at the particles on most frames of a burst.
    private var safeUntil = Double.infinity

    /// Relative margin on a lifetime: much larger than a `Float` rounding (6e-8), so that
    /// `time < birth + lifetime * (1 - margin)` guarantees `Float(time - birth) < lifetime`.
    private static let lifetimeMargin = 1e-6

    /// Eight alive flags (bytes of 1) read as one word: the whole word is alive.
    private static let allFlagsSet: UInt64 = 0x0101_0101_0101_0101

    /// Particles per block of `removeDead`'s scan.
    private static let scanBlock = 64

    /// Scratch for `removeDead`: (start, length) of each run of survivors, kept between calls
    /// so that its storage is reused.
    private var survivorRuns: [Int] = []

    package init() {}

    /// Number of stored particles.
    @inlinable
    package var count: Int { birth.count }

    /// Appends a newborn particle.
    mutating func append(_ p: Newborn) {
        birth.append(p.birth)
        lifetime.append(p.lifetime)
        originX.append(p.origin.x)
        originY.append(p.origin.y)
        velocityX.append(p.velocity.x)
        velocityY.append(p.velocity.y)
        rotation.append(p.rotation)
        spin.append(p.spin)
        flipPhase.append(p.flipPhase)
        flipRate.append(p.flipRate)
        size.append(p.size)
        color.append(p.color)
        shape.append(p.shape)
        pivot.append(p.pivot)
        id.append(p.id)
        safeUntil = min(safeUntil, Self.safeTime(birth: p.birth, lifetime: p.lifetime))
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
        birth.reserveCapacity(n)
        lifetime.reserveCapacity(n)
        originX.reserveCapacity(n)
        originY.reserveCapacity(n)
        velocityX.reserveCapacity(n)
        velocityY.reserveCapacity(n)
        rotation.reserveCapacity(n)
        spin.reserveCapacity(n)
        flipPhase.reserveCapacity(n)
        flipRate.reserveCapacity(n)
        size.reserveCapacity(n)
        color.reserveCapacity(n)
        shape.reserveCapacity(n)
        pivot.reserveCapacity(n)
        id.reserveCapacity(n)
    }

    /// Removes every particle.
    mutating func removeAll() {
        removeLast(count)
        safeUntil = .infinity
    }

    /// Removes particles whose life has ended at `time` (age >= lifetime, both rounded to
    /// `Float` exactly as the renderer rounds them), keeping order.
    ///
    /// One scan of birth and lifetime, in vectorised blocks, finds the runs of survivors; then
    /// each column in turn slides its runs down (short runs by a plain loop, long ones by
    /// memmove). A continuous stream with lifetimes of different lengths has its deaths
    /// scattered among the oldest particles, which makes many short runs: column by column
    /// keeps each copy loop tight.
    ///
    /// - Complexity: O(1) while no particle can have died yet; otherwise O(n).
    mutating func removeDead(at time: Double) {
        let n = count
        guard n > 0, !(time < safeUntil) else { return }
        var runs = survivorRuns
        survivorRuns = []
        runs.removeAll(keepingCapacity: true)
        var kept = 0
        birth.withUnsafeBufferPointer { birth in
            lifetime.withUnsafeBufferPointer { lifetime in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scanBlock) { buffer in
                    // Blocks of 64: a vectorised pass writes one alive byte per particle, then a
                    // block that is all alive (the common case) or all dead is taken whole,
                    // judged eight flags at a time.
                    let flags = buffer.baseAddress!
                    let words = UnsafeRawPointer(flags)
                    var runStart = -1
                    var read = 0
                    func close(at end: Int) {
                        guard runStart >= 0 else { return }
                        runs.append(runStart)
                        runs.append(end - runStart)
                        kept += end - runStart
                        runStart = -1
                    }
                    while read < n {
                        let m = min(Self.scanBlock, n - read)
                        let b = birth.baseAddress! + read, l = lifetime.baseAddress! + read
                        for k in 0..<m { flags[k] = Float(time - b[k]) < l[k] ? 1 : 0 }
                        if m == Self.scanBlock {
                            var and: UInt64 = ~0, or: UInt64 = 0
                            for w in 0..<(Self.scanBlock / 8) {
                                let word = words.loadUnaligned(fromByteOffset: 8 * w, as: UInt64.self)
                                and &= word
                                or |= word
                            }
                            if and == Self.allFlagsSet {
                                if runStart < 0 { runStart = read }
                                read += m
                                continue
                            }
                            if or == 0 {
                                close(at: read)
                                read += m
                                continue
                            }
                        }
                        for k in 0..<m {
                            if flags[k] != 0 {
                                if runStart < 0 { runStart = read + k }
                            } else {
                                close(at: read + k)
                            }
                        }
                        read += m
                    }
                    close(at: n)
                }
            }
        }
        if kept == n {
            // Nobody died: work out when somebody first can, so that the next frames skip the
            // scan. (While particles are dying every frame, as in a stream, this is not done.)
            var safe = Double.infinity
            for i in 0..<n { safe = min(safe, Self.safeTime(birth: birth[i], lifetime: lifetime[i])) }
            safeUntil = safe
        } else {
            safeUntil = -.infinity
            runs.withUnsafeBufferPointer { runs in
                Self.compact(&birth, runs)
                Self.compact(&lifetime, runs)
                Self.compact(&originX, runs)
                Self.compact(&originY, runs)
                Self.compact(&velocityX, runs)
                Self.compact(&velocityY, runs)
                Self.compact(&rotation, runs)
                Self.compact(&spin, runs)
                Self.compact(&flipPhase, runs)
                Self.compact(&flipRate, runs)
                Self.compact(&size, runs)
                Self.compact(&color, runs)
                Self.compact(&shape, runs)
                Self.compact(&pivot, runs)
                Self.compact(&id, runs)
                stepped.compact(runs, rows: n)
            }
            removeLast(n - kept)
            if kept == 0 { safeUntil = .infinity }
        }
        survivorRuns = runs
    }

    /// Slides the survivor runs (start, length pairs) of one column down to its front.
    static func compact<T>(_ column: inout [T], _ runs: UnsafeBufferPointer<Int>) {
        column.withUnsafeMutableBufferPointer { buffer in
            let p = buffer.baseAddress!
            var write = 0
            var r = 0
            while r < runs.count {
                let start = runs[r], length = runs[r + 1]
                if start != write {
                    if length <= 32 {
                        for k in 0..<length { p[write + k] = p[start + k] }
                    } else {
                        (p + write).update(from: p + start, count: length)
                    }
                }
                write += length
                r += 2
            }
        }
    }

    private mutating func removeLast(_ k: Int) {
        guard k > 0 else { return }
        stepped.trim(toRows: count - k)
        birth.removeLast(k)
        lifetime.removeLast(k)
        originX.removeLast(k)
        originY.removeLast(k)
        velocityX.removeLast(k)
        velocityY.removeLast(k)
        rotation.removeLast(k)
        spin.removeLast(k)
        flipPhase.removeLast(k)
        flipRate.removeLast(k)
        size.removeLast(k)
        color.removeLast(k)
        shape.removeLast(k)
        pivot.removeLast(k)
        id.removeLast(k)
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
    /// Calls `body` with pointers to every column for reading only; the store must not be
    /// empty.
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
