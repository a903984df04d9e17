import PyroCore

/// Flattened outlines of one batch's shapes, made on first use for each level of detail, so
/// that drawing thousands of hearts flattens the heart a handful of times, not thousands.
///
/// Levels are powers of two of the on-screen size: a shape drawn `2^k` pixels across is
/// flattened to within `tolerance` pixels of its curves.
struct OutlineCache {
    /// Largest chord-to-curve distance, in pixels; below what 8-bit coverage can show.
    static let tolerance: Float = 0.1
    static let levels = 26

    private var shapes: [ParticleShape] = []
    private var hasCurves: [Bool] = []
    private var slots: [FlatOutline?] = []
    /// Per shape, the largest |x| or |y| of any point or control point (0.5 for the built-in
    /// shapes): the outline lies within that square because a curve lies in its control hull.
    private(set) var extents: [Float] = []

    /// Forgets everything and prepares for `shapes`.
    mutating func reset(for shapes: [ParticleShape]) {
        self.shapes = shapes
        hasCurves = shapes.map { shape in
            shape.outline.elements.contains { element in
                switch element {
                case .quadCurve, .curve: return true
                default: return false
                }
            }
        }
        slots = Array(repeating: nil, count: shapes.count * Self.levels)
        extents = shapes.map { shape in
            var e: Float = 0
            func see(_ p: Vector2) { e = max(e, p.x.magnitude, p.y.magnitude) }
            for element in shape.outline.elements {
                switch element {
                case .move(let p), .line(let p): see(p)
                case .quadCurve(let p, let c):
                    see(p)
                    see(c)
                case .curve(let p, let c1, let c2):
                    see(p)
                    see(c1)
                    see(c2)
                case .close: break
                }
            }
            return e
        }
    }

    /// The outline of `shapes[index]` for a shape drawn `pixelsAcross` pixels wide (the larger
    /// of its stretched width and height).
    mutating func outline(_ index: Int, pixelsAcross: Float) -> FlatOutline {
        var level = 0
        if hasCurves[index] {
            var size: Float = 1
            while size < pixelsAcross && level < Self.levels - 1 {
                size *= 2
                level += 1
            }
        }
        let slot = index * Self.levels + level
        if let outline = slots[slot] { return outline }
        // The unit box spans 2^level pixels at most at this level.
        let tolerance = Self.tolerance / Float(1 << level)
        let outline = FlatOutline(shapes[index].outline.flattened(tolerance: tolerance))
        slots[slot] = outline
        return outline
    }
}
