import PyroCore

/// `FastMath.sin` and `FastMath.cos` of eight angles at once, each lane bit for bit.
///
/// The renderer needs both for every particle. `FastMath`'s two calls each reduce the angle and
/// evaluate both polynomials through calls the optimiser cannot inline across modules; this is
/// the same arithmetic, in the same order, done once for both and on eight lanes (IEEE
/// arithmetic gives each lane exactly the one-angle result; Swift never fuses a multiply and an
/// add). Angles beyond ±1e5 radians, infinities and NaN are first reduced one lane at a time,
/// as `FastMath` reduces them.
enum SineCosine {
    /// Sines and cosines of `angles` (radians), lane by lane.
    @inline(__always)
    static func of(_ angles: SIMD8<Float>) -> (sin: SIMD8<Float>, cos: SIMD8<Float>) {
        let near = Lanes8.magnitude(angles) .<= 1e5
        var x = angles
        if !all(near) {
            for j in 0..<8 where !near[j] {
                x[j] = angles[j].truncatingRemainder(dividingBy: 2 * .pi)
            }
        }
        let scaled = x * 0.636_619_77
        let q = scaled.replacing(
            with: (scaled + .roundingBias) - .roundingBias,
            where: Lanes8.magnitude(scaled) .< 4_194_304)
        let a = ((x - q * 1.570_312_5) - q * 4.837_513e-4) - q * 7.549_790_1e-8
        // After the reduction q is a whole number far below 2^22, or not finite (read as 0), so
        // the rounding bias turns it into the integer exactly.
        let finite = q.replacing(with: 0, where: .!((q - q) .== 0))
        let quadrant =
            unsafeBitCast(finite + .roundingBias, to: SIMD8<Int32>.self)
            &- Int32(bitPattern: Float.roundingBiasPattern)
        let a2 = a * a
        var ps = SIMD8<Float>(repeating: 1.0 / 362_880)
        ps = ps * a2 - 1.0 / 5040
        ps = ps * a2 + 1.0 / 120
        ps = ps * a2 - 1.0 / 6
        let s = a + a * a2 * ps
        var pc = SIMD8<Float>(repeating: 1.0 / 3_628_800)
        pc = pc * a2 - 1.0 / 40320
        pc = pc * a2 + 1.0 / 720
        pc = pc * a2 - 1.0 / 24
        pc = pc * a2 + 0.5
        let c = 1 - a2 * pc
        // Odd quadrants swap sine and cosine; quadrants 2 and 3 negate the sine, 1 and 2 the
        // cosine. Bit operations: a negation is the sign bit flipped, exactly as `-x` does.
        let sBits = unsafeBitCast(s, to: SIMD8<Int32>.self)
        let cBits = unsafeBitCast(c, to: SIMD8<Int32>.self)
        let swap = (sBits ^ cBits) & (0 &- (quadrant & 1))
        let sine = (sBits ^ swap) ^ ((quadrant & 2) &<< 30)
        let cosine = (cBits ^ swap) ^ (((quadrant &+ 1) & 2) &<< 30)
        return (unsafeBitCast(sine, to: SIMD8<Float>.self), unsafeBitCast(cosine, to: SIMD8<Float>.self))
    }
}
