/// What a particle looks like: an outline in a unit box, stretched to the particle's width and
/// height by the renderer, or a picture (`sprite`).
///
/// Every built-in shape is defined here as a `ShapePath`, so every renderer (software,
/// window, SwiftUI, browser) draws the same outline. Sprites are drawn as pictures by
/// PyroRaster (and so by `pyro`, the window and the browser) and by the SwiftUI views (as a
/// `CGImage` made once per sprite); a renderer that draws outlines only would fill a sprite's
/// `outline`, its box.
public enum ParticleShape: Equatable, Sendable {
    /// An ellipse filling the box.
    case circle
    /// The box itself.
    case rectangle
    /// The box with corners rounded by `cornerRadius`, a fraction (0...0.5) of the shorter side.
    case roundedRectangle(cornerRadius: Float)
    /// An upward-pointing isosceles triangle filling the box.
    case triangle
    /// A star with `points` tips; `innerRadius` is the inner vertices' radius as a fraction
    /// (0...1) of the outer one.
    case star(points: Int, innerRadius: Float)
    /// A heart, point down.
    case heart
    /// A flame, tip up, like SF Symbols' `flame.fill`.
    case flame
    /// A custom closed polygon in unit-box coordinates (-0.5...0.5).
    case polygon([Vector2])
    /// A custom outline in unit-box coordinates (-0.5...0.5); see `svgPath(_:)` to read one
    /// from SVG path data.
    case path(ShapePath)
    /// A picture stretched over the unit box (so over the particle's width and height), rotated
    /// with the particle and sampled with bilinear filtering.
    ///
    /// `tinted`: the picture's alpha times the particle's colour, for white masks, glyphs and
    /// emoji that should take the palette; otherwise the picture's own colours, times the
    /// particle's opacity and its colour's alpha. Renderers that draw outlines only fill the
    /// box (see `outline`).
    case sprite(SpriteImage, tinted: Bool)

    /// The five-pointed star the star-burst preset uses.
    public static let fivePointStar = ParticleShape.star(points: 5, innerRadius: 0.45)

    /// A short lower-case name for the shape's kind, as `pyro inspect` prints it.
    public var name: String {
        switch self {
        case .circle: return "circle"
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .triangle: return "triangle"
        case .star: return "star"
        case .heart: return "heart"
        case .flame: return "flame"
        case .polygon: return "polygon"
        case .path: return "path"
        case .sprite: return "sprite"
        }
    }

    /// The outline in the unit box centred on the origin (x and y in -0.5...0.5, y down); a
    /// sprite's is the whole box.
    public var outline: ShapePath {
        switch self {
        case .circle:
            return Self.ellipse
        case .rectangle, .sprite:
            return ShapePath(polygon: [Vector2(-0.5, -0.5), Vector2(0.5, -0.5), Vector2(0.5, 0.5), Vector2(-0.5, 0.5)])
        case .roundedRectangle(let radius):
            return Self.roundedRectangle(radius: radius.isFinite ? min(max(radius, 0), 0.5) : 0)
        case .triangle:
            return ShapePath(polygon: [Vector2(0, -0.5), Vector2(0.5, 0.5), Vector2(-0.5, 0.5)])
        case .star(let points, let inner):
            return Self.star(points: min(max(points, 3), 64), inner: inner.isFinite ? min(max(inner, 0.05), 1) : 0.45)
        case .heart:
            return Self.heartOutline
        case .flame:
            return Self.flameOutline
        case .polygon(let points):
            return ShapePath(polygon: points.filter { $0.isFinite })
        case .path(let path):
            return path.isFinite ? path : ShapePath()
        }
    }

    /// Bézier circle constant: control points at this fraction of the radius.
    static let kappa: Float = 0.552_284_75

    static let ellipse: ShapePath = {
        let r: Float = 0.5
        let k = kappa * r
        var p = ShapePath()
        p.move(to: Vector2(r, 0))
        p.curve(to: Vector2(0, r), control1: Vector2(r, k), control2: Vector2(k, r))
        p.curve(to: Vector2(-r, 0), control1: Vector2(-k, r), control2: Vector2(-r, k))
        p.curve(to: Vector2(0, -r), control1: Vector2(-r, -k), control2: Vector2(-k, -r))
        p.curve(to: Vector2(r, 0), control1: Vector2(k, -r), control2: Vector2(r, -k))
        p.close()
        return p
    }()

    static func roundedRectangle(radius r: Float) -> ShapePath {
        guard r > 0 else { return ParticleShape.rectangle.outline }
        let h: Float = 0.5
        let k = kappa * r
        var p = ShapePath()
        p.move(to: Vector2(-h + r, -h))
        p.line(to: Vector2(h - r, -h))
        p.curve(to: Vector2(h, -h + r), control1: Vector2(h - r + k, -h), control2: Vector2(h, -h + r - k))
        p.line(to: Vector2(h, h - r))
        p.curve(to: Vector2(h - r, h), control1: Vector2(h, h - r + k), control2: Vector2(h - r + k, h))
        p.line(to: Vector2(-h + r, h))
        p.curve(to: Vector2(-h, h - r), control1: Vector2(-h + r - k, h), control2: Vector2(-h, h - r + k))
        p.line(to: Vector2(-h, -h + r))
        p.curve(to: Vector2(-h + r, -h), control1: Vector2(-h, -h + r - k), control2: Vector2(-h + r - k, -h))
        p.close()
        return p
    }

    static func star(points n: Int, inner: Float) -> ShapePath {
        var vertices: [Vector2] = []
        vertices.reserveCapacity(2 * n)
        for i in 0..<(2 * n) {
            // Start at the top tip (angle -pi/2 in a y-down frame) and alternate outer/inner.
            let angle = -Float.pi / 2 + Float(i) * Float.pi / Float(n)
            let radius: Float = i.isMultiple(of: 2) ? 0.5 : 0.5 * inner
            vertices.append(Vector2(FastMath.cos(angle) * radius, FastMath.sin(angle) * radius))
        }
        return ShapePath(polygon: vertices)
    }

    static let heartOutline: ShapePath = {
        var p = ShapePath()
        p.move(to: Vector2(0, 0.5))
        p.curve(to: Vector2(-0.5, -0.15), control1: Vector2(-0.2, 0.3), control2: Vector2(-0.5, 0.1))
        p.curve(to: Vector2(0, -0.3), control1: Vector2(-0.5, -0.5), control2: Vector2(-0.08, -0.55))
        p.curve(to: Vector2(0.5, -0.15), control1: Vector2(0.08, -0.55), control2: Vector2(0.5, -0.5))
        p.curve(to: Vector2(0, 0.5), control1: Vector2(0.5, 0.1), control2: Vector2(0.2, 0.3))
        p.close()
        return p
    }()

    /// A teardrop whose tip leans a little to the right, like a candle flame in a draught.
    static let flameOutline: ShapePath = {
        var p = ShapePath()
        p.move(to: Vector2(0.06, -0.5))
        p.curve(to: Vector2(0.45, 0.14), control1: Vector2(0.14, -0.28), control2: Vector2(0.45, -0.12))
        p.curve(to: Vector2(0, 0.5), control1: Vector2(0.45, 0.37), control2: Vector2(0.25, 0.5))
        p.curve(to: Vector2(-0.45, 0.14), control1: Vector2(-0.25, 0.5), control2: Vector2(-0.45, 0.37))
        p.curve(to: Vector2(0.06, -0.5), control1: Vector2(-0.45, -0.1), control2: Vector2(-0.08, -0.24))
        p.close()
        return p
    }()
}
