import PyroCore

/// A 2D affine map: `x' = a x + c y + tx`, `y' = b x + d y + ty`.
struct Affine: Equatable {
    var a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float

    /// Where a particle's unit-box outline lands on the canvas, in pixels.
    ///
    /// The order is `GraphicsContext`'s: translate to the centre, rotate, then stretch the unit
    /// box by the particle's size and flip.
    ///
    /// - Parameters:
    ///   - centerX, centerY: in pixels.
    ///   - cos, sin: of the rotation (radians, clockwise on screen).
    ///   - halfX, halfY: half the stretched width and height, in pixels (negative mirrors).
    static func particle(centerX: Float, centerY: Float, cos: Float, sin: Float, halfX: Float, halfY: Float) -> Affine {
        let sizeX = 2 * halfX
        let sizeY = 2 * halfY
        return Affine(a: cos * sizeX, b: sin * sizeX, c: -sin * sizeY, d: cos * sizeY, tx: centerX, ty: centerY)
    }

    @inline(__always)
    func apply(_ p: Vector2) -> (x: Double, y: Double) {
        // Double so that clipping far-away outlines stays accurate.
        (
            Double(a) * Double(p.x) + Double(c) * Double(p.y) + Double(tx),
            Double(b) * Double(p.x) + Double(d) * Double(p.y) + Double(ty)
        )
    }
}
