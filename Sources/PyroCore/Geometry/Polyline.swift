/// A path of straight segments measured by arc length: the fuse a person draws.
///
/// Repeated points are dropped when the polyline is built, so no segment has zero length and
/// no position along it is ever NaN. A polyline with one distinct point has length 0 and every
/// distance maps to that point; an empty one maps everything to the origin.
public struct Polyline: Equatable, Sendable {
    /// The distinct vertices, in points.
    public private(set) var points: [Vector2] = []
    /// Arc length from the first vertex to each vertex, in points (`cumulative[0] == 0`).
    public private(set) var cumulative: [Float] = []

    /// Builds a polyline from `points`, skipping non-finite points and exact repeats.
    public init(_ points: [Vector2]) {
        self.points.reserveCapacity(points.count)
        cumulative.reserveCapacity(points.count)
        for p in points { append(p) }
    }

    /// Extends the path to `point`, unless it is not finite or repeats the last vertex.
    ///
    /// - Complexity: amortised O(1), so drawing a path point by point costs O(n) in all.
    public mutating func append(_ point: Vector2) {
        guard point.isFinite else { return }
        guard let last = points.last else {
            points.append(point)
            cumulative.append(0)
            return
        }
        if last == point { return }
        cumulative.append(length + (point - last).length)
        points.append(point)
    }

    /// Total arc length, in points.
    public var length: Float { cumulative.last ?? 0 }

    /// The point at arc length `distance` from the first vertex (clamped to the path).
    public func point(atDistance distance: Float) -> Vector2 {
        guard let first = points.first else { return .zero }
        guard points.count > 1, distance > 0 else { return first }
        if !(distance < length) { return points[points.count - 1] }
        // Binary search for the segment that holds `distance`.
        var lo = 0
        var hi = cumulative.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if cumulative[mid] <= distance { lo = mid } else { hi = mid }
        }
        let span = cumulative[hi] - cumulative[lo]
        let t = span > 0 ? (distance - cumulative[lo]) / span : 0
        return Vector2.lerp(points[lo], points[hi], t)
    }

    /// The point a fraction (0...1) of the way along the path.
    public func point(atFraction fraction: Float) -> Vector2 {
        point(atDistance: fraction * length)
    }

    /// The vertices of the part between arc lengths `from` and `to` (in points, clamped),
    /// with exact cut points at both ends.
    public func trimmed(from start: Float, to end: Float) -> [Vector2] {
        guard points.count > 1 else { return points }
        let a = min(max(start.isFinite ? start : 0, 0), length)
        let b = min(max(end.isFinite ? end : length, a), length)
        var result = [point(atDistance: a)]
        for (i, d) in cumulative.enumerated() where d > a && d < b {
            result.append(points[i])
        }
        result.append(point(atDistance: b))
        return result
    }
}
