/// Scan-converts fixed-point edges into exact per-pixel area coverage with the non-zero rule.
///
/// Each edge, row by row and cell by cell, deposits two numbers into a row of accumulator cells:
/// the signed height it crosses in the cell ("cover") split into the part of the cell to the
/// right of the edge ("area") and the remainder carried into the next cell. A running sum along
/// the row then gives, for every pixel, the signed covered area; its magnitude clamped to one
/// pixel is the coverage (non-zero winding). This is how font rasterizers get exact
/// anti-aliasing without sampling.
///
/// Sums are integers in units of 1/(2 * 256 * 256) pixel, so they are exact and independent of
/// edge order. Each row is computed from the edges' endpoints alone (never by stepping from the
/// row above), so a row comes out the same whichever band of rows is drawn.
///
/// Memory stays small for big shapes: rows are processed in strips of at most `cellBudget` cells.
struct CoverageAccumulator {
    /// Accumulator value of a fully covered pixel: height 256 times twice the width 256.
    static let fullPixel = 2 * FixedEdge.one * FixedEdge.one
    /// Cells per strip.
    static let cellBudget = 1 << 16

    private var cells: [Int32] = []

    /// Computes coverage for `rows` (pixels; clipped to the edges' extent by the caller) and
    /// calls `emit(y, x0, coverage, count)` once per row with one coverage value (0...255) per pixel from column x0.
    ///
    /// - Parameters:
    ///   - edges: clipped to the canvas by `EdgeClipper`.
    ///   - columns: the pixel columns the edges can touch, within the canvas.
    ///   - coverageRow: scratch with room for `columns.count` values.
    mutating func rasterize(
        _ edges: UnsafeBufferPointer<FixedEdge>, rows: Range<Int>, columns: Range<Int>,
        coverageRow: UnsafeMutablePointer<UInt32>,
        emit: (_ y: Int, _ x0: Int, _ coverage: UnsafePointer<UInt32>, _ count: Int) -> Void
    ) {
        guard !rows.isEmpty, !columns.isEmpty else { return }
        // Two spare cells: an edge on the right border carries area into the cell after it.
        let stride = columns.count + 2
        let rowsPerStrip = max(1, min(rows.count, Self.cellBudget / stride))
        if cells.count < rowsPerStrip * stride {
            cells = Array(repeating: 0, count: rowsPerStrip * stride)
        }
        cells.withUnsafeMutableBufferPointer { buffer in
            let cells = buffer.baseAddress!
            var top = rows.lowerBound
            while top < rows.upperBound {
                let bottom = min(top + rowsPerStrip, rows.upperBound)
                for edge in edges {
                    Self.deposit(
                        edge, rows: top..<bottom, firstColumn: columns.lowerBound, cells: cells, stride: stride)
                }
                for y in top..<bottom {
                    let row = cells + (y - top) * stride
                    Self.sweep(row, count: columns.count, into: coverageRow)
                    // Clear the spare cells too, ready for the next strip.
                    row[columns.count] = 0
                    row[columns.count + 1] = 0
                    emit(y, columns.lowerBound, coverageRow, columns.count)
                }
                top = bottom
            }
        }
    }

    /// Turns one row of cells into coverage values, clearing the cells as it goes.
    @inline(__always)
    private static func sweep(
        _ row: UnsafeMutablePointer<Int32>, count: Int, into coverage: UnsafeMutablePointer<UInt32>
    ) {
        var sum = 0
        for x in 0..<count {
            sum += Int(row[x])
            row[x] = 0
            let area = min(abs(sum), fullPixel)
            coverage[x] = UInt32(truncatingIfNeeded: (area * 255 + fullPixel / 2) / fullPixel)
        }
    }

    /// Adds one edge's contribution to the rows of a strip.
    private static func deposit(
        _ edge: FixedEdge, rows: Range<Int>, firstColumn: Int, cells: UnsafeMutablePointer<Int32>, stride: Int
    ) {
        let shift = FixedEdge.shift
        let firstRow = max(rows.lowerBound, edge.y0 >> shift)
        let lastRow = min(rows.upperBound - 1, (edge.y1 - 1) >> shift)
        guard firstRow <= lastRow else { return }
        let origin = firstColumn << shift
        for y in firstRow...lastRow {
            let top = max(edge.y0, y << shift)
            let bottom = min(edge.y1, (y + 1) << shift)
            let row = cells + (y - rows.lowerBound) * stride
            // Positions relative to the strip's first column and this row's top.
            let xa = edge.x(atY: top) - origin
            let xb = edge.x(atY: bottom) - origin
            line(from: xa, top - (y << shift), to: xb, bottom - (y << shift), winding: edge.winding, row: row)
        }
    }

    /// Deposits a piece of edge that stays within one row, walking the cells it crosses.
    @inline(__always)
    private static func line(
        from xa: Int, _ ya: Int, to xb: Int, _ yb: Int, winding: Int, row: UnsafeMutablePointer<Int32>
    ) {
        let shift = FixedEdge.shift
        let first = xa >> shift
        let last = xb >> shift
        if first == last {
            cell(first, from: xa - first << shift, to: xb - first << shift, height: (yb - ya) * winding, row: row)
            return
        }
        let step = xb > xa ? 1 : -1
        var (x, y, c) = (xa, ya, first)
        while c != last {
            let boundary = (step > 0 ? c + 1 : c) << shift
            let yNext = ya + FixedEdge.floorDivide((boundary - xa) * (yb - ya), xb - xa)
            cell(c, from: x - c << shift, to: boundary - c << shift, height: (yNext - y) * winding, row: row)
            (x, y, c) = (boundary, yNext, c + step)
        }
        cell(last, from: x - last << shift, to: xb - last << shift, height: (yb - y) * winding, row: row)
    }

    /// One cell's share: `height` (signed, 1/256 pixel) crossed between offsets `fa` and `fb`
    /// (0...256) within the cell. The part right of the line stays; the rest carries over.
    @inline(__always)
    private static func cell(_ c: Int, from fa: Int, to fb: Int, height: Int, row: UnsafeMutablePointer<Int32>) {
        let twoOne = 2 * FixedEdge.one
        let carried = height * (fa + fb)
        row[c] &+= Int32(truncatingIfNeeded: height * twoOne - carried)
        row[c + 1] &+= Int32(truncatingIfNeeded: carried)
    }
}
