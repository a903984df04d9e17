import PyroCore

/// An axis-aligned rectangle in points, origin top-left, y down.
struct Rect: Equatable, Sendable {
    var x: Float
    var y: Float
    var width: Float
    var height: Float

    init(x: Float, y: Float, width: Float, height: Float) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle of `size` centred on `center`.
    init(center: Vector2, width: Float, height: Float) {
        self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    var center: Vector2 { Vector2(x + width / 2, y + height / 2) }
    var maxX: Float { x + width }
    var maxY: Float { y + height }

    func contains(_ p: Vector2) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }

    /// The rectangle moved by `dx`, `dy` points.
    func offsetBy(dx: Float, dy: Float) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}
