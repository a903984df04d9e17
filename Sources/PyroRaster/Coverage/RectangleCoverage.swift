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
        let extentX = ac * reachU + as_ * reachV, extentY = as_ * reachU + ac * reachV
        guard let rowRange = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: rows),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
                                                  within: 0..<target.width)
        else { return }
        // Axes nearly parallel to the pixel grid bound x by one pair of sides only.
        let useU = ac > 1e-6, useV = as_ > 1e-6
        let inverseC = useU ? 1 / c : 0, inverseS = useV ? 1 / s : 0
        for y in rowRange {
            let dy = Float(y) + 0.5 - centerY
            var low = -extentX, high = extentX
            if useU {
                let a = (-reachU - dy * s) * inverseC, b = (reachU - dy * s) * inverseC
                low = max(low, min(a, b))
                high = min(high, max(a, b))
            } else if (dy * s).magnitude >= reachU {
                continue
            }
            if useV {
                let a = (dy * c - reachV) * inverseS, b = (dy * c + reachV) * inverseS
                low = max(low, min(a, b))
                high = min(high, max(a, b))
            } else if (dy * c).magnitude >= reachV {
                continue
            }
            guard let span = PixelSpan.indices(from: centerX + low, to: centerX + high, within: columnRange)
            else { continue }
            let dx0 = Float(span.lowerBound) + 0.5 - centerX
            let u0 = dx0 * c + dy * s, v0 = dy * c - dx0 * s
            let count = span.count
            let coverage = tile.row(y, x: span.lowerBound, count: count)
            for i in 0..<count {
                let u = u0 + Float(i) * c, v = v0 - Float(i) * s
                let cu = min(max(reachU - u.magnitude, 0), maxU)
                let cv = min(max(reachV - v.magnitude, 0), maxV)
                coverage[i] = CoverageByte.round(cu * cv * scale)
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
        let lo = Float(limit.lowerBound), hi = Float(limit.upperBound)
        let first = max(lo, (low - 0.5).rounded(.down) + 1)
        let end = min(hi, (high - 0.5).rounded(.up))
        guard first < end else { return nil }
        return Int(first)..<Int(end)
    }
}

/// Float-to-byte conversion for coverage loops.
enum CoverageByte {
    /// `value` (0...255) rounded to the nearest integer, ties to even.
    ///
    /// Adding 1.5 * 2^23 leaves the rounded integer in the low mantissa bits: no branch and no
    /// trap on odd inputs, so loops that use it vectorise.
    @inline(__always)
    static func round(_ value: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (value + 12_582_912).bitPattern)
    }
}
