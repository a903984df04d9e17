import PyroCore

/// Analytic coverage of a rotated rectangle, in float, for rectangles of any size (nearly every
/// confetti piece is small enough for `FixedRectangle`, the same coverage in fixed point).
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

    /// Blends the rectangle's coverage on `rows` of `target` into its pixels, in float, eight
    /// pixels a step: for rectangles of any size. (Nearly every particle is small enough for
    /// `FixedRectangle`, the same coverage in 16-bit fixed point, set up in the first pass.)
    @inline(never)
    func draw<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend) {
        let c = cos
        let s = sin
        let absCos = c.magnitude
        let absSin = s.magnitude
        let footprint = absCos + absSin
        let halfFootprint = 0.5 * footprint
        // Coverage is non-zero while |u| < reachU and |v| < reachV (u, v: offsets along the axes).
        let reachU = halfWidth + halfFootprint
        let reachV = halfHeight + halfFootprint
        let maxU = min(footprint, 2 * halfWidth)
        let maxV = min(footprint, 2 * halfHeight)
        // A quarter because each axis's clamp below comes out doubled.
        let quarterScale = 0.25 * 255 / (footprint * footprint)
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s, reachU: reachU, reachV: reachV)
        let extentX = box.extentX
        let extentY = box.extentY
        guard let rowRange = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: rows),
            let columnRange = PixelSpan.indices(
                from: centerX - extentX, to: centerX + extentX,
                within: 0..<target.width)
        else { return }
        let width = target.width
        var group = rowRange.lowerBound
        while group < rowRange.upperBound {
            let runs = box.runs(fromRow: group, within: columnRange)
            for j in 0..<min(8, rowRange.upperBound - group) {
                let first = Int(runs.first[j])
                let count = Int(runs.end[j]) - first
                guard count > 0 else { continue }
                let y = group + j
                let dy = Float(y) + 0.5 - centerY
                let dx0 = Float(first) + 0.5 - centerX
                let u0 = dx0 * c + dy * s
                let v0 = dy * c - dx0 * s
                let row = target.row(y) + first
                // Eight pixels a step; pixels past the run lie outside the reach, so their lanes
                // come out zero by themselves and blending them changes nothing. The last step
                // blends four when at most four are left, which short runs (thin confetti) often are.
                var i = 0
                while i < count {
                    let index = Lanes8.offsets + Float(i)
                    let u = u0 + index * c
                    let v = v0 - index * s
                    let cu = Lanes8.twiceClamped(reachU - Lanes8.magnitude(u), upper: maxU)
                    let cv = Lanes8.twiceClamped(reachV - Lanes8.magnitude(v), upper: maxV)
                    let k = Lanes8.coverage(cu * cv * quarterScale)
                    blend.blend(k, into: row + i, count: count - i > 4 ? 8 : 4, room: width - first - i)
                    i += 8
                }
            }
            group += 8
        }
    }
}
