/// Per-row values of eight consecutive rows, computed together on vector lanes and then read
/// back one row at a time: each row's run of columns (`first ..< end`) and one more 32-bit
/// lane a row (an offset, or two 16-bit side distances) for the shape's own use.
///
/// The analytic paths work out a shape's rows eight at a time, which costs about as much as one
/// row worked out alone. Reading them back goes through memory on purpose: taking one lane of a
/// vector register at a varying index makes the compiler copy the whole vector out every time.
struct EightRows {
    var lanes: SIMD32<Int32>

    /// Rows' first columns, ends, and `extra` (16 lanes: two a row, or one a row in the first 8).
    @inline(__always)
    init(_ firsts: SIMD8<Int32>, _ ends: SIMD8<Int32>, _ extra: SIMD16<Int32>) {
        lanes = SIMD32(lowHalf: SIMD16(lowHalf: firsts, highHalf: ends), highHalf: extra)
    }

    /// One lane a row of `extra`.
    @inline(__always)
    init(_ firsts: SIMD8<Int32>, _ ends: SIMD8<Int32>, _ extra: SIMD8<Int32>) {
        self.init(firsts, ends, SIMD16(lowHalf: extra, highHalf: extra))
    }

    /// Calls `body` with the first columns, the ends and the extra lanes, in memory.
    @inline(__always)
    mutating func withRows<Result>(
        _ body: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Result
    ) -> Result {
        withUnsafeMutableBytes(of: &lanes) { raw in
            let base = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Int32.self)
            return body(base, base + 8, base + 16)
        }
    }
}
