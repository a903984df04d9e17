import PyroCore

extension Renderer {
    /// Rows of the first pass's `LaneTable`: the particles' own values, then the rectangles'
    /// and the circles' set-ups.
    private enum TableRow {
        static var centerX: Int { 0 }
        static var centerY: Int { 1 }
        static var halfX: Int { 2 }
        static var halfY: Int { 3 }
        static var cos: Int { 4 }
        static var sin: Int { 5 }
        static var color: Int { 6 }
        static var keep: Int { 7 }
        static var firstStrip: Int { 8 }
        static var lastStrip: Int { 9 }
        static var rectangles: Int { 10 }
        static var circles: Int { rectangles + FixedRectangle.Lanes.tableRows }
        static var count: Int { circles + CircleCoverage.Lanes.tableRows }
    }

    /// The first pass of `drawParticles`: fills `bins` with the particles that can touch `rows`
    /// of `target`, with their colours, rotations, strips and, for rectangles and circles, the
    /// set-up of their coverage, each worked out once.
    ///
    /// Eight particles a step on vector lanes (the batch's columns are contiguous), each lane's
    /// arithmetic exactly that of one particle alone, so the bytes drawn do not depend on how
    /// particles fall into groups; the last group's missing lanes are zero, which no test keeps.
    /// Then the kept lanes are written out one particle at a time, in order.
    ///
    /// - Parameter paths: per shape, the path its particles take when their set-up allows it
    ///   (`fixedRectangle` for rectangles, `circle` for ellipses, which small circles leave for
    ///   `stampedCircle`).
    mutating func prepare(
        _ batch: ParticleBatch, paths: [DrawPath], scale: Float, rows: Range<Int>, target: RenderTarget,
        stripHeight: Int, firstStrip: Int
    ) {
        // Columns are public and could disagree in length; draw only complete particles.
        let count = min(
            batch.x.count, batch.y.count, batch.rotation.count, batch.scaleX.count, batch.scaleY.count,
            batch.width.count, batch.height.count, batch.opacity.count, batch.color.count,
            batch.shapeIndex.count)
        let extents = outlines.extents
        let top = Float(rows.lowerBound)
        let bottom = Float(rows.upperBound)
        let right = Float(target.width)
        let inverseStrip = 1 / Float(stripHeight)
        let lastStrip = (rows.upperBound - 1) / stripHeight
        let limit = Self.maximumHalfSize
        let lastShape = extents.count - 1
        let width = target.width
        let height = target.height
        // Stamps are looked up (and made) while the bins are written, so they are held apart
        // from `self` meanwhile.
        var stamps = CircleStamps()
        swap(&stamps, &circleStamps)
        defer { swap(&stamps, &circleStamps) }
        bins.withStorage(
            capacity: count, rectangles: paths.contains(.fixedRectangle),
            circles: paths.contains(.circle)
        ) { storage in
            guard count > 0 else { return 0 }
            return ParticleColumns.with(batch) { columns in
                LaneTable.with(rows: TableRow.count) { table in
                    var kept = 0
                    var start = 0
                    while start < count {
                        let n = min(8, count &- start)
                        defer { start &+= 8 }
                        // Each lane's shape: its extent, and which set-ups the group needs.
                        var extent: SIMD8<Float>
                        var needs: DrawPathSet
                        if lastShape == 0 {
                            extent = SIMD8(repeating: extents[0])
                            needs = DrawPathSet(paths[0])
                        } else {
                            extent = SIMD8()
                            needs = DrawPathSet()
                            for j in 0..<n {
                                let shape = min(Int(columns.shapeIndex[start &+ j]), lastShape)
                                extent[j] = extents[shape]
                                needs.insert(paths[shape])
                            }
                        }
                        let halfX = Self.clamped(
                            ParticleColumns.lanes(columns.scaleX, from: start, count: n)
                                * ParticleColumns.lanes(columns.width, from: start, count: n) * scale * 0.5, limit)
                        let halfY = Self.clamped(
                            ParticleColumns.lanes(columns.scaleY, from: start, count: n)
                                * ParticleColumns.lanes(columns.height, from: start, count: n) * scale * 0.5, limit)
                        // The outline lies within `reach` of the centre, anti-aliasing included.
                        let cx = ParticleColumns.lanes(columns.x, from: start, count: n) * scale
                        let cy = ParticleColumns.lanes(columns.y, from: start, count: n) * scale
                        let magnitudeX = Lanes8.magnitude(halfX)
                        let magnitudeY = Lanes8.magnitude(halfY)
                        let reach = (magnitudeX + magnitudeY) * 2 * extent + 2
                        let (color, visible) = PremultipliedPixel.premultiplied(
                            ParticleColumns.lanes(columns.color, from: start, count: n),
                            opacity: ParticleColumns.lanes(columns.opacity, from: start, count: n))
                        let keep =
                            (halfX .!= 0) .& (halfY .!= 0) .& (cy + reach .> top) .& (cy - reach .< bottom)
                            .& (cx + reach .> 0) .& (cx - reach .< right) .& visible
                        guard any(keep) else { continue }
                        // Circles need no rotation; ellipses do.
                        let turn =
                            needs == DrawPathSet(.circle) && all((magnitudeX .== magnitudeY) .| .!keep)
                            ? (sin: SIMD8<Float>(repeating: 0), cos: SIMD8<Float>(repeating: 1))
                            : SineCosine.of(ParticleColumns.lanes(columns.rotation, from: start, count: n))
                        // Strips, from the rows within reach: `max(cy - reach, top)` and
                        // `min(cy + reach, bottom - 1)`, not negative in the kept lanes, where
                        // rounding down is the conversion's truncation.
                        let upper = cy - reach
                        let lower = cy + reach
                        let firstStrips = Lanes8.floor(upper.replacing(with: top, where: upper .<= top) * inverseStrip)
                        let lastStrips = Lanes8.floor(
                            lower.replacing(with: bottom - 1, where: lower .> bottom - 1) * inverseStrip)
                        table.set(TableRow.centerX, cx)
                        table.set(TableRow.centerY, cy)
                        table.set(TableRow.halfX, halfX)
                        table.set(TableRow.halfY, halfY)
                        table.set(TableRow.cos, turn.cos)
                        table.set(TableRow.sin, turn.sin)
                        table.set(TableRow.color, unsafeBitCast(color, to: SIMD8<Int32>.self))
                        table.set(TableRow.keep, unsafeBitCast(keep, to: SIMD8<Int32>.self))
                        table.set(TableRow.firstStrip, firstStrips)
                        table.set(TableRow.lastStrip, lastStrips)
                        if needs.contains(.fixedRectangle) {
                            FixedRectangle.Lanes(
                                centerX: cx, centerY: cy, cos: turn.cos, sin: turn.sin,
                                halfWidth: magnitudeX, halfHeight: magnitudeY,
                                width: width, height: height
                            )
                            .write(to: table, at: TableRow.rectangles)
                        }
                        // Set in every group that holds a circle.
                        var stampKeys: CircleStamps.Keys?
                        if needs.contains(.circle) {
                            stampKeys = CircleStamps.Keys(centerX: cx, centerY: cy, radius: magnitudeX)
                            CircleCoverage.Lanes(
                                centerX: cx, centerY: cy, radiusX: magnitudeX, radiusY: magnitudeY,
                                width: width, height: height
                            )
                            .write(to: table, at: TableRow.circles)
                        }
                        for j in 0..<n where table.int32(TableRow.keep, j) != 0 {
                            let shape = lastShape == 0 ? 0 : min(Int(columns.shapeIndex[start &+ j]), lastShape)
                            var path = paths[shape]
                            switch path {
                            case .fixedRectangle:
                                if FixedRectangle.Lanes.fits(table, at: TableRow.rectangles, lane: j) {
                                    // A rectangle that covers no pixel of the canvas is dropped.
                                    guard let rectangle = FixedRectangle(table, at: TableRow.rectangles, lane: j)
                                    else { continue }
                                    storage.rectangles[kept] = rectangle
                                } else {
                                    path = .rectangle
                                }
                            case .circle:
                                if CircleCoverage.Lanes.isRound(table, at: TableRow.circles, lane: j) {
                                    guard CircleCoverage.coversCanvas(table, at: TableRow.circles, lane: j)
                                    else { continue }
                                    if let placement = stamps.placement(stampKeys.unsafelyUnwrapped, lane: j) {
                                        storage.stamps[kept] = placement
                                        path = .stampedCircle
                                    } else {
                                        storage.circles[kept] =
                                            CircleCoverage(table, at: TableRow.circles, lane: j)
                                            .unsafelyUnwrapped
                                    }
                                } else {
                                    path = .ellipse
                                }
                            default:
                                break
                            }
                            storage.particles[kept] = PreparedParticle(
                                centerX: table.float(TableRow.centerX, j), centerY: table.float(TableRow.centerY, j),
                                halfX: table.float(TableRow.halfX, j), halfY: table.float(TableRow.halfY, j),
                                cos: table.float(TableRow.cos, j), sin: table.float(TableRow.sin, j),
                                color: UInt32(bitPattern: table.int32(TableRow.color, j)),
                                shape: UInt8(truncatingIfNeeded: shape), path: path)
                            let first = max(Int(table.int32(TableRow.firstStrip, j)), firstStrip)
                            let last = min(Int(table.int32(TableRow.lastStrip, j)), lastStrip)
                            storage.strips[kept] = ParticleBins.Strips(
                                first: Int32(truncatingIfNeeded: first &- firstStrip),
                                last: Int32(truncatingIfNeeded: max(last, first) &- firstStrip))
                            kept &+= 1
                        }
                    }
                    return kept
                }
            }
        }
    }

    /// `min(max(x, -limit), limit)` lane by lane, NaN staying NaN as it does there.
    @inline(__always)
    private static func clamped(_ x: SIMD8<Float>, _ limit: Float) -> SIMD8<Float> {
        let low = x.replacing(with: -limit, where: x .<= -limit)
        return low.replacing(with: limit, where: low .> limit)
    }
}
