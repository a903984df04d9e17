import PyroCore

/// The part of a polyline between two fractions of its arc length, like SwiftUI's `trim`.
enum TrimmedPolyline {
    /// Appends to `output` the vertices of the part of `points` from `start` to `end` (fractions
    /// 0...1 of the arc length), cutting the first and last segments exactly, each vertex
    /// multiplied by `scale`.
    ///
    /// Nothing is appended for fewer than two points or an empty range. A line of zero length
    /// (all points equal) gives its one point twice, so that round caps draw a dot.
    static func append(
        _ points: [Vector2], from start: Float, to end: Float, scale: Float, to output: inout [Vector2]
    ) {
        guard points.count >= 2, start < end else { return }
        // Lengths in Double: far-away points would overflow Float's squares.
        func length(_ a: Vector2, _ b: Vector2) -> Double {
            let dx = Double(b.x) - Double(a.x)
            let dy = Double(b.y) - Double(a.y)
            return (dx * dx + dy * dy).squareRoot()
        }
        var total: Double = 0
        for i in 1..<points.count { total += length(points[i - 1], points[i]) }
        guard total > 0, total.isFinite else {
            output.append(points[0] * scale)
            output.append(points[0] * scale)
            return
        }
        let from = Double(start) * total
        let to = Double(end) * total
        var travelled: Double = 0
        var started = false
        for i in 1..<points.count {
            let a = points[i - 1]
            let b = points[i]
            let length = length(a, b)
            let next = travelled + length
            defer { travelled = next }
            if next < from || length == 0 { continue }
            if !started {
                let t = Float(min(max((from - travelled) / length, 0), 1))
                output.append(Vector2.lerp(a, b, t) * scale)
                started = true
            }
            if next >= to {
                let t = Float(min(max((to - travelled) / length, 0), 1))
                output.append(Vector2.lerp(a, b, t) * scale)
                return
            }
            output.append(b * scale)
        }
    }
}
