import PyroCore

/// Analytic coverage of a rotated ellipse: the fast path for round particles.
///
/// With `r = sqrt((u/a)^2 + (v/b)^2)` (u, v: offsets along the ellipse's axes), `(r - 1) / |grad r|`
/// is the signed distance to the outline near it (exact for a circle). Measuring the gradient
/// with the L1 norm instead gives that distance in units of the pixel's footprint across the edge
/// (`|nx| + |ny|` pixels), so coverage is `0.5 - (r - 1) / |grad r|_1` clamped to 0...1.
///
/// A linear ramp across a curved edge adds a thin ring of area (pi w^2 / 12 for ramp width w);
/// the semi-axes are shrunk to cancel it, so small discs keep their true area. Axes thinner than
/// a pixel are drawn a pixel wide with coverage scaled by the true thickness, so a disc
/// shrinking or turning edge-on fades out smoothly.
struct EllipseCoverage {
    /// Centre, in pixels.
    var centerX: Float, centerY: Float
    /// Cosine and sine of the rotation (clockwise on screen).
    var cos: Float, sin: Float
    /// Semi-axes before rotation, in pixels; positive.
    var radiusX: Float, radiusY: Float

    /// Blends the ellipse's coverage on `rows` of `blender.target` into its pixels.
    @inline(__always)
    func draw(rows: Range<Int>, with blender: RowBlender) {
        let target = blender.target
        let drawnX = max(radiusX, 0.5), drawnY = max(radiusY, 0.5)
        let thinness = (radiusX / drawnX) * (radiusY / drawnY)
        // The ramp's mean squared width over all edge directions is 1 + 2 / pi pixels squared.
        let ring: Float = (1 + 2 / Float.pi) / 12
        let a = (drawnX * drawnX - ring).squareRoot(), b = (drawnY * drawnY - ring).squareRoot()
        let c = cos, s = sin
        let ia2 = 1 / (a * a), ib2 = 1 / (b * b)
        // The distance estimate is only good near the outline: far beyond the tips of a thin
        // ellipse it would leave faint streaks. Coverage of eccentric ellipses is therefore also
        // capped by the bounding rectangle's (the rectangle fast path's formula), which is at
        // least the ellipse's own wherever the estimate is good, and zero outside the rectangle.
        let footprint = c.magnitude + s.magnitude
        let inverseFootprint = 1 / footprint
        // Coverage reaches half a footprint beyond the outline, and the footprint across a curved
        // edge varies up to sqrt 2 pixels whatever the ellipse's own rotation.
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s,
                             reachU: a + 0.5 * Float(2).squareRoot(), reachV: b + 0.5 * Float(2).squareRoot())
        let boxU = box.reachU, boxV = box.reachV
        let extentX = box.extentX, extentY = box.extentY
        guard let rowRange = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: rows),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
                                                  within: 0..<target.width)
        else { return }
        // Doubled values from `twiceClamped`, so a quarter of the scale after two halvings.
        let quarterScale = 0.25 * 255 * thinness, halfScale = 0.5 * 255 * thinness
        // Only eccentric ellipses need the rectangle's cap; for rounder ones the estimate is good
        // everywhere the loops look.
        let capped = max(a, b) > 2 * min(a, b)
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
                // Eight pixels at a time, four for the last few; pixels past the run lie
                // outside the bounding rectangle, so their lanes come out zero.
                var i = 0
                while count - i > 4 {
                    let index = Lanes8.offsets + Float(i)
                    let u = u0 + index * c, v = v0 - index * s
                    let q = u * u * ia2 + v * v * ib2
                    // r = sqrt(q) by one Newton step from (q + 1) / 2: exact to a few parts in a
                    // million near the outline (q near 1), where it matters, and never below
                    // sqrt(q) or 1/4, so signs stay right and the centre gives no 0 / 0. (The
                    // standard library's vector square root goes one lane at a time.)
                    let guess = 0.5 * (q + 1)
                    let r = 0.5 * (guess + q / guess)
                    // r times the gradient of r with respect to pixel x and y.
                    let gx = u * (c * ia2) - v * (s * ib2)
                    let gy = u * (s * ia2) + v * (c * ib2)
                    // (r - 1) / |grad r|_1 = (r - 1) r / |r grad r|_1.
                    let norm = Lanes8.magnitude(gx) + Lanes8.magnitude(gy)
                    let distance = (r - 1) * r / norm
                    let round = Lanes8.twiceClamped(0.5 - distance, upper: 1)
                    if capped {
                        let alongU = Lanes8.twiceClamped((boxU - Lanes8.magnitude(u)) * inverseFootprint, upper: 1)
                        let alongV = Lanes8.twiceClamped((boxV - Lanes8.magnitude(v)) * inverseFootprint, upper: 1)
                        let k = Lanes8.twiceMinimum(Lanes8.twiceMinimum(round, alongU) * 0.5, alongV)
                        blender.blend(Lanes8.coverage(k * quarterScale), row: y, x: first + i)
                    } else {
                        blender.blend(Lanes8.coverage(round * halfScale), row: y, x: first + i)
                    }
                    i += 8
                }
                if i < count {
                    let index = Lanes4.offsets + Float(i)
                    let u = u0 + index * c, v = v0 - index * s
                    // As above, on four lanes.
                    let q = u * u * ia2 + v * v * ib2
                    let guess = 0.5 * (q + 1)
                    let r = 0.5 * (guess + q / guess)
                    let gx = u * (c * ia2) - v * (s * ib2)
                    let gy = u * (s * ia2) + v * (c * ib2)
                    let norm = Lanes4.magnitude(gx) + Lanes4.magnitude(gy)
                    let distance = (r - 1) * r / norm
                    let round = Lanes4.twiceClamped(0.5 - distance, upper: 1)
                    if capped {
                        let alongU = Lanes4.twiceClamped((boxU - Lanes4.magnitude(u)) * inverseFootprint, upper: 1)
                        let alongV = Lanes4.twiceClamped((boxV - Lanes4.magnitude(v)) * inverseFootprint, upper: 1)
                        let k = Lanes4.twiceMinimum(Lanes4.twiceMinimum(round, alongU) * 0.5, alongV)
                        blender.blend(Lanes4.coverage(k * quarterScale), row: y, x: first + i)
                    } else {
                        blender.blend(Lanes4.coverage(round * halfScale), row: y, x: first + i)
                    }
                }
            }
            group += 8
        }
    }
}
