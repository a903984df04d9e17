import PyroCore

/// A rotated rectangle ready for the fixed-point coverage path: everything its drawing needs
/// that does not depend on which rows are drawn, worked out once per piece, for eight pieces at
/// a time (`FixedRectangle.Lanes`), in the first pass, rather than on every strip of rows the
/// piece touches.
///
/// The coverage is `RectangleCoverage`'s in 16-bit fixed point: eight pixels per vector instead
/// of four, and no float lanes at all. Distances are measured in 1/255 of the pixel's footprint
/// (`|cos| + |sin|` pixels), so that each axis's clamped overlap is a value 0...255 and their
/// product divided by 255 is the coverage. On each row the distances to the four sides
/// (`reachU - u`, `reachU + u`, `reachV - v`, `reachV + v`) are computed in float at the run's
/// first pixel and each rounded once (so that an edge halfway across a pixel gives exactly half
/// coverage); the lanes add rounded steps. Everything depends on the row and the column only,
/// never on which rows are drawn.
struct FixedRectangle {
    /// The runs of columns, from row `firstRow` on.
    var runs: FixedRuns
    /// The rows the rectangle covers on the whole canvas: `firstRow ..< endRow`, not empty.
    var firstRow: Int32, endRow: Int32
    /// The centre's y, and `0.5 - centerX` (a column's centre less the centre's x), in pixels.
    var centerY: Float, left: Float
    /// Cosine and sine of the rotation times the scale (255 over the footprint): how far, in
    /// 1/255 footprint, the distances move per pixel.
    var cs: Float, ss: Float
    /// Half the width and height plus half a footprint, in 1/255 footprint.
    var reachUS: Float, reachVS: Float
    /// Each axis's overlap limit (the footprint, or the side's length when shorter), and the
    /// distances' steps per eight pixels, in 1/255 footprint.
    var maxU: Int16, maxV: Int16, stepC: Int16, stepS: Int16

    /// Largest `halfWidth + halfHeight + footprint` (pixels) that the fixed-point path takes:
    /// every value it forms, within three reaches plus eight pixels of the centre, times 255,
    /// then fits an `Int16`.
    static let reachLimit: Float = 38

    /// A placeholder for storage not yet written.
    static var empty: FixedRectangle {
        FixedRectangle(
            runs: FixedRuns(
                centerX: 0, centerY: 0, slopeU: 0, radiusU: 0, slopeV: 0, radiusV: 0, firstRow: 0,
                columns: 0..<0),
            firstRow: 0, endRow: 0, centerY: 0, left: 0, cs: 0, ss: 0, reachUS: 0, reachVS: 0,
            maxU: 0, maxV: 0, stepC: 0, stepS: 0)
    }

    /// Blends the rectangle's coverage on `rows` of `target` into its pixels.
    @inline(__always)
    func draw<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend) {
        let top = max(Int(firstRow), rows.lowerBound)
        let lastRow = min(Int(endRow), rows.upperBound)
        guard top < lastRow else { return }
        var runs = self.runs
        runs.skip(top &- Int(firstRow))
        let maxU = SIMD8<Int16>(repeating: self.maxU)
        let maxV = SIMD8<Int16>(repeating: self.maxV)
        let cs = self.cs
        let ss = self.ss
        let reachUS = self.reachUS
        let reachVS = self.reachVS
        let offsets = Lanes8.offsets
        let rampC = Self.rounded(offsets * cs)
        let rampS = Self.rounded(offsets * ss)
        let stepC = SIMD8<Int16>(repeating: self.stepC)
        let stepS = SIMD8<Int16>(repeating: self.stepS)
        let left = self.left
        let centerY = self.centerY
        let width = target.width
        // The first four steps of each ramp twice over, for two rows of four pixels at once.
        let twiceC = SIMD8(lowHalf: rampC.lowHalf, highHalf: rampC.lowHalf)
        let twiceS = SIMD8(lowHalf: rampS.lowHalf, highHalf: rampS.lowHalf)
        var group = top
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
            let u = dy * ss + dx * cs
            let v = dy * cs - dx * ss
            // The distances p, q, r, t of row j in 16-bit lanes 4j ..< 4j + 4, so that one load
            // brings a row's four (see `interleaved`).
            store.lanes.highHalf = unsafeBitCast(
                Self.interleaved(
                    Self.rounded(reachUS - u), Self.rounded(reachUS + u),
                    Self.rounded(reachVS - v), Self.rounded(reachVS + v)),
                to: SIMD16<Int32>.self)
            store.withRows { firsts, ends, extra in
                let sides = UnsafeRawPointer(extra)
                var j = 0
                while j < rowsHere {
                    let first = Int(firsts[j])
                    let end = Int(ends[j])
                    guard first < end else {
                        j &+= 1
                        continue
                    }
                    // Two consecutive rows of at most four pixels each (thin or small pieces, and the
                    // tips of larger ones) share one pass: row j in the low four lanes, j + 1 in the
                    // high four. Each lane's values are exactly those of the one-row code below.
                    if end &- first <= 4, width &- first >= 4, j &+ 1 < rowsHere {
                        let first2 = Int(firsts[j &+ 1])
                        let end2 = Int(ends[j &+ 1])
                        if first2 < end2, end2 &- first2 <= 4, width &- first2 >= 4 {
                            let both = sides.loadUnaligned(fromByteOffset: j &* 8, as: SIMD8<Int16>.self)
                            let p = Self.spread(both, 0) &- twiceC
                            let q = Self.spread(both, 1) &+ twiceC
                            let r = Self.spread(both, 2) &+ twiceS
                            let t = Self.spread(both, 3) &- twiceS
                            let product = Self.coverage(p, q, r, t, maxU: maxU, maxV: maxV)
                            let upper = target.base + (group &+ j) &* width
                            blend.blend4x2(upper + first, upper + width + first2, product.dividedBy255())
                            j &+= 2
                            continue
                        }
                    }
                    let four = sides.loadUnaligned(fromByteOffset: j &* 8, as: SIMD4<Int16>.self)
                    var p = SIMD8<Int16>(repeating: four[0]) &- rampC
                    var q = SIMD8<Int16>(repeating: four[1]) &+ rampC
                    var r = SIMD8<Int16>(repeating: four[2]) &+ rampS
                    var t = SIMD8<Int16>(repeating: four[3]) &- rampS
                    let row = target.base + (group &+ j) &* width
                    var x = first
                    // Rows whose every step of eight has eight pixels of room take a loop with no
                    // edge case in it; the rest (near the right border) check each step. (Stated
                    // from the run's length: as `end + 7 <= width` the compiler laid the loop's
                    // registers out worse, 3% more instructions for 100k confetti.)
                    if end &- first &+ 7 <= width &- first {
                        while true {
                            let product = Self.coverage(p, q, r, t, maxU: maxU, maxV: maxV)
                            blend.blend(products: product, awayFromEdgeInto: row + x, count: end &- x)
                            x &+= 8
                            if x >= end { break }
                            p &-= stepC
                            q &+= stepC
                            r &+= stepS
                            t &-= stepS
                        }
                    } else {
                        while true {
                            let product = Self.coverage(p, q, r, t, maxU: maxU, maxV: maxV)
                            blend.blend(product.dividedBy255(), into: row + x, count: end &- x, room: width &- x)
                            x &+= 8
                            if x >= end { break }
                            p &-= stepC
                            q &+= stepC
                            r &+= stepS
                            t &-= stepS
                        }
                    }
                    j &+= 1
                }
            }
            group &+= 8
        }
    }

    /// Eight rows' four distances, row j's `p`, `q`, `r`, `t` in lanes `4j ..< 4j + 4`: lanes
    /// paired, then pairs paired (two unpacks each on x86).
    @inline(__always)
    static func interleaved(
        _ p: SIMD8<Int16>, _ q: SIMD8<Int16>, _ r: SIMD8<Int16>,
        _ t: SIMD8<Int16>
    ) -> SIMD32<Int16> {
        let pq = SIMD16(
            lowHalf: SIMD8(p[0], q[0], p[1], q[1], p[2], q[2], p[3], q[3]),
            highHalf: SIMD8(p[4], q[4], p[5], q[5], p[6], q[6], p[7], q[7]))
        let rt = SIMD16(
            lowHalf: SIMD8(r[0], t[0], r[1], t[1], r[2], t[2], r[3], t[3]),
            highHalf: SIMD8(r[4], t[4], r[5], t[5], r[6], t[6], r[7], t[7]))
        let a = unsafeBitCast(pq, to: SIMD8<Int32>.self)
        let b = unsafeBitCast(rt, to: SIMD8<Int32>.self)
        let lanes = SIMD16(
            lowHalf: SIMD8(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3]),
            highHalf: SIMD8(a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7]))
        return unsafeBitCast(lanes, to: SIMD32<Int16>.self)
    }

    /// Lane `side` of the first four lanes of `rows` in the low four lanes, and lane `4 + side`
    /// in the high four: one side's distance of two consecutive rows (see `interleaved`).
    @inline(__always)
    static func spread(_ rows: SIMD8<Int16>, _ side: Int) -> SIMD8<Int16> {
        let low = rows[side]
        let high = rows[4 &+ side]
        return SIMD8(low, low, low, low, high, high, high, high)
    }

    /// The coverage products (0...255 · 255) of eight pixels from their distances to the four
    /// sides `p`, `q`, `r`, `t`: the nearer of opposite sides, at most the overlap's limit, at
    /// least zero, one axis's times the other's.
    @inline(__always)
    static func coverage(
        _ p: SIMD8<Int16>, _ q: SIMD8<Int16>, _ r: SIMD8<Int16>, _ t: SIMD8<Int16>,
        maxU: SIMD8<Int16>, maxV: SIMD8<Int16>
    ) -> SIMD8<UInt16> {
        let zero = SIMD8<Int16>()
        let cu = pointwiseMax(pointwiseMin(pointwiseMin(p, q), maxU), zero)
        let cv = pointwiseMax(pointwiseMin(pointwiseMin(r, t), maxV), zero)
        return unsafeBitCast(cu, to: SIMD8<UInt16>.self) &* unsafeBitCast(cv, to: SIMD8<UInt16>.self)
    }

    /// `x` rounded to the nearest integer, ties to even, for |x| < 2^15 (see `Float.roundingBias`).
    @inline(__always)
    static func rounded(_ x: SIMD8<Float>) -> SIMD8<Int16> {
        unsafeBitCast(x + .roundingBias, to: SIMD8<UInt32>.self).signedLowHalves
    }
}

extension FixedRectangle {
    /// The set-up of eight rectangles at once, one a lane, each lane's arithmetic exactly that
    /// of one rectangle (`RotatedBox`'s slopes and radii, the spans of rows and columns, the
    /// scaled distances and their roundings); then `write(to:at:)` and `init(_:at:lane:)` hand
    /// one lane's values to the record through a `LaneTable`.
    struct Lanes {
        /// All ones in lanes that the fixed-point path can draw (see `reachLimit`).
        var fits: SIMD8<Int32>
        var firstRow: SIMD8<Int32>, endRow: SIMD8<Int32>, firstColumn: SIMD8<Int32>, endColumn: SIMD8<Int32>
        var centerX: SIMD8<Float>, centerY: SIMD8<Float>
        var slopeU: SIMD8<Float>, radiusU: SIMD8<Float>, slopeV: SIMD8<Float>, radiusV: SIMD8<Float>
        var cs: SIMD8<Float>, ss: SIMD8<Float>, reachUS: SIMD8<Float>, reachVS: SIMD8<Float>
        /// Rounded values whose low 16 bits are the record's.
        var maxU: SIMD8<Int32>, maxV: SIMD8<Int32>, stepC: SIMD8<Int32>, stepS: SIMD8<Int32>

        /// Rows a `LaneTable` needs for `write(to:at:)`.
        static var tableRows: Int { 19 }

        /// Rectangles centred at `centerX`, `centerY` (pixels), turned by the rotation whose
        /// cosine and sine are `cos` and `sin`, `halfWidth` and `halfHeight` (pixels, positive)
        /// to each side, on a `width` × `height` pixel canvas (neither empty).
        @inline(__always)
        init(
            centerX: SIMD8<Float>, centerY: SIMD8<Float>, cos c: SIMD8<Float>, sin s: SIMD8<Float>,
            halfWidth: SIMD8<Float>, halfHeight: SIMD8<Float>, width: Int, height: Int
        ) {
            self.centerX = centerX
            self.centerY = centerY
            let absCos = Lanes8.magnitude(c)
            let absSin = Lanes8.magnitude(s)
            let footprint = absCos + absSin
            fits = unsafeBitCast(
                halfWidth + halfHeight + absCos + absSin .<= FixedRectangle.reachLimit, to: SIMD8<Int32>.self)
            let scale = 255 / footprint
            let reachU = halfWidth + 0.5 * footprint
            let reachV = halfHeight + 0.5 * footprint
            // `RotatedBox.init`: an axis nearly parallel to the rows bounds nothing horizontally.
            let zero = SIMD8<Float>()
            let inverseCos = zero.replacing(with: 1 / c, where: absCos .> 1e-6)
            let inverseSin = zero.replacing(with: 1 / s, where: absSin .> 1e-6)
            slopeU = Lanes8.negated(s) * inverseCos
            radiusU = SIMD8(repeating: 1e30).replacing(
                with: reachU * Lanes8.magnitude(inverseCos), where: inverseCos .!= 0)
            slopeV = c * inverseSin
            radiusV = SIMD8(repeating: 1e30).replacing(
                with: reachV * Lanes8.magnitude(inverseSin), where: inverseSin .!= 0)
            let extentX = absCos * reachU + absSin * reachV
            let extentY = absSin * reachU + absCos * reachV
            (firstRow, endRow) = PixelSpan.indices(from: centerY - extentY, to: centerY + extentY, within: 0..<height)
            (firstColumn, endColumn) = PixelSpan.indices(
                from: centerX - extentX, to: centerX + extentX,
                within: 0..<width)
            // Overlaps clamp at the footprint, or at the side's length when that is shorter.
            maxU = Self.rounded(Lanes8.minimum(footprint, 2 * halfWidth) * scale)
            maxV = Self.rounded(Lanes8.minimum(footprint, 2 * halfHeight) * scale)
            cs = c * scale
            ss = s * scale
            reachUS = reachU * scale
            reachVS = reachV * scale
            stepC = Self.rounded(8 * cs)
            stepS = Self.rounded(8 * ss)
        }

        /// `FixedRectangle.rounded`, before narrowing to 16 bits.
        @inline(__always)
        private static func rounded(_ x: SIMD8<Float>) -> SIMD8<Int32> {
            unsafeBitCast(x + .roundingBias, to: SIMD8<Int32>.self)
        }

        /// Writes the lanes into rows `row ..< row + tableRows` of `table`.
        @inline(__always)
        func write(to table: LaneTable, at row: Int) {
            table.set(row, fits)
            table.set(row + 1, firstRow)
            table.set(row + 2, endRow)
            table.set(row + 3, firstColumn)
            table.set(row + 4, endColumn)
            table.set(row + 5, centerX)
            table.set(row + 6, centerY)
            table.set(row + 7, slopeU)
            table.set(row + 8, radiusU)
            table.set(row + 9, slopeV)
            table.set(row + 10, radiusV)
            table.set(row + 11, cs)
            table.set(row + 12, ss)
            table.set(row + 13, reachUS)
            table.set(row + 14, reachVS)
            table.set(row + 15, maxU)
            table.set(row + 16, maxV)
            table.set(row + 17, stepC)
            table.set(row + 18, stepS)
        }

        /// Whether lane `lane` of the lanes written at `row` fits the fixed-point path.
        @inline(__always)
        static func fits(_ table: LaneTable, at row: Int, lane: Int) -> Bool {
            table.int32(row, lane) != 0
        }
    }

    /// Lane `lane` of the `Lanes` written at `row` of `table`; nil when the rectangle covers no
    /// pixel of the canvas.
    ///
    /// - Precondition: the lane fits the fixed-point path.
    @inline(__always)
    init?(_ table: LaneTable, at row: Int, lane: Int) {
        let firstRow = table.int32(row + 1, lane)
        let endRow = table.int32(row + 2, lane)
        let firstColumn = table.int32(row + 3, lane)
        let endColumn = table.int32(row + 4, lane)
        guard firstRow < endRow, firstColumn < endColumn else { return nil }
        let centerX = table.float(row + 5, lane)
        let centerY = table.float(row + 6, lane)
        runs = FixedRuns(
            centerX: centerX, centerY: centerY,
            slopeU: table.float(row + 7, lane), radiusU: table.float(row + 8, lane),
            slopeV: table.float(row + 9, lane), radiusV: table.float(row + 10, lane),
            firstRow: Int(firstRow), columns: Int(firstColumn)..<Int(endColumn))
        self.firstRow = firstRow
        self.endRow = endRow
        self.centerY = centerY
        left = 0.5 - centerX
        cs = table.float(row + 11, lane)
        ss = table.float(row + 12, lane)
        reachUS = table.float(row + 13, lane)
        reachVS = table.float(row + 14, lane)
        maxU = Int16(truncatingIfNeeded: table.int32(row + 15, lane))
        maxV = Int16(truncatingIfNeeded: table.int32(row + 16, lane))
        stepC = Int16(truncatingIfNeeded: table.int32(row + 17, lane))
        stepS = Int16(truncatingIfNeeded: table.int32(row + 18, lane))
    }
}
