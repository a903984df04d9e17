/// The integrated state of a stepped emitter's particles (see `MotionConfiguration`), row for
/// row with the `ParticleStore` that holds it: position and velocity after `steps` whole steps
/// from birth.
///
/// Empty for emitters in closed form, so they pay nothing for it. Rows are a cache of a pure
/// function of the particle's birth constants and the step count: whenever they fall out of
/// line with the store they are dropped and rebuilt from birth, which gives the same values.
///
/// Memory: 20 bytes per live particle of a stepped emitter (`SteppedPointers.bytesPerRow`).
package struct SteppedColumns: Sendable {
    /// The columns, row i for the store's particle i.
    private var table = ColumnTable<SteppedPointers>()
    /// Number of rows.
    package private(set) var count = 0

    package init() {}

    /// Row 0 of every column, for reading; valid until the rows next change.
    var columns: SteppedPointers { table.columns }

    /// Row 0 of every column, for writing; valid until the rows next change.
    mutating func mutableColumns() -> SteppedPointers { table.mutableColumns() }

    /// Appends `n` particles at birth, no step taken: `write` sets their position and velocity
    /// (every column but `steps`), given the columns at the first new row.
    mutating func appendNewborns(_ n: Int, _ write: (SteppedPointers) -> Void) {
        guard n > 0 else { return }
        if count + n > table.capacity {
            table.reallocate(
                capacity: max(count + n, 2 * table.capacity),
                keeping: RingSegments(firstRows: count))
        }
        let rows = table.mutableColumns().offset(by: count)
        write(rows)
        rows.steps.update(repeating: 0, count: n)
        count += n
    }

    /// Removes every row.
    mutating func removeAll() {
        count = 0
    }

    /// Keeps the store's survivors, so that row i is again the store's particle i: of the store's
    /// `rows` rows, those of `0 ..< flagged` whose flag is not 0, and all after. When rows are
    /// missing (fewer than `rows`) it drops everything, to be rebuilt from birth.
    mutating func compact(alive flags: UnsafePointer<UInt8>, flagged: Int, rows: Int) {
        guard count == rows else {
            removeAll()
            return
        }
        // What lies past the survivors are stale copies, which would otherwise stand for the
        // next frame's newborns (or, outnumbering the store, make every particle be integrated
        // again from birth).
        count = table.keepRows(flags: flags, flagged: flagged, rows: rows)
    }
}

/// The columns of `SteppedColumns`.
struct SteppedPointers: ColumnSet {
    /// Position after `steps` steps, in canvas points.
    var x = UnsafeMutablePointer<Float>.unplaced
    var y = UnsafeMutablePointer<Float>.unplaced
    /// Velocity after `steps` steps, in points per second.
    var velocityX = UnsafeMutablePointer<Float>.unplaced
    var velocityY = UnsafeMutablePointer<Float>.unplaced
    /// Whole steps integrated since birth.
    var steps = UnsafeMutablePointer<UInt32>.unplaced

    init() {}

    mutating func forEachColumn<Visitor: ColumnVisitor>(_ v: inout Visitor) {
        v.visit(&x)
        v.visit(&y)
        v.visit(&velocityX)
        v.visit(&velocityY)
        v.visit(&steps)
    }
}
