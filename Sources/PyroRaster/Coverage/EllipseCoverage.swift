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

    /// Adds the ellipse's coverage on `rows` of `target` to `tile`, row by row; the caller
    /// flushes the tile.
    @inline(__always)
    func draw(into target: RenderTarget, rows: Range<Int>, tile: inout CoverageTile) {
        let drawnX = max(radiusX, 0.5), drawnY = max(radiusY, 0.5)
        let thinness = (radiusX / drawnX) * (radiusY / drawnY)
        // The ramp's mean squared width over all edge directions is 1 + 2 / pi pixels squared.
        let ring: Float = (1 + 2 / Float.pi) / 12
        let a = (drawnX * drawnX - ring).squareRoot(), b = (drawnY * drawnY - ring).squareRoot()
        let c = cos, s = sin
        let ia2 = 1 / (a * a), ib2 = 1 / (b * b)
        let centreDistance = -min(a, b)
        // The distance estimate is only good near the outline: far beyond the tips of a thin
        // ellipse it would leave faint streaks. Coverage is therefore also capped by the
        // bounding rectangle's (the rectangle fast path's formula), which is at least the
        // ellipse's own wherever the estimate is good, and zero outside the rectangle.
        let footprint = c.magnitude + s.magnitude
        let inverseFootprint = 1 / footprint
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s,
                             reachU: a + 0.5 * footprint, reachV: b + 0.5 * footprint)
        let boxU = box.reachU, boxV = box.reachV
        let extentX = box.extentX, extentY = box.extentY
        guard let rowRange = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: rows),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
                                                  within: 0..<target.width)
        else { return }
        // Row spans are also cut to a grown copy of the ellipse, which skips the rectangle's
        // corners: scaled by (1 + 1.5 / min(a, b)) it contains every point within 1.5 pixels of
        // the outline (the sum of an ellipse and a disc lies in a larger copy of the ellipse).
        let grow = 1 + 1.5 / min(a, b)
        let iA2 = 1 / (a * grow * a * grow), iB2 = 1 / (b * grow * b * grow)
        let p = c * c * iA2 + s * s * iB2
        let qPerDy = 2 * c * s * (iA2 - iB2)
        let rPerDy2 = s * s * iA2 + c * c * iB2
        let scale = 255 * thinness
        for y in rowRange {
            let dy = Float(y) + 0.5 - centerY
            let q = qPerDy * dy, r = rPerDy2 * dy * dy - 1
            let discriminant = q * q - 4 * p * r
            guard discriminant > 0, let crossing = box.crossing(dy: dy) else { continue }
            let root = discriminant.squareRoot()
            let low = max((-q - root) / (2 * p), crossing.low), high = min((-q + root) / (2 * p), crossing.high)
            guard let span = PixelSpan.indices(from: centerX + low, to: centerX + high, within: columnRange)
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
                let q = u * u * ia2 + v * v * ib2
                let r = q.squareRoot()
                // r times the gradient of r with respect to pixel x and y.
                let gx = u * (c * ia2) - v * (s * ib2)
                let gy = u * (s * ia2) + v * (c * ib2)
                // (r - 1) / |grad r|_1 = (r - 1) r / |r grad r|_1; at the very centre, where both
                // vanish, the distance is about the smaller semi-axis.
                let norm = Lanes8.magnitude(gx) + Lanes8.magnitude(gy)
                let distance = ((r - 1) * r / norm).replacing(with: centreDistance, where: q .< 1e-4)
                let round = Lanes8.clamp(0.5 - distance, upper: 1)
                let alongU = Lanes8.clamp((boxU - Lanes8.magnitude(u)) * inverseFootprint, upper: 1)
                let alongV = Lanes8.clamp((boxV - Lanes8.magnitude(v)) * inverseFootprint, upper: 1)
                let capped = round.replacing(with: alongU, where: alongU .< round)
                let k = capped.replacing(with: alongV, where: alongV .< capped)
                CoverageByte.store(k * scale, at: coverage + i, count: count - i)
                i += 8
            }
        }
    }
}
