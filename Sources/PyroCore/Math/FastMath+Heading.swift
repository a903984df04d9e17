extension FastMath {
    /// The angle of the vector (`x`, `y`) from the positive x axis toward the positive y axis,
    /// in radians in -π...π, as C's `atan2(y, x)`; 0 for the zero vector, NaN if either is NaN.
    ///
    /// The ratio of the smaller to the larger magnitude is reduced to |r| <= tan(π/8) and a
    /// short odd polynomial (Cephes' single-precision arctangent) finishes it: absolute error
    /// below 3e-7 radians, checked against the C library in `FastMathTests`. Selects rather
    /// than branches, so loops over it can vectorise.
    @inlinable
    package static func atan2(_ y: Float, _ x: Float) -> Float {
        let ax = x.magnitude
        let ay = y.magnitude
        let larger = max(ax, ay)
        let smaller = min(ax, ay)
        let ratio = larger > 0 ? smaller / larger : 0
        // atan(r) = π/4 + atan((r - 1) / (r + 1)) brings r in (tan(π/8), 1] below tan(π/8).
        let high = ratio > 0.414_213_56
        let reduced = high ? (ratio - 1) / (ratio + 1) : ratio
        let z = reduced * reduced
        var p: Float = 8.053_744_5e-2
        p = p * z - 1.387_768_6e-1
        p = p * z + 1.997_771_1e-1
        p = p * z - 3.333_294_9e-1
        var angle = reduced + reduced * z * p + (high ? Float.pi / 4 : 0)
        angle = ay > ax ? Float.pi / 2 - angle : angle
        angle = x < 0 ? Float.pi - angle : angle
        angle = y < 0 ? -angle : angle
        return x.isNaN || y.isNaN ? .nan : angle
    }

    /// The heading of a velocity (`x`, `y`) (y down) as a rotation, in radians: 0 points up and
    /// positive angles turn clockwise, as a launch angle does; rotating a shape's top by it
    /// points the top along the velocity.
    @inlinable
    package static func heading(_ x: Float, _ y: Float) -> Float {
        atan2(x, -y)
    }
}
