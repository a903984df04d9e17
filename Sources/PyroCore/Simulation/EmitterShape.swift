/// The region around the birth point that particles are born in, uniformly.
///
/// Lengths are in points, as offsets from the birth point (the configured `EmitterOrigin`, a
/// point a burst is fired at, or a sub-emitter's parent), so a shape follows wherever its
/// emitter fires. For a region given in canvas fractions, use `EmitterOrigin.unitArea`.
/// A shape other than `.point` takes two random draws per particle after all the others, so
/// emitters without one draw exactly as before.
public enum EmitterShape: Equatable, Sendable {
    /// The birth point itself.
    case point
    /// Uniformly along the segment between two offsets, in points.
    case line(from: Vector2, to: Vector2)
    /// A rectangle of `size` points centred on the birth point: inside it, or on its outline
    /// (uniform along the perimeter) when `edge` is true.
    case rectangle(size: Vector2, edge: Bool)
    /// An ellipse with half-axes `radii` (points) centred on the birth point: inside it
    /// (uniform by area), or on its outline (uniform in angle) when `edge` is true.
    case ellipse(radii: Vector2, edge: Bool)
    /// The band between the ellipse of half-axes `radii` (points) and the same ellipse scaled
    /// by `inner` (0...1), uniform by area: 0 fills the ellipse, 1 is its outline.
    case ring(radii: Vector2, inner: Float)
    /// Uniformly along a polyline (by arc length), whose points are offsets in points.
    case path(Polyline)

    /// The shape with non-finite lengths read as 0, negative sizes and radii made positive and
    /// `inner` clamped to 0...1 (NaN reads as 0).
    public var sanitized: EmitterShape {
        func finite(_ v: Vector2) -> Vector2 { Vector2(v.x.isFinite ? v.x : 0, v.y.isFinite ? v.y : 0) }
        func extent(_ v: Vector2) -> Vector2 {
            let f = finite(v)
            return Vector2(abs(f.x), abs(f.y))
        }
        switch self {
        case .point, .path: return self
        case .line(let a, let b): return .line(from: finite(a), to: finite(b))
        case .rectangle(let size, let edge): return .rectangle(size: extent(size), edge: edge)
        case .ellipse(let radii, let edge): return .ellipse(radii: extent(radii), edge: edge)
        case .ring(let radii, let inner): return .ring(radii: extent(radii), inner: inner > 0 ? min(inner, 1) : 0)
        }
    }

    /// The offset from the birth point, in points, for two uniform draws in 0..<1.
    func offset(_ u1: Float, _ u2: Float) -> Vector2 {
        switch self {
        case .point:
            return .zero
        case .line(let a, let b):
            return Vector2.lerp(a, b, u1)
        case .rectangle(let size, let edge):
            let w = size.x
            let h = size.y
            guard edge else { return Vector2((u1 - 0.5) * w, (u2 - 0.5) * h) }
            // Clockwise from the top-left corner: top, right, bottom, left.
            let d = u1 * 2 * (w + h)
            if d < w { return Vector2(-w / 2 + d, -h / 2) }
            if d < w + h { return Vector2(w / 2, -h / 2 + (d - w)) }
            if d < 2 * w + h { return Vector2(w / 2 - (d - w - h), h / 2) }
            return Vector2(-w / 2, h / 2 - (d - 2 * w - h))
        case .ellipse(let radii, let edge):
            return Self.onEllipse(radii, angle: 2 * .pi * u1, scale: edge ? 1 : u2.squareRoot())
        case .ring(let radii, let inner):
            let r2 = inner * inner
            return Self.onEllipse(radii, angle: 2 * .pi * u1, scale: (r2 + (1 - r2) * u2).squareRoot())
        case .path(let line):
            return line.point(atDistance: u1 * line.length)
        }
    }

    private static func onEllipse(_ radii: Vector2, angle: Float, scale: Float) -> Vector2 {
        Vector2(radii.x * scale * FastMath.cos(angle), radii.y * scale * FastMath.sin(angle))
    }
}
