/// One non-horizontal line of an outline, clipped to the canvas, in fixed point: 1/256 pixel.
///
/// Integer endpoints make the accumulator's sums exact, so the coverage of a pixel never depends
/// on the order in which edges are added or on which rows are being drawn.
struct FixedEdge {
    /// Sub-pixel units per pixel.
    static let one = 256
    static let shift = 8

    /// Top endpoint (smaller y), in 1/256 pixel.
    var x0: Int, y0: Int
    /// Bottom endpoint, in 1/256 pixel; `y1 > y0`.
    var x1: Int, y1: Int
    /// +1 when the original line ran downward, -1 when upward.
    var winding: Int

    /// x where the edge crosses height `y` (`y0...y1`), rounded toward minus infinity.
    @inline(__always)
    func x(atY y: Int) -> Int {
        x0 + Self.floorDivide((x1 - x0) * (y - y0), y1 - y0)
    }

    @inline(__always)
    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
