/// The turbulence of four particles at once, one a lane: `integrateSteps` pushes its particles
/// four at a time through these (four lanes fill one SSE register; eight, tried first, ran out
/// of registers and spilled: measured, 470.8 M instructions against 510.0 M for a fountain's 30
/// frames, and 573.0 M one particle at a time).
///
/// Each lane's arithmetic is exactly that of `acceleration(x:y:time:)` for one particle (the same
/// IEEE operations in the same order, the same hashes), so a particle's steps do not depend on
/// which others share its group; `TurbulenceLaneTests` compares the two bit for bit.
extension TurbulenceField {
    /// The push at (`x`, `y`) points and `time` seconds, lane by lane, in points per second
    /// squared.
    @inline(__always)
    func acceleration(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Double>) -> (x: SIMD4<Float>, y: SIMD4<Float>) {
        let (dx, dy) = gradient(x: x * inverseScale, y: y * inverseScale, time: time * speed)
        return (gain * dy, -gain * dx)
    }

    /// `gradient(x:y:time:)` lane by lane: per lattice cell, at lattice points (`u`, `v`) and
    /// noise times `w`.
    @inline(__always)
    func gradient(x u: SIMD4<Float>, y v: SIMD4<Float>, time w: SIMD4<Double>) -> (SIMD4<Float>, SIMD4<Float>) {
        // The time layers one lane at a time: a double's floor has no vector instruction on
        // baseline x86-64, and this is a small share of the work.
        var t0 = SIMD4<UInt32>()
        var ft = SIMD4<Float>()
        for j in 0..<4 {
            let (layer, fraction) = Self.timeLayer(w[j])
            t0[j] = layer
            ft[j] = fraction
        }
        let (ix, fx) = Self.latticeCell(u)
        let (iy, fy) = Self.latticeCell(v)
        // The products `t · C` and `y · C` of the one-particle code, for t0 and t0 + 1 and
        // for y0 and y0 + 1: the second of each is the first plus C (arithmetic modulo 2^32).
        let layer0 = Self.times(t0, Self.layerFactor)
        let row0 = Self.times(iy, Self.rowFactor)
        let rows = (row0, row0 &+ Self.rowFactor)
        let (ax, ay) = layerGradient(ix, rows, layer0, fx, fy)
        let (bx, by) = layerGradient(ix, rows, layer0 &+ Self.layerFactor, fx, fy)
        let s = Self.fade(ft)
        return (ax + (bx - ax) * s, ay + (by - ay) * s)
    }

    /// The lattice cell of coordinate `u` (kept within ±`latticeLimit`; 0 when not finite) and
    /// how far into it `u` lies: `Int32(u.rounded(.down))` and `u - u.rounded(.down)`, lane by
    /// lane. Float comparisons only: on baseline x86-64 those on integer lanes go one lane at a
    /// time.
    @inline(__always)
    private static func latticeCell(_ u: SIMD4<Float>) -> (cell: SIMD4<UInt32>, fraction: SIMD4<Float>) {
        let limit = latticeLimit
        let magnitude = unsafeBitCast(unsafeBitCast(u, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let low = u.replacing(with: -limit, where: u .< -limit)
        let clamped = low.replacing(with: limit, where: low .> limit)
            .replacing(with: 0, where: .!(magnitude .< .infinity))
        // Adding 1.5 · 2^23 rounds to the nearest integer (|u| ≤ 2^20), which sits in the low
        // bits; where that rounded up, step down by one (the comparison's lanes are -1).
        let bias: Float = 0x1.8p23
        let shifted = clamped + bias
        let nearest = unsafeBitCast(shifted, to: SIMD4<Int32>.self) &- Int32(bitPattern: bias.bitPattern)
        let roundedUp = shifted - bias .> clamped
        let cell = nearest &+ unsafeBitCast(roundedUp, to: SIMD4<Int32>.self)
        // The floor as a float, `Float(cell)` without converting: 1.0's bits where rounding
        // went up.
        let one = unsafeBitCast(unsafeBitCast(roundedUp, to: SIMD4<UInt32>.self) & 0x3F80_0000, to: SIMD4<Float>.self)
        let down = (shifted - bias) - one
        // One float less its floor is never -0, but -0 less the +0 floor here is: adding +0
        // turns that into +0 and leaves every other value as it is.
        return (unsafeBitCast(cell, to: SIMD4<UInt32>.self), (clamped - down) + 0)
    }

    /// `layerGradient` lane by lane: columns `x0`, the rows' hashes `rows` (`y · rowFactor` for
    /// y0 and y0 + 1), the time layer's `t · layerFactor`, fractions (`fx`, `fy`).
    @inline(__always)
    private func layerGradient(
        _ x0: SIMD4<UInt32>, _ rows: (SIMD4<UInt32>, SIMD4<UInt32>), _ layerProduct: SIMD4<UInt32>,
        _ fx: SIMD4<Float>, _ fy: SIMD4<Float>
    ) -> (SIMD4<Float>, SIMD4<Float>) {
        let layer = Self.scramble(key ^ layerProduct)
        let column0 = Self.scramble(layer ^ x0)
        let column1 = Self.scramble(layer ^ (x0 &+ 1))
        let (row0, row1) = rows
        let a = Self.value(Self.scramble(column0 ^ row0))
        let b = Self.value(Self.scramble(column1 ^ row0))
        let c = Self.value(Self.scramble(column0 ^ row1))
        let d = Self.value(Self.scramble(column1 ^ row1))
        let su = Self.fade(fx)
        let sv = Self.fade(fy)
        let twist = a - b - c + d
        return (Self.fadeSlope(fx) * ((b - a) + twist * sv), Self.fadeSlope(fy) * ((c - a) + twist * su))
    }

    /// `value` lane by lane, without converting integers: with n = h >> 8 (24 bits), the float
    /// 1.m whose 23 fraction bits are n's low 23 is n · 2^-23 (n's top bit set) or that plus 1
    /// (clear), so subtracting 1 or 2 gives n · 2^-23 - 1 exactly, as the float arithmetic does.
    @inline(__always)
    private static func value(_ h: SIMD4<UInt32>) -> SIMD4<Float> {
        let mantissa = unsafeBitCast(0x3F80_0000 | ((h &>> 8) & 0x007F_FFFF), to: SIMD4<Float>.self)
        // 2.0's bits, less one in the exponent (1.0) where n's top bit is set.
        let offset = unsafeBitCast(0x4000_0000 &- ((h &>> 31) &<< 23), to: SIMD4<Float>.self)
        return mantissa - offset
    }

    /// `scramble` lane by lane.
    @inline(__always)
    private static func scramble(_ value: SIMD4<UInt32>) -> SIMD4<UInt32> {
        var x = value
        x ^= x &>> 16
        x = times(x, 0x7FEB_352D)
        x ^= x &>> 15
        x = times(x, 0x846C_A68B)
        x ^= x &>> 16
        return x
    }

    /// `x &* factor` lane by lane. On x86-64 as 32 × 32 → 64-bit products of the even and the
    /// odd lanes (`pmuludq`): its baseline has no 32-bit lane multiply, and written as one the
    /// compiler takes the lanes one by one. Elsewhere (arm64's `mul`, wasm) the plain multiply.
    @inline(__always)
    private static func times(_ x: SIMD4<UInt32>, _ factor: UInt32) -> SIMD4<UInt32> {
        #if arch(x86_64)
            let wide = unsafeBitCast(x, to: SIMD2<UInt64>.self)
            let even = (wide & 0xFFFF_FFFF) &* UInt64(factor)
            let odd = (wide &>> 32) &* UInt64(factor)
            return unsafeBitCast((even & 0xFFFF_FFFF) | (odd &<< 32), to: SIMD4<UInt32>.self)
        #else
            return x &* factor
        #endif
    }

    /// `fade` lane by lane.
    @inline(__always)
    private static func fade(_ t: SIMD4<Float>) -> SIMD4<Float> { t * t * t * (t * (t * 6 - 15) + 10) }

    /// `fadeSlope` lane by lane.
    @inline(__always)
    private static func fadeSlope(_ t: SIMD4<Float>) -> SIMD4<Float> {
        let s = t * (t - 1)
        return 30 * s * s
    }
}
