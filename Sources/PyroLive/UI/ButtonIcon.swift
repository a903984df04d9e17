import PyroCore

/// A small picture drawn after a button's label, standing in for the emoji the seeds put in
/// their labels ("Light the Fuse! 🔥", "Draw Again ✏️"), which the bitmap font cannot draw.
enum ButtonIcon: Equatable, Sendable {
    /// A flame: orange, with a yellow heart.
    case flame
    /// A pencil, point down to the left: yellow body, pink eraser, wooden tip, dark lead.
    case pencil

    /// Side of the square an icon fills, in points.
    static let size: Float = 18
    /// Space between the label and the icon, in points.
    static let gap: Float = 8

    /// Draws the icon filling a square of `size` points centred on `center`.
    func draw(center: Vector2, size: Float, opacity: Float, into painter: inout Painter) {
        let box = Rect(center: center, width: size, height: size)
        switch self {
        case .flame:
            painter.fill(.flame, in: box, color: .orange, opacity: opacity)
            let heart = Rect(
                center: Vector2(center.x, center.y + 0.18 * size), width: 0.5 * size, height: 0.6 * size)
            painter.fill(.flame, in: heart, color: .yellow, opacity: opacity)
        case .pencil:
            painter.fill(.polygon(Self.pencilBody), in: box, color: .yellow, opacity: opacity)
            painter.fill(.polygon(Self.pencilEraser), in: box, color: .pink, opacity: opacity)
            painter.fill(
                .polygon(Self.pencilWood), in: box, color: RGBAColor(red: 240, green: 200, blue: 150),
                opacity: opacity)
            painter.fill(
                .polygon(Self.pencilLead), in: box, color: RGBAColor(red: 60, green: 60, blue: 60),
                opacity: opacity)
        }
    }

    /// A stretch of the pencil in a unit box (-0.5...0.5, y down), which lies along the diagonal
    /// from its eraser at the top right (0) to its point at the bottom left (1): the part from
    /// `start` to `end`, its thickness at each end a fraction of the full thickness.
    private static func pencilPart(from start: Float, to end: Float, startWidth: Float = 1, endWidth: Float = 1)
        -> [Vector2]
    {
        // Distance along the axis from the top-right end (0) to the point (1).
        let a = Vector2(0.42, -0.42)
        let b = Vector2(-0.42, 0.42)
        let across = Vector2(0.13, 0.13)
        func at(_ t: Float) -> Vector2 { Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
        let p0 = at(start)
        let p1 = at(end)
        return [
            Vector2(p0.x - across.x * startWidth, p0.y - across.y * startWidth),
            Vector2(p1.x - across.x * endWidth, p1.y - across.y * endWidth),
            Vector2(p1.x + across.x * endWidth, p1.y + across.y * endWidth),
            Vector2(p0.x + across.x * startWidth, p0.y + across.y * startWidth),
        ]
    }

    private static let pencilEraser = pencilPart(from: 0, to: 0.18)
    private static let pencilBody = pencilPart(from: 0.2, to: 0.72)
    private static let pencilWood = pencilPart(from: 0.72, to: 1, endWidth: 0)
    private static let pencilLead = pencilPart(from: 0.9, to: 1, startWidth: 0.36, endWidth: 0)
}
