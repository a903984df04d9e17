import PyroCore

/// Coverage stamps of small circles, each made once from `CircleCoverage` and then blended as
/// it is: a small circle costs a lookup in the first pass (`Keys`, then `placement(_:lane:)`)
/// and one blend per row instead of its coverage math.
///
/// A circle is keyed by its radius, in steps of 1/32 pixel, and the sub-pixel place of its
/// centre, in steps of 1/16 pixel on each axis; its stamp is `CircleCoverage`'s coverage of the
/// circle at the middle of its key's cell (a radius of `0.75 + (r + 0.5) / 32` pixels, a centre
/// `(f + 0.5) / 16` pixel into its pixel). Every pixel then lies within 16/255 of the exact
/// circle's coverage (`CircleStampTests` checks every edge of the cells), and a stamp depends on
/// its key alone: the bytes drawn do not depend on what was drawn before, on the thread or on
/// the band of rows.
///
/// Stamps are made on first use, for radii 0.75 ..< 4 pixels: at most 26,624 of them, 16 to 208
/// bytes each (rows of 8 values, or 16 past 8 columns), beside a table of 8 bytes per key.
struct CircleStamps {
    /// Centre positions per pixel, on each axis: `1 << offsetShift`.
    static let offsetSteps = 1 << offsetShift
    static let offsetShift = 4
    /// Radii per pixel.
    static let radiusSteps = 32
    /// The smallest radius drawn from a stamp, in pixels: below it a radius step changes the
    /// coverage too much (17/255 at 0.5 pixel).
    static let smallestRadius: Float = 0.75
    /// The end of the radii drawn from stamps, in pixels.
    static let radiusLimit: Float = 4
    /// Radius steps from `smallestRadius` to `radiusLimit`.
    static var radiusCount: Int { Int((radiusLimit - smallestRadius) * Float(radiusSteps)) }
    /// Pixels from a stamp's centre pixel to the edge of the square it is made on: more than
    /// the reach of the largest radius (`radiusLimit` plus `EllipseCoverage.margin`).
    private static let margin = 6

    /// Where a stamp lies, relative to its centre's pixel, and where its coverage is.
    private struct Stamp {
        /// Offset of the first coverage value in `coverage`; rows follow one another, 8 values
        /// each (16 when the stamp is wider than 8), zero past the stamp's width.
        var offset: Int32
        /// The stamp's first column and row, relative to the column and row of the pixel that
        /// holds the circle's centre.
        var left: Int8, top: Int8
        /// Columns (1...13) and rows of the stamp; no columns while the stamp is not made.
        var width: UInt8, height: UInt8

        /// The entry of a key whose stamp is not made yet.
        static var unmade: Stamp { Stamp(offset: 0, left: 0, top: 0, width: 0, height: 0) }
    }

    /// One circle's stamp on the canvas: what `draw(_:from:rows:target:color:mode:)` blends.
    struct Placement {
        /// Offset of the stamp's first coverage value (see `Stamp.offset`).
        var offset: Int32
        /// The canvas column (not negative) and row of the stamp's top left corner.
        var left: Int32, top: Int32
        /// Columns and rows of the stamp.
        var width: UInt8, height: UInt8

        /// A placeholder for storage not yet written.
        static var empty: Placement { Placement(offset: 0, left: 0, top: 0, width: 1, height: 0) }
    }

    /// Per key, its stamp, `Stamp.unmade` until the key is first drawn.
    private var stamps: [Stamp] = []
    /// The stamps' coverage values (0...255), row by row.
    private var coverage: [UInt8] = []
    /// The square stamps are made on, 16 coverage values a row, kept between stamps.
    private var scratch: [UInt8] = []

    /// The keys of eight circles at once, one a lane, worked out in the first pass.
    struct Keys {
        /// All ones in lanes drawn from a stamp if it starts on the canvas: a radius within the
        /// stamps' range and a centre within 2^18 pixels of the origin (further, the key's
        /// rounding would not be exact, and no canvas is that wide).
        var stamped: SIMD8<Int32>
        /// The key: radius step, then the centre's row and column steps within its pixel.
        var key: SIMD8<Int32>
        /// The column and row of the pixel that holds the centre.
        var column: SIMD8<Int32>, row: SIMD8<Int32>

        /// The keys of the circles of radii `radius` centred at `centerX`, `centerY` (pixels).
        @inline(__always)
        init(centerX: SIMD8<Float>, centerY: SIMD8<Float>, radius: SIMD8<Float>) {
            let steps = Float(CircleStamps.offsetSteps)
            let gridX = centerX * steps
            let gridY = centerY * steps
            // False for NaN, as `Lanes8.floor` needs.
            let near = (Lanes8.magnitude(gridX) .< 0x1p22) .& (Lanes8.magnitude(gridY) .< 0x1p22)
            let inRange = (radius .>= CircleStamps.smallestRadius) .& (radius .< CircleStamps.radiusLimit)
            stamped = unsafeBitCast(near .& inRange, to: SIMD8<Int32>.self)
            let x = Lanes8.floor(gridX)
            let y = Lanes8.floor(gridY)
            // The product can round up to the count just below `radiusLimit`; positive where stamped.
            let radiusIndex = Lanes8.floor((radius - CircleStamps.smallestRadius) * Float(CircleStamps.radiusSteps))
            let lastRadius = SIMD8<Int32>(repeating: Int32(CircleStamps.radiusCount - 1))
            let mask = SIMD8<Int32>(repeating: Int32(CircleStamps.offsetSteps - 1))
            let steps32 = Int32(CircleStamps.offsetSteps)
            key =
                (radiusIndex.replacing(with: lastRadius, where: radiusIndex .> lastRadius) &* steps32 &+ (y & mask))
                &* steps32 &+ (x & mask)
            column = x &>> Int32(CircleStamps.offsetShift)
            row = y &>> Int32(CircleStamps.offsetShift)
        }
    }

    /// Where lane `lane`'s circle of `keys` lies on the canvas, its stamp made if it is the key's
    /// first use; nil when the circle is not drawn from a stamp: its radius or centre is outside
    /// the stamps' range, or the stamp would start left of the canvas.
    @inline(__always)
    mutating func placement(_ keys: Keys, lane: Int) -> Placement? {
        guard keys.stamped[lane] != 0 else { return nil }
        let key = Int(keys.key[lane])
        if stamps.isEmpty {
            stamps = [Stamp](repeating: .unmade, count: Self.radiusCount * Self.offsetSteps * Self.offsetSteps)
        }
        var stamp = stamps[key]
        if stamp.width == 0 {
            let mask = Self.offsetSteps - 1
            stamp = make(
                radiusIndex: key >> (2 * Self.offsetShift), offsetX: key & mask,
                offsetY: (key >> Self.offsetShift) & mask)
            stamps[key] = stamp
        }
        let left = keys.column[lane] &+ Int32(stamp.left)
        guard left >= 0 else { return nil }
        return Placement(
            offset: stamp.offset, left: left, top: keys.row[lane] &+ Int32(stamp.top), width: stamp.width,
            height: stamp.height)
    }

    /// Calls `body` with the stamps' coverage values, for `draw(_:from:rows:target:color:mode:)`;
    /// the pointer is valid only within `body`.
    func withCoverage<Result>(_ body: (UnsafePointer<UInt8>) -> Result) -> Result {
        coverage.withUnsafeBufferPointer { values in
            // A placeholder when no stamp is made yet, so that the pointer is never nil.
            values.isEmpty
                ? [0].withUnsafeBufferPointer { body($0.baseAddress.unsafelyUnwrapped) }
                : body(values.baseAddress.unsafelyUnwrapped)
        }
    }

    /// Blends the stamp at `placement` (from `placement(_:lane:)`) on `rows` of
    /// `target`, with `color` in `mode`; `values` are the coverage values of the same stamps
    /// (`withCoverage(_:)`).
    @inline(__always)
    static func draw(
        _ placement: Placement, from values: UnsafePointer<UInt8>, rows: Range<Int>, target: RenderTarget,
        color: UInt32, mode: Blending
    ) {
        Blitter.draw(
            StampDrawing(
                values: values + Int(placement.offset), width: Int(placement.width), left: Int(placement.left),
                top: Int(placement.top), height: Int(placement.height), rows: rows, target: target),
            color: color, mode: mode)
    }

    /// `CircleCoverage`'s coverage of the circle at the middle of a key's cell on the scratch
    /// square, and the smallest box holding its covered pixels, appended to `coverage`.
    private mutating func make(radiusIndex: Int, offsetX: Int, offsetY: Int) -> Stamp {
        let side = 2 * Self.margin + 1
        let radius = Self.smallestRadius + (Float(radiusIndex) + 0.5) / Float(Self.radiusSteps)
        let steps = Float(Self.offsetSteps)
        let centerX = Float(Self.margin) + (Float(offsetX) + 0.5) / steps
        let centerY = Float(Self.margin) + (Float(offsetY) + 0.5) / steps
        // `CircleCoverage.Lanes`'s set-up for a radius of at least 0.5 pixel: the corrected
        // radius `a` and the full coverage scale.
        let inverse = 1 / (radius * radius - EllipseCoverage.ring).squareRoot()
        let scale: Float = 0.5 * 255
        // Sixteen columns a row (the square is 13 wide), eight at a time; beyond the circle's
        // reach the coverage is zero.
        if scratch.count == 16 * side {
            scratch.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            scratch = [UInt8](repeating: 0, count: 16 * side)
        }
        var minX = side
        var maxX = -1
        var minY = side
        var maxY = -1
        let ramp = Lanes8.offsets * inverse
        for y in 0..<side {
            let dy = (Float(y) + 0.5 - centerY) * inverse
            for group in stride(from: 0, to: 16, by: 8) {
                let dx = SIMD8(repeating: (Float(group) + 0.5 - centerX) * inverse) + ramp
                let k = CircleCoverage.coverage(
                    dx, dy2: dy * dy, dyMagnitude: dy.magnitude, fourOverA: 4 * inverse, scale: scale)
                for lane in 0..<8 where group + lane < side && k[lane] != 0 {
                    scratch[16 * y + group + lane] = UInt8(truncatingIfNeeded: k[lane])
                    minX = min(minX, group + lane)
                    maxX = max(maxX, group + lane)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= minX else {
            return Stamp(offset: Int32(truncatingIfNeeded: coverage.count), left: 0, top: 0, width: 1, height: 0)
        }
        let offset = coverage.count
        let width = maxX - minX + 1
        let stride = StampDrawing.stride(width: width)
        for y in minY...maxY {
            for x in minX..<(minX + stride) { coverage.append(x <= maxX ? scratch[16 * y + x] : 0) }
        }
        return Stamp(
            offset: Int32(truncatingIfNeeded: offset), left: Int8(minX - Self.margin), top: Int8(minY - Self.margin),
            width: UInt8(width), height: UInt8(maxY - minY + 1))
    }
}

/// A stamp's coverage blended into the rows of it that fall on `rows`.
private struct StampDrawing: BlendedDrawing {
    /// The stamp's coverage values, `stride(width:)` a row.
    let values: UnsafePointer<UInt8>
    let width: Int
    /// The canvas column (not negative) and row of the stamp's top left corner.
    let left: Int, top: Int
    let height: Int
    let rows: Range<Int>
    let target: RenderTarget

    /// Coverage values a row of a stamp `width` columns wide takes: one or two loads of eight.
    @inline(__always)
    static func stride(width: Int) -> Int { width <= 8 ? 8 : 16 }

    @inline(__always)
    func draw<Blend: SpanBlend>(with blend: Blend) {
        let first = max(top, rows.lowerBound)
        let end = min(top &+ height, rows.upperBound)
        guard first < end else { return }
        let room = target.width &- left
        guard room > 0 else { return }
        let stride = Self.stride(width: width)
        var start = values + (first &- top) &* stride
        if width <= 8, room >= 8 {
            // Away from the right edge: a row is one blend of four or eight pixels, and two rows
            // of at most four share one.
            var y = first
            var pixels = target.row(first) + left
            if width <= 4 {
                while y &+ 1 < end {
                    let both = SIMD8(
                        lowHalf: Self.coverage(start).lowHalf, highHalf: Self.coverage(start + stride).lowHalf)
                    blend.blend4x2(pixels, pixels + target.width, both)
                    y &+= 2
                    pixels += 2 &* target.width
                    start += 2 &* stride
                }
            }
            while y < end {
                blend.blend(Self.coverage(start), awayFromEdgeInto: pixels, count: width)
                y &+= 1
                pixels += target.width
                start += stride
            }
            return
        }
        for y in first..<end {
            let pixels = target.row(y) + left
            blend.blend(Self.coverage(start), into: pixels, count: min(width, 8), room: room)
            if width > 8, room > 8 {
                blend.blend(Self.coverage(start + 8), into: pixels + 8, count: width &- 8, room: room &- 8)
            }
            start += stride
        }
    }

    /// Eight coverage values from `values`.
    @inline(__always)
    private static func coverage(_ values: UnsafePointer<UInt8>) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(values).loadUnaligned(as: SIMD8<UInt8>.self))
    }
}
