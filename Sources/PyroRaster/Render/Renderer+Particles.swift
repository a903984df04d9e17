import PyroCore

/// How a shape is drawn: analytically when its outline is a rectangle or an ellipse (nearly every
/// particle), a picture through `drawSprite`, otherwise through the general edge accumulator.
enum ShapeRoute {
    case rectangle
    case ellipse
    case outline
    case sprite(SpriteImage, tinted: Bool)

    init(_ shape: ParticleShape) {
        switch shape {
        case .rectangle: self = .rectangle
        case .roundedRectangle(let radius) where !(radius > 0): self = .rectangle
        case .circle: self = .ellipse
        case .sprite(let image, let tinted): self = .sprite(image, tinted: tinted)
        default: self = .outline
        }
    }

    /// The path the route's particles take when their set-up allows it (see `Renderer.prepare`).
    var preferredPath: DrawPath {
        switch self {
        case .rectangle: .fixedRectangle
        case .ellipse: .circle
        case .outline: .outline
        case .sprite: .sprite
        }
    }
}

/// A shape whose coverage is computed in closed form and blended as it is computed.
protocol AnalyticCoverage {
    /// Blends the shape's coverage on `rows` of `target` into its pixels.
    func draw<Blend: SpanBlend>(rows: Range<Int>, target: RenderTarget, blend: Blend)
}

extension FixedRectangle: AnalyticCoverage {}
extension RectangleCoverage: AnalyticCoverage {}
extension CircleCoverage: AnalyticCoverage {}
extension EllipseCoverage: AnalyticCoverage {}

/// An analytic shape on some rows of a target, ready for `Blitter.draw` to pick its blend.
struct AnalyticDrawing<Shape: AnalyticCoverage>: BlendedDrawing {
    /// Where the shape is kept: records set up in the first pass are read in place, not copied
    /// for every strip they are drawn on.
    let shape: UnsafePointer<Shape>
    let rows: Range<Int>
    let target: RenderTarget

    @inline(__always)
    func draw<Blend: SpanBlend>(with blend: Blend) {
        shape.pointee.draw(rows: rows, target: target, blend: blend)
    }
}

extension Renderer {
    /// Draws every particle of `batch` that touches `rows`, in order.
    ///
    /// Two passes: the first (`prepare`) keeps the visible particles, works out their colours,
    /// rotations and coverage set-ups once, and sorts them into strips of rows; the second draws
    /// strip by strip.
    mutating func drawParticles(
        _ batch: ParticleBatch, into target: RenderTarget, scale: Float, rows: Range<Int>,
        coverage: UnsafeMutablePointer<UInt32>
    ) {
        guard !batch.shapes.isEmpty else { return }
        let routes = batch.shapes.map(ShapeRoute.init)
        outlines.reset(for: batch.shapes)
        let stripHeight = ParticleBins.stripHeight(forWidth: target.width)
        let firstStrip = rows.lowerBound / stripHeight
        let stripCount = (rows.upperBound - 1) / stripHeight - firstStrip + 1
        prepare(
            batch, paths: routes.map { $0.preferredPath }, scale: scale, rows: rows, target: target,
            stripHeight: stripHeight, firstStrip: firstStrip)
        guard bins.count > 0 else { return }
        bins.sort(stripCount: stripCount)

        let mode = batch.blend
        let bins = self.bins
        let stamps = circleStamps
        bins.withContents { drawn in
            stamps.withCoverage { stampCoverage in
                for strip in 0..<stripCount {
                    let top = (firstStrip + strip) * stripHeight
                    let stripRows = max(top, rows.lowerBound)..<min(top + stripHeight, rows.upperBound)
                    let members = bins.starts[strip + 1] - bins.starts[strip]
                    // Worth it once the strip's particles touch a good share of its cache lines.
                    if members * 32 >= stripRows.count * target.width / 16 {
                        warmth &+= Self.warm(target, rows: stripRows)
                    }
                    let positions = bins.starts[strip]..<bins.starts[strip + 1]
                    for position in positions {
                        if (position &- positions.lowerBound) % Self.touchedAhead == 0 {
                            let ahead = position..<min(position &+ Self.touchedAhead, positions.upperBound)
                            warmth &+= Self.touch(bins.members[ahead], in: drawn)
                        }
                        let index = Int(bins.members[position])
                        let p = drawn.particles[index]
                        switch p.path {
                        case .fixedRectangle:
                            Self.drawAnalytic(
                                AnalyticDrawing(shape: drawn.rectangles + index, rows: stripRows, target: target),
                                color: p.color, mode: mode)
                        case .rectangle:
                            let rectangle = RectangleCoverage(
                                centerX: p.centerX, centerY: p.centerY, cos: p.cos, sin: p.sin,
                                halfWidth: p.halfX.magnitude, halfHeight: p.halfY.magnitude)
                            withUnsafePointer(to: rectangle) { rectangle in
                                Blitter.draw(
                                    AnalyticDrawing(shape: rectangle, rows: stripRows, target: target),
                                    color: p.color, mode: mode)
                            }
                        case .stampedCircle:
                            CircleStamps.draw(
                                drawn.stamps[index], from: stampCoverage, rows: stripRows, target: target,
                                color: p.color, mode: mode)
                        case .circle:
                            Self.drawAnalytic(
                                AnalyticDrawing(shape: drawn.circles + index, rows: stripRows, target: target),
                                color: p.color, mode: mode)
                        case .ellipse:
                            let ellipse = EllipseCoverage(
                                centerX: p.centerX, centerY: p.centerY, cos: p.cos, sin: p.sin,
                                radiusX: p.halfX.magnitude, radiusY: p.halfY.magnitude)
                            withUnsafePointer(to: ellipse) { ellipse in
                                Blitter.draw(
                                    AnalyticDrawing(shape: ellipse, rows: stripRows, target: target),
                                    color: p.color, mode: mode)
                            }
                        case .outline:
                            let transform = Affine.particle(
                                centerX: p.centerX, centerY: p.centerY, cos: p.cos,
                                sin: p.sin, halfX: p.halfX, halfY: p.halfY)
                            drawOutline(
                                Int(p.shape), transform: transform,
                                pixelsAcross: 2 * max(p.halfX.magnitude, p.halfY.magnitude),
                                into: target, rows: stripRows, color: p.color, mode: mode,
                                coverage: coverage)
                        case .sprite:
                            guard case .sprite(let image, let tinted) = routes[Int(p.shape)] else { continue }
                            Self.drawSprite(
                                image, tinted: tinted, centerX: p.centerX, centerY: p.centerY,
                                cos: p.cos, sin: p.sin, halfX: p.halfX, halfY: p.halfY,
                                color: p.color, mode: mode, into: target, rows: stripRows)
                        }
                    }
                }
            }
        }
    }

    /// How many of a strip's particles `touch` reads ahead of their drawing.
    static var touchedAhead: Int { 32 }

    /// Reads one word of each cache line that drawing `members` starts with: the particle, and
    /// its rectangle's set-up or its circle's set-up or stamp. The records lie scattered over
    /// megabytes (a strip of a 1080p frame draws about one particle in nine), so each is a cache
    /// miss; read one by one as they are drawn, each miss stalls the drawing, while read here
    /// together, their misses overlap. Returns a sum of what it read, to keep the reads.
    ///
    /// The browser builds read nothing ahead: there it cost `confetti.wasm` 2.5 KB gzipped
    /// (web/size_check.py), and it has not been measured in a page.
    @inline(__always)
    static func touch(_ members: ArraySlice<UInt32>, in drawn: ParticleBins.Contents) -> UInt32 {
        #if arch(wasm32)
            return 0
        #else
            var sum: UInt32 = 0
            for member in members {
                let index = Int(member)
                let particle = drawn.particles[index]
                sum &+= particle.color
                switch particle.path {
                case .fixedRectangle:
                    // Words at most 64 bytes apart from its first to its last: one in each of
                    // the two or three lines its 104 bytes span.
                    let rectangle = UnsafeRawPointer(drawn.rectangles + index)
                    let last = MemoryLayout<FixedRectangle>.size &- 4
                    let middle = last / 2 & ~3
                    sum &+= rectangle.load(as: UInt32.self) &+ rectangle.load(fromByteOffset: middle, as: UInt32.self)
                    sum &+= rectangle.load(fromByteOffset: last, as: UInt32.self)
                case .stampedCircle:
                    sum &+= UInt32(bitPattern: drawn.stamps[index].offset)
                case .circle:
                    sum &+= UnsafeRawPointer(drawn.circles + index).load(as: UInt32.self)
                default:
                    break
                }
            }
            return sum
        #endif
    }

    /// Blends `drawing` with `color` in `mode`. Out of line, so that each shape's blend loops
    /// are compiled apart from the strip loop: inlined there, 100k confetti took 3% more
    /// instructions and 100k circles 5% (callgrind, 2026-12-04).
    @inline(never)
    static func drawAnalytic<Shape: AnalyticCoverage>(_ drawing: AnalyticDrawing<Shape>, color: UInt32, mode: Blending)
    {
        Blitter.draw(drawing, color: color, mode: mode)
    }

    /// Reads one word of every cache line of `rows`, in order, so that the strip's pixels come
    /// into cache as one sequential stream rather than as scattered misses (measured on 100k
    /// confetti at 1080p: 36 ms down to 31). Returns a sum of what it read, to keep the reads.
    @inline(never)
    static func warm(_ target: RenderTarget, rows: Range<Int>) -> UInt32 {
        let start = target.row(rows.lowerBound)
        let count = rows.count * target.width
        var sum: UInt32 = 0
        var i = 0
        while i < count {
            sum &+= start[i]
            i &+= 16
        }
        return sum
    }

    /// Draws one shape's outline through `transform` with the edge accumulator.
    mutating func drawOutline(
        _ shape: Int, transform: Affine, pixelsAcross: Float, into target: RenderTarget, rows: Range<Int>,
        color: UInt32, mode: Blending, coverage: UnsafeMutablePointer<UInt32>
    ) {
        let outline = outlines.outline(shape, pixelsAcross: pixelsAcross)
        edges.removeAll(keepingCapacity: true)
        let clipper = EdgeClipper(width: Double(target.width), height: Double(target.height))
        var start = 0
        var reachesRight = false
        for end in outline.ends {
            defer { start = end }
            guard end - start >= 2 else { continue }
            var previous = transform.apply(outline.points[end - 1])
            for j in start..<end {
                let point = transform.apply(outline.points[j])
                reachesRight = clipper.add(from: previous, to: point, into: &edges) || reachesRight
                previous = point
            }
        }
        guard !edges.isEmpty else { return }
        var minX = Int.max
        var maxX = Int.min
        var minY = Int.max
        var maxY = Int.min
        for edge in edges {
            minX = min(minX, edge.x0, edge.x1)
            maxX = max(maxX, edge.x0, edge.x1)
            minY = min(minY, edge.y0)
            maxY = max(maxY, edge.y1)
        }
        let shift = FixedEdge.shift
        let firstRow = max(rows.lowerBound, minY >> shift)
        let endRow = min(rows.upperBound, ((maxY - 1) >> shift) + 1)
        // Coverage left open by edges dropped beyond the right border runs to the border.
        let firstColumn = minX >> shift
        let endColumn = reachesRight ? target.width : min(target.width, (maxX >> shift) + 1)
        guard firstRow < endRow, firstColumn < endColumn else { return }
        let rowRange = firstRow..<endRow
        let columns = firstColumn..<endColumn
        edges.withUnsafeBufferPointer { edges in
            accumulator.rasterize(edges, rows: rowRange, columns: columns, coverageRow: coverage) { y, x0, cover, n in
                Blitter.blend(target.row(y) + x0, coverage: cover, count: n, color: color, mode: mode)
            }
        }
    }
}
