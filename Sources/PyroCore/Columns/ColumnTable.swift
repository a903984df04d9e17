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
    mutating func reallocate(capacity newCapacity: Int, keeping segments: RingSegments,
                             skipping skipped: ColumnGroup = .always) {
        let old = storage, oldCapacity = capacity
        place(in: ColumnStorage(byteCount: Self.byteCount(capacity: newCapacity)), capacity: newCapacity)
        guard let old else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 6) { copies in
            var n = 0
            segments.forEach { slot, row, count in
                copies[n] = slot
                copies[n + 1] = row
                copies[n + 2] = count
                n += 3
            }
            var visitor = CopyFrom(source: Source(bytes: old.bytes, capacity: oldCapacity),
                                   copies: UnsafeBufferPointer(rebasing: copies[0..<n]), skipped: skipped)
            columns.forEachColumn(&visitor)
        }
    }

    /// Copies rows of this table into `destination`, pointers to another table's columns:
    /// `copies` holds (source row, target row, count) triples, carried out in order; columns in
    /// `skipped` are left alone.
    func copyRows(_ copies: UnsafeBufferPointer<Int>, into destination: Columns,
                  skipping skipped: ColumnGroup = .always) {
        guard let bytes = storage?.bytes else { return }
        var visitor = CopyFrom(source: Source(bytes: bytes, capacity: capacity), copies: copies, skipped: skipped)
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
        var slides: [Int] = []
        var kept = 0
        func keep(_ start: Int, _ length: Int) {
            guard length > 0 else { return }
            if start != kept {
                slides.append(start)
                slides.append(kept)
                slides.append(length)
            }
            kept += length
        }
        var i = 0
        while i < flagged {
            if flags[i] == 0 {
                i += 1
                continue
            }
            let start = i
            while i < flagged, flags[i] != 0 { i += 1 }
            keep(start, i - start)
        }
        keep(flagged, rows - flagged)
        if !slides.isEmpty { slides.withUnsafeBufferPointer { moveRows($0) } }
        return kept
    }

    /// True when rows `0 ..< rows` of every column hold equal values (`==`) in both tables.
    func rowsEqual(_ other: ColumnTable, rows: Int) -> Bool {
        guard rows > 0 else { return true }
        guard let bytes = other.storage?.bytes else { return false }
        var visitor = Compare(other: Source(bytes: bytes, capacity: other.capacity), rows: rows)
        var columns = self.columns
        columns.forEachColumn(&visitor)
        return visitor.equal
    }

    /// Points `columns` at `storage`, laid out for `capacity` rows.
    private mutating func place(in storage: ColumnStorage, capacity: Int) {
        var visitor = Place(bytes: storage.bytes, layout: ColumnLayout(capacity: capacity))
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
    private static func byteCount(capacity: Int) -> Int {
        var columns = Columns()
        var visitor = Place(bytes: nil, layout: ColumnLayout(capacity: capacity))
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

/// Where each column of a table of `capacity` rows starts, in bytes from the allocation's start,
/// worked out column by column in the order `forEachColumn` visits them.
private struct ColumnLayout {
    /// Every column starts on a cache line.
    static let alignment = 64

    let capacity: Int
    /// Bytes taken by the columns placed so far.
    private(set) var byteCount = 0

    init(capacity: Int) { self.capacity = capacity }

    /// The start of the next column, of `Element`s.
    @inline(__always)
    mutating func place<Element>(_: Element.Type) -> Int {
        let start = (byteCount + Self.alignment - 1) & -Self.alignment
        byteCount = start + capacity * MemoryLayout<Element>.stride
        return start
    }
}

/// Points each column at its place in an allocation (or, with no allocation, only measures).
private struct Place: ColumnVisitor {
    let bytes: UnsafeMutableRawPointer?
    var layout: ColumnLayout

    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>, _ group: ColumnGroup) {
        let start = layout.place(Element.self)
        if let bytes { column = (bytes + start).bindMemory(to: Element.self, capacity: layout.capacity) }
    }
}

/// Another table's allocation, walked column by column alongside this table's.
private struct Source {
    let bytes: UnsafeMutableRawPointer
    var layout: ColumnLayout

    init(bytes: UnsafeMutableRawPointer, capacity: Int) {
        self.bytes = bytes
        layout = ColumnLayout(capacity: capacity)
    }

    /// The next column, of `Element`s.
    @inline(__always)
    mutating func next<Element>(_: Element.Type) -> UnsafeMutablePointer<Element> {
        (bytes + layout.place(Element.self)).assumingMemoryBound(to: Element.self)
    }
}

/// Copies rows from another allocation laid out for the same columns.
private struct CopyFrom: ColumnVisitor {
    var source: Source
    let copies: UnsafeBufferPointer<Int>
    let skipped: ColumnGroup

    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>, _ group: ColumnGroup) {
        let from = source.next(Element.self)
        guard !group.isSkipped(by: skipped) else { return }
        var r = 0
        while r < copies.count {
            (column + copies[r + 1]).update(from: from + copies[r], count: copies[r + 2])
            r += 3
        }
    }
}

/// Compares the first rows of every column with another allocation's.
private struct Compare: ColumnVisitor {
    var other: Source
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
        guard !group.isSkipped(by: skipped) else { return }
        var r = 0
        while r < copies.count {
            let source = column + copies[r], target = column + copies[r + 1], count = copies[r + 2]
            if count > 16 {
                target.update(from: source, count: count)
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
