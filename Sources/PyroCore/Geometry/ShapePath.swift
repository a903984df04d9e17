/// One step of a vector outline.
public enum PathElement: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Vector2)
    /// A straight line to a point.
    case line(to: Vector2)
    /// A quadratic Bézier curve with one control point.
    case quadCurve(to: Vector2, control: Vector2)
    /// A cubic Bézier curve with two control points.
    case curve(to: Vector2, control1: Vector2, control2: Vector2)
    /// Closes the current subpath back to its last `move`.
    case close
}

/// A vector outline made of lines and Bézier curves, filled with the non-zero winding rule.
///
/// Shape outlines live in a unit box centred on the origin (x and y in -0.5...0.5) and are
/// stretched to a particle's width and height by whoever draws them.
public struct ShapePath: Equatable, Sendable {
    /// The outline, element by element, in unit-box coordinates.
    public private(set) var elements: [PathElement]

    /// An outline from its elements (empty by default, to be built with `move(to:)` and so on).
    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// A closed polygon through `points`.
    public init(polygon points: [Vector2]) {
        var elements: [PathElement] = []
        elements.reserveCapacity(points.count + 1)
        for (i, p) in points.enumerated() {
            elements.append(i == 0 ? .move(to: p) : .line(to: p))
        }
        if !points.isEmpty { elements.append(.close) }
        self.elements = elements
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Vector2) { elements.append(.move(to: p)) }
    /// Adds a straight line to `p`.
    public mutating func line(to p: Vector2) { elements.append(.line(to: p)) }
    /// Adds a quadratic Bézier curve to `p` with control point `c`.
    public mutating func quadCurve(to p: Vector2, control c: Vector2) {
        elements.append(.quadCurve(to: p, control: c))
    }
    /// Adds a cubic Bézier curve to `p` with control points `c1` and `c2`.
    public mutating func curve(to p: Vector2, control1 c1: Vector2, control2 c2: Vector2) {
        elements.append(.curve(to: p, control1: c1, control2: c2))
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func close() { elements.append(.close) }

    /// True when every coordinate is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .close: return true
            }
        }
    }

    /// Approximates the outline by polygons: one closed point list per subpath.
    ///
    /// - Parameter tolerance: the largest distance, in the path's own units, between a curve
    ///   and its chords.
    public func flattened(tolerance: Float) -> [[Vector2]] {
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.01
        var result: [[Vector2]] = []
        var current: [Vector2] = []
        var pen = Vector2.zero
        func finish() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
                pen = p
            case .line(let p):
                if current.isEmpty { current = [pen] }
                current.append(p)
                pen = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [pen] }
                let n = Self.segmentCount(deviation: ((pen - c * 2 + p) * 0.25).length, tolerance: tol)
                for i in 1...n {
                    let t = Float(i) / Float(n)
                    let u = 1 - t
                    current.append(pen * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                pen = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [pen] }
                let dev = max((pen - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length) * 0.75
                let n = Self.segmentCount(deviation: dev, tolerance: tol)
                for i in 1...n {
                    let t = Float(i) / Float(n)
                    let u = 1 - t
                    current.append(pen * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                pen = p
            case .close:
                if let first = current.first { pen = first }
                finish()
            }
        }
        finish()
        return result
    }

    /// Chords needed so that a curve whose second difference is `deviation` stays within
    /// `tolerance` of them (the usual bound for Bézier flattening).
    static func segmentCount(deviation: Float, tolerance: Float) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        let n = (deviation / tolerance).squareRoot().rounded(.up)
        return Int(min(max(n, 1), 256))
    }
}
