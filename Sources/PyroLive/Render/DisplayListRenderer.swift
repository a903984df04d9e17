import PyroCore

/// Turns a display list into pixels: the single place where the window's drawing meets the
/// rasterizer.
///
/// Until PyroRaster's canvas renderer is merged this uses `FallbackRasterizer`; swapping in
/// PyroRaster changes only this type.
struct DisplayListRenderer {
    private var rasterizer = FallbackRasterizer()
    /// Flattened outlines of the shapes seen so far; a handful per scene, so a list is enough.
    private var outlineCache: [(shape: ParticleShape, polygons: [[Vector2]])] = []

    /// Paints `background`, then `list`, into `frame`, mapping points to pixels with `scale`.
    mutating func render(_ background: FrameBackground, _ list: DisplayList, into frame: inout Frame, scale: Float) {
        switch background {
        case .solid(let color): frame.clear(to: color)
        case .verticalGradient(let top, let bottom): frame.fillVerticalGradient(top: top, bottom: bottom)
        }
        draw(list, into: &frame, scale: scale)
    }

    /// Draws `list` over `frame`, mapping points to pixels with `scale`.
    mutating func draw(_ list: DisplayList, into frame: inout Frame, scale: Float) {
        for item in list.items {
            switch item {
            case .particles(let batch): draw(batch, into: &frame, scale: scale)
            case .stroke(let stroke): draw(stroke, into: &frame, scale: scale)
            }
        }
    }

    private mutating func draw(_ batch: ParticleBatch, into frame: inout Frame, scale: Float) {
        let outlines = batch.shapes.map { outline(of: $0) }
        for i in 0..<batch.count {
            let opacity = batch.opacity[i]
            let sx = batch.scaleX[i] * batch.width[i] * scale, sy = batch.scaleY[i] * batch.height[i] * scale
            guard opacity > 0, abs(sx) > 0.01, abs(sy) > 0.01 else { continue }
            let color = Frame.pack(RGBAColor(rgba32: batch.color[i]), opacity: opacity)
            let cx = batch.x[i] * scale, cy = batch.y[i] * scale
            let angle = batch.rotation[i]
            let c = FastMath.cos(angle), s = FastMath.sin(angle)
            if abs(sx) < 1.2 && abs(sy) < 1.2 {
                // Below a pixel the outline does not matter; its area does.
                frame.blend(x: Int(cx), y: Int(cy), color, coverage: abs(sx * sy), mode: batch.blend)
                continue
            }
            let polygons = outlines[Int(batch.shapeIndex[i])].map { polygon in
                polygon.map { p in
                    let x = p.x * sx, y = p.y * sy
                    return Vector2(cx + x * c - y * s, cy + x * s + y * c)
                }
            }
            rasterizer.fill(polygons, color: color, mode: batch.blend, into: &frame)
        }
    }

    private mutating func draw(_ stroke: StrokeItem, into frame: inout Frame, scale: Float) {
        let line = Polyline(stroke.points)
        let points = line.trimmed(from: stroke.trimStart * line.length, to: stroke.trimEnd * line.length).map { $0 * scale }
        guard !points.isEmpty, stroke.opacity > 0, stroke.lineWidth > 0 else { return }
        rasterizer.stroke(
            points, halfWidth: stroke.lineWidth * scale / 2, softness: stroke.blurRadius * scale * 2,
            color: Frame.pack(stroke.color, opacity: stroke.opacity), mode: stroke.blend, into: &frame)
    }

    private mutating func outline(of shape: ParticleShape) -> [[Vector2]] {
        if let cached = outlineCache.first(where: { $0.shape == shape }) { return cached.polygons }
        let polygons = shape.outline.flattened(tolerance: 0.005)
        if outlineCache.count > 64 { outlineCache.removeAll() }
        outlineCache.append((shape, polygons))
        return polygons
    }
}
