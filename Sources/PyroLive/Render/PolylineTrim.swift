import PyroCore

/// Arc-length trimming for the open polylines that strokes draw.
enum PolylineTrim {
    /// The part of `points` between fractions `start` and `end` (0...1) of its arc length, like
    /// SwiftUI's `trim(from:to:)`.
    static func trimmed(_ points: [Vector2], from start: Float, to end: Float) -> [Vector2] {
        guard points.count > 1, start > 0 || end < 1 else { return points }
        var lengths: [Float] = [0]
        lengths.reserveCapacity(points.count)
        for i in 1..<points.count { lengths.append(lengths[i - 1] + (points[i] - points[i - 1]).length) }
        let total = lengths[lengths.count - 1]
        guard total > 0, end > start else { return [] }
        let a = start * total, b = end * total
        var result: [Vector2] = []
        for i in 1..<points.count {
            let l0 = lengths[i - 1], l1 = lengths[i]
            guard l1 > a || (l1 == a && i == points.count - 1), l0 <= b, l1 > l0 else { continue }
            if result.isEmpty { result.append(Vector2.lerp(points[i - 1], points[i], max(a - l0, 0) / (l1 - l0))) }
            result.append(l1 <= b ? points[i] : Vector2.lerp(points[i - 1], points[i], (b - l0) / (l1 - l0)))
        }
        return result
    }
}
