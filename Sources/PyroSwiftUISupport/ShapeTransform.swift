import PyroCore

/// A 2D affine map laid out as Core Graphics' `CGAffineTransform`:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Kept in `Double`, as `CGFloat` is on 64-bit Apple platforms, so that the SwiftUI adapter
/// passes the six numbers straight to `CGAffineTransform(a:b:c:d:tx:ty:)`.
public struct ShapeTransform: Equatable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double
    /// Translation, in points.
    public var tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = ShapeTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The map `GraphicsContext` builds from `translateBy(x, y)`, then `rotate(by: rotation)`,
    /// then `scaleBy(scaleX, scaleY)`: a point is scaled first, rotated, then moved.
    ///
    /// - Parameters:
    ///   - x, y: the translation, in points.
    ///   - rotation: radians, clockwise on screen (y grows downward).
    ///   - scaleX, scaleY: factors (negative mirrors).
    public static func translateRotateScale(
        x: Double, y: Double, rotation: Double, scaleX: Double, scaleY: Double
    ) -> ShapeTransform {
        let cosine = Double(FastMath.cos(Float(rotation)))
        let sine = Double(FastMath.sin(Float(rotation)))
        return ShapeTransform(
            a: cosine * scaleX, b: sine * scaleX, c: -sine * scaleY, d: cosine * scaleY,
            tx: x, ty: y)
    }

    /// Where `point` lands.
    public func apply(_ point: Vector2) -> Vector2 {
        let x = Double(point.x)
        let y = Double(point.y)
        return Vector2(Float(a * x + c * y + tx), Float(b * x + d * y + ty))
    }
}
