/// `capacity` rows of every column of `Columns`, in one allocation: the storage behind the particle
/// store, a frame's particle batch and the stepped state.
///
/// The columns lie one after another, each from a 64-byte boundary; `columns` points at row 0 of
/// each. A table is a value: copies share the allocation until one of them is changed, which then
/// takes a copy of its own first (as `Array` does), so what a table holds never changes behind
/// another copy's back. Rows hold whatever was last written to them: the owner of the table keeps
/// track of which are in use.
struct ColumnTable<Columns: ColumnSet>: @unchecked Sendable {
    // Sendable: the allocation is written only through a table that holds the one reference to it
    // (`mutableColumns`), so tables shared between threads only ever read it.

    /// The allocation, nil while the table has no rows.
    private var storage: ColumnStorage?
    /// Row 0 of every column, for reading; valid until the table is next changed.
    private(set) var columns = Columns()
    /// Rows in every column.
    private(set) var capacity = 0

    init() {}

    /// Row 0 of every column, for writing: the allocation is first made this table's own. Valid
    /// until the table is next changed.
    @inline(__always)
    mutating func mutableColumns() -> Columns {
        if storage != nil && !isKnownUniquelyReferenced(&storage) { copyStorage() }
        return columns
    }

    /// Gives every column `newCapacity` rows, in a new allocation: the rows `segments` holds now
    /// go to rows 0, 1, ... of the new one, in order; the others are left unwritten, as are columns
    /// in `skipped`.
    mutating func reallocate(
        capacity newCapacity: Int, keeping segments: RingSegments,
        skipping skipped: ColumnGroup = .always
    ) {
        let old = storage
        let oldCapacity = capacity
        place(in: ColumnStorage(byteCount: Self.byteCount(capacity: newCapacity)), capacity: newCapacity)
        guard let old else { return }
        var visitor = CopyFrom(
            source: ColumnLayout(bytes: old.bytes, capacity: oldCapacity), segments: segments,
            skipped: skipped)
        columns.forEachColumn(&visitor)
    }

    /// Copies the rows `segments` holds into `destination` (pointers to another table's columns),
    /// to its rows 0, 1, ..., in order.
    func copyRows(_ segments: RingSegments, into destination: Columns) {
        guard let bytes = storage?.bytes else { return }
        var visitor = CopyFrom(
            source: ColumnLayout(bytes: bytes, capacity: capacity), segments: segments,
            skipped: .always)
        var destination = destination
        destination.forEachColumn(&visitor)
    }

    /// Copies rows within the table: `copies` holds (source row, target row, count) triples,
    /// carried out in order, each correct even where its source and target overlap; columns in
    /// `skipped` are left alone.
    mutating func moveRows(_ copies: UnsafeBufferPointer<Int>, skipping skipped: ColumnGroup = .always) {
        var visitor = Move(copies: copies, skipped: skipped)
        var columns = mutableColumns()
        columns.forEachColumn(&visitor)
    }

    /// Keeps, in order, the rows of `0 ..< flagged` whose flag is not 0 and every row of
    /// `flagged ..< rows`, sliding them to rows 0, 1, ...; returns how many it kept.
    @discardableResult
    mutating func keepRows(flags: UnsafePointer<UInt8>, flagged: Int, rows: Int) -> Int {
        // Each run of kept rows slides to just after the one before: (from, to, length) copies,
        // in order, towards the front.
        @inline(__always) func keeps(_ row: Int) -> Bool { row >= flagged || flags[row] != 0 }
        var slides: [Int] = []
        var kept = 0
        var i = 0
        while i < rows {
            guard keeps(i) else {
                i += 1
                continue
            }
            let start = i
            repeat { i += 1 } while i < rows && keeps(i)
            if start != kept { slides += [start, kept, i - start] }
            kept += i - start
        }
        if !slides.isEmpty { slides.withUnsafeBufferPointer { moveRows($0) } }
        return kept
    }

    /// True when rows `0 ..< rows` of every column hold equal values (`==`) in both tables.
    func rowsEqual(_ other: ColumnTable, rows: Int) -> Bool {
        guard rows > 0 else { return true }
        guard let bytes = other.storage?.bytes else { return false }
        var visitor = Compare(other: ColumnLayout(bytes: bytes, capacity: other.capacity), rows: rows)
        var columns = self.columns
        columns.forEachColumn(&visitor)
        return visitor.equal
    }

    /// Points `columns` at `storage`, laid out for `capacity` rows.
    private mutating func place(in storage: ColumnStorage, capacity: Int) {
        var visitor = Place(layout: ColumnLayout(bytes: storage.bytes, capacity: capacity), binds: true)
        columns.forEachColumn(&visitor)
        self.storage = storage
        self.capacity = capacity
    }

    /// Gives this table a copy of the allocation it shares with another.
    private mutating func copyStorage() {
        guard let shared = storage else { return }
        let copy = ColumnStorage(byteCount: shared.byteCount)
        copy.bytes.copyMemory(from: shared.bytes, byteCount: shared.byteCount)
        place(in: copy, capacity: capacity)
    }

    /// Bytes of an allocation of `capacity` rows.
    static func byteCount(capacity: Int) -> Int {
        var columns = Columns()
        var visitor = Place(
            layout: ColumnLayout(
                bytes: UnsafeMutableRawPointer(bitPattern: ColumnLayout.alignment)!,
                capacity: capacity), binds: false)
        columns.forEachColumn(&visitor)
        return visitor.layout.byteCount
    }
}

/// The bytes of a `ColumnTable`.
private final class ColumnStorage {
    let bytes: UnsafeMutableRawPointer
    let byteCount: Int

    init(byteCount: Int) {
        self.byteCount = byteCount
        bytes = .allocate(byteCount: max(byteCount, 1), alignment: ColumnLayout.alignment)
    }

    deinit { bytes.deallocate() }
}

/// An allocation laid out for `capacity` rows of each column, walked column by column in the
/// order `forEachColumn` visits them: every column starts on a cache line.
private struct ColumnLayout {
    static let alignment = 64

    let bytes: UnsafeMutableRawPointer
    let capacity: Int
    /// Bytes taken by the columns walked so far.
    private(set) var byteCount = 0

    /// The start of the next column, of `Element`s.
    @inline(__always)
    mutating func next<Element>(_: Element.Type) -> UnsafeMutablePointer<Element> {
        let start = (byteCount + Self.alignment - 1) & -Self.alignment
        byteCount = start + capacity * MemoryLayout<Element>.stride
        return (bytes + start).assumingMemoryBound(to: Element.self)
    }
}

/// Points each column at its place in an allocation (or, `binds` false, only measures).
private struct Place: ColumnVisitor {
    var layout: ColumnLayout
    let binds: Bool

    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>, _ group: ColumnGroup) {
        let start = UnsafeMutableRawPointer(layout.next(Element.self))
        if binds { column = start.bindMemory(to: Element.self, capacity: layout.capacity) }
    }
}

/// Copies the rows of `segments` from another allocation laid out for the same columns, to rows
/// 0, 1, ...
private struct CopyFrom: ColumnVisitor {
    var source: ColumnLayout
    let segments: RingSegments
    let skipped: ColumnGroup

    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>, _ group: ColumnGroup) {
        let from = source.next(Element.self)
        guard group.isDisjoint(with: skipped) else { return }
        segments.forEachRun { slot, row, count in (column + row).copyMemory(from: from + slot, count: count) }
    }
}

/// Compares the first rows of every column with another allocation's.
private struct Compare: ColumnVisitor {
    var other: ColumnLayout
    let rows: Int
    var equal = true

    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>, _ group: ColumnGroup) {
        let theirs = other.next(Element.self)
        guard equal else { return }
        for i in 0..<rows where column[i] != theirs[i] {
            equal = false
            return
        }
    }
}

/// Copies rows within each column.
private struct Move: ColumnVisitor {
    let copies: UnsafeBufferPointer<Int>
    let skipped: ColumnGroup

    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>, _ group: ColumnGroup) {
        guard group.isDisjoint(with: skipped) else { return }
        var r = 0
        while r < copies.count {
            let source = column + copies[r]
            let target = column + copies[r + 1]
            let count = copies[r + 2]
            if count > 16 {
                target.copyMemory(from: source, count: count)
            } else if target > source {
                // A few rows: a loop costs less than a call. Moving towards the end, from the back,
                // so that overlapping rows are read before they are written.
                var k = count - 1
                while k >= 0 {
                    target[k] = source[k]
                    k -= 1
                }
            } else {
                for k in 0..<count { target[k] = source[k] }
            }
            r += 3
        }
    }
}
