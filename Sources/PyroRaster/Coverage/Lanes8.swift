/// Small helpers on eight float lanes that compile to plain vector instructions: the float side
/// of the analytic coverage paths, which work eight pixels (or eight rows) a step.
///
/// Written with bit masks and arithmetic rather than lane-wise selects where it matters: on
/// baseline x86-64 the standard library's `pointwiseMin` is not inlined and selects on integer
/// lanes go one lane at a time; these keep the coverage loops at a few dozen instructions per
/// eight pixels.
enum Lanes8 {
    /// 0 through 7, the offsets of eight neighbouring pixels.
    static var offsets: SIMD8<Float> {
        @inline(__always) get { SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) }
    }

    /// 0 through 7 as integers: the offsets of eight consecutive rows.
    static var rowOffsets: SIMD8<Int32> {
        @inline(__always) get { SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) }
    }

    /// Coverage values (0...255 as floats) rounded to integers, ties to even (see
    /// `Float.roundingBias`), in 16-bit lanes ready to blend.
    @inline(__always)
    static func coverage(_ values: SIMD8<Float>) -> SIMD8<UInt16> {
        unsafeBitCast(values + .roundingBias, to: SIMD8<UInt32>.self).lowHalves
    }

    /// `|x|`, by clearing the sign bits.
    @inline(__always)
    static func magnitude(_ x: SIMD8<Float>) -> SIMD8<Float> {
        unsafeBitCast(unsafeBitCast(x, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
    }

    /// `-x`, by flipping the sign bits: the standard library's `-x` on vectors is `0 - x`, which
    /// turns -0 into +0 where a float's own `-x` gives -0.
    @inline(__always)
    static func negated(_ x: SIMD8<Float>) -> SIMD8<Float> {
        unsafeBitCast(unsafeBitCast(x, to: SIMD8<UInt32>.self) ^ 0x8000_0000, to: SIMD8<Float>.self)
    }

    /// Twice `x` clamped to `0...upper`, as `|x| - |x - upper| + upper`: six vector
    /// instructions with no compares (lane-wise selects compile to much longer code).
    @inline(__always)
    static func twiceClamped(_ x: SIMD8<Float>, upper: Float) -> SIMD8<Float> {
        magnitude(x) - magnitude(x - upper) + upper
    }

    /// Twice the lane-wise smaller of `a` and `b`, as `a + b - |a - b|`, without compares.
    @inline(__always)
    static func twiceMinimum(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
        a + b - magnitude(a - b)
    }

    /// The square root of `x` where `x` is not negative, zero where it is: `maximum(x, 0)`'s
    /// square root in every lane (`x` is never -0 or NaN where it is used; only there could the
    /// two differ, in a zero's or a NaN's sign). Written so that it compiles to two vector square
    /// roots and masks: the standard library's square root goes lane by lane, testing each lane
    /// and calling libm's `sqrtf` for negative ones, unless the compiler sees that none is
    /// negative (as for a magnitude); and a comparison with a vector of zeros (rather than with
    /// the scalar 0) went lane by lane through memory.
    @inline(__always)
    static func squareRootOrZero(_ x: SIMD8<Float>) -> SIMD8<Float> {
        let negative = unsafeBitCast(x .< 0, to: SIMD8<UInt32>.self)
        return unsafeBitCast(
            unsafeBitCast(magnitude(x).squareRoot(), to: SIMD8<UInt32>.self) & ~negative,
            to: SIMD8<Float>.self)
    }

    /// Lane-wise larger of `a` and `b`.
    @inline(__always)
    static func maximum(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
        a.replacing(with: b, where: b .> a)
    }

    /// Lane-wise smaller of `a` and `b`.
    @inline(__always)
    static func minimum(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
        a.replacing(with: b, where: b .< a)
    }

    /// The largest integers not above `x`, for |x| < 2^22, as integers.
    @inline(__always)
    static func floor(_ x: SIMD8<Float>) -> SIMD8<Int32> {
        let shifted = x + .roundingBias
        let nearest = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- Int32(bitPattern: Float.roundingBiasPattern)
        // Where rounding went up, step down: the comparison's all-ones lanes are -1.
        return nearest &+ unsafeBitCast(shifted - .roundingBias .> x, to: SIMD8<Int32>.self)
    }
}
