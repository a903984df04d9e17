/// Rows of eight 32-bit lanes kept in memory, written a vector at a time and read back one lane
/// at a time: how the first pass hands the values it works out for eight particles on vector
/// lanes to the records it writes one particle at a time.
///
/// Going through memory is deliberate: taking one lane of a vector register at a varying index
/// makes the compiler copy the whole vector out every time (see `EightRows`).
struct LaneTable {
    private let base: UnsafeMutableRawPointer

    /// Calls `body` with a table of `rows` rows on the stack.
    @inline(__always)
    static func with<Result>(rows: Int, _ body: (LaneTable) -> Result) -> Result {
        withUnsafeTemporaryAllocation(byteCount: rows * 32, alignment: 16) { raw in
            body(LaneTable(base: raw.baseAddress.unsafelyUnwrapped))
        }
    }

    /// Writes eight lanes into `row`.
    @inline(__always)
    func set(_ row: Int, _ lanes: SIMD8<Float>) {
        base.storeBytes(of: lanes, toByteOffset: row &* 32, as: SIMD8<Float>.self)
    }

    /// Writes eight lanes into `row`.
    @inline(__always)
    func set(_ row: Int, _ lanes: SIMD8<Int32>) {
        base.storeBytes(of: lanes, toByteOffset: row &* 32, as: SIMD8<Int32>.self)
    }

    /// Lane `lane` of `row`, as a float.
    @inline(__always)
    func float(_ row: Int, _ lane: Int) -> Float {
        base.load(fromByteOffset: row &* 32 &+ lane &* 4, as: Float.self)
    }

    /// Lane `lane` of `row`, as an integer.
    @inline(__always)
    func int32(_ row: Int, _ lane: Int) -> Int32 {
        base.load(fromByteOffset: row &* 32 &+ lane &* 4, as: Int32.self)
    }
}
