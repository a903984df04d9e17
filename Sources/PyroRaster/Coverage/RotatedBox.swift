/// The points within `reachU` along one axis and `reachV` along the other of a centre, axes
/// turned by a rotation: where the fast paths can have any coverage at all.
///
/// It gives the rows to visit and, for each row, the exact run of columns inside, so that the
/// coverage loops never walk the empty corners of a rotated shape's bounding box.
struct RotatedBox {
    var centerX: Float, centerY: Float
    var cos: Float, sin: Float
    /// Half extents along the rotated axes, in pixels.
    var reachU: Float, reachV: Float
    private var inverseCos: Float, inverseSin: Float

    init(centerX: Float, centerY: Float, cos: Float, sin: Float, reachU: Float, reachV: Float) {
        self.centerX = centerX
        self.centerY = centerY
        self.cos = cos
        self.sin = sin
        self.reachU = reachU
        self.reachV = reachV
        // An axis nearly parallel to the rows bounds nothing horizontally; see `crossing`.
        inverseCos = cos.magnitude > 1e-6 ? 1 / cos : 0
        inverseSin = sin.magnitude > 1e-6 ? 1 / sin : 0
    }

    /// Half the width and height of the axis-aligned bounding box, in pixels.
    var extentX: Float { cos.magnitude * reachU + sin.magnitude * reachV }
    var extentY: Float { sin.magnitude * reachU + cos.magnitude * reachV }

    /// Horizontal offsets from the centre (pixels) of the box's crossing of the line `dy` below
    /// the centre, or nil when the line misses the box.
    @inline(__always)
    func crossing(dy: Float) -> (low: Float, high: Float)? {
        let c = cos, s = sin
        var low = -extentX, high = extentX
        // |u| < reachU with u = dx c + dy s.
        if inverseCos != 0 {
            let a = (-reachU - dy * s) * inverseCos, b = (reachU - dy * s) * inverseCos
            low = max(low, min(a, b))
            high = min(high, max(a, b))
        } else if (dy * s).magnitude >= reachU {
            return nil
        }
        // |v| < reachV with v = dy c - dx s.
        if inverseSin != 0 {
            let a = (dy * c - reachV) * inverseSin, b = (dy * c + reachV) * inverseSin
            low = max(low, min(a, b))
            high = min(high, max(a, b))
        } else if (dy * c).magnitude >= reachV {
            return nil
        }
        return low < high ? (low, high) : nil
    }
}
