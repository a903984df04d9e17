/// The runs of pixel columns inside a `RotatedBox`, row after row, in 16.16 fixed point.
///
/// Each pair of the box's sides bounds a row to an interval whose ends move by a fixed step
/// from one row to the next, so a row's run costs a few integer operations. A row's bounds are
/// the box's first row's plus a whole number of steps, exactly, whichever row drawing starts
/// from, so the runs do not depend on the band being drawn. Bounds are rounded outward: a run
/// may hold a pixel more than `RotatedBox.runs`, never one less.
struct FixedRuns {
    /// Left bound of each pair of sides, minus half a pixel, plus one pixel, in 1/65536 pixel:
    /// the first column right of the bound is this shifted down by 16 bits. 64 bits wide on
    /// every platform (wasm32's `Int` is 32): a side parallel to the rows stands 1e12 away.
    private var lowU: Int64, lowV: Int64
    /// Distances from those to the right bounds plus 0xFFFF (the end column is the sum shifted
    /// down by 16 bits), and steps per row.
    private let widthU: Int64, widthV: Int64, stepU: Int64, stepV: Int64
    private let first: Int64, end: Int64

    init(_ box: RotatedBox, firstRow: Int, columns: Range<Int>) {
        self.init(
            centerX: box.centerX, centerY: box.centerY, slopeU: box.slopeU, radiusU: box.radiusU,
            slopeV: box.slopeV, radiusV: box.radiusV, firstRow: firstRow, columns: columns)
    }

    /// The runs from row `firstRow` of a box whose sides bound row `y` to `x` within `radius`
    /// of `centerX + (y + 0.5 - centerY) * slope`, for each pair (see `RotatedBox`), in pixels.
    @inline(__always)
    init(
        centerX: Float, centerY: Float, slopeU: Float, radiusU: Float, slopeV: Float, radiusV: Float,
        firstRow: Int, columns: Range<Int>
    ) {
        let one = 65536.0
        let dy = Double(firstRow) + 0.5 - Double(centerY)
        // Sides parallel to the rows bound no column: a very wide interval stands in for them.
        // The bounds are rounded outward (the left one less 1/65536, the right one plus), then
        // the left one moves right by a pixel and the right one by 0xFFFF, so that `next` finds
        // the first and end columns by shifts alone. No sum leaves 64 bits, hence wrapping
        // operations, which skip the overflow tests: |centre| and r are below 2^57, because
        // |slope| < 1e6 (`RotatedBox` takes no slope where the cosine or sine is within 1e-6 of
        // zero), |dy| is below about 2^21 (the first row is within the box's extent of its
        // centre, and half sizes are clamped to `Renderer.maximumHalfSize`, 2^20 pixels), so
        // 2^21 · 1e6 · 65536 < 2^57, and r ≤ 1e12 · 65536 < 2^56.
        func side(_ slope: Float, _ radius: Float) -> (low: Int64, width: Int64, step: Int64) {
            let centre = (dy * Double(slope) + Double(centerX) - 0.5) * one
            let r = min(Double(radius), 1e12) * one
            let low = Int64(centre - r) &+ 0xFFFF
            return (low, Int64(centre + r) &+ 0x10000 &- low, Int64(Double(slope) * one))
        }
        let u = side(slopeU, radiusU)
        let v = side(slopeV, radiusV)
        (lowU, widthU, stepU) = u
        (lowV, widthV, stepV) = v
        first = Int64(columns.lowerBound)
        end = Int64(columns.upperBound)
    }

    /// Moves on by `rows` rows.
    mutating func skip(_ rows: Int) {
        lowU &+= Int64(rows) &* stepU
        lowV &+= Int64(rows) &* stepV
    }

    /// This row's run of columns, `first ..< end` (empty when `end <= first`), and moves on.
    @inline(__always)
    mutating func next() -> (first: Int, end: Int) {
        let low = max(lowU, lowV)
        let high = min(lowU &+ widthU, lowV &+ widthV)
        lowU &+= stepU
        lowV &+= stepV
        return (Int(max(low &>> 16, first)), Int(min(high &>> 16, end)))
    }
}
