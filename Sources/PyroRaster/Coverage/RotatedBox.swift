/// The points within `reachU` along one axis and `reachV` along the other of a centre, axes
/// turned by a rotation: where the fast paths can have any coverage at all.
///
/// It gives the rows to visit (`extentY`) and, for each row, the exact run of columns inside
/// (`runs`), so that the coverage loops never walk the empty corners of a rotated shape's
/// bounding box.
struct RotatedBox {
    var centerX: Float, centerY: Float
    var cos: Float, sin: Float
    /// Half extents along the rotated axes, in pixels.
    var reachU: Float, reachV: Float
    /// For eight rows at once: each pair of sides bounds x to an interval centred on
    /// `dy * slope`, `radius` wide on each side (unbounded for an axis parallel to the rows).
    private(set) var slopeU: Float, radiusU: Float, slopeV: Float, radiusV: Float

    init(centerX: Float, centerY: Float, cos: Float, sin: Float, reachU: Float, reachV: Float) {
        self.centerX = centerX
        self.centerY = centerY
        self.cos = cos
        self.sin = sin
        self.reachU = reachU
        self.reachV = reachV
        // An axis nearly parallel to the rows bounds nothing horizontally: the rows themselves,
        // from `extentY`, keep within that pair of sides.
        let inverseCos: Float = cos.magnitude > 1e-6 ? 1 / cos : 0
        let inverseSin: Float = sin.magnitude > 1e-6 ? 1 / sin : 0
        slopeU = -sin * inverseCos
        radiusU = inverseCos != 0 ? reachU * inverseCos.magnitude : 1e30
        slopeV = cos * inverseSin
        radiusV = inverseSin != 0 ? reachV * inverseSin.magnitude : 1e30
    }

    /// The runs of pixel columns inside the box on rows `y ..< y + 8`, clamped to `columns`:
    /// `first[j] ..< end[j]` for row `y + j`, empty when `end[j] <= first[j]`.
    ///
    /// Eight rows share the work of one, which matters for particles a few pixels wide. Each
    /// lane's result depends only on its own row, never on which group of eight it is in.
    @inline(__always)
    func runs(fromRow y: Int, within columns: Range<Int>) -> (first: SIMD8<Int32>, end: SIMD8<Int32>) {
        // (offsets + y) + 0.5 is exact, so dy matches the one-row computation bit for bit.
        let dy = (Lanes8.offsets + Float(y)) + 0.5 - centerY
        let centreU = dy * slopeU
        let centreV = dy * slopeV
        let low = Lanes8.maximum(centreU - radiusU, centreV - radiusV)
        let high = Lanes8.minimum(centreU + radiusU, centreV + radiusV)
        // Centres strictly inside: low < i + 0.5 < high, clamped first so the conversions are exact.
        let lo = Float(columns.lowerBound)
        let hi = Float(columns.upperBound)
        let a = Lanes8.minimum(Lanes8.maximum((low + centerX) - 0.5, SIMD8(repeating: lo - 1)), SIMD8(repeating: hi))
        let b = Lanes8.minimum(Lanes8.maximum((high + centerX) - 0.5, SIMD8(repeating: lo - 1)), SIMD8(repeating: hi))
        return (Lanes8.floor(a) &+ 1, 0 &- Lanes8.floor(-b))
    }

    /// Half the width and height of the axis-aligned bounding box, in pixels.
    var extentX: Float { cos.magnitude * reachU + sin.magnitude * reachV }
    var extentY: Float { sin.magnitude * reachU + cos.magnitude * reachV }
}
