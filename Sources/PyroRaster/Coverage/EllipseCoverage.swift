import PyroCore

/// Analytic coverage of a rotated ellipse: the fast path for round particles.
///
/// With `f = (u/a)^2 + (v/b)^2 - 1` (u, v: offsets along the ellipse's axes), `f / |grad f|` is
/// the signed distance to the outline near it. Dividing by the L1 norm of the gradient instead
/// measures that distance in units of the pixel's footprint across the edge (`|nx| + |ny|`
/// pixels), so coverage is `0.5 - f / (|fx| + |fy|)` clamped to 0...1, without a square root.
///
/// Axes thinner than a pixel are drawn one pixel wide with coverage scaled by the true
/// thickness, so a disc shrinking or turning edge-on fades out smoothly.
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
        let a = max(radiusX, 0.5), b = max(radiusY, 0.5)
        let thinness = (radiusX / a) * (radiusY / b)
        let c = cos, s = sin
        let ia2 = 1 / (a * a), ib2 = 1 / (b * b)
        // Coverage vanishes within a pixel outside the outline; the ellipse scaled by
        // (1 + 1.5 / min(a, b)) contains that margin (the sum of an ellipse and a disc lies in a
        // larger copy of the ellipse), with room for the distance estimate's error.
        let grow = 1 + 1.5 / min(a, b)
        let reachA = a * grow, reachB = b * grow
        let extentX = ((c * reachA) * (c * reachA) + (s * reachB) * (s * reachB)).squareRoot()
        let extentY = ((s * reachA) * (s * reachA) + (c * reachB) * (c * reachB)).squareRoot()
        guard let rowRange = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: rows),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
                                                  within: 0..<target.width)
        else { return }
        // Row spans: solve p dx^2 + q dx + r <= 0 for the grown ellipse.
        let iA2 = 1 / (reachA * reachA), iB2 = 1 / (reachB * reachB)
        let p = c * c * iA2 + s * s * iB2
        let qPerDy = 2 * c * s * (iA2 - iB2)
        let rPerDy2 = s * s * iA2 + c * c * iB2
        let scale = 255 * thinness
        for y in rowRange {
            let dy = Float(y) + 0.5 - centerY
            let q = qPerDy * dy, r = rPerDy2 * dy * dy - 1
            let discriminant = q * q - 4 * p * r
            guard discriminant > 0 else { continue }
            let root = discriminant.squareRoot()
            let low = (-q - root) / (2 * p), high = (-q + root) / (2 * p)
            guard let span = PixelSpan.indices(from: centerX + low, to: centerX + high, within: columnRange)
            else { continue }
            let dx0 = Float(span.lowerBound) + 0.5 - centerX
            let u0 = dx0 * c + dy * s, v0 = dy * c - dx0 * s
            let count = span.count
            let coverage = tile.row(y, x: span.lowerBound, count: count)
            for i in 0..<count {
                let u = u0 + Float(i) * c, v = v0 - Float(i) * s
                let f = u * u * ia2 + v * v * ib2 - 1
                // Gradient of f with respect to pixel x and y, halved (the halves cancel in f / |g|
                // once f is halved too).
                let gx = u * c * ia2 - v * s * ib2
                let gy = u * s * ia2 + v * c * ib2
                let distance = 0.5 * f / (gx.magnitude + gy.magnitude)
                let k = min(max(0.5 - distance, 0), 1)
                coverage[i] = CoverageByte.round(k * scale)
            }
        }
    }
}
