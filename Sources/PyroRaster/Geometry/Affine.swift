import PyroCore

/// A 2D affine map: `x' = a x + c y + tx`, `y' = b x + d y + ty`.
struct Affine: Equatable {
    var a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float

    /// Where a particle's unit-box outline lands on the canvas, in pixels.
    ///
    /// The order is `GraphicsContext`'s: translate to the centre, rotate, scale by the flip, then
    /// stretch the unit box to `width` x `height`; `pixelsPerPoint` maps the result to pixels.
    ///
    /// - Parameters:
    ///   - center: in points.
    ///   - cos, sin: of the rotation (radians, clockwise on screen).
    ///   - sizeX, sizeY: `scaleX * width` and `scaleY * height`, in points (negative mirrors).
    static func particle(
        center: Vector2, cos: Float, sin: Float, sizeX: Float, sizeY: Float, pixelsPerPoint s: Float
    ) -> Affine {
        Affine(a: cos * sizeX * s, b: sin * sizeX * s, c: -sin * sizeY * s, d: cos * sizeY * s,
               tx: center.x * s, ty: center.y * s)
    }

    @inline(__always)
    func apply(_ p: Vector2) -> (x: Double, y: Double) {
        // Double so that clipping far-away outlines stays accurate.
        (Double(a) * Double(p.x) + Double(c) * Double(p.y) + Double(tx),
         Double(b) * Double(p.x) + Double(d) * Double(p.y) + Double(ty))
    }
}
