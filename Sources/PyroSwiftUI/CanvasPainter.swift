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
        /// Every particle as the modified view itself (the canvas's `CanvasPainter.contentTag`
        /// symbol), at the view's own size.
        case content
    }

    /// Draws display lists into a `GraphicsContext`, keeping what can be kept between frames: for
    /// each batch of the frame, its shapes' paths, sprite pictures and symbols (`ShapeTables`);
    /// one shading per colour; the last fuse polyline. Per frame it only resolves each batch's
    /// pictures, text and views in that frame's context, into storage it reuses.
    @MainActor
    final class CanvasPainter {
        /// The tag under which a canvas gives the view whose copies `ParticleFill.content` draws.
        struct ContentTag: Hashable {}
        static let contentTag = ContentTag()

        /// How one shape of a batch is drawn.
        private enum Look {
            /// Its outline, filled in the particle's colour.
            case outline
            /// A sprite's picture, stretched over the particle's box.
            case picture(CGImage, tinted: Bool)
            /// Something SwiftUI draws itself, fitted into the box.
            case symbol(CanvasSymbol)
        }

        /// A batch's shapes, ready to draw.
        private struct Table {
            var paths: [Path] = []
            var looks: [Look] = []
        }

        /// A look resolved in this frame's context.
        private enum Resolved {
            case outline
            case image(GraphicsContext.ResolvedImage, tinted: Bool, fitted: Bool)
            case text(GraphicsContext.ResolvedText, size: CGSize, tinted: Bool)
            case view(GraphicsContext.ResolvedSymbol)
        }

        private var tables = ShapeTables<Table>()
        private var pictures = SpriteCache<CGImage>()
        private var table = Table()
        private var resolved: [Resolved] = []
        private var shadings: [UInt32: GraphicsContext.Shading] = [:]
        private var polyline: [Vector2] = []
        private var polylinePath = Path()

        /// Draws `list` in painting order; particles as `fill` says.
        func draw(_ list: DisplayList, into context: inout GraphicsContext, fill: ParticleFill) {
            let content: GraphicsContext.ResolvedSymbol?
            if case .content = fill {
                content = context.resolveSymbol(id: Self.contentTag)
            } else {
                content = nil
            }
            let base = context
            var batchContext = context
            var ordinal = 0
            DrawCommands.forEach(
                in: list,
                batch: { shapes, blend in
                    self.table = self.tables.table(at: ordinal, for: shapes, build: self.build)
                    ordinal += 1
                    batchContext = base
                    batchContext.blendMode = blend == .additive ? .plusLighter : .normal
                    self.resolve(in: batchContext)
                },
                fill: { command in
                    var particle = batchContext
                    switch fill {
                    case .effect:
                        self.draw(command, into: &particle)
                    case .shape(let path, let shading):
                        particle.opacity = command.opacity
                        particle.concatenate(CGAffineTransform(command.transform))
                        particle.fill(path, with: shading)
                    case .content:
                        guard let content else { return }
                        particle.opacity = command.opacity
                        particle.concatenate(CGAffineTransform(command.placement))
                        let size = content.size
                        particle.draw(
                            content,
                            in: CGRect(
                                x: -size.width / 2, y: -size.height / 2,
                                width: size.width, height: size.height))
                    }
                },
                stroke: { stroke in
                    self.draw(stroke, into: base)
                })
        }

        /// One particle of the effect: its outline, picture or symbol.
        private func draw(_ command: FillCommand, into particle: inout GraphicsContext) {
            switch resolved[command.shapeIndex] {
            case .outline:
                particle.opacity = command.opacity
                particle.concatenate(CGAffineTransform(command.transform))
                particle.fill(table.paths[command.shapeIndex], with: shading(command.color))
            case .image(var image, let tinted, let fitted):
                let drawing = SpriteDrawing(command, tinted: tinted)
                particle.opacity = drawing.opacity
                if let tint = drawing.tint { image.shading = shading(tint) }
                particle.concatenate(CGAffineTransform(command.placement))
                particle.draw(image, in: fitted ? Self.rect(fitting: image.size, in: drawing) : Self.rect(drawing))
            case .text(var text, let size, let tinted):
                let drawing = SpriteDrawing(command, tinted: tinted)
                particle.opacity = drawing.opacity
                if let tint = drawing.tint { text.shading = shading(tint) }
                particle.concatenate(CGAffineTransform(command.placement))
                let scale = Self.scale(fitting: size, in: drawing)
                particle.scaleBy(x: scale, y: scale)
                particle.draw(text, at: .zero, anchor: .center)
            case .view(let view):
                let drawing = SpriteDrawing(command, tinted: false)
                particle.opacity = drawing.opacity
                particle.concatenate(CGAffineTransform(command.placement))
                particle.draw(view, in: Self.rect(fitting: view.size, in: drawing))
            }
        }

        /// Resolves the current table's pictures, text and views in `context`, over last batch's.
        private func resolve(in context: GraphicsContext) {
            resolved.removeAll(keepingCapacity: true)
            for look in table.looks {
                switch look {
                case .outline:
                    resolved.append(.outline)
                case .picture(let image, let tinted):
                    let picture = Image(decorative: image, scale: 1).renderingMode(tinted ? .template : .original)
                    resolved.append(.image(context.resolve(picture), tinted: tinted, fitted: false))
                case .symbol(let symbol):
                    resolved.append(Self.resolve(symbol, in: context))
                }
            }
        }

        private static func resolve(_ symbol: CanvasSymbol, in context: GraphicsContext) -> Resolved {
            switch symbol {
            case .text(let source):
                let text = context.resolve(Text(source.text).font(font(source)))
                let size = text.measure(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
                guard size.width > 0, size.height > 0 else { return .outline }
                return .text(text, size: size, tinted: symbol.isTinted)
            case .systemImage(let name):
                return .image(context.resolve(Image(systemName: name)), tinted: true, fitted: true)
            case .view(let tag):
                guard let view = context.resolveSymbol(id: tag) else { return .outline }
                return .view(view)
            }
        }

        /// The system font at the source's size in points, in its family's design (a font file is
        /// drawn in the system font).
        private static func font(_ source: TextSpriteSource) -> Font {
            let size = CGFloat(max(source.pixelSize, 1))
            switch source.font {
            case "serif": return .system(size: size, design: .serif)
            case "mono": return .system(size: size, design: .monospaced)
            default: return .system(size: size)
            }
        }

        /// The batch's looks and paths, built once per batch (`ShapeTables`).
        private func build(_ shapes: [ParticleShape]) -> Table {
            var table = Table()
            for shape in shapes {
                table.paths.append(Self.path(shape.outline))
                if case .sprite(let sprite, let tinted) = shape {
                    if let symbol = CanvasSymbol(marker: sprite) {
                        table.looks.append(.symbol(symbol))
                    } else if let image = pictures.picture(for: sprite, make: Self.cgImage) {
                        table.looks.append(.picture(image, tinted: tinted))
                    } else {
                        table.looks.append(.outline)
                    }
                } else {
                    table.looks.append(.outline)
                }
            }
            return table
        }

        /// The particle's box.
        private static func rect(_ drawing: SpriteDrawing) -> CGRect {
            CGRect(x: drawing.x, y: drawing.y, width: drawing.width, height: drawing.height)
        }

        /// How much `size` is scaled to fit the particle's box, keeping its proportions.
        private static func scale(fitting size: CGSize, in drawing: SpriteDrawing) -> CGFloat {
            guard size.width > 0, size.height > 0 else { return 0 }
            return min(drawing.width / size.width, drawing.height / size.height)
        }

        /// `size` fitted into the particle's box, centred.
        private static func rect(fitting size: CGSize, in drawing: SpriteDrawing) -> CGRect {
            let scale = scale(fitting: size, in: drawing)
            let width = size.width * scale
            let height = size.height * scale
            return CGRect(x: -width / 2, y: -height / 2, width: width, height: height)
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

        /// A sprite's picture as a Core Graphics image: its premultiplied RGBA bytes as they are
        /// (`SpriteBitmap`), in sRGB, smoothed when scaled.
        private static func cgImage(_ sprite: SpriteImage) -> CGImage? {
            let bitmap = SpriteBitmap(sprite)
            guard let data = bitmap.bytes.withUnsafeBufferPointer({ CFDataCreate(nil, $0.baseAddress, $0.count) }),
                let provider = CGDataProvider(data: data), let space = CGColorSpace(name: CGColorSpace.sRGB)
            else {
                return nil
            }
            return CGImage(
                width: bitmap.width, height: bitmap.height, bitsPerComponent: SpriteBitmap.bitsPerComponent,
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
