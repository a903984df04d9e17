/// The integrated state of a stepped emitter's particles (see `MotionConfiguration`), row for
/// row with the `ParticleStore` that holds it: position and velocity after `steps` whole steps
/// from birth.
///
/// Empty for emitters in closed form, so they pay nothing for it. Rows are a cache of a pure
/// function of the particle's birth constants and the step count: whenever they fall out of
/// line with the store they are dropped and rebuilt from birth, which gives the same values.
///
/// Memory: 20 bytes per live particle of a stepped emitter.
package struct SteppedColumns: Sendable {
    /// Position after `steps` steps, in canvas points.
    package internal(set) var x: [Float] = []
    package internal(set) var y: [Float] = []
    /// Velocity after `steps` steps, in points per second.
    package internal(set) var velocityX: [Float] = []
    package internal(set) var velocityY: [Float] = []
    /// Whole steps integrated since birth.
    package internal(set) var steps: [UInt32] = []

    /// Bytes per row: four `Float` columns and the step count.
    package static let bytesPerParticle = 4 * 4 + 4

    package init() {}

    /// Number of rows.
    package var count: Int { steps.count }

    /// Appends a particle at birth: its birth point and launch velocity, no step taken.
    mutating func appendNewborn(x: Float, y: Float, velocityX: Float, velocityY: Float) {
        self.x.append(x)
        self.y.append(y)
        self.velocityX.append(velocityX)
        self.velocityY.append(velocityY)
        steps.append(0)
    }

    /// Removes every row.
    mutating func removeAll() {
        trim(toRows: 0)
    }

    /// Drops the rows at index `rows` and beyond (when the store's last particles go).
    mutating func trim(toRows rows: Int) {
        let k = count - max(rows, 0)
        guard k > 0 else { return }
        x.removeLast(k)
        y.removeLast(k)
        velocityX.removeLast(k)
        velocityY.removeLast(k)
        steps.removeLast(k)
    }

    /// Keeps the store's survivor runs (start, length pairs over its `rows` rows) and drops the
    /// rest, so that row i is again the store's particle i; when rows are missing (fewer than
    /// `rows`) it drops everything, to be rebuilt from birth.
    mutating func compact(_ runs: UnsafeBufferPointer<Int>, rows: Int) {
        guard count == rows else {
            removeAll()
            return
        }
        ParticleStore.compact(&x, runs)
        ParticleStore.compact(&y, runs)
        ParticleStore.compact(&velocityX, runs)
        ParticleStore.compact(&velocityY, runs)
        ParticleStore.compact(&steps, runs)
        // The survivors now fill the first rows; what lies past them are stale copies, which
        // would otherwise stand for the next frame's newborns (or, outnumbering the store, make
        // every particle be integrated again from birth).
        var kept = 0
        for r in stride(from: 1, to: runs.count, by: 2) { kept += runs[r] }
        trim(toRows: kept)
    }

    /// Calls `body` with pointers to every column for writing.
    mutating func withMutableColumns<R>(_ body: (SteppedPointers) -> R) -> R {
        x.withUnsafeMutableBufferPointer { x in
        y.withUnsafeMutableBufferPointer { y in
        velocityX.withUnsafeMutableBufferPointer { velocityX in
        velocityY.withUnsafeMutableBufferPointer { velocityY in
        steps.withUnsafeMutableBufferPointer { steps in
            body(SteppedPointers(x: x.baseAddress!, y: y.baseAddress!, velocityX: velocityX.baseAddress!,
                                 velocityY: velocityY.baseAddress!, steps: steps.baseAddress!))
        }}}}}
    }

    /// Calls `body` with pointers to every column for reading, or with nil when there are
    /// fewer than `rows` rows (then the state is not there to read).
    func withColumns<R>(rows: Int, _ body: (SteppedPointers?) -> R) -> R {
        guard rows > 0, count >= rows else { return body(nil) }
        return x.withUnsafeBufferPointer { x in
        y.withUnsafeBufferPointer { y in
        velocityX.withUnsafeBufferPointer { velocityX in
        velocityY.withUnsafeBufferPointer { velocityY in
        steps.withUnsafeBufferPointer { steps in
            body(SteppedPointers(x: .init(mutating: x.baseAddress!), y: .init(mutating: y.baseAddress!),
                                 velocityX: .init(mutating: velocityX.baseAddress!),
                                 velocityY: .init(mutating: velocityY.baseAddress!),
                                 steps: .init(mutating: steps.baseAddress!)))
        }}}}}
    }
}

/// Pointers to the columns of `SteppedColumns`, valid inside its `with...Columns` calls only.
struct SteppedPointers {
    let x: UnsafeMutablePointer<Float>
    let y: UnsafeMutablePointer<Float>
    let velocityX: UnsafeMutablePointer<Float>
    let velocityY: UnsafeMutablePointer<Float>
    let steps: UnsafeMutablePointer<UInt32>

    /// The same columns starting at particle `k`.
    func offset(by k: Int) -> SteppedPointers {
        SteppedPointers(x: x + k, y: y + k, velocityX: velocityX + k, velocityY: velocityY + k, steps: steps + k)
    }
}
