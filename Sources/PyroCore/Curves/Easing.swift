/// A timing curve that maps progress 0...1 to eased progress, like SwiftUI's `UnitCurve`.
///
/// The named curves use the cubic Bézier control points of SwiftUI (and CSS):
/// easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInOut (0.42, 0, 0.58, 1).
public enum Easing: Equatable, Sendable {
    /// Progress unchanged.
    case linear
    /// Slow start: Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Slow end: Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Slow start and end: Bézier (0.42, 0, 0.58, 1).
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with two control points; their x is clamped to 0...1.
    case bezier(Vector2, Vector2)

    /// The eased value at `progress`, which is clamped to 0...1 (NaN reads as 0).
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    public func value(at progress: Float) -> Float {
        let p = progress > 0 ? min(progress, 1) : 0
        switch self {
        case .linear: return p
        case .easeIn: return Self.solve(p, 0.42, 0, 1, 1)
        case .easeOut: return Self.solve(p, 0, 0, 0.58, 1)
        case .easeInOut: return Self.solve(p, 0.42, 0, 0.58, 1)
        case .bezier(let c1, let c2):
            let x1 = c1.x.isFinite ? min(max(c1.x, 0), 1) : 0
            let x2 = c2.x.isFinite ? min(max(c2.x, 0), 1) : 1
            return Self.solve(p, x1, c1.y.isFinite ? c1.y : 0, x2, c2.y.isFinite ? c2.y : 1)
        }
    }

    /// The eased value at `progress` in double precision.
    public func value(at progress: Double) -> Double {
        Double(value(at: Float(progress)))
    }

    /// Finds the curve parameter whose x is `x` (Newton's method with a bisection fallback),
    /// then returns that parameter's y.
    static func solve(_ x: Float, _ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) -> Float {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Polynomial coefficients of B(t) = ((a t + b) t + c) t.
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        let ax = 1 - cx - bx
        let cy = 3 * y1
        let by = 3 * (y2 - y1) - cy
        let ay = 1 - cy - by
        func sampleX(_ t: Float) -> Float { ((ax * t + bx) * t + cx) * t }
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if error.magnitude < 1e-7 { return ((ay * t + by) * t + cy) * t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            if slope.magnitude < 1e-6 { break }
            t -= error / slope
        }
        var lo: Float = 0
        var hi: Float = 1
        t = x
        for _ in 0..<32 {
            let sx = sampleX(t)
            if (sx - x).magnitude < 1e-7 { break }
            if sx < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return ((ay * t + by) * t + cy) * t
    }
}
