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

    /// Blends the ellipse's coverage on `rows` of `target` into its pixels.
    ///
    /// Coverage is float math on eight lanes, from offsets in units of the semi-axes that each
    /// lane gets by adding a fixed step, with one division per pixel (the square root's Newton
    /// step and the distance's division share it); it is rounded to 16-bit lanes and blended
    /// eight or four pixels at a time. Each row's values come from that row's own coordinates.
    @inline(__always)
    func draw<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend) {
        let drawnX = max(radiusX, 0.5), drawnY = max(radiusY, 0.5)
        let thinness = (radiusX / drawnX) * (radiusY / drawnY)
        // The ramp's mean squared width over all edge directions is 1 + 2 / pi pixels squared.
        let ring: Float = (1 + 2 / Float.pi) / 12
        let a = (drawnX * drawnX - ring).squareRoot(), b = (drawnY * drawnY - ring).squareRoot()
        // Coverage reaches half a footprint beyond the outline, and the footprint across a curved
        // edge varies up to sqrt 2 pixels whatever the ellipse's own rotation.
        let margin = 0.5 * Float(2).squareRoot()
        // Doubled values from `twiceClamped`, so a quarter of the scale after two halvings.
        let quarterScale = 0.25 * 255 * thinness, halfScale = 0.5 * 255 * thinness
        if radiusX == radiusY {
            drawCircle(radius: a, reach: a + margin, scale: halfScale, rows: rows, target: target, blend: blend)
            return
        }
        let c = cos, s = sin
        // The distance estimate is only good near the outline: far beyond the tips of a thin
        // ellipse it would leave faint streaks. Coverage of eccentric ellipses is therefore also
        // capped by the bounding rectangle's (the rectangle fast path's formula), which is at
        // least the ellipse's own wherever the estimate is good, and zero outside the rectangle.
        let inverseFootprint = 1 / (c.magnitude + s.magnitude)
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s, reachU: a + margin, reachV: b + margin)
        let boxU = box.reachU, boxV = box.reachV
        let extentX = box.extentX, extentY = box.extentY
        guard let allRows = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY,
                                              within: 0..<target.height),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
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
        let ca = c / a, sa = s / a, cb = c / b, sb = s / b
        let rampU = Lanes8.offsets * ca, rampV = Lanes8.offsets * sb
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
                let norm = Lanes8.magnitude(gx) + Lanes8.magnitude(gy)
                // (r - 1) r / |r grad r|_1, with r = twice / 2g, over one division.
                let distance = ((twice - (g + g)) * twice) / ((4 * g2) * norm)
                let round = Lanes8.twiceClamped(0.5 - distance, upper: 1)
                let k: SIMD8<Float>
                if capped {
                    let u = Lanes8.magnitude(un) * a, v = Lanes8.magnitude(vn) * b
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

    /// A circle (radius `radius` after the ring correction): the same estimate, which for a
    /// circle needs no rotation, `(rho - a) rho / (|dx| + |dy|)`, and runs cut to the chord of
    /// the circle of radius `reach` on each row (coverage is zero beyond it: the estimate is at
    /// least the distance over sqrt 2).
    @inline(__always)
    private func drawCircle<Blend: SpanBlend>(
        radius a: Float, reach: Float, scale: Float, rows: Range<Int>, target: RenderTarget, blend: Blend
    ) {
        guard let rowRange = PixelSpan.indices(from: centerY - reach, to: centerY + reach, within: rows) else { return }
        let lo = Float(0), hi = Float(target.width)
        guard PixelSpan.indices(from: centerX - reach, to: centerX + reach, within: 0..<target.width) != nil
        else { return }
        let inverse = 1 / a
        let ramp = Lanes8.offsets * inverse
        // |r grad r|_1 is (|dx| + |dy|) / a^2 in pixel offsets, (|dxn| + |dyn|) / a in units of a.
        let fourOverA = 4 * inverse
        let left = 0.5 - centerX
        let reach2 = reach * reach
        let width = target.width
        let ramp4 = SIMD8(lowHalf: ramp.lowHalf, highHalf: ramp.lowHalf)
        let lastRow = rowRange.upperBound
        var group = rowRange.lowerBound
        while group < lastRow {
            let rowsHere = min(8, lastRow &- group)
            // Eight rows' offsets from the centre and runs at once: the columns whose centres lie
            // strictly within the chord of each row, clamped first so that the conversions are
            // exact. Each lane's arithmetic is exactly that of one row.
            let dys = SIMD8<Float>(Lanes8.rowOffsets &+ Int32(truncatingIfNeeded: group)) + 0.5 - centerY
            let chord = Lanes8.maximum(reach2 - dys * dys, SIMD8()).squareRoot()
            let low = Lanes8.minimum(Lanes8.maximum((centerX - chord) - 0.5, SIMD8(repeating: lo - 1)),
                                     SIMD8(repeating: hi))
            let high = Lanes8.minimum(Lanes8.maximum((centerX + chord) - 0.5, SIMD8(repeating: lo - 1)),
                                      SIMD8(repeating: hi))
            // Read back one row at a time from memory (see `EightRows`).
            var store = EightRows(Lanes8.floor(low) &+ 1, 0 &- Lanes8.floor(-high),
                                  unsafeBitCast(dys, to: SIMD8<Int32>.self))
            store.withRows { firsts, ends, extra in
                let dyOf = UnsafeRawPointer(extra).assumingMemoryBound(to: Float.self)
                var j = 0
                while j < rowsHere {
                    let dy = dyOf[j], first = Int(firsts[j]), end = Int(ends[j])
                    guard first < end else { j &+= 1; continue }
                    let y = group &+ j
                    // Two consecutive rows of at most four pixels (the top and bottom of a disc) share
                    // one pass, row y in the low four lanes and y + 1 in the high four, each lane
                    // computing exactly what the one-row code below does.
                    if end &- first <= 4, width &- first >= 4, j &+ 1 < rowsHere {
                        let next = (dy: dyOf[j &+ 1], first: Int(firsts[j &+ 1]), end: Int(ends[j &+ 1]))
                        if next.first < next.end, next.end &- next.first <= 4, width &- next.first >= 4 {
                            let dyn = SIMD8(lowHalf: SIMD4(repeating: dy * inverse), highHalf: SIMD4(repeating: next.dy * inverse))
                            let dxn = SIMD8(lowHalf: SIMD4(repeating: (Float(first) + left) * inverse),
                                            highHalf: SIMD4(repeating: (Float(next.first) + left) * inverse)) + ramp4
                            let q = dxn * dxn + dyn * dyn
                            let g = 0.5 * q + 0.5
                            let g2 = g * g
                            let twice = g2 + q
                            let norm = (Lanes8.magnitude(dxn) + Lanes8.magnitude(dyn)) * fourOverA
                            let distance = ((twice - (g + g)) * twice) / (g2 * norm)
                            let k = Lanes8.twiceClamped(0.5 - distance, upper: 1) * scale
                            blend.blend4x2(target.base + y &* width + first, target.base + (y &+ 1) &* width + next.first,
                                           Lanes8.coverage(k))
                            j &+= 2
                            continue
                        }
                    }
                    let dyn = dy * inverse
                    let dyn2 = dyn * dyn, dynMagnitude = dyn.magnitude
                    let row = target.base + y &* width
                    var x = first
                    repeat {
                        let dxn = SIMD8(repeating: (Float(x) + left) * inverse) + ramp
                        let q = dxn * dxn + dyn2
                        let g = 0.5 * q + 0.5
                        let g2 = g * g
                        let twice = g2 + q
                        let norm = (Lanes8.magnitude(dxn) + dynMagnitude) * fourOverA
                        let distance = ((twice - (g + g)) * twice) / (g2 * norm)
                        let k = Lanes8.twiceClamped(0.5 - distance, upper: 1) * scale
                        blend.blend(Lanes8.coverage(k), into: row + x, count: end &- x, room: width &- x)
                        x &+= 8
                    } while x < end
                    j &+= 1
                }
            }
            group &+= 8
        }
    }
}
