extension ParticleBatch {
    /// One column of a batch, read like an array: the `count` values of one attribute, in
    /// particle order.
    ///
    /// A column is a view of its batch's storage as it was when the column was read: changing the
    /// batch afterwards leaves the column as it was (the batch copies its storage first).
    public struct Column<Element: BitwiseCopyable & Equatable>: RandomAccessCollection, @unchecked Sendable {
        // Sendable: a column only reads, and what it reads no batch changes while it is shared.
        /// Keeps the values alive.
        private let table: ColumnTable<BatchColumns>
        private let base: UnsafePointer<Element>
        /// Number of values.
        public let count: Int

        init(_ table: ColumnTable<BatchColumns>, _ base: UnsafeMutablePointer<Element>, _ count: Int) {
            self.table = table
            self.base = UnsafePointer(base)
            self.count = count
        }

        public typealias Index = Int
        public typealias Indices = Range<Int>
        public typealias SubSequence = Slice<Self>

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Element {
            precondition(position >= 0 && position < count, "particle index out of range")
            return base[position]
        }

        /// How many values the batch's columns hold before they must grow.
        public var capacity: Int { table.capacity }

        /// Calls `body` with the values as a buffer, valid only inside the call.
        public func withUnsafeBufferPointer<Result, Failure: Error>(
            _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            defer { withExtendedLifetime(table) {} }
            return try body(UnsafeBufferPointer(start: base, count: count))
        }
    }
}

extension ParticleBatch.Column: Equatable {
    /// True when both hold the same values (`==` element by element), in the same order.
    public static func == (a: Self, b: Self) -> Bool { a.elementsEqual(b) }
}

#if !hasFeature(Embedded)
    extension ParticleBatch.Column: CustomStringConvertible {
        /// The values as an array literal, as `Array` prints them.
        public var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
    }
#endif
