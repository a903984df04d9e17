import PyroCore

/// Turns a display list into drawing commands in painting order, the way `GraphicsContext`
/// would draw it, without allocating per particle.
///
/// Particles that cannot show (zero scale or size, zero opacity, a fully transparent colour,
/// a shape index outside the batch's table) make no command, as the rasterizer draws nothing
/// for them. Strokes pass through as `StrokeItem`s: SwiftUI's `Path.trimmedPath(from:to:)` and
/// `StrokeStyle` with round caps and joins take their fields directly.
///
/// A sprite shape (`ParticleShape.sprite`) makes the same command as any other shape; the
/// SwiftUI adapter draws its picture over the particle's box (`SpriteDrawing` says how,
/// `SpriteBitmap` and `SpriteCache` make the picture once per sprite).
public enum DrawCommands {
    /// Calls `batch` at the start of each particle batch (its shape table and blend), `fill` for
    /// each visible particle of it, and `stroke` for each stroke, in painting order.
    ///
    /// - Complexity: O(particles + strokes); nothing is allocated per particle.
    public static func forEach(
        in list: DisplayList,
        batch: (_ shapes: [ParticleShape], _ blend: Blending) -> Void,
        fill: (FillCommand) -> Void,
        stroke: (StrokeItem) -> Void
    ) {
        for item in list.items {
            switch item {
            case .particles(let particles):
                batch(particles.shapes, particles.blend)
                forEachFill(in: particles, fill)
            case .stroke(let item):
                stroke(item)
            }
        }
    }

    /// Calls `body` for each visible particle of `batch`, in order.
    public static func forEachFill(in batch: ParticleBatch, _ body: (FillCommand) -> Void) {
        // Columns are public and could disagree in length; only complete particles are drawn.
        let count = min(
            batch.x.count, batch.y.count, batch.rotation.count, batch.scaleX.count, batch.scaleY.count,
            batch.width.count, batch.height.count, batch.opacity.count, batch.color.count,
            batch.shapeIndex.count)
        let shapeCount = batch.shapes.count
        for i in 0..<count {
            let shape = Int(batch.shapeIndex[i])
            let scaleX = Double(batch.scaleX[i])
            let scaleY = Double(batch.scaleY[i])
            let width = Double(batch.width[i])
            let height = Double(batch.height[i])
            let opacity = Double(batch.opacity[i])
            let color = RGBAColor(rgba32: batch.color[i])
            guard shape < shapeCount, scaleX != 0, scaleY != 0, width > 0, height > 0, opacity > 0,
                color.alpha > 0
            else { continue }
            let placement = ShapeTransform.translateRotateScale(
                x: Double(batch.x[i]), y: Double(batch.y[i]), rotation: Double(batch.rotation[i]),
                scaleX: scaleX, scaleY: scaleY)
            var transform = placement
            transform.a *= width
            transform.b *= width
            transform.c *= height
            transform.d *= height
            body(
                FillCommand(
                    shapeIndex: shape, transform: transform, placement: placement, width: width,
                    height: height, color: color, opacity: opacity, blend: batch.blend))
        }
    }
}
