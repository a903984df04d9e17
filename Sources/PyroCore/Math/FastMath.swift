/// Sine, cosine and exponential built from IEEE `+`, `-`, `*` and rounding only.
///
/// The Swift standard library has no transcendental functions, and the C ones differ between
/// platforms in their last bits. These approximations use plain IEEE arithmetic, so they give
/// the same bits on every machine, they compile with Embedded Swift, and their branch-free
/// bodies vectorise in the particle loops.
///
/// Method: reduce the argument by multiples of pi/2 (or ln 2) with a three-part constant
/// (Cody and Waite), then sum a Taylor polynomial on the small remainder.
///
/// Accuracy, checked against the C library in `FastMathTests`:
/// - `Float` sin and cos: absolute error below 3e-7 for |x| <= 1000 radians.
/// - `Double` sin and cos: absolute error below 1e-14 for |x| <= 1e5 radians.
/// - `Float` exp: relative error below 5e-7 for x in -80...80.
/// - `Double` exp: relative error below 1e-14 for x in -700...700.
/// Angles beyond 1e5 radians are first reduced exactly with `truncatingRemainder`.
/// NaN gives NaN; infinite angles give NaN (as in C); exp(-inf) is 0, exp(+inf) is +inf.
package enum FastMath {
    // MARK: Float

    /// Sine of `x` radians.
    @inlinable
    package static func sin(_ x: Float) -> Float {
        let (a, q) = reduce(x)
        let s = sinTaylor(a)
        let c = cosTaylor(a)
        let v = q & 1 == 0 ? s : c
        return q & 2 == 0 ? v : -v
    }

    /// Cosine of `x` radians.
    @inlinable
    package static func cos(_ x: Float) -> Float {
        let (a, q) = reduce(x)
        return cos(remainder: a, quadrant: q)
    }

    /// Sine and cosine of `x` radians: the bits of `sin(x)` and `cos(x)`, from one reduction.
    @inlinable
    package static func sinCos(_ x: Float) -> (sin: Float, cos: Float) {
        let (a, q) = reduce(x)
        return sinCos(remainder: a, quadrant: q)
    }

    /// The cosine of `q` quarter turns plus `a` radians (|a| <= π/4), from the Taylor
    /// polynomials on `a`: what every cosine here ends with once its argument is reduced.
    @inlinable
    static func cos(remainder a: Float, quadrant q: Int32) -> Float {
        let s = sinTaylor(a)
        let c = cosTaylor(a)
        let v = q & 1 == 0 ? c : s
        return (q &+ 1) & 2 == 0 ? v : -v
    }

    /// Sine and cosine of `q` quarter turns plus `a` radians (|a| <= π/4), as `cos(remainder:quadrant:)`.
    @inlinable
    static func sinCos(remainder a: Float, quadrant q: Int32) -> (sin: Float, cos: Float) {
        let s = sinTaylor(a)
        let c = cosTaylor(a)
        let sine = q & 1 == 0 ? s : c
        let cosine = q & 1 == 0 ? c : s
        return (q & 2 == 0 ? sine : -sine, (q &+ 1) & 2 == 0 ? cosine : -cosine)
    }

    /// e raised to `x`.
    ///
    /// Branch-free (NaN is carried through a select, the exponent is read from the rounding's
    /// bits instead of a checked conversion), so loops over it vectorise.
    @inlinable
    package static func exp(_ x: Float) -> Float {
        let input = x
        // Clamp to -104...89 written as the compare-selects that SSE's maxps/minps implement; a
        // NaN comes out as -104 and is put back at the end.
        let low = x > -104 ? x : -104
        let x = low < 89 ? low : 89
        let (p, n) = expParts(x)
        let half = n / 2
        let result = p * powerOfTwo(half) * powerOfTwo(n &- half)
        return input.isNaN ? input : result
    }

    /// The least `x` that `expInNormalRange` takes.
    @inlinable
    package static var normalExpLow: Float { -87 }
    /// The greatest `x` that `expInNormalRange` takes.
    @inlinable
    package static var normalExpHigh: Float { 88 }

    /// e raised to `x` for `x` in `normalExpLow...normalExpHigh`: exactly the bits of `exp(x)` there, in fewer
    /// operations, for loops that check their range as they go (any other `x` gives a wrong
    /// value, never a trap).
    ///
    /// Why the bits agree: in that range no clamp applies, `x` is not NaN, and the power of two
    /// 2^n (n in -126...127) is a normal `Float`, so `exp`'s two steps, p · 2^(n/2) (exact, p
    /// being within 0.7...1.5) then · 2^(n - n/2), round the same real number once, as p · 2^n
    /// does here.
    @inlinable
    package static func expInNormalRange(_ x: Float) -> Float {
        let (p, n) = expParts(x)
        return p * powerOfTwo(n)
    }

    /// e^x split as p · 2^n: n = x / ln 2 rounded to an integer, p = e^r by its Taylor
    /// polynomial on the remainder r = x - n ln 2 (|r| <= 0.35); `x` within -104...89.
    @inlinable
    static func expParts(_ x: Float) -> (Float, Int32) {
        // |x * log2(e)| < 2^22 after the clamp, so `roundingShift` rounds it and the sum's bits
        // hold the integer.
        let log2e: Float = 1.442_695_04
        // ln 2 in two parts (Cody and Waite): k * ln2High is exact for the k that occur here.
        let ln2High: Float = 0.692_871_093_75
        let ln2Low: Float = 2.760_868_2e-4
        let shifted = x * log2e + roundingShift
        let k = shifted - roundingShift
        let n = Int32(bitPattern: shifted.bitPattern) &- roundingShiftBits
        let r = (x - k * ln2High) - k * ln2Low
        var p: Float = 1.0 / 5040
        p = p * r + 1.0 / 720
        p = p * r + 1.0 / 120
        p = p * r + 1.0 / 24
        p = p * r + 1.0 / 6
        p = p * r + 0.5
        p = p * r + 1
        p = p * r + 1
        return (p, n)
    }

    /// Cosine of `x` radians for |x| <= 1e5, the range that needs no exact pre-reduction:
    /// the same bits as `cos(x)` there, without branches, so particle loops vectorise.
    @inlinable
    static func cosInRange(_ x: Float) -> Float {
        let (a, q) = reduceInRange(x)
        return cos(remainder: a, quadrant: q)
    }

    /// `reduce` for |x| <= 1e5, without branches: the quadrant count is read from the rounding's
    /// bits instead of a checked conversion, so loops over it vectorise.
    @inlinable
    static func reduceInRange(_ x: Float) -> (Float, Int32) {
        let shifted = x * twoOverPi + roundingShift
        let q = shifted - roundingShift
        let a = ((x - q * halfPiHigh) - q * halfPiMiddle) - q * halfPiLow
        return (a, Int32(bitPattern: shifted.bitPattern) &- roundingShiftBits)
    }

    /// Remainder of `x` modulo pi/2 in -pi/4...pi/4, and the quadrant count.
    @usableFromInline
    static func reduce(_ x: Float) -> (Float, Int32) {
        let x = x.magnitude <= 1e5 ? x : x.truncatingRemainder(dividingBy: 2 * .pi)
        let q = roundToEven(x * twoOverPi)
        let a = ((x - q * halfPiHigh) - q * halfPiMiddle) - q * halfPiLow
        return (a, Int32(truncatingIfNeeded: Int64(q.isFinite ? q : 0)))
    }

    /// Round half to even by adding and subtracting `roundingShift` (exact for |v| < 2^22).
    @usableFromInline
    static func roundToEven(_ v: Float) -> Float {
        v.magnitude < 0x1p22 ? (v + roundingShift) - roundingShift : v
    }

    /// 1.5 × 2^23. Adding it to a `Float` below 2^22 in magnitude leaves no mantissa bits for a
    /// fraction, so the sum is rounded to an integer (half to even, in the current rounding mode)
    /// and subtracting it again gives that integer; the sum's low mantissa bits hold it too.
    @inlinable
    static var roundingShift: Float { 12_582_912 }

    /// The bit pattern of `roundingShift`: the sum's bits less these are the rounded integer.
    @inlinable
    static var roundingShiftBits: Int32 { 0x4B40_0000 }

    /// 2 / π, to count quarter turns.
    @inlinable
    static var twoOverPi: Float { 0.636_619_77 }

    /// π / 2 in three parts (Cody and Waite): q times each of the first two is exact for the
    /// quadrant counts that occur below 1e5 radians, so the remainder keeps full precision.
    @inlinable
    static var halfPiHigh: Float { 1.570_312_5 }
    @inlinable
    static var halfPiMiddle: Float { 4.837_513e-4 }
    @inlinable
    static var halfPiLow: Float { 7.549_790_1e-8 }

    /// The bit pattern of 1e5 as a `Float`: angles whose magnitude's bits exceed it are beyond
    /// the range `cosInRange` reduces exactly. Comparing bits lets particle loops test this
    /// without a branch.
    @inlinable
    static var inRangeLimitBits: UInt32 { 0x47C3_5000 }

    /// 2^n for n in -126...127 (`exp` only asks for -75...64, `expInNormalRange` for
    /// -126...127, so no clamp is needed).
    @usableFromInline
    static func powerOfTwo(_ n: Int32) -> Float {
        Float(bitPattern: UInt32(truncatingIfNeeded: n &+ 127) << 23)
    }

    @usableFromInline
    static func sinTaylor(_ a: Float) -> Float {
        let a2 = a * a
        var p: Float = 1.0 / 362_880
        p = p * a2 - 1.0 / 5040
        p = p * a2 + 1.0 / 120
        p = p * a2 - 1.0 / 6
        return a + a * a2 * p
    }

    @usableFromInline
    static func cosTaylor(_ a: Float) -> Float {
        let a2 = a * a
        var p: Float = 1.0 / 3_628_800
        p = p * a2 - 1.0 / 40320
        p = p * a2 + 1.0 / 720
        p = p * a2 - 1.0 / 24
        p = p * a2 + 0.5
        return 1 - a2 * p
    }

    // MARK: Double

    /// Sine of `x` radians.
    @inlinable
    package static func sin(_ x: Double) -> Double {
        let (a, q) = reduce(x)
        let v = q & 1 == 0 ? sinTaylor(a) : cosTaylor(a)
        return q & 2 == 0 ? v : -v
    }

    /// Cosine of `x` radians.
    @inlinable
    package static func cos(_ x: Double) -> Double {
        let (a, q) = reduce(x)
        let v = q & 1 == 0 ? cosTaylor(a) : sinTaylor(a)
        return (q &+ 1) & 2 == 0 ? v : -v
    }

    /// e raised to `x`.
    @inlinable
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        let x = min(max(x, -746), 710)
        let k = (x * 1.442_695_040_888_963_4).rounded(.toNearestOrEven)
        let r = (x - k * 6.931_471_803_691_238_2e-1) - k * 1.908_214_929_270_587_7e-10
        // Taylor series of e^r for |r| <= 0.35, terms up to r^13/13!, in Horner form.
        var p: Double = 1.0 / 6_227_020_800
        p = p * r + 1.0 / 479_001_600
        p = p * r + 1.0 / 39_916_800
        p = p * r + 1.0 / 3_628_800
        p = p * r + 1.0 / 362_880
        p = p * r + 1.0 / 40320
        p = p * r + 1.0 / 5040
        p = p * r + 1.0 / 720
        p = p * r + 1.0 / 120
        p = p * r + 1.0 / 24
        p = p * r + 1.0 / 6
        p = p * r + 0.5
        p = p * r + 1
        p = p * r + 1
        let n = Int64(k)
        let half = n / 2
        return p * powerOfTwo(half) * powerOfTwo(n - half)
    }

    @usableFromInline
    static func reduce(_ x: Double) -> (Double, Int64) {
        let x = x.magnitude <= 1e5 ? x : x.truncatingRemainder(dividingBy: 2 * .pi)
        let q = (x * 0.636_619_772_367_581_34).rounded(.toNearestOrEven)
        let a =
            ((x - q * 1.570_796_326_734_125_6) - q * 6.077_100_506_303_965_98e-11)
            - q * 2.022_266_248_795_950_63e-21
        return (a, q.isFinite ? Int64(q) : 0)
    }

    @usableFromInline
    static func powerOfTwo(_ n: Int64) -> Double {
        Double(bitPattern: UInt64(truncatingIfNeeded: min(max(n, -1022), 1023) + 1023) << 52)
    }

    @usableFromInline
    static func sinTaylor(_ a: Double) -> Double {
        let a2 = a * a
        var p: Double = 1.0 / 1_307_674_368_000  // 1/15!
        p = p * a2 - 1.0 / 6_227_020_800  // 1/13!
        p = p * a2 + 1.0 / 39_916_800  // 1/11!
        p = p * a2 - 1.0 / 362_880
        p = p * a2 + 1.0 / 5040
        p = p * a2 - 1.0 / 120
        p = p * a2 + 1.0 / 6
        return a - a * a2 * p
    }

    @usableFromInline
    static func cosTaylor(_ a: Double) -> Double {
        let a2 = a * a
        var p: Double = 1.0 / 20_922_789_888_000  // 1/16!
        p = p * a2 - 1.0 / 87_178_291_200  // 1/14!
        p = p * a2 + 1.0 / 479_001_600  // 1/12!
        p = p * a2 - 1.0 / 3_628_800
        p = p * a2 + 1.0 / 40320
        p = p * a2 - 1.0 / 720
        p = p * a2 + 1.0 / 24
        p = p * a2 - 0.5
        return 1 + a2 * p
    }
}
