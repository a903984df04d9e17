import PyroCore

/// `FastMath.sin` and `FastMath.cos` of one angle at once, bit for bit.
///
/// The renderer needs both for every particle. `FastMath`'s two calls each reduce the angle and
/// evaluate both polynomials through calls the optimiser cannot inline across modules; this is
/// the same arithmetic, in the same order, done once and inlined.
enum SineCosine {
    @inline(__always)
    static func of(_ angle: Float) -> (sin: Float, cos: Float) {
        let x = angle.magnitude <= 1e5 ? angle : angle.truncatingRemainder(dividingBy: 2 * .pi)
        let scaled = x * 0.636_619_77
        let q = scaled.magnitude < 4_194_304 ? (scaled + .roundingBias) - .roundingBias : scaled
        let a = ((x - q * 1.570_312_5) - q * 4.837_513e-4) - q * 7.549_790_1e-8
        let quadrant = Int32(truncatingIfNeeded: Int64(q.isFinite ? q : 0))
        let a2 = a * a
        var ps: Float = 1.0 / 362_880
        ps = ps * a2 - 1.0 / 5040
        ps = ps * a2 + 1.0 / 120
        ps = ps * a2 - 1.0 / 6
        let s = a + a * a2 * ps
        var pc: Float = 1.0 / 3_628_800
        pc = pc * a2 - 1.0 / 40320
        pc = pc * a2 + 1.0 / 720
        pc = pc * a2 - 1.0 / 24
        pc = pc * a2 + 0.5
        let c = 1 - a2 * pc
        let sine = quadrant & 1 == 0 ? s : c
        let cosine = quadrant & 1 == 0 ? c : s
        return (quadrant & 2 == 0 ? sine : -sine, (quadrant &+ 1) & 2 == 0 ? cosine : -cosine)
    }
}
