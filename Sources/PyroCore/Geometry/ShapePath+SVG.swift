extension ShapePath {
    /// An outline read from SVG path data (the `d` attribute of an SVG `<path>`), fitted into
    /// the unit box unless told otherwise.
    ///
    /// Reads `M L H V C S Q T A Z` in absolute (upper case) and relative (lower case) form and
    /// numbers in every SVG form (`12`, `-3.5`, `.5`, `1e-3`, `.5.5`, `-1-2`); arcs (`A`) become
    /// cubic curves, a quarter turn or less each. SVG's y axis points down, like Pyro's, so
    /// nothing is flipped.
    ///
    /// **The fitting rule:** the outline's tight bounding box (of the curves themselves, not
    /// of their control points) is centred on the origin and scaled by the same factor on both
    /// axes so that its longer side spans exactly -0.5...0.5; the shorter side is centred. The
    /// aspect ratio is kept, and a particle's width and height then stretch it like any other
    /// shape (give a 2:1 outline a 2:1 size to see it undistorted).
    ///
    /// Curves stay curves: every renderer flattens a shape once per level of detail (PyroRaster
    /// per power-of-two size per batch), never per particle.
    ///
    /// - Parameters:
    ///   - svgPathData: the path data, such as `"M 0 0 L 10 0 L 5 8 Z"`.
    ///   - fitToUnitBox: false keeps the data's own coordinates (which then count as the unit
    ///     box's, so a renderer stretches 1 unit to the particle's width).
    /// - Throws: `SVGPathError` naming the problem and its character offset; `noExtent` when
    ///   fitting an outline that is a single point.
    public init(svgPathData: String, fitToUnitBox: Bool = true) throws(SVGPathError) {
        var parser = SVGPathParser(svgPathData)
        let elements = try parser.parse()
        if fitToUnitBox {
            guard let fitted = PathFitting.fitted(elements) else {
                throw SVGPathError(.noExtent, at: svgPathData.utf8.count)
            }
            self.init(fitted)
        } else {
            let converted = PathFitting.converted(elements, offset: .init(x: 0, y: 0), scale: 1)
            guard ShapePath(converted).isFinite else {
                throw SVGPathError(.numberOutOfRange, at: svgPathData.utf8.count)
            }
            self.init(converted)
        }
    }

    /// This outline moved and scaled (the same on both axes) so that its tight bounding box is
    /// centred on the origin with its longer side spanning -0.5...0.5, by the rule of
    /// `init(svgPathData:fitToUnitBox:)`; nil when the outline has no width and no height (or a
    /// non-finite coordinate).
    public func fittedToUnitBox() -> ShapePath? {
        guard isFinite else { return nil }
        typealias Point = SVGPathParser.Point
        func point(_ v: Vector2) -> Point { Point(x: Double(v.x), y: Double(v.y)) }
        let elements = elements.map { element -> SVGPathParser.Element in
            switch element {
            case .move(let p): return .move(point(p))
            case .line(let p): return .line(point(p))
            case .quadCurve(let p, let c): return .quad(point(p), control: point(c))
            case .curve(let p, let c1, let c2): return .cubic(point(p), control1: point(c1), control2: point(c2))
            case .close: return .close
            }
        }
        return PathFitting.fitted(elements).map { ShapePath($0) }
    }
}

extension ParticleShape {
    /// A custom outline from SVG path data, fitted into the unit box: see
    /// `ShapePath.init(svgPathData:fitToUnitBox:)` for what is read and the fitting rule.
    ///
    /// ```swift
    /// let heart = try ParticleShape.svgPath("M12 21 C-8 8 4-4 12 5 C20-4 32 8 12 21Z")
    /// ```
    public static func svgPath(_ data: String) throws(SVGPathError) -> ParticleShape {
        .path(try ShapePath(svgPathData: data))
    }
}

/// Tight bounds of parsed outlines and the map into the unit box.
enum PathFitting {
    typealias Point = SVGPathParser.Point

    /// The elements centred and scaled into the unit box, or nil without extent.
    static func fitted(_ elements: [SVGPathParser.Element]) -> [PathElement]? {
        guard let box = bounds(elements) else { return nil }
        let side = max(box.max.x - box.min.x, box.max.y - box.min.y)
        guard side > 0, side.isFinite else { return nil }
        let centre = Point(x: (box.min.x + box.max.x) / 2, y: (box.min.y + box.max.y) / 2)
        let fitted = converted(elements, offset: centre, scale: 1 / side)
        return ShapePath(fitted).isFinite ? fitted : nil
    }

    /// `(p - offset) * scale` for every point, as `Float`.
    static func converted(_ elements: [SVGPathParser.Element], offset: Point, scale: Double) -> [PathElement] {
        func map(_ p: Point) -> Vector2 { Vector2(Float((p.x - offset.x) * scale), Float((p.y - offset.y) * scale)) }
        return elements.map { element in
            switch element {
            case .move(let p): return .move(to: map(p))
            case .line(let p): return .line(to: map(p))
            case .quad(let p, let c): return .quadCurve(to: map(p), control: map(c))
            case .cubic(let p, let c1, let c2): return .curve(to: map(p), control1: map(c1), control2: map(c2))
            case .close: return .close
            }
        }
    }

    /// The smallest box holding every drawn point of the outline: segment ends and the curves'
    /// extreme points (where a coordinate's derivative is zero). A move that nothing is drawn
    /// from does not count. Nil when nothing is drawn.
    static func bounds(_ elements: [SVGPathParser.Element]) -> (min: Point, max: Point)? {
        var low = Point(x: .infinity, y: .infinity)
        var high = Point(x: -.infinity, y: -.infinity)
        var pen = Point(x: 0, y: 0)
        var start = pen
        var pendingMove: Point? = pen
        var drew = false
        func see(_ p: Point) {
            low = Point(x: min(low.x, p.x), y: min(low.y, p.y))
            high = Point(x: max(high.x, p.x), y: max(high.y, p.y))
        }
        func draw(to p: Point) {
            if let m = pendingMove { see(m) }
            pendingMove = nil
            see(p)
            drew = true
        }
        for element in elements {
            switch element {
            case .move(let p):
                pen = p
                start = p
                pendingMove = p
            case .line(let p):
                draw(to: p)
                pen = p
            case .quad(let p, let c):
                draw(to: p)
                for t in quadExtrema(pen.x, c.x, p.x) + quadExtrema(pen.y, c.y, p.y) {
                    let u = 1 - t
                    see(
                        Point(
                            x: u * u * pen.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * pen.y + 2 * u * t * c.y + t * t * p.y))
                }
                pen = p
            case .cubic(let p, let c1, let c2):
                draw(to: p)
                for t in cubicExtrema(pen.x, c1.x, c2.x, p.x) + cubicExtrema(pen.y, c1.y, c2.y, p.y) {
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    see(
                        Point(
                            x: a * pen.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * pen.y + b * c1.y + c * c2.y + d * p.y))
                }
                pen = p
            case .close:
                pen = start
                pendingMove = start
            }
        }
        return drew ? (low, high) : nil
    }

    /// Parameters in (0, 1) where a quadratic Bézier coordinate `p0, c, p1` turns.
    static func quadExtrema(_ p0: Double, _ c: Double, _ p1: Double) -> [Double] {
        let denominator = p0 - 2 * c + p1
        guard denominator != 0 else { return [] }
        let t = (p0 - c) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic Bézier coordinate `p0, c1, c2, p1` turns: the roots of
    /// its derivative `a t² + b t + c` (divided by 3).
    static func cubicExtrema(_ p0: Double, _ c1: Double, _ c2: Double, _ p1: Double) -> [Double] {
        let a = -p0 + 3 * c1 - 3 * c2 + p1
        let b = 2 * (p0 - 2 * c1 + c2)
        let c = c1 - p0
        var roots: [Double] = []
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= scale * 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
