import PyroCore

/// How a shape is drawn: analytically when its outline is a rectangle or an ellipse (nearly every
/// particle), otherwise through the general edge accumulator.
enum ShapeRoute {
    case rectangle
    case ellipse
    case outline

    init(_ shape: ParticleShape) {
        switch shape {
        case .rectangle: self = .rectangle
        case .roundedRectangle(let radius) where !(radius > 0): self = .rectangle
        case .circle: self = .ellipse
        default: self = .outline
        }
    }
}

extension Renderer {
    /// Draws every particle of `batch` that touches `rows`, in order.
    mutating func drawParticles(
        _ batch: ParticleBatch, into target: RenderTarget, scale: Float, rows: Range<Int>,
        tile: inout CoverageTile, coverage: UnsafeMutablePointer<UInt8>
    ) {
        guard !batch.shapes.isEmpty else { return }
        // Columns are public and could disagree in length; draw only complete particles.
        let count = min(batch.x.count, batch.y.count, batch.rotation.count, batch.scaleX.count, batch.scaleY.count,
                        batch.width.count, batch.height.count, batch.opacity.count, batch.color.count,
                        batch.shapeIndex.count)
        let routes = batch.shapes.map(ShapeRoute.init)
        outlines.reset(for: batch.shapes)
        let extents = outlines.extents
        let mode = batch.blend
        let top = Float(rows.lowerBound), bottom = Float(rows.upperBound), right = Float(target.width)
        let limit = Self.maximumHalfSize
        for i in 0..<count {
            let shape = min(Int(batch.shapeIndex[i]), routes.count - 1)
            let sizeX = batch.scaleX[i] * batch.width[i], sizeY = batch.scaleY[i] * batch.height[i]
            let halfWidth = min(sizeX.magnitude * scale * 0.5, limit)
            let halfHeight = min(sizeY.magnitude * scale * 0.5, limit)
            guard halfWidth > 0, halfHeight > 0 else { continue }
            // Cheap rejection first: the outline lies within this distance of the centre (plus a
            // pixel of anti-aliasing), and most particles miss any one band.
            let cx = batch.x[i] * scale, cy = batch.y[i] * scale
            let reach = (halfWidth + halfHeight) * 2 * extents[shape] + 2
            guard cy + reach > top, cy - reach < bottom, cx + reach > 0, cx - reach < right else { continue }
            let color = PremultipliedPixel.premultiplied(RGBAColor(rgba32: batch.color[i]), opacity: batch.opacity[i])
            guard color >> 24 != 0 else { continue }
            let angle = batch.rotation[i]
            let cos = FastMath.cos(angle), sin = FastMath.sin(angle)
            switch routes[shape] {
            case .rectangle:
                tile.begin(target, color: color, mode: mode)
                RectangleCoverage(centerX: cx, centerY: cy, cos: cos, sin: sin, halfWidth: halfWidth,
                                  halfHeight: halfHeight)
                    .draw(into: target, rows: rows, tile: &tile)
                tile.flush()
            case .ellipse:
                tile.begin(target, color: color, mode: mode)
                EllipseCoverage(centerX: cx, centerY: cy, cos: cos, sin: sin, radiusX: halfWidth, radiusY: halfHeight)
                    .draw(into: target, rows: rows, tile: &tile)
                tile.flush()
            case .outline:
                let transform = Affine.particle(
                    center: Vector2(batch.x[i], batch.y[i]), cos: cos, sin: sin,
                    sizeX: sizeX.magnitude > limit ? (sizeX < 0 ? -limit : limit) : sizeX,
                    sizeY: sizeY.magnitude > limit ? (sizeY < 0 ? -limit : limit) : sizeY, pixelsPerPoint: scale)
                drawOutline(shape, transform: transform, pixelsAcross: 2 * max(halfWidth, halfHeight),
                            into: target, rows: rows, color: color, mode: mode, coverage: coverage)
            }
        }
    }

    /// Draws one shape's outline through `transform` with the edge accumulator.
    mutating func drawOutline(
        _ shape: Int, transform: Affine, pixelsAcross: Float, into target: RenderTarget, rows: Range<Int>,
        color: UInt32, mode: BlendMode, coverage: UnsafeMutablePointer<UInt8>
    ) {
        let outline = outlines.outline(shape, pixelsAcross: pixelsAcross)
        edges.removeAll(keepingCapacity: true)
        let clipper = EdgeClipper(width: Double(target.width), height: Double(target.height))
        var start = 0
        for end in outline.ends {
            defer { start = end }
            guard end - start >= 2 else { continue }
            var previous = transform.apply(outline.points[end - 1])
            for j in start..<end {
                let point = transform.apply(outline.points[j])
                clipper.add(from: previous, to: point, into: &edges)
                previous = point
            }
        }
        guard !edges.isEmpty else { return }
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for edge in edges {
            minX = min(minX, edge.x0, edge.x1)
            maxX = max(maxX, edge.x0, edge.x1)
            minY = min(minY, edge.y0)
            maxY = max(maxY, edge.y1)
        }
        let shift = FixedEdge.shift
        let rowRange = max(rows.lowerBound, minY >> shift)..<min(rows.upperBound, ((maxY - 1) >> shift) + 1)
        let columns = (minX >> shift)..<min(target.width, (maxX >> shift) + 1)
        guard !rowRange.isEmpty, !columns.isEmpty else { return }
        edges.withUnsafeBufferPointer { edges in
            accumulator.rasterize(edges, rows: rowRange, columns: columns, coverageRow: coverage) { y, x0, cover, n in
                Blitter.blend(target.row(y) + x0, coverage: cover, count: n, color: color, mode: mode)
            }
        }
    }
}
