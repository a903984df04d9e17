/// Which pixel indices have centres strictly inside an interval of pixel coordinates.
enum PixelSpan {
    /// Indices i with `low < i + 0.5 < high`, intersected with `limit`; nil when none.
    ///
    /// Safe for any input: infinite or huge values are clamped before conversion, NaN gives nil.
    @inline(__always)
    static func indices(from low: Float, to high: Float, within limit: Range<Int>) -> Range<Int>? {
        guard low < high, !limit.isEmpty else { return nil }
        // Clamp first so that the conversions below are exact.
        let lo = Float(limit.lowerBound)
        let hi = Float(limit.upperBound)
        let first = floor(min(max(low - 0.5, lo - 1), hi)) + 1
        let end = -floor(-min(max(high - 0.5, lo), hi + 1))
        let a = max(first, limit.lowerBound)
        let b = min(end, limit.upperBound)
        return a < b ? a..<b : nil
    }

    /// The largest integer not above `x`, for |x| < 2^22.
    ///
    /// Rounds with `Float.roundingBias`: no library call and no trapping conversion in the
    /// per-row code of the fast paths.
    @inline(__always)
    static func floor(_ x: Float) -> Int {
        let shifted = x + .roundingBias
        let nearest = Int(Int32(bitPattern: shifted.bitPattern &- Float.roundingBiasPattern))
        return shifted - .roundingBias > x ? nearest - 1 : nearest
    }
}

extension PixelSpan {
    /// `indices(from:to:within:)` for eight intervals at once: `first[j] ..< end[j]` for lane j,
    /// empty when `end[j] <= first[j]` (where the one-interval form gives nil, NaN bounds
    /// included), each lane exactly the one-interval result.
    ///
    /// The clamps keep every value within one of `limit`, so that the conversions are exact; the
    /// end is clamped to the limit's upper bound before rounding up rather than after, which
    /// gives the same integer. `low >= high` needs no test of its own: it gives `end <= first`.
    ///
    /// - Precondition: `limit` is not empty and lies within ±2^22.
    @inline(__always)
    static func indices(from low: SIMD8<Float>, to high: SIMD8<Float>, within limit: Range<Int>)
        -> (first: SIMD8<Int32>, end: SIMD8<Int32>)
    {
        let lo = SIMD8<Float>(repeating: Float(limit.lowerBound))
        let hi = SIMD8<Float>(repeating: Float(limit.upperBound))
        // Bounds come first in `minimum` and `maximum`, so that NaN takes the bound it meets
        // first: a NaN `low` gives `first = hi + 1`, a NaN `high` gives `end = lo`, both empty.
        let a = Lanes8.maximum(lo - 1, Lanes8.minimum(hi, low - 0.5))
        let b = Lanes8.minimum(hi, Lanes8.maximum(lo, high - 0.5))
        return (Lanes8.floor(a) &+ 1, 0 &- Lanes8.floor(-b))
    }
}
