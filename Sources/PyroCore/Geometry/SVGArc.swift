/// An SVG elliptical arc (`A rx ry rotation large-arc sweep x y`) as cubic Bézier curves, by
/// the conversion in the SVG specification's implementation notes (endpoint to centre form),
/// with no trigonometry beyond the ellipse's rotation: the arc is walked on the unit circle in
/// quarter turns by rotating vectors, and each piece of at most a quarter turn becomes one
/// cubic whose handles are `4/3 · tan(θ/4)` long, found from the piece's cosine with square
/// roots only.
enum SVGArc {
    typealias Point = SVGPathParser.Point

    /// One cubic: two control points and the end point.
    struct Cubic {
        var control1: Point, control2: Point, end: Point
    }

    /// The cubics that draw the arc from `start` to `end`; a straight line (one cubic along the
    /// chord) when a radius is zero, and nothing when the ends coincide, as SVG says.
    ///
    /// - Parameters:
    ///   - rotation: of the ellipse's x axis, in degrees (clockwise on screen).
    ///   - largeArc: take the arc longer than half the ellipse.
    ///   - sweep: go in the direction of increasing angle (clockwise on screen, y down).
    static func cubics(
        from start: Point, to end: Point, rx: Double, ry: Double, rotation: Double, largeArc: Bool,
        sweep: Bool
    ) -> [Cubic] {
        guard start.x != end.x || start.y != end.y else { return [] }
        var rx = abs(rx)
        var ry = abs(ry)
        guard rx > 0, ry > 0 else {
            return [Cubic(control1: start, control2: end, end: end)]
        }
        let angle = rotation.truncatingRemainder(dividingBy: 360) * (Double.pi / 180)
        let cosine = FastMath.cos(angle)
        let sine = FastMath.sin(angle)
        // The half chord in the ellipse's own axes.
        let hx = (start.x - end.x) / 2
        let hy = (start.y - end.y) / 2
        let x1 = cosine * hx + sine * hy
        let y1 = -sine * hx + cosine * hy
        // Radii too small to reach are scaled up just enough.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let root = lambda.squareRoot()
            rx *= root
            ry *= root
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? (max(numerator, 0) / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        let centre = Point(
            x: cosine * cx1 - sine * cy1 + (start.x + end.x) / 2,
            y: sine * cx1 + cosine * cy1 + (start.y + end.y) / 2)
        // Start and end as unit vectors on the circle the ellipse is stretched from.
        var from = unit(Point(x: (x1 - cx1) / rx, y: (y1 - cy1) / ry))
        let to = unit(Point(x: (-x1 - cx1) / rx, y: (-y1 - cy1) / ry))
        let direction: Double = sweep ? 1 : -1
        func turned(_ v: Point) -> Point { Point(x: -direction * v.y, y: direction * v.x) }
        func place(_ p: Point) -> Point {
            let x = p.x * rx
            let y = p.y * ry
            return Point(x: cosine * x - sine * y + centre.x, y: sine * x + cosine * y + centre.y)
        }
        var cubics: [Cubic] = []
        // Whole quarter turns while the end lies more than a quarter turn ahead.
        for _ in 0..<4 {
            let dot = from.x * to.x + from.y * to.y
            let cross = direction * (from.x * to.y - from.y * to.x)
            if dot >= 0 && cross >= 0 { break }
            let next = turned(from)
            cubics.append(piece(from, next, cosine: 0, turned: turned, place: place))
            from = next
        }
        let last = min(max(from.x * to.x + from.y * to.y, -1), 1)
        cubics.append(piece(from, to, cosine: last, turned: turned, place: place))
        // The last piece ends exactly at the given end point.
        cubics[cubics.count - 1].end = end
        return cubics
    }

    /// The cubic for the arc from unit vector `a` to `b`, `cosine` being the cosine of the angle
    /// between them (at most a quarter turn).
    private static func piece(
        _ a: Point, _ b: Point, cosine: Double, turned: (Point) -> Point,
        place: (Point) -> Point
    ) -> Cubic {
        // tan(θ/4) = sin(θ/2) / (1 + cos(θ/2)), with the half angle from the cosine.
        let halfCos = ((1 + cosine) / 2).squareRoot()
        let halfSin = ((1 - cosine) / 2).squareRoot()
        let k = 4.0 / 3.0 * halfSin / (1 + halfCos)
        let ta = turned(a)
        let tb = turned(b)
        return Cubic(
            control1: place(Point(x: a.x + k * ta.x, y: a.y + k * ta.y)),
            control2: place(Point(x: b.x - k * tb.x, y: b.y - k * tb.y)),
            end: place(b))
    }

    private static func unit(_ v: Point) -> Point {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 0 ? Point(x: v.x / length, y: v.y / length) : Point(x: 1, y: 0)
    }
}
