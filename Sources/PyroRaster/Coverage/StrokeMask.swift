import PyroCore

/// Coverage of a round-capped, round-joined polyline over a rectangle of pixels, 16 bits a pixel.
///
/// Each segment is a capsule: the points within half the pen width of it. A pixel's coverage of
/// one capsule is `halfWidth + 0.5 - distance` clamped to 0...1 (distance from the pixel centre,
/// in pixels), and the union of the segments takes the largest value. Taking the maximum is what
/// makes the joins and caps round, keeps overlapping segments from doubling up, and makes the
/// result independent of segment order.
///
/// The rectangle may extend beyond the canvas so that a blur sees the stroke's off-canvas parts.
struct StrokeMask {
    /// Coverage of a fully covered pixel.
    static let full: UInt16 = 65_535

    /// The rectangle, in canvas pixels.
    private(set) var originX = 0, originY = 0, width = 0, height = 0
    /// Row-major coverage, `width * height` values.
    var values: [UInt16] = []

    /// Clears the mask and resizes it to cover `columns` x `rows` (canvas pixels).
    mutating func reset(columns: Range<Int>, rows: Range<Int>) {
        originX = columns.lowerBound
        originY = rows.lowerBound
        width = columns.count
        height = rows.count
        let n = width * height
        if values.count < n {
            values = Array(repeating: 0, count: n)
        } else {
            values.withUnsafeMutableBufferPointer { buffer in
                for i in 0..<n { buffer[i] = 0 }
            }
        }
    }

    /// Adds the capsule around the segment from `p` to `q` (pixels) of radius `halfWidth` pixels,
    /// first cutting the segment to `bounds` (pixels).
    ///
    /// Cutting far-away segments keeps their arithmetic finite and exact enough; `bounds` must
    /// reach more than `halfWidth + 1` beyond the mask and be the same whichever rows are drawn,
    /// so that the cut changes no covered pixel and every band computes the same coverage.
    mutating func addSegment(
        from p: Vector2, to q: Vector2, halfWidth: Float,
        bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    ) {
        guard let (p, q) = Self.cut(p, q, to: bounds) else { return }
        addSegment(from: p, to: q, halfWidth: halfWidth)
    }

    /// The part of the segment from `p` to `q` inside `bounds` (Liang and Barsky's clipping).
    static func cut(_ p: Vector2, _ q: Vector2, to bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double))
        -> ((x: Float, y: Float), (x: Float, y: Float))?
    {
        guard p.isFinite, q.isFinite else { return nil }
        let px = Double(p.x)
        let py = Double(p.y)
        let dx = Double(q.x) - px
        let dy = Double(q.y) - py
        var t0 = 0.0
        var t1 = 1.0
        // Each side keeps the points where delta * t <= distance.
        func keep(_ delta: Double, _ distance: Double) -> Bool {
            if delta == 0 { return distance >= 0 }
            let t = distance / delta
            if delta < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            return true
        }
        guard keep(-dx, px - bounds.minX), keep(dx, bounds.maxX - px),
            keep(-dy, py - bounds.minY), keep(dy, bounds.maxY - py)
        else { return nil }
        guard t0 <= t1 else { return nil }
        if t0 == 0 && t1 == 1 { return ((p.x, p.y), (q.x, q.y)) }
        return ((Float(px + t0 * dx), Float(py + t0 * dy)), (Float(px + t1 * dx), Float(py + t1 * dy)))
    }

    /// Adds the capsule around the segment from `p` to `q` (pixels) of radius `halfWidth` pixels.
    mutating func addSegment(from p: (x: Float, y: Float), to q: (x: Float, y: Float), halfWidth: Float) {
        let reach = halfWidth + 0.5
        let dx = q.x - p.x
        let dy = q.y - p.y
        let lengthSquared = dx * dx + dy * dy
        let inverseLengthSquared = lengthSquared > 0 ? 1 / lengthSquared : 0
        let minY = min(p.y, q.y) - reach
        let maxY = max(p.y, q.y) + reach
        let limitX = originX..<(originX + width)
        guard let rowRange = PixelSpan.indices(from: minY, to: maxY, within: originY..<(originY + height)),
            PixelSpan.indices(from: min(p.x, q.x) - reach, to: max(p.x, q.x) + reach, within: limitX) != nil
        else { return }
        let scale = Float(Self.full)
        let (originX, width, originY) = (self.originX, self.width, self.originY)
        values.withUnsafeMutableBufferPointer { buffer in
            for y in rowRange {
                let cy = Float(y) + 0.5
                // The part of the segment within `reach` of this row, widened by `reach`.
                var low = min(p.x, q.x)
                var high = max(p.x, q.x)
                if dy != 0 {
                    let t0 = min(max((cy - reach - p.y) / dy, 0), 1)
                    let t1 = min(max((cy + reach - p.y) / dy, 0), 1)
                    let x0 = p.x + dx * t0
                    let x1 = p.x + dx * t1
                    low = min(x0, x1)
                    high = max(x0, x1)
                }
                guard let span = PixelSpan.indices(from: low - reach, to: high + reach, within: limitX) else {
                    continue
                }
                let row = buffer.baseAddress! + (y - originY) * width - originX
                for x in span {
                    let px = Float(x) + 0.5 - p.x
                    let py = cy - p.y
                    let t = min(max((px * dx + py * dy) * inverseLengthSquared, 0), 1)
                    let ex = px - t * dx
                    let ey = py - t * dy
                    let distance = (ex * ex + ey * ey).squareRoot()
                    let k = min(max(reach - distance, 0), 1)
                    let value = UInt16(truncatingIfNeeded: Int32(k * scale + 0.5))
                    if value > row[x] { row[x] = value }
                }
            }
        }
    }
}
