extension FastMath {
    /// Sine and cosine of `x` radians for |x| <= 1e5, the range that needs no exact
    /// pre-reduction: the same bits as `sinCos(x)` there, without branches, so particle loops
    /// vectorise (see `cosInRange`; `inRangeLimitBits` tells a loop when to fall back).
    @inlinable
    static func sinCosInRange(_ x: Float) -> (sin: Float, cos: Float) {
        let (a, q) = reduceInRange(x)
        return sinCos(remainder: a, quadrant: q)
    }
}
