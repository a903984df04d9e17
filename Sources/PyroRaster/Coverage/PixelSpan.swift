/// Which pixel indices have centres strictly inside an interval of pixel coordinates.
enum PixelSpan {
    /// Indices i with `low < i + 0.5 < high`, intersected with `limit`; nil when none.
    ///
    /// Safe for any input: infinite or huge values are clamped before conversion, NaN gives nil.
    @inline(__always)
    static func indices(from low: Float, to high: Float, within limit: Range<Int>) -> Range<Int>? {
        guard low < high, !limit.isEmpty else { return nil }
        // Clamp first so that the conversions below are exact.
        let lo = Float(limit.lowerBound), hi = Float(limit.upperBound)
        let first = floor(min(max(low - 0.5, lo - 1), hi)) + 1
        let end = -floor(-min(max(high - 0.5, lo), hi + 1))
        let a = max(first, limit.lowerBound), b = min(end, limit.upperBound)
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
