/// Clips lines to a canvas and appends what is left to an edge list.
///
/// Clipping is done against the whole canvas (never a band of it), in `Double`, before rounding
/// to fixed point, so an outline yields the same edges whichever rows are drawn.
struct EdgeClipper {
    /// Canvas size, in pixels.
    let width: Double
    let height: Double

    /// Appends the part of the line from `a` to `b` (pixels) that can affect pixels on the canvas.
    ///
    /// Parts above or below the canvas are dropped (they cover no visible row). Parts left of it
    /// become vertical lines on its left edge, which cover the same visible pixels; parts right
    /// of it are dropped, since coverage only flows rightward.
    ///
    /// - Returns: true when a part was dropped on the right, so that coverage may run on to the
    ///   canvas's right edge and must be swept that far.
    @discardableResult
    func add(from a: (x: Double, y: Double), to b: (x: Double, y: Double), into edges: inout [FixedEdge]) -> Bool {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return false }
        let winding = a.y < b.y ? 1 : -1
        var (x0, y0, x1, y1) = a.y < b.y ? (a.x, a.y, b.x, b.y) : (b.x, b.y, a.x, a.y)
        guard y1 > 0, y0 < height else { return false }
        let slope = (x1 - x0) / (y1 - y0)
        if y0 < 0 {
            x0 += slope * (0 - y0)
            y0 = 0
        }
        if y1 > height {
            x1 -= slope * (y1 - height)
            y1 = height
        }
        // Split where the line crosses the left edge (x = 0) and the right edge (x = width);
        // the line is monotonic in y, so the cuts are taken in y order.
        let cutLeft = (x0 < 0) != (x1 < 0) ? min(max(y0 + (0 - x0) / slope, y0), y1) : Double.nan
        let cutRight = (x0 < width) != (x1 < width) ? min(max(y0 + (width - x0) / slope, y0), y1) : Double.nan
        var start = (x: x0, y: y0)
        var droppedRight = false
        if !cutLeft.isNaN && !(cutRight < cutLeft) {
            droppedRight = piece(from: start, to: (0, cutLeft), winding: winding, into: &edges) || droppedRight
            start = (0, cutLeft)
        }
        if !cutRight.isNaN {
            droppedRight = piece(from: start, to: (width, cutRight), winding: winding, into: &edges) || droppedRight
            start = (width, cutRight)
        }
        if !cutLeft.isNaN && cutRight < cutLeft {
            droppedRight = piece(from: start, to: (0, cutLeft), winding: winding, into: &edges) || droppedRight
            start = (0, cutLeft)
        }
        return piece(from: start, to: (x1, y1), winding: winding, into: &edges) || droppedRight
    }

    /// Appends one piece that lies wholly left of, on, or right of the canvas's columns;
    /// returns true when it lay right of them and was dropped.
    private func piece(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), winding: Int,
        into edges: inout [FixedEdge]
    ) -> Bool {
        let middle = (a.x + b.x) / 2
        if middle >= width { return true }
        let left = middle <= 0
        append(
            x0: left ? 0 : min(max(a.x, 0), width), y0: a.y,
            x1: left ? 0 : min(max(b.x, 0), width), y1: b.y, winding: winding, into: &edges)
        return false
    }

    private func append(x0: Double, y0: Double, x1: Double, y1: Double, winding: Int, into edges: inout [FixedEdge]) {
        let one = Double(FixedEdge.one)
        let fy0 = Int((y0 * one).rounded())
        let fy1 = Int((y1 * one).rounded())
        guard fy1 > fy0 else { return }
        edges.append(
            FixedEdge(
                x0: Int((x0 * one).rounded()), y0: fy0, x1: Int((x1 * one).rounded()), y1: fy1,
                winding: winding))
    }
}
