import PyroCore

/// A shape's outline flattened to polygons in its unit box, for one range of on-screen sizes.
struct FlatOutline {
    /// Every subpath's vertices, one after another (each subpath closes implicitly).
    var points: [Vector2]
    /// Where each subpath ends in `points`.
    var ends: [Int]

    init(_ polygons: [[Vector2]]) {
        points = polygons.flatMap { $0 }
        var ends: [Int] = []
        var n = 0
        for polygon in polygons {
            n += polygon.count
            ends.append(n)
        }
        self.ends = ends
    }
}
