import PyroCore

/// Coverage rows for one primitive, gathered before any pixel is blended.
///
/// Blending row by row as coverage is computed leaves the processor one row ahead at best, and
/// each row of a particle is a fresh cache line of a canvas too big for the cache, so the loads
/// wait one after another. Gathering the rows first lets `flush` touch every destination line
/// at once, so the misses overlap, and then blend in a tight loop: on 1080p confetti this is
/// several times faster.
struct CoverageTile {
    /// One row of coverage: pixel row `y`, from column `x`, `count` bytes at `offset`.
    struct Span {
        var y: Int32, x: Int32, count: Int32, offset: Int32
    }

    static let byteCapacity = 1 << 14
    static let spanCapacity = 1 << 9

    private let bytes: UnsafeMutablePointer<UInt8>
    private let spans: UnsafeMutablePointer<Span>
    private var byteCount = 0, spanCount = 0
    /// Where the rows go and how: set by `begin`.
    private var target: RenderTarget?
    private var color: UInt32 = 0
    private var mode = BlendMode.normal
    /// Keeps the touching loads of `flush` from being optimised away.
    private(set) var touched: UInt32 = 0

    /// A tile that can hold rows of up to `maximumWidth` pixels.
    init(maximumWidth: Int) {
        bytes = .allocate(capacity: max(Self.byteCapacity, maximumWidth))
        spans = .allocate(capacity: Self.spanCapacity)
    }

    func deallocate() {
        bytes.deallocate()
        spans.deallocate()
    }

    /// Starts a primitive: rows added until `flush` blend `color` with `mode` into `target`.
    @inline(__always)
    mutating func begin(_ target: RenderTarget, color: UInt32, mode: BlendMode) {
        self.target = target
        self.color = color
        self.mode = mode
    }

    /// Room for `count` coverage bytes of row `y` from column `x`; fill them all.
    @inline(__always)
    mutating func row(_ y: Int, x: Int, count: Int) -> UnsafeMutablePointer<UInt8> {
        if byteCount + count > max(Self.byteCapacity, count) || spanCount == Self.spanCapacity { flush() }
        let start = bytes + byteCount
        spans[spanCount] = Span(y: Int32(truncatingIfNeeded: y), x: Int32(truncatingIfNeeded: x),
                                count: Int32(truncatingIfNeeded: count), offset: Int32(truncatingIfNeeded: byteCount))
        spanCount += 1
        byteCount += count
        return start
    }

    /// Blends every gathered row and empties the tile.
    mutating func flush() {
        guard spanCount > 0, let target else { return }
        // Independent loads of each row's first and last destination pixels start every cache
        // miss before the blending needs them.
        var sink: UInt32 = 0
        for i in 0..<spanCount {
            let s = spans[i]
            let row = target.row(Int(s.y)) + Int(s.x)
            sink |= row[0] | row[Int(s.count) - 1]
        }
        touched = sink
        for i in 0..<spanCount {
            let s = spans[i]
            Blitter.blend(target.row(Int(s.y)) + Int(s.x), coverage: bytes + Int(s.offset), count: Int(s.count),
                          color: color, mode: mode)
        }
        spanCount = 0
        byteCount = 0
    }
}
