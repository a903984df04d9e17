/// A round particle ready to draw: `EllipseCoverage`'s estimate for a circle, with everything
/// that does not depend on which rows are drawn worked out once per particle, for eight
/// particles at a time (`CircleCoverage.Lanes`), in the first pass, rather than on every strip
/// of rows it touches.
///
/// For a circle the estimate needs no rotation: `(rho - a) rho / (|dx| + |dy|)` with `a` the
/// radius after `EllipseCoverage`'s ring correction, and runs cut to the chord of the circle of
/// radius `reach` (`a` plus `EllipseCoverage.margin`) on each row (coverage is zero beyond it:
/// the estimate is at least the distance over sqrt 2).
struct CircleCoverage {
    /// Centre, in pixels.
    var centerX: Float, centerY: Float
    /// One over the corrected radius `a`, in 1/pixels.
    var inverse: Float
    /// `reach` squared, in square pixels.
    var reach2: Float
    /// Coverage scale: half of 255 times the thinness (see `EllipseCoverage`).
    var scale: Float
    /// The rows the circle covers on the whole canvas: `firstRow ..< endRow`, not empty.
    var firstRow: Int32, endRow: Int32

    /// A placeholder for storage not yet written.
    static var empty: CircleCoverage {
        CircleCoverage(centerX: 0, centerY: 0, inverse: 0, reach2: 0, scale: 0, firstRow: 0, endRow: 0)
    }

    /// Blends the circle's coverage on `rows` of `target` into its pixels: coverage is float
    /// math on eight lanes, rounded to 16-bit lanes and blended eight or four pixels at a time;
    /// each row's values come from that row's own coordinates.
    @inline(__always)
    func draw<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend) {
        let top = max(Int(firstRow), rows.lowerBound)
        let lastRow = min(Int(endRow), rows.upperBound)
        guard top < lastRow else { return }
        let centerX = self.centerX
        let centerY = self.centerY
        let inverse = self.inverse
        let scale = self.scale
        let lo = Float(0)
        let hi = Float(target.width)
        let ramp = Lanes8.offsets * inverse
        // |r grad r|_1 is (|dx| + |dy|) / a^2 in pixel offsets, (|dxn| + |dyn|) / a in units of a.
        let fourOverA = 4 * inverse
        let left = 0.5 - centerX
        let reach2 = self.reach2
        let width = target.width
        let ramp4 = SIMD8(lowHalf: ramp.lowHalf, highHalf: ramp.lowHalf)
        var group = top
        while group < lastRow {
            let rowsHere = min(8, lastRow &- group)
            // Eight rows' offsets from the centre and runs at once: the columns whose centres lie
            // strictly within the chord of each row, clamped first so that the conversions are
            // exact. Each lane's arithmetic is exactly that of one row.
            let dys = SIMD8<Float>(Lanes8.rowOffsets &+ Int32(truncatingIfNeeded: group)) + 0.5 - centerY
            let chord = Lanes8.squareRootOrZero(reach2 - dys * dys)
            let low = Lanes8.minimum(
                Lanes8.maximum((centerX - chord) - 0.5, SIMD8(repeating: lo - 1)),
                SIMD8(repeating: hi))
            let high = Lanes8.minimum(
                Lanes8.maximum((centerX + chord) - 0.5, SIMD8(repeating: lo - 1)),
                SIMD8(repeating: hi))
            // Read back one row at a time from memory (see `EightRows`).
            var store = EightRows(
                Lanes8.floor(low) &+ 1, 0 &- Lanes8.floor(-high),
                unsafeBitCast(dys, to: SIMD8<Int32>.self))
            store.withRows { firsts, ends, extra in
                let dyOf = UnsafeRawPointer(extra).assumingMemoryBound(to: Float.self)
                var j = 0
                while j < rowsHere {
                    let dy = dyOf[j]
                    let first = Int(firsts[j])
                    let end = Int(ends[j])
                    guard first < end else {
                        j &+= 1
                        continue
                    }
                    let y = group &+ j
                    // Two consecutive rows of at most four pixels (the top and bottom of a disc) share
                    // one pass, row y in the low four lanes and y + 1 in the high four, each lane
                    // computing exactly what the one-row code below does.
                    if end &- first <= 4, width &- first >= 4, j &+ 1 < rowsHere {
                        let next = (dy: dyOf[j &+ 1], first: Int(firsts[j &+ 1]), end: Int(ends[j &+ 1]))
                        if next.first < next.end, next.end &- next.first <= 4, width &- next.first >= 4 {
                            let dyn = SIMD8(
                                lowHalf: SIMD4(repeating: dy * inverse), highHalf: SIMD4(repeating: next.dy * inverse))
                            let dxn =
                                SIMD8(
                                    lowHalf: SIMD4(repeating: (Float(first) + left) * inverse),
                                    highHalf: SIMD4(repeating: (Float(next.first) + left) * inverse)) + ramp4
                            let q = dxn * dxn + dyn * dyn
                            let g = 0.5 * q + 0.5
                            let g2 = g * g
                            let twice = g2 + q
                            let norm = Lanes8.maximum(
                                (Lanes8.magnitude(dxn) + Lanes8.magnitude(dyn)) * fourOverA,
                                SIMD8(repeating: EllipseCoverage.leastNorm))
                            let distance = ((twice - (g + g)) * twice) / (g2 * norm)
                            let k = Lanes8.twiceClamped(0.5 - distance, upper: 1) * scale
                            blend.blend4x2(
                                target.base + y &* width + first, target.base + (y &+ 1) &* width + next.first,
                                Lanes8.coverage(k))
                            j &+= 2
                            continue
                        }
                    }
                    let dyn = dy * inverse
                    let dyn2 = dyn * dyn
                    let dynMagnitude = dyn.magnitude
                    let row = target.base + y &* width
                    var x = first
                    // Rows whose every step of eight has eight pixels of room take a loop with no
                    // edge case in it; the rest (near the right border) check each step.
                    if end &+ 7 <= width {
                        repeat {
                            let dxn = SIMD8(repeating: (Float(x) + left) * inverse) + ramp
                            let k = Self.coverage(
                                dxn, dy2: dyn2, dyMagnitude: dynMagnitude, fourOverA: fourOverA,
                                scale: scale)
                            blend.blend(k, awayFromEdgeInto: row + x, count: end &- x)
                            x &+= 8
                        } while x < end
                    } else {
                        repeat {
                            let dxn = SIMD8(repeating: (Float(x) + left) * inverse) + ramp
                            let k = Self.coverage(
                                dxn, dy2: dyn2, dyMagnitude: dynMagnitude, fourOverA: fourOverA,
                                scale: scale)
                            blend.blend(k, into: row + x, count: end &- x, room: width &- x)
                            x &+= 8
                        } while x < end
                    }
                    j &+= 1
                }
            }
            group &+= 8
        }
    }
}

extension CircleCoverage {
    /// Coverage (0...255) of eight pixels of one row, from their x offsets `dxn` and the row's
    /// y offset, squared (`dy2`) and its magnitude, all in units of the corrected radius.
    @inline(__always)
    static func coverage(
        _ dxn: SIMD8<Float>, dy2: Float, dyMagnitude: Float, fourOverA: Float,
        scale: Float
    ) -> SIMD8<UInt16> {
        let q = dxn * dxn + dy2
        let g = 0.5 * q + 0.5
        let g2 = g * g
        let twice = g2 + q
        let norm = Lanes8.maximum(
            (Lanes8.magnitude(dxn) + dyMagnitude) * fourOverA, SIMD8(repeating: EllipseCoverage.leastNorm))
        let distance = ((twice - (g + g)) * twice) / (g2 * norm)
        let k = Lanes8.twiceClamped(0.5 - distance, upper: 1) * scale
        return Lanes8.coverage(k)
    }

    /// The set-up of eight round particles at once, one a lane, each lane's arithmetic exactly
    /// that of `EllipseCoverage` for one; then `write(to:at:)` and `init(_:at:lane:)` hand one
    /// lane's values to the record through a `LaneTable`.
    struct Lanes {
        /// All ones in lanes whose two radii are equal: circles, which this path draws.
        var round: SIMD8<Int32>
        var centerX: SIMD8<Float>, centerY: SIMD8<Float>
        var inverse: SIMD8<Float>, reach2: SIMD8<Float>, scale: SIMD8<Float>
        /// The rows covered, and the columns (only whether they are empty matters).
        var firstRow: SIMD8<Int32>, endRow: SIMD8<Int32>, firstColumn: SIMD8<Int32>, endColumn: SIMD8<Int32>

        /// Rows a `LaneTable` needs for `write(to:at:)`.
        static var tableRows: Int { 10 }

        /// Ellipses centred at `centerX`, `centerY` with semi-axes `radiusX` and `radiusY`
        /// (pixels, positive), on a `width` × `height` pixel canvas (neither empty).
        @inline(__always)
        init(
            centerX: SIMD8<Float>, centerY: SIMD8<Float>, radiusX: SIMD8<Float>, radiusY: SIMD8<Float>,
            width: Int, height: Int
        ) {
            self.centerX = centerX
            self.centerY = centerY
            round = unsafeBitCast(radiusX .== radiusY, to: SIMD8<Int32>.self)
            // `max(radius, 0.5)`, taking 0.5 on a tie as `max` does.
            let drawnX = radiusX.replacing(with: 0.5, where: radiusX .<= 0.5)
            let drawnY = radiusY.replacing(with: 0.5, where: radiusY .<= 0.5)
            let thinness = (radiusX / drawnX) * (radiusY / drawnY)
            // Positive (drawn radii are at least 0.5): as a magnitude, the compiler sees that and
            // takes vector square roots instead of testing each lane for libm's negative case.
            let a = Lanes8.magnitude(drawnX * drawnX - EllipseCoverage.ring).squareRoot()
            let reach = a + EllipseCoverage.margin
            scale = 0.5 * 255 * thinness
            inverse = 1 / a
            reach2 = reach * reach
            (firstRow, endRow) = PixelSpan.indices(from: centerY - reach, to: centerY + reach, within: 0..<height)
            (firstColumn, endColumn) = PixelSpan.indices(from: centerX - reach, to: centerX + reach, within: 0..<width)
        }

        /// Writes the lanes into rows `row ..< row + tableRows` of `table`.
        @inline(__always)
        func write(to table: LaneTable, at row: Int) {
            table.set(row, round)
            table.set(row + 1, centerX)
            table.set(row + 2, centerY)
            table.set(row + 3, inverse)
            table.set(row + 4, reach2)
            table.set(row + 5, scale)
            table.set(row + 6, firstRow)
            table.set(row + 7, endRow)
            table.set(row + 8, firstColumn)
            table.set(row + 9, endColumn)
        }

        /// Whether lane `lane` of the lanes written at `row` is a circle.
        @inline(__always)
        static func isRound(_ table: LaneTable, at row: Int, lane: Int) -> Bool {
            table.int32(row, lane) != 0
        }
    }

    /// Whether lane `lane` of the `Lanes` written at `row` of `table` covers a pixel of the
    /// canvas: a circle that does not is dropped, whichever way it would be drawn.
    @inline(__always)
    static func coversCanvas(_ table: LaneTable, at row: Int, lane: Int) -> Bool {
        table.int32(row + 6, lane) < table.int32(row + 7, lane)
            && table.int32(row + 8, lane) < table.int32(row + 9, lane)
    }

    /// Lane `lane` of the `Lanes` written at `row` of `table`; nil when the circle covers no
    /// pixel of the canvas.
    ///
    /// - Precondition: the lane is round.
    @inline(__always)
    init?(_ table: LaneTable, at row: Int, lane: Int) {
        guard Self.coversCanvas(table, at: row, lane: lane) else { return nil }
        let firstRow = table.int32(row + 6, lane)
        let endRow = table.int32(row + 7, lane)
        centerX = table.float(row + 1, lane)
        centerY = table.float(row + 2, lane)
        inverse = table.float(row + 3, lane)
        reach2 = table.float(row + 4, lane)
        scale = table.float(row + 5, lane)
        self.firstRow = firstRow
        self.endRow = endRow
    }
}
