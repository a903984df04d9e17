import PyroCore
import PyroRaster

/// One display list laid out for the page's WebGL2 renderer: the live items' columns as one
/// buffer of instances the page uploads as it is, the commands that say how to draw them, and
/// the atlas of shapes that need pictures.
///
/// The display list stays the contract: each word comes from a column of a `ParticleBatch` or
/// a `StrokeItem`, in pixels at the frame's scale, with PyroRaster's own limits (half sizes
/// clamped to `Renderer.maximumHalfSize`, strokes trimmed and their pens made by `StrokePen`,
/// blur radii from `BoxBlur.radii`), so that the page draws what PyroRaster would.
///
/// `header` holds `headerWords` words, then `commandWords` per command:
/// - header: commands, instance words in use, the atlas's generation, layers and side, the
///   background's kind (0 transparent, 1 solid, 2 vertical gradient) and its top and bottom
///   colours (`0xRRGGBBAA`, straight), then the addresses of `instances`, the atlas's texels and
///   its placements (filled in by the exports, in wasm's 32-bit memory), and one spare word;
/// - a batch of particles: 0, its blend mode (0 normal, 1 additive), the word where its
///   instances start, how many;
/// - a stroke: 1, its blend mode, the word where its points start (x, y in pixels), how many
///   points, the pen's half width in pixels and its colour (`0xRRGGBBAA`), its opacity (the
///   thin pen's fading included), the three box blur radii in pixels (10 bits each, lowest
///   first; 0 for a sharp line), and the points' bounds (least x and y, greatest x and y).
///
/// A particle instance is `instanceWords` words: centre x and y in pixels, rotation in radians
/// (clockwise), half the stretched width and height in pixels (negative mirrors), opacity
/// (0...1), colour (`0xRRGGBBAA`, straight) and the atlas's slot for its shape. Floats are stored
/// as their bit patterns.
struct InstanceFrame {
    static let headerWords = 12, commandWords = 12, instanceWords = 8

    let header = WordBuffer()
    let instances = WordBuffer()
    var atlas = ShapeAtlas()
    /// Each batch's shapes the last time it was written, and their slots: a batch drawing the
    /// same shapes as before looks nothing up.
    private var batchShapes: [[ParticleShape]] = []
    private var batchSlots: [[UInt32]] = []
    private var polyline: [Vector2] = []

    /// Lays out `list` drawn at `scale` pixels per point over `background`.
    #if !PYRO_WEB_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    mutating func write(_ list: DisplayList, scale: Float, background: Background) {
        header.removeAll()
        instances.removeAll()
        _ = header.grow(by: Self.headerWords)
        var batchIndex = 0
        for item in list.items {
            switch item {
            case .particles(let batch):
                writeBatch(batch, index: batchIndex, scale: scale)
                batchIndex += 1
            case .stroke(let stroke) where RasterFeatures.strokes:
                writeStroke(stroke, scale: scale)
            case .stroke:
                break
            }
        }
        header[0] = UInt32((header.count - Self.headerWords) / Self.commandWords)
        header[1] = UInt32(instances.count)
        header[2] = atlas.generation
        header[3] = UInt32(atlas.shapes.count)
        header[4] = UInt32(atlas.side)
        switch background {
        case .transparent: (header[5], header[6], header[7]) = (0, 0, 0)
        case .solid(let color): (header[5], header[6], header[7]) = (1, color.rgba32, color.rgba32)
        case .verticalGradient(let top, let bottom): (header[5], header[6], header[7]) = (2, top.rgba32, bottom.rgba32)
        }
        for word in 8..<Self.headerWords { header[word] = 0 }
    }

    /// The slots of `batch`'s shapes, looked up again only when they changed.
    private mutating func slots(for batch: ParticleBatch, index: Int) -> [UInt32] {
        if index < batchShapes.count && batchShapes[index] == batch.shapes { return batchSlots[index] }
        let slots = batch.shapes.map { atlas.slot(for: $0) }
        if index < batchShapes.count {
            batchShapes[index] = batch.shapes
            batchSlots[index] = slots
        } else {
            batchShapes.append(batch.shapes)
            batchSlots.append(slots)
        }
        return slots
    }

    #if !PYRO_WEB_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    private mutating func writeBatch(_ batch: ParticleBatch, index: Int, scale: Float) {
        // Columns are public and could disagree in length; only complete particles are drawn.
        let count = min(
            batch.x.count, batch.y.count, batch.rotation.count, batch.scaleX.count, batch.scaleY.count,
            batch.width.count, batch.height.count, batch.opacity.count, batch.color.count,
            batch.shapeIndex.count)
        guard count > 0, !batch.shapes.isEmpty else { return }
        let slots = slots(for: batch, index: index)
        let first = instances.count
        let out = instances.grow(by: count * Self.instanceWords)
        let limit = Renderer.maximumHalfSize
        let last = slots.count - 1
        ParticleColumns.with(batch) { c in
            for i in 0..<count {
                let row = out + i &* Self.instanceWords
                // The products in PyroRaster's order (`Renderer.prepare`), clamped as it clamps them.
                let halfX = min(max(c.scaleX[i] * c.width[i] * scale * 0.5, -limit), limit)
                let halfY = min(max(c.scaleY[i] * c.height[i] * scale * 0.5, -limit), limit)
                row[0] = (c.x[i] * scale).bitPattern
                row[1] = (c.y[i] * scale).bitPattern
                row[2] = c.rotation[i].bitPattern
                row[3] = halfX.bitPattern
                row[4] = halfY.bitPattern
                row[5] = c.opacity[i].bitPattern
                row[6] = c.color[i]
                row[7] = slots[min(Int(c.shapeIndex[i]), last)]
            }
        }
        let command = header.grow(by: Self.commandWords)
        command.initialize(repeating: 0, count: Self.commandWords)
        command[1] = UInt32(batch.blend.rawValue)
        command[2] = UInt32(first)
        command[3] = UInt32(count)
    }

    private mutating func writeStroke(_ stroke: StrokeItem, scale: Float) {
        guard let pen = StrokePen(stroke, scale: scale, polyline: &polyline) else { return }
        let sigma = stroke.blurRadius * scale
        let radii = sigma > 0 ? BoxBlur.radii(sigma: sigma) : (0, 0, 0)
        let first = instances.count
        var minX = Float.infinity
        var maxX = -Float.infinity
        var minY = Float.infinity
        var maxY = -Float.infinity
        for p in polyline {
            instances.append(p.x)
            instances.append(p.y)
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let command = header.grow(by: Self.commandWords)
        command[0] = 1
        command[1] = UInt32(stroke.blend.rawValue)
        command[2] = UInt32(first)
        command[3] = UInt32(polyline.count)
        command[4] = pen.halfWidth.bitPattern
        command[5] = stroke.color.rgba32
        command[6] = pen.opacity.bitPattern
        command[7] = UInt32(radii.0) | UInt32(radii.1) << 10 | UInt32(radii.2) << 20
        command[8] = minX.bitPattern
        command[9] = minY.bitPattern
        command[10] = maxX.bitPattern
        command[11] = maxY.bitPattern
    }
}
