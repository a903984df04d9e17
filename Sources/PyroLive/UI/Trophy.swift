import PyroCore

/// Pyro's trophy, standing in for SF Symbols' `trophy.fill`: a cup with two handles on a stem
/// and a stepped base.
enum Trophy {
    /// The cup's bowl in a unit box (-0.5...0.5, y down), rim at the top.
    static let bowl: ShapePath = {
        var p = ShapePath()
        p.move(to: Vector2(-0.3, -0.46))
        p.line(to: Vector2(0.3, -0.46))
        p.curve(to: Vector2(0.05, 0.1), control1: Vector2(0.3, -0.12), control2: Vector2(0.2, 0.04))
        p.line(to: Vector2(-0.05, 0.1))
        p.curve(to: Vector2(-0.3, -0.46), control1: Vector2(-0.2, 0.04), control2: Vector2(-0.3, -0.12))
        p.close()
        return p
    }()

    /// Draws the trophy filling a square of `size` points centred on `center`.
    static func draw(center: Vector2, size: Float, color: RGBAColor, into painter: inout Painter) {
        func point(_ x: Float, _ y: Float) -> Vector2 { Vector2(center.x + x * size, center.y + y * size) }
        // Handles: half rings outside the rim, drawn first so the bowl covers their ends.
        for side: Float in [-1, 1] {
            var arc: [Vector2] = []
            for i in 0...12 {
                let angle = -Float.pi / 2 + Float.pi * Float(i) / 12
                arc.append(point(side * (0.27 + 0.15 * FastMath.cos(angle)), -0.28 + 0.15 * FastMath.sin(angle)))
            }
            painter.stroke(arc, width: size * 0.07, color: color)
        }
        painter.fill(.path(bowl), in: Rect(center: center, width: size, height: size), color: color)
        painter.fillRoundedRect(
            Rect(
                x: center.x - 0.05 * size, y: center.y + 0.05 * size, width: 0.1 * size,
                height: 0.22 * size), radius: 0, color: color)
        painter.fillRoundedRect(
            Rect(
                x: center.x - 0.16 * size, y: center.y + 0.25 * size, width: 0.32 * size,
                height: 0.08 * size), radius: 0.02 * size, color: color)
        painter.fillRoundedRect(
            Rect(
                x: center.x - 0.24 * size, y: center.y + 0.33 * size, width: 0.48 * size,
                height: 0.13 * size), radius: 0.03 * size, color: color)
    }
}
