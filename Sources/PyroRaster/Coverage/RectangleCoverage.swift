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

    /// Blends the rectangle's coverage on `rows` of `blender.target` into its pixels.
    @inline(__always)
    func draw(rows: Range<Int>, with blender: RowBlender) {
        let target = blender.target
        let c = cos, s = sin, ac = c.magnitude, as_ = s.magnitude
        let footprint = ac + as_
        let halfFootprint = 0.5 * footprint
        // Coverage is non-zero while |u| < reachU and |v| < reachV (u, v: offsets along the axes).
        let reachU = halfWidth + halfFootprint, reachV = halfHeight + halfFootprint
        let maxU = min(footprint, 2 * halfWidth), maxV = min(footprint, 2 * halfHeight)
        // A quarter because each axis's clamp below comes out doubled.
        let quarterScale = 0.25 * 255 / (footprint * footprint)
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s, reachU: reachU, reachV: reachV)
        let extentX = box.extentX, extentY = box.extentY
        guard let rowRange = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: rows),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
                                                  within: 0..<target.width)
        else { return }
        var group = rowRange.lowerBound
        while group < rowRange.upperBound {
            let runs = box.runs(fromRow: group, within: columnRange)
            for j in 0..<min(8, rowRange.upperBound - group) {
                let first = Int(runs.first[j]), count = Int(runs.end[j]) - first
                guard count > 0 else { continue }
                let y = group + j
                let dy = Float(y) + 0.5 - centerY
                let dx0 = Float(first) + 0.5 - centerX
                let u0 = dx0 * c + dy * s, v0 = dy * c - dx0 * s
                // Eight pixels at a time. Pixels past the run lie outside the reach, so their
                // lanes come out zero by themselves and blending them changes nothing.
                var i = 0
                while i < count {
                    let index = Lanes8.offsets + Float(i)
                    let u = u0 + index * c, v = v0 - index * s
                    let cu = Lanes8.twiceClamped(reachU - Lanes8.magnitude(u), upper: maxU)
                    let cv = Lanes8.twiceClamped(reachV - Lanes8.magnitude(v), upper: maxV)
                    blender.blend(CoverageByte.lanes(cu * cv * quarterScale), row: y, x: first + i)
                    i += 8
                }
            }
            group += 8
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

    /// Eight values (0...255) rounded as `round` does.
    @inline(__always)
    static func lanes(_ values: SIMD8<Float>) -> SIMD8<UInt32> {
        unsafeBitCast(values + 12_582_912, to: SIMD8<UInt32>.self) & 0xFF
    }

    /// Eight values (0...255) rounded as `round` does, with zeros in the lanes from `count` on.
    @inline(__always)
    static func lanes(_ values: SIMD8<Float>, count: Int) -> SIMD8<UInt32> {
        lanes(values.replacing(with: 0, where: Lanes8.offsets .>= Float(count)))
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
        // Adding 1.5 * 2^23 rounds to the nearest integer, held in the low mantissa bits.
        let shifted = x + 12_582_912
        let nearest = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- 0x4B40_0000
        // Where rounding went up, step down: the comparison's all-ones lanes are -1.
        return nearest &+ unsafeBitCast(shifted - 12_582_912 .> x, to: SIMD8<Int32>.self)
    }

    /// `x` clamped to `0...upper`.
    @inline(__always)
    static func clamp(_ x: SIMD8<Float>, upper: Float) -> SIMD8<Float> {
        let low = x.replacing(with: 0, where: x .< 0)
        return low.replacing(with: upper, where: low .> upper)
    }
}
