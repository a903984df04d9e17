#if canImport(SwiftUI)
import PyroCore
import PyroSwiftUISupport
import SwiftUI

/// How particles of a canvas are filled.
enum ParticleFill {
    /// Each particle's own shape and colour from the display list.
    case effect
    /// Every particle in this unit-box path and shading (a person's `Shape` and `Color`).
    case shape(Path, GraphicsContext.Shading)
    /// Every particle as the canvas's symbol view, at the view's own size.
    case symbol
}

/// Draws display lists into a `GraphicsContext`, keeping what can be kept between frames:
/// shape paths built once per shape table, sprite pictures made once per sprite, one shading
/// per colour, the last fuse polyline.
@MainActor
final class CanvasPainter {
    /// The id under which a canvas registers its particle symbol.
    static let symbolID = 0

    private var shapes: [ParticleShape] = []
    private var paths: [Path] = []
    /// The batch's sprites by shape index (nil: not a sprite, or its picture could not be made).
    private var sprites: [(image: CGImage, tinted: Bool)?] = []
    /// The batch's sprites resolved in this frame's context, by shape index.
    private var resolvedSprites: [GraphicsContext.ResolvedImage?] = []
    private var spriteImages = SpriteCache<CGImage>()
    private var shadings: [UInt32: GraphicsContext.Shading] = [:]
    private var polyline: [Vector2] = []
    private var polylinePath = Path()

    /// Draws `list` in painting order; particles as `fill` says.
    func draw(_ list: DisplayList, into context: inout GraphicsContext, fill: ParticleFill) {
        let symbol: GraphicsContext.ResolvedSymbol?
        if case .symbol = fill {
            symbol = context.resolveSymbol(id: Self.symbolID)
        } else {
            symbol = nil
        }
        var batchContext = context
        let base = context
        DrawCommands.forEach(in: list, batch: { shapes, blend in
            self.prepare(shapes)
            batchContext = base
            batchContext.blendMode = blend == .additive ? .plusLighter : .normal
            // Once a batch, not once a particle: the picture in this frame's environment.
            let context = batchContext
            self.resolvedSprites = self.sprites.map { sprite in
                sprite.map { context.resolve(Image(decorative: $0.image, scale: 1).renderingMode($0.tinted ? .template : .original)) }
            }
        }, fill: { command in
            var particle = batchContext
            particle.opacity = command.opacity
            switch fill {
            case .effect:
                if let sprite = self.sprites[command.shapeIndex], var image = self.resolvedSprites[command.shapeIndex] {
                    let drawing = SpriteDrawing(command, tinted: sprite.tinted)
                    particle.opacity = drawing.opacity
                    if let tint = drawing.tint { image.shading = self.shading(tint) }
                    particle.concatenate(CGAffineTransform(command.placement))
                    particle.draw(image, in: CGRect(x: drawing.x, y: drawing.y, width: drawing.width, height: drawing.height))
                    return
                }
                particle.concatenate(CGAffineTransform(command.transform))
                particle.fill(self.paths[command.shapeIndex], with: self.shading(command.color))
            case .shape(let path, let shading):
                particle.concatenate(CGAffineTransform(command.transform))
                particle.fill(path, with: shading)
            case .symbol:
                guard let symbol else { return }
                particle.concatenate(CGAffineTransform(command.placement))
                let size = symbol.size
                particle.draw(symbol, in: CGRect(x: -size.width / 2, y: -size.height / 2,
                                                 width: size.width, height: size.height))
            }
        }, stroke: { stroke in
            self.draw(stroke, into: base)
        })
    }

    /// A round-capped, round-joined polyline, trimmed and blurred as the display list says.
    private func draw(_ stroke: StrokeItem, into context: GraphicsContext) {
        guard stroke.points.count > 1, stroke.lineWidth > 0 else { return }
        var layer = context
        layer.opacity = Double(stroke.opacity)
        if stroke.blend == .additive { layer.blendMode = .plusLighter }
        if stroke.blurRadius > 0 { layer.addFilter(.blur(radius: CGFloat(stroke.blurRadius))) }
        let path = self.path(through: stroke.points)
            .trimmedPath(from: CGFloat(stroke.trimStart), to: CGFloat(stroke.trimEnd))
        let style = StrokeStyle(lineWidth: CGFloat(stroke.lineWidth), lineCap: .round, lineJoin: .round)
        layer.stroke(path, with: shading(stroke.color), style: style)
    }

    /// Builds the batch's shape paths unless the last batch had the same shapes.
    private func prepare(_ batchShapes: [ParticleShape]) {
        guard batchShapes != shapes else { return }
        shapes = batchShapes
        paths = batchShapes.map { Self.path($0.outline) }
        sprites = batchShapes.map { shape in
            guard case .sprite(let sprite, let tinted) = shape,
                  let image = spriteImages.picture(for: sprite, make: Self.cgImage) else { return nil }
            return (image, tinted)
        }
    }

    /// A sprite's picture as a Core Graphics image: its premultiplied RGBA bytes as they are
    /// (`SpriteBitmap`), in sRGB, smoothed when scaled.
    private static func cgImage(_ sprite: SpriteImage) -> CGImage? {
        let bitmap = SpriteBitmap(sprite)
        guard let data = bitmap.bytes.withUnsafeBufferPointer({ CFDataCreate(nil, $0.baseAddress, $0.count) }),
              let provider = CGDataProvider(data: data), let space = CGColorSpace(name: CGColorSpace.sRGB) else {
            return nil
        }
        return CGImage(width: bitmap.width, height: bitmap.height, bitsPerComponent: SpriteBitmap.bitsPerComponent,
                       bitsPerPixel: SpriteBitmap.bitsPerPixel, bytesPerRow: bitmap.bytesPerRow, space: space,
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    private func shading(_ color: RGBAColor) -> GraphicsContext.Shading {
        if let shading = shadings[color.rgba32] { return shading }
        let shading = GraphicsContext.Shading.color(
            .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
            opacity: Double(color.alpha) / 255)
        // Palettes are small; a runaway number of colours only costs rebuilding the table.
        if shadings.count >= 256 { shadings.removeAll(keepingCapacity: true) }
        shadings[color.rgba32] = shading
        return shading
    }

    /// The fuse's polyline, rebuilt only when its points change.
    private func path(through points: [Vector2]) -> Path {
        guard points != polyline else { return polylinePath }
        var path = Path()
        path.move(to: CGPoint(points[0]))
        for point in points.dropFirst() {
            path.addLine(to: CGPoint(point))
        }
        polyline = points
        polylinePath = path
        return path
    }

    /// A Pyro outline as a SwiftUI path, in the same unit box.
    static func path(_ outline: ShapePath) -> Path {
        var path = Path()
        for element in outline.elements {
            switch element {
            case .move(let p): path.move(to: CGPoint(p))
            case .line(let p): path.addLine(to: CGPoint(p))
            case .quadCurve(let p, let c): path.addQuadCurve(to: CGPoint(p), control: CGPoint(c))
            case .curve(let p, let c1, let c2):
                path.addCurve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2))
            case .close: path.closeSubpath()
            }
        }
        return path
    }

    /// A person's shape in the unit box that display-list transforms expect.
    static func unitPath<S: Shape>(_ shape: S) -> Path {
        shape.path(in: CGRect(x: -0.5, y: -0.5, width: 1, height: 1))
    }
}
#endif
