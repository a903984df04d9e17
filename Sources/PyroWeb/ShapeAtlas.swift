import PyroCore
import PyroRaster

/// The last generation given to an atlas of this instance.
nonisolated(unsafe) private var atlasGenerations: UInt32 = 0

/// Pictures of the shapes the page's WebGL2 renderer does not draw in closed form, rasterized
/// once each by PyroRaster into the layers of one texture array: every outline but the
/// rectangle and the ellipse (stars, hearts, polygons, SVG paths, rounded rectangles), and every
/// sprite.
///
/// A layer is `side` × `side` premultiplied RGBA texels, red lowest (the bytes R, G, B, A that
/// WebGL's RGBA8 reads). An outline is drawn white, so a texel holds its coverage in all four
/// channels and the page multiplies the particle's colour by it, as PyroRaster blends an
/// outline's coverage; a sprite is drawn as PyroRaster draws it, white, at its own size when it
/// fits, so texel for texel. Around the drawing stays a transparent margin of at least an eighth
/// of the side, so that the page's mipmaps, down to 8 × 8 texels, never reach across it.
struct ShapeAtlas {
    /// How the page draws a shape.
    enum Kind: UInt32 {
        /// In closed form: `RectangleCoverage`'s estimate.
        case rectangle = 0
        /// In closed form: `EllipseCoverage`'s estimate.
        case ellipse = 1
        /// A layer holding the outline's coverage (sharpened when drawn larger than the layer).
        case outline = 2
        /// A layer holding a sprite: its alpha times the colour when tinted, else its own colours.
        case sprite = 3
    }

    /// Most layers: the page keeps two `vec4` uniforms for each.
    static let maximumLayers = 64
    /// The side of a layer, in texels: 256 for outlines (drawn 192 texels across), and as large
    /// as the largest sprite needs, to this limit (the least `MAX_TEXTURE_SIZE` WebGL2 allows).
    static let minimumSide = 256, maximumSide = 2048
    /// Words per layer in `placements`.
    static let placementWords = 8

    /// The shapes that have layers, in layer order.
    private(set) var shapes: [ParticleShape] = []
    /// Each layer's side, in texels (a power of two).
    private(set) var side = minimumSide
    /// Changes whenever the layers do, so the page uploads them again: numbered across every
    /// atlas of the instance, so that a new stage's atlas never repeats an old one's number.
    private(set) var generation: UInt32 = 0
    /// `side * side` texels per layer, layer after layer.
    let texels = WordBuffer()
    /// Per layer, eight floats: where the shape's unit box lies in the layer (the texture
    /// coordinates of its top-left corner, then its width and height, as fractions of the
    /// side), and how far the drawing reaches from the centre along each axis, in units of the
    /// box (0.5 when it stays inside it); then two zeros.
    let placements = WordBuffer()

    /// How the page draws `shape`.
    static func kind(of shape: ParticleShape) -> Kind {
        switch shape {
        case .rectangle: .rectangle
        case .roundedRectangle(let radius) where !(radius > 0): .rectangle
        case .circle: .ellipse
        case .sprite: .sprite
        default: .outline
        }
    }

    /// The word a particle of `shape` carries: its kind in the low two bits, 4 when it is a
    /// tinted sprite, and its layer from bit 3 on. The first time a shape with a layer is seen it
    /// is rasterized; past `maximumLayers` such shapes, a shape is drawn as its box.
    mutating func slot(for shape: ParticleShape) -> UInt32 {
        let kind = Self.kind(of: shape)
        guard kind == .outline || kind == .sprite else { return kind.rawValue }
        let tinted: UInt32 = if case .sprite(_, tinted: true) = shape { 4 } else { 0 }
        if let layer = shapes.firstIndex(of: shape) { return kind.rawValue | tinted | UInt32(layer) << 3 }
        guard shapes.count < Self.maximumLayers else { return Kind.rectangle.rawValue }
        shapes.append(shape)
        let needed = Self.side(for: shape)
        if needed > side {
            side = needed
            texels.removeAll()
            placements.removeAll()
            for earlier in shapes { draw(earlier) }
        } else {
            draw(shape)
        }
        atlasGenerations &+= 1
        generation = atlasGenerations
        return kind.rawValue | tinted | UInt32(shapes.count - 1) << 3
    }

    /// The side a layer needs for `shape`: a sprite fits within three quarters of it at its own
    /// size, up to `maximumSide`.
    static func side(for shape: ParticleShape) -> Int {
        guard case .sprite(let image, _) = shape else { return minimumSide }
        var side = minimumSide
        while side < maximumSide && 3 * side < 4 * max(image.width, image.height) { side *= 2 }
        return side
    }

    /// Rasterizes `shape` into a new layer after the others, and records where it lies.
    private mutating func draw(_ shape: ParticleShape) {
        let drawable = 3 * Float(side) / 4
        var boxWidth: Float
        var boxHeight: Float
        var reachX: Float = 0.5
        var reachY: Float = 0.5
        var originX: Float
        var originY: Float
        if case .sprite(let image, _) = shape {
            // At its own size when it fits, from a texel on the smallest mipmap level's grid (an
            // eighth of the side), so that each texel of every level is the sprite's own halved.
            let shrink = min(1, drawable / Float(max(image.width, image.height)))
            boxWidth = Float(image.width) * shrink
            boxHeight = Float(image.height) * shrink
            let grid = side / 8
            originX = shrink == 1 ? Float((side - image.width) / 2 / grid * grid) : (Float(side) - boxWidth) / 2
            originY = shrink == 1 ? Float((side - image.height) / 2 / grid * grid) : (Float(side) - boxHeight) / 2
        } else {
            // The outline's own reach (a custom path may leave the unit box) fits the drawable square.
            let reach = Self.reach(of: shape.outline)
            reachX = reach
            reachY = reach
            boxWidth = drawable / (2 * reach)
            boxHeight = boxWidth
            originX = (Float(side) - boxWidth) / 2
            originY = originX
        }
        var batch = ParticleBatch(name: "atlas", shapes: [shape])
        batch.append(
            id: 0, x: originX + boxWidth / 2, y: originY + boxHeight / 2, width: boxWidth,
            height: boxHeight, color: .white)
        var canvas = PixelCanvas(width: side, height: side)
        canvas.draw(
            DisplayList(canvasSize: Size(width: Float(side), height: Float(side)), items: [.particles(batch)]),
            scale: 1)
        let layer = texels.grow(by: side * side)
        canvas.pixels.withUnsafeBufferPointer { layer.update(from: $0.baseAddress!, count: side * side) }
        let s = Float(side)
        for value in [originX / s, originY / s, boxWidth / s, boxHeight / s, reachX, reachY, 0, 0] {
            placements.append(value)
        }
    }

    /// The farthest a layer's drawing reaches, in units of the box: a custom path reaching
    /// farther is cut there.
    static let maximumReach: Float = 16

    /// How far an outline reaches from the centre of its unit box along either axis (at least
    /// 0.5, the box's own half side, at most `maximumReach`), measured on its curves flattened to
    /// a thousandth of the box.
    static func reach(of outline: ShapePath) -> Float {
        var reach: Float = 0.5
        for polygon in outline.flattened(tolerance: 0.001) {
            for p in polygon { reach = max(reach, p.x.magnitude, p.y.magnitude) }
        }
        return min(reach, maximumReach)
    }
}
