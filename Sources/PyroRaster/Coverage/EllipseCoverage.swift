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

    /// The area a ramp adds, over pi (square pixels): the semi-axes are shrunk so that their
    /// squares lose this much. The ramp's mean squared width over all edge directions is
    /// 1 + 2 / pi pixels squared, and a ring of ramp w adds pi w^2 / 12.
    static var ring: Float {
        @inline(__always) get { (1 + 2 / Float.pi) / 12 }
    }

    /// The least gradient norm a distance is divided by. At the centre itself the gradient is
    /// zero, and a distance of minus infinity (or one past 2^23, which `Lanes8.twiceClamped`
    /// cannot tell from its neighbour) would leave a pixel centred on the centre uncovered, or
    /// half covered; a norm this small only occurs deep inside, where any large distance gives
    /// full coverage.
    static var leastNorm: Float {
        @inline(__always) get { 1e-6 }
    }

    /// How far beyond the outline coverage can reach, in pixels: half a footprint, and the
    /// footprint across a curved edge varies up to sqrt 2 pixels whatever the ellipse's own rotation.
    static var margin: Float {
        @inline(__always) get { 0.5 * Float(2).squareRoot() }
    }

    /// Blends the ellipse's coverage on `rows` of `target` into its pixels.
    ///
    /// Circles (equal radii) are drawn by `CircleCoverage` instead, from the same estimate with
    /// its set-up done in the first pass; this is for ellipses whose radii differ.
    ///
    /// Coverage is float math on eight lanes, from offsets in units of the semi-axes that each
    /// lane gets by adding a fixed step, with one division per pixel (the square root's Newton
    /// step and the distance's division share it); it is rounded to 16-bit lanes and blended
    /// eight or four pixels at a time. Each row's values come from that row's own coordinates.
    @inline(__always)
    func draw<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend) {
        let drawnX = max(radiusX, 0.5)
        let drawnY = max(radiusY, 0.5)
        let thinness = (radiusX / drawnX) * (radiusY / drawnY)
        let a = (drawnX * drawnX - Self.ring).squareRoot()
        let b = (drawnY * drawnY - Self.ring).squareRoot()
        let margin = Self.margin
        // Doubled values from `twiceClamped`, so a quarter of the scale after two halvings.
        let quarterScale = 0.25 * 255 * thinness
        let halfScale = 0.5 * 255 * thinness
        let c = cos
        let s = sin
        // The distance estimate is only good near the outline: far beyond the tips of a thin
        // ellipse it would leave faint streaks. Coverage of eccentric ellipses is therefore also
        // capped by the bounding rectangle's (the rectangle fast path's formula), which is at
        // least the ellipse's own wherever the estimate is good, and zero outside the rectangle.
        let inverseFootprint = 1 / (c.magnitude + s.magnitude)
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s, reachU: a + margin, reachV: b + margin)
        let boxU = box.reachU
        let boxV = box.reachV
        let extentX = box.extentX
        let extentY = box.extentY
        guard
            let allRows = PixelSpan.indices(
                from: centerY - extentY, to: centerY + extentY,
                within: 0..<target.height),
            let columnRange = PixelSpan.indices(
                from: centerX - extentX, to: centerX + extentX,
                within: 0..<target.width)
        else { return }
        let rowRange = allRows.clamped(to: rows)
        guard !rowRange.isEmpty else { return }
        var runs = FixedRuns(box, firstRow: allRows.lowerBound, columns: columnRange)
        runs.skip(rowRange.lowerBound - allRows.lowerBound)
        // Only eccentric ellipses need the rectangle's cap; for rounder ones the estimate is good
        // everywhere the loops look.
        let capped = max(a, b) > 2 * min(a, b)
        // Offsets in semi-axes: un = u / a, vn = v / b, and their steps per pixel along x and y.
        let ca = c / a
        let sa = s / a
        let cb = c / b
        let sb = s / b
        let rampU = Lanes8.offsets * ca
        let rampV = Lanes8.offsets * sb
        let left = 0.5 - centerX
        let width = target.width
        for y in rowRange {
            let (first, end) = runs.next()
            guard first < end else { continue }
            let dy = Float(y) + 0.5 - centerY
            let row = target.row(y)
            var x = first
            repeat {
                let dx = Float(x) + left
                let un = SIMD8(repeating: dx * ca + dy * sa) + rampU
                let vn = SIMD8(repeating: dy * cb - dx * sb) - rampV
                let q = un * un + vn * vn
                // r = sqrt(q) by one Newton step from g = (q + 1) / 2: r = (g^2 + q) / 2g, exact
                // to a few parts in a million near the outline (q near 1), where it matters, and
                // never below sqrt(q) or 1/4, so signs stay right and the centre gives no 0 / 0.
                let g = 0.5 * q + 0.5
                let g2 = g * g
                let twice = g2 + q
                // r times the gradient of r with respect to pixel x and y, and its L1 norm.
                let gx = un * ca - vn * sb
                let gy = un * sa + vn * cb
                let norm = Lanes8.maximum(Lanes8.magnitude(gx) + Lanes8.magnitude(gy), SIMD8(repeating: Self.leastNorm))
                // (r - 1) r / |r grad r|_1, with r = twice / 2g, over one division.
                let distance = ((twice - (g + g)) * twice) / ((4 * g2) * norm)
                let round = Lanes8.twiceClamped(0.5 - distance, upper: 1)
                let k: SIMD8<Float>
                if capped {
                    let u = Lanes8.magnitude(un) * a
                    let v = Lanes8.magnitude(vn) * b
                    let alongU = Lanes8.twiceClamped((boxU - u) * inverseFootprint, upper: 1)
                    let alongV = Lanes8.twiceClamped((boxV - v) * inverseFootprint, upper: 1)
                    k = Lanes8.twiceMinimum(Lanes8.twiceMinimum(round, alongU) * 0.5, alongV) * quarterScale
                } else {
                    k = round * halfScale
                }
                blend.blend(Lanes8.coverage(k), into: row + x, count: end &- x, room: width &- x)
                x &+= 8
            } while x < end
        }
    }
}
