/// `Lanes8`'s helpers on four lanes, for the ends of short runs.
enum Lanes4 {
    /// 0 through 3, the offsets of four neighbouring pixels.
    static var offsets: SIMD4<Float> {
        @inline(__always) get { SIMD4<Float>(0, 1, 2, 3) }
    }

    /// Coverage values (0...255 as floats) rounded to integers, ties to even.
    ///
    /// Adding 1.5 * 2^23 leaves the rounded integer in the low mantissa bits: no branch and no
    /// trap on odd inputs, and plain vector instructions.
    @inline(__always)
    static func coverage(_ values: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(values + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
    }

    /// `|x|`, by clearing the sign bits.
    @inline(__always)
    static func magnitude(_ x: SIMD4<Float>) -> SIMD4<Float> {
        unsafeBitCast(unsafeBitCast(x, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
    }

    /// Twice `x` clamped to `0...upper`, as `|x| - |x - upper| + upper`: six vector
    /// instructions with no compares (lane-wise selects compile to much longer code).
    @inline(__always)
    static func twiceClamped(_ x: SIMD4<Float>, upper: Float) -> SIMD4<Float> {
        magnitude(x) - magnitude(x - upper) + upper
    }

    /// Twice the lane-wise smaller of `a` and `b`, as `a + b - |a - b|`, without compares.
    @inline(__always)
    static func twiceMinimum(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
        a + b - magnitude(a - b)
    }
}
