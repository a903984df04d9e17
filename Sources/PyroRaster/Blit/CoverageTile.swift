import PyroCore

/// Coverage rows for one primitive, gathered before any pixel is blended.
///
/// Separating the two keeps each loop small and branch-free: the coverage loops compute eight
/// pixels at a time into rows padded with zeros to a multiple of eight, and `flush` blends them
/// eight at a time (a zero leaves a pixel exactly as it was, so the padding is harmless).
struct CoverageTile {
    /// One row of coverage: pixel row `y`, from column `x`, `count` values at `offset`.
    struct Span {
        var y: Int32, x: Int32, count: Int32, offset: Int32
    }

    static let valueCapacity = 1 << 14
    static let spanCapacity = 1 << 9

    private let values: UnsafeMutablePointer<UInt32>
    private let capacity: Int
    private let spans: UnsafeMutablePointer<Span>
    private var valueCount = 0, spanCount = 0
    /// Where the rows go and how: set by `begin`.
    private var target: RenderTarget?
    private var color: UInt32 = 0
    private var mode = BlendMode.normal

    /// A tile that can hold rows of up to `maximumWidth` pixels.
    init(maximumWidth: Int) {
        capacity = max(Self.valueCapacity, maximumWidth + 8)
        values = .allocate(capacity: capacity)
        spans = .allocate(capacity: Self.spanCapacity)
    }

    func deallocate() {
        values.deallocate()
        spans.deallocate()
    }

    /// Starts a primitive: rows added until `flush` blend `color` with `mode` into `target`.
    @inline(__always)
    mutating func begin(_ target: RenderTarget, color: UInt32, mode: BlendMode) {
        self.target = target
        self.color = color
        self.mode = mode
    }

    /// Room for `count` coverage values of row `y` from column `x`, padded to a multiple of 8;
    /// fill the first `count` and set the padding to zero (`CoverageByte.store` does both).
    @inline(__always)
    mutating func row(_ y: Int, x: Int, count: Int) -> UnsafeMutablePointer<UInt32> {
        let padded = (count + 7) & ~7
        if valueCount + padded > capacity || spanCount == Self.spanCapacity { flush() }
        let start = values + valueCount
        spans[spanCount] = Span(y: Int32(truncatingIfNeeded: y), x: Int32(truncatingIfNeeded: x),
                                count: Int32(truncatingIfNeeded: count), offset: Int32(truncatingIfNeeded: valueCount))
        spanCount += 1
        valueCount += padded
        return start
    }

    /// Blends every gathered row and empties the tile.
    mutating func flush() {
        guard spanCount > 0, let target else { return }
        for i in 0..<spanCount {
            let s = spans[i]
            let x = Int(s.x), count = Int(s.count)
            // Rows are padded with zero coverage to a multiple of 8, up to the canvas's edge.
            let slack = min((count + 7) & ~7, target.width - x) - count
            Blitter.blend(target.row(Int(s.y)) + x, coverage: values + Int(s.offset), count: count,
                          color: color, mode: mode, slack: slack)
        }
        spanCount = 0
        valueCount = 0
    }
}
