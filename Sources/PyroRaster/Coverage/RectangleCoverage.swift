import PyroCore

/// Analytic coverage of a rotated rectangle: the fast path for confetti.
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

    /// Blends the rectangle's coverage on `rows` of `target` into its pixels: in 16-bit fixed
    /// point when it is small enough (`fitsFixedPoint`, nearly every particle), else in float.
    @inline(__always)
    func draw<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend) {
        if fitsFixedPoint {
            drawFixed(rows: rows, target: target, blend: blend)
        } else {
            drawFloat(rows: rows, target: target, blend: blend)
        }
    }

    /// The coverage in float, eight pixels a step, for rectangles of any size.
    @inline(never)
    func drawFloat<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend) {
        let c = cos, s = sin, ac = c.magnitude, as_ = s.magnitude
        let footprint = ac + as_
        let halfFootprint = 0.5 * footprint
        // Coverage is non-zero while |u| < reachU and |v| < reachV (u, v: offsets along the axes).
        let reachU = halfWidth + halfFootprint, reachV = halfHeight + halfFootprint
        let maxU = min(footprint, 2 * halfWidth), maxV = min(footprint, 2 * halfHeight)
        // A quarter because each axis's clamp below comes out doubled.
        let quarterScale = 0.25 * 255 / (footprint * footprint)
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s, reachU: reachU, reachV: reachV)
        let extentX = box.extentX, extentY = box.extentY
        guard let rowRange = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: rows),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
                                                  within: 0..<target.width)
        else { return }
        let width = target.width
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
                let row = target.row(y) + first
                // Eight pixels a step; pixels past the run lie outside the reach, so their lanes
                // come out zero by themselves and blending them changes nothing. The last step
                // blends four when at most four are left, which short runs (thin confetti) often are.
                var i = 0
                while i < count {
                    let index = Lanes8.offsets + Float(i)
                    let u = u0 + index * c, v = v0 - index * s
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

/// The runs of pixel columns inside a `RotatedBox`, row after row, in 16.16 fixed point.
///
/// Each pair of the box's sides bounds a row to an interval whose ends move by a fixed step
/// from one row to the next, so a row's run costs a few integer operations. A row's bounds are
/// the box's first row's plus a whole number of steps, exactly, whichever row drawing starts
/// from, so the runs do not depend on the band being drawn. Bounds are rounded outward: a run
/// may hold a pixel more than `RotatedBox.runs`, never one less.
struct FixedRuns {
    /// Left bound of each pair of sides, minus half a pixel, in 1/65536 pixel. 64 bits wide on
    /// every platform (wasm32's `Int` is 32): a side parallel to the rows stands 1e12 away.
    private var lowU: Int64, lowV: Int64
    /// Distances from left to right bounds, and steps per row.
    private let widthU: Int64, widthV: Int64, stepU: Int64, stepV: Int64
    private let first: Int64, end: Int64

    init(_ box: RotatedBox, firstRow: Int, columns: Range<Int>) {
        let one = 65536.0
        let dy = Double(firstRow) + 0.5 - Double(box.centerY)
        // Sides parallel to the rows bound no column: a very wide interval stands in for them.
        func side(_ slope: Float, _ radius: Float) -> (low: Int64, width: Int64, step: Int64) {
            let centre = (dy * Double(slope) + Double(box.centerX) - 0.5) * one
            let r = min(Double(radius), 1e12) * one
            let low = Int64(centre - r) - 1
            return (low, Int64(centre + r) + 1 - low, Int64(Double(slope) * one))
        }
        let u = side(box.slopeU, box.radiusU), v = side(box.slopeV, box.radiusV)
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
        let low = max(lowU, lowV), high = min(lowU &+ widthU, lowV &+ widthV)
        lowU &+= stepU
        lowV &+= stepV
        return (Int(max((low &>> 16) &+ 1, first)), Int(min((high &+ 0xFFFF) &>> 16, end)))
    }
}

extension RectangleCoverage {
    /// Largest `halfWidth + halfHeight + footprint` (pixels) that the fixed-point path takes:
    /// every value it forms, within three reaches plus eight pixels of the centre, times 255,
    /// then fits an `Int16`.
    static let fixedReachLimit: Float = 38

    /// Whether `drawFixed` can draw this rectangle.
    var fitsFixedPoint: Bool {
        halfWidth + halfHeight + cos.magnitude + sin.magnitude <= Self.fixedReachLimit
    }

    /// The same coverage as `draw(rows:with:)`, in 16-bit fixed point: eight pixels per vector
    /// instead of four, and no float lanes at all.
    ///
    /// Distances are measured in 1/255 of the pixel's footprint, so that each axis's clamped
    /// overlap is a value 0...255 and their product divided by 255 is the coverage. On each row
    /// the distances to the four sides (`reachU - u`, `reachU + u`, `reachV - v`, `reachV + v`)
    /// are computed in float at the run's first pixel and each rounded once (so that an edge
    /// halfway across a pixel gives exactly half coverage); the lanes add rounded steps.
    /// Everything depends on the row and the column only, never on which rows are drawn.
    ///
    /// - Precondition: `fitsFixedPoint`.
    @inline(__always)
    func drawFixed<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend) {
        let c = cos, s = sin
        let footprint = c.magnitude + s.magnitude
        let scale = 255 / footprint
        let reachU = halfWidth + 0.5 * footprint, reachV = halfHeight + 0.5 * footprint
        let box = RotatedBox(centerX: centerX, centerY: centerY, cos: c, sin: s, reachU: reachU, reachV: reachV)
        let extentX = box.extentX, extentY = box.extentY
        // The rows the rectangle covers on the whole canvas, and those of them to draw.
        guard let allRows = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY,
                                              within: 0..<target.height),
              let columnRange = PixelSpan.indices(from: centerX - extentX, to: centerX + extentX,
                                                  within: 0..<target.width)
        else { return }
        let rowRange = allRows.clamped(to: rows)
        guard !rowRange.isEmpty else { return }
        var runs = FixedRuns(box, firstRow: allRows.lowerBound, columns: columnRange)
        runs.skip(rowRange.lowerBound - allRows.lowerBound)

        // Overlaps clamp at the footprint, or at the side's length when that is shorter.
        let maxU = SIMD8<Int16>(repeating: Self.rounded(min(footprint, 2 * halfWidth) * scale))
        let maxV = SIMD8<Int16>(repeating: Self.rounded(min(footprint, 2 * halfHeight) * scale))
        let cs = c * scale, ss = s * scale
        let reachUS = reachU * scale, reachVS = reachV * scale
        let offsets = Lanes8.offsets
        let rampC = Self.rounded(offsets * cs), rampS = Self.rounded(offsets * ss)
        let stepC = SIMD8<Int16>(repeating: Self.rounded(8 * cs))
        let stepS = SIMD8<Int16>(repeating: Self.rounded(8 * ss))
        let left = 0.5 - centerX
        let width = target.width
        let zero = SIMD8<Int16>()
        let rampC4 = rampC.lowHalf, rampS4 = rampS.lowHalf
        let lastRow = rowRange.upperBound
        var group = rowRange.lowerBound
        while group < lastRow {
            // Eight rows at a time: their runs, then the distances to the four sides at each
            // run's first pixel, in float on eight lanes (each lane's arithmetic is exactly that
            // of one row: `dy = y + 0.5 - centerY`, `dx = first + 0.5 - centerX`, u and v from
            // them), each rounded once. Rows past the last are computed and never used.
            let rowsHere = min(8, lastRow &- group)
            // Runs one row at a time (64-bit bounds: not worth vectors), through memory.
            var store = EightRows(SIMD8(), SIMD8(), SIMD16<Int32>())
            store.withRows { firsts, ends, _ in
                for j in 0..<rowsHere {
                    let run = runs.next()
                    firsts[j] = Int32(truncatingIfNeeded: run.first)
                    ends[j] = Int32(truncatingIfNeeded: run.end)
                }
            }
            let dy = SIMD8<Float>(Lanes8.rowOffsets &+ Int32(truncatingIfNeeded: group)) + 0.5 - centerY
            let dx = SIMD8<Float>(store.lanes.lowHalf.lowHalf) + left
            let u = dy * ss + dx * cs, v = dy * cs - dx * ss
            // The distances p, q, r, t of row j in 16-bit lanes j, 8 + j, 16 + j and 24 + j.
            let pq = SIMD16(lowHalf: Self.rounded(reachUS - u), highHalf: Self.rounded(reachUS + u))
            let rt = SIMD16(lowHalf: Self.rounded(reachVS - v), highHalf: Self.rounded(reachVS + v))
            store.lanes.highHalf = unsafeBitCast(SIMD32<Int16>(lowHalf: pq, highHalf: rt), to: SIMD16<Int32>.self)
            store.withRows { firsts, ends, extra in
                let sideP = UnsafeRawPointer(extra).assumingMemoryBound(to: Int16.self)
                let sideQ = sideP + 8, sideR = sideP + 16, sideT = sideP + 24
                var j = 0
                while j < rowsHere {
                    let first = Int(firsts[j]), end = Int(ends[j])
                    guard first < end else { j &+= 1; continue }
                    // Two consecutive rows of at most four pixels each (thin or small pieces, and the
                    // tips of larger ones) share one pass: row j in the low four lanes, j + 1 in the
                    // high four. Each lane's values are exactly those of the one-row code below.
                    if end &- first <= 4, width &- first >= 4, j &+ 1 < rowsHere {
                        let first2 = Int(firsts[j &+ 1]), end2 = Int(ends[j &+ 1])
                        if first2 < end2, end2 &- first2 <= 4, width &- first2 >= 4 {
                            let p = SIMD8(lowHalf: SIMD4(repeating: sideP[j]) &- rampC4,
                                          highHalf: SIMD4(repeating: sideP[j &+ 1]) &- rampC4)
                            let q = SIMD8(lowHalf: SIMD4(repeating: sideQ[j]) &+ rampC4,
                                          highHalf: SIMD4(repeating: sideQ[j &+ 1]) &+ rampC4)
                            let r = SIMD8(lowHalf: SIMD4(repeating: sideR[j]) &+ rampS4,
                                          highHalf: SIMD4(repeating: sideR[j &+ 1]) &+ rampS4)
                            let t = SIMD8(lowHalf: SIMD4(repeating: sideT[j]) &- rampS4,
                                          highHalf: SIMD4(repeating: sideT[j &+ 1]) &- rampS4)
                            // The nearer of opposite sides, at most the overlap's limit, at least zero.
                            let cu = pointwiseMax(pointwiseMin(pointwiseMin(p, q), maxU), zero)
                            let cv = pointwiseMax(pointwiseMin(pointwiseMin(r, t), maxV), zero)
                            let product = SIMD8<UInt16>(truncatingIfNeeded: cu) &* SIMD8<UInt16>(truncatingIfNeeded: cv)
                            let upper = target.base + (group &+ j) &* width
                            blend.blend4x2(upper + first, upper + width + first2, product.dividedBy255())
                            j &+= 2
                            continue
                        }
                    }
                    var p = SIMD8<Int16>(repeating: sideP[j]) &- rampC
                    var q = SIMD8<Int16>(repeating: sideQ[j]) &+ rampC
                    var r = SIMD8<Int16>(repeating: sideR[j]) &+ rampS
                    var t = SIMD8<Int16>(repeating: sideT[j]) &- rampS
                    let row = target.base + (group &+ j) &* width
                    var x = first
                    while true {
                        // The nearer of opposite sides, at most the overlap's limit, at least zero.
                        let cu = pointwiseMax(pointwiseMin(pointwiseMin(p, q), maxU), zero)
                        let cv = pointwiseMax(pointwiseMin(pointwiseMin(r, t), maxV), zero)
                        let product = SIMD8<UInt16>(truncatingIfNeeded: cu) &* SIMD8<UInt16>(truncatingIfNeeded: cv)
                        blend.blend(product.dividedBy255(), into: row + x, count: end &- x, room: width &- x)
                        x &+= 8
                        if x >= end { break }
                        p &-= stepC
                        q &+= stepC
                        r &+= stepS
                        t &-= stepS
                    }
                    j &+= 1
                }
            }
            group &+= 8
        }
    }

    /// `x` rounded to the nearest integer, ties to even, for |x| < 2^15 (see `Float.roundingBias`).
    @inline(__always)
    static func rounded(_ x: Float) -> Int16 {
        Int16(truncatingIfNeeded: (x + .roundingBias).bitPattern)
    }

    /// Lane-wise `rounded(_:)`.
    @inline(__always)
    static func rounded(_ x: SIMD8<Float>) -> SIMD8<Int16> {
        SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(x + .roundingBias, to: SIMD8<UInt32>.self))
    }
}
