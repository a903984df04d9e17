/// Consecutive rows of a ring, as the runs of consecutive slots that hold them: one, or two where
/// the ring wraps past its last slot back to slot 0 (as swift-collections' `Deque` hands out its
/// storage in two segments).
///
/// Every loop over a ring's rows walks these runs instead of splitting at the wrap by hand, so the
/// wrap is worked out in one place.
struct RingSegments {
    /// The first run: rows from the range's start, at slots `firstSlot ..< firstSlot + firstCount`.
    let firstSlot: Int
    let firstCount: Int
    /// The rows after the wrap, at slots `0 ..< secondCount` (0 when the range does not wrap).
    let secondCount: Int

    /// The slots of `rows` (row 0 at slot `head`) in a ring of `capacity` slots.
    ///
    /// - Precondition: `rows` fits the ring: `rows.count <= capacity`, `0 <= head < capacity` (or
    ///   both 0).
    @inline(__always)
    init(rows: Range<Int>, head: Int, capacity: Int) {
        let start = head &+ rows.lowerBound
        firstSlot = start >= capacity ? start &- capacity : start
        firstCount = min(rows.count, capacity &- firstSlot)
        secondCount = rows.count &- firstCount
    }

    /// The first `count` rows of a table that is not a ring (or of a ring whose first row is at
    /// slot 0 and that does not wrap): one run, from slot 0.
    @inline(__always)
    init(firstRows count: Int) {
        firstSlot = 0
        firstCount = count
        secondCount = 0
    }

    /// Calls `body` for each run, in row order: the run's first slot, its first row (counted from
    /// the start of the range) and its length; runs of no rows are left out.
    @inline(__always)
    func forEachRun(_ body: (_ slot: Int, _ row: Int, _ count: Int) -> Void) {
        if firstCount > 0 { body(firstSlot, 0, firstCount) }
        if secondCount > 0 { body(0, firstCount, secondCount) }
    }
}
