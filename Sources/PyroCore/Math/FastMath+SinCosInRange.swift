extension FastMath {
    /// Sine and cosine of `x` radians for |x| <= 1e5, the range that needs no exact
    /// pre-reduction: the same bits as `sinCos(x)` there, without branches, so particle loops
    /// vectorise (see `cosInRange`; `inRangeLimitBits` tells a loop when to fall back).
    @inlinable
    static func sinCosInRange(_ x: Float) -> (sin: Float, cos: Float) {
        let shifted = x * twoOverPi + roundingShift
        let q = shifted - roundingShift
        let quadrant = Int32(bitPattern: shifted.bitPattern) &- roundingShiftBits
        let a = ((x - q * halfPiHigh) - q * halfPiMiddle) - q * halfPiLow
        let s = sinTaylor(a), c = cosTaylor(a)
        let sine = quadrant & 1 == 0 ? s : c
        let cosine = quadrant & 1 == 0 ? c : s
        return (quadrant & 2 == 0 ? sine : -sine, (quadrant &+ 1) & 2 == 0 ? cosine : -cosine)
    }
}
