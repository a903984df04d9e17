import PyroCore

/// Analytic coverage of a rotated rectangle: the fast path for confetti.
///
/// A pixel's coverage is the product, along each of the rectangle's two axes, of the overlap
/// between the rectangle's extent and the pixel's footprint (a box as wide as the pixel's
/// projection on that axis, `|cos| + |sin|` pixels). That is exact for axis-aligned rectangles
/// and within a few percent of the true area elsewhere, and it falls smoothly to zero as a side
/// shrinks below a pixel: a confetti piece turning edge-on fades instead of flickering.
struct RectangleCoverage {
    /// Centre, in pixels.
    var centerX: Float, centerY: Float
    /// Cosine and sine of the rotation (clockwise on screen).
    var cos: Float, sin: Float
    /// Half the width and height, in pixels, before rotation; positive.
    var halfWidth: Float, halfHeight: Float

    /// Adds the rectangle's coverage on `rows` of `target` to `tile`, row by row; the caller
    /// flushes the tile.
    @inline(__always)
    func draw(into target: RenderTarget, rows: Range<Int>, tile: inout CoverageTile) {
        let c = cos, s = sin, ac = c.magnitude, as_ = s.magnitude
        let footprint = ac + as_
        let halfFootprint = 0.5 * footprint
        // Coverage is non-zero while |u| < reachU and |v| < reachV (u, v: offsets along the axes).
        let reachU = halfWidth + halfFootprint, reachV = halfHeight + halfFootprint
        let maxU = min(footprint, 2 * halfWidth), maxV = min(footprint, 2 * halfHeight)
        let scale = 255 / (footprint * footprint)
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s, reachU: reachU, reachV: reachV)
        let extentX = box.extentX, extentY = box.extentY
        guard let rowRange = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: rows),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
                                                  within: 0..<target.width)
        else { return }
        for y in rowRange {
            let dy = Float(y) + 0.5 - centerY
            guard let crossing = box.crossing(dy: dy),
                  let span = PixelSpan.indices(from: centerX + crossing.low, to: centerX + crossing.high,
                                               within: columnRange)
            else { continue }
            let dx0 = Float(span.lowerBound) + 0.5 - centerX
            let u0 = dx0 * c + dy * s, v0 = dy * c - dx0 * s
            let count = span.count
            let coverage = tile.row(y, x: span.lowerBound, count: count)
            // Eight pixels at a time; the tile has room for the overshoot.
            var i = 0
            while i < count {
                let index = Lanes8.offsets + Float(i)
                let u = u0 + index * c, v = v0 - index * s
                let cu = Lanes8.clamp(reachU - Lanes8.magnitude(u), upper: maxU)
                let cv = Lanes8.clamp(reachV - Lanes8.magnitude(v), upper: maxV)
                CoverageByte.store(cu * cv * scale, at: coverage + i, count: count - i)
                i += 8
            }
        }
    }
}

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
    /// Adding 1.5 * 2^23 rounds to an integer held in the low mantissa bits: no library call
    /// and no trapping conversion in the per-row code of the fast paths.
    @inline(__always)
    static func floor(_ x: Float) -> Int {
        let shifted = x + 12_582_912
        let nearest = Int(Int32(bitPattern: shifted.bitPattern &- 0x4B40_0000))
        return shifted - 12_582_912 > x ? nearest - 1 : nearest
    }
}

/// Float-to-integer conversion for coverage loops (coverage is 0...255 in a `UInt32`).
enum CoverageByte {
    /// `value` (0...255) rounded to the nearest integer, ties to even.
    ///
    /// Adding 1.5 * 2^23 leaves the rounded integer in the low mantissa bits: no branch and no
    /// trap on odd inputs, so loops that use it vectorise.
    @inline(__always)
    static func round(_ value: Float) -> UInt32 {
        (value + 12_582_912).bitPattern & 0xFF
    }

    /// Stores eight values (0...255) rounded as `round` does at `destination`, with zeros in
    /// the lanes from `count` on.
    @inline(__always)
    static func store(_ values: SIMD8<Float>, at destination: UnsafeMutablePointer<UInt32>, count: Int) {
        let live = values.replacing(with: 0, where: Lanes8.offsets .>= Float(count))
        let bits = unsafeBitCast(live + 12_582_912, to: SIMD8<UInt32>.self)
        UnsafeMutableRawPointer(destination).storeBytes(of: bits & 0xFF, as: SIMD8<UInt32>.self)
    }
}

/// Small helpers on eight float lanes that compile to plain vector instructions (the standard
/// library's generic `pointwiseMin` does not always inline).
enum Lanes8 {
    /// 0 through 7, the offsets of eight neighbouring pixels.
    static var offsets: SIMD8<Float> {
        @inline(__always) get { SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) }
    }

    /// `|x|`, by clearing the sign bits.
    @inline(__always)
    static func magnitude(_ x: SIMD8<Float>) -> SIMD8<Float> {
        unsafeBitCast(unsafeBitCast(x, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
    }

    /// `x` clamped to `0...upper`.
    @inline(__always)
    static func clamp(_ x: SIMD8<Float>, upper: Float) -> SIMD8<Float> {
        let low = x.replacing(with: 0, where: x .< 0)
        return low.replacing(with: upper, where: low .> upper)
    }
}
