/// A record of typed pointers, one for each column of a struct-of-arrays table, whose columns are
/// declared once: as its stored properties, listed in `forEachColumn`.
///
/// Everything done to every column (placing them in an allocation, growing, moving rows,
/// copying rows between tables, offsetting to a row) is written once, as a `ColumnVisitor` that
/// `forEachColumn` hands each column to in turn. Adding a column is one property and one line in
/// `forEachColumn`; the compiler specialises each visit, so the loops are as if written out by
/// hand.
protocol ColumnSet {
    /// Pointers not yet placed in any storage (see `UnsafeMutablePointer.unplaced`).
    init()

    /// Hands every column's pointer to `visitor`, in the same order every time, with the group
    /// it belongs to (`ColumnGroup.always` for a column every row keeps).
    mutating func forEachColumn<Visitor: ColumnVisitor>(_ visitor: inout Visitor)
}

/// What a column holds: plain values, copied as bytes and compared with `==`.
typealias ColumnElement = BitwiseCopyable & Equatable

/// Work done to each column of a `ColumnSet` in turn.
protocol ColumnVisitor {
    /// Does this visitor's work to one column, which belongs to `group`.
    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>, _ group: ColumnGroup)
}

extension ColumnVisitor {
    /// Visits a column that every row keeps.
    @inline(__always)
    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>) {
        visit(&column, .always)
    }
}

/// Columns that a table may leave unwritten: an emitter that never reads an attribute does not
/// write it at birth nor move it when rows move, and its slots hold stale values nothing reads.
struct ColumnGroup: OptionSet {
    let rawValue: UInt8

    /// Columns that every row keeps up to date.
    static let always: ColumnGroup = []
}

extension UnsafeMutablePointer where Pointee: BitwiseCopyable {
    /// A column's pointer before any storage holds it: aligned and never read through (a table
    /// of no rows).
    static var unplaced: UnsafeMutablePointer<Pointee> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Pointee>.alignment)!
    }
}

extension ColumnSet {
    /// The same columns from row `n` on.
    @inline(__always)
    func offset(by n: Int) -> Self {
        var columns = self
        var visitor = Offset(rows: n)
        columns.forEachColumn(&visitor)
        return columns
    }

    /// Bytes a row takes in every column together: a table of 64 rows has no padding between
    /// its columns, which start on 64-byte boundaries.
    static var bytesPerRow: Int { ColumnTable<Self>.byteCount(capacity: 64) / 64 }
}

/// Moves every column's pointer on by `rows` rows.
private struct Offset: ColumnVisitor {
    let rows: Int

    @inline(__always)
    mutating func visit<Element: ColumnElement>(_ column: inout UnsafeMutablePointer<Element>, _ group: ColumnGroup) {
        column += rows
    }
}
