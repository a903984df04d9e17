import PyroCore

/// An approximate Gaussian blur: three box blurs in a row, horizontally then vertically.
///
/// Three passes of a box filter are within a few percent of a Gaussian (the central limit theorem
/// at work), cost the same for any radius thanks to running sums, and in integers they give the
/// same bytes everywhere. Pixels outside the buffer count as zero.
package enum BoxBlur {
    /// The largest standard deviation honoured, in pixels; wider blurs are clamped to it so that
    /// a glow's scratch memory stays bounded.
    static let maximumSigma: Float = 128

    /// The three box radii, in pixels, whose combined variance is closest to `sigma` squared.
    ///
    /// A box of radius r (2r + 1 pixels) has variance r(r + 1) / 3, and variances add.
    package static func radii(sigma: Float) -> (Int, Int, Int) {
        let sigma = min(sigma, maximumSigma)
        let target = Double(sigma) * Double(sigma)
        guard target.isFinite, target > 0 else { return (0, 0, 0) }
        let equal = ((1 + 4 * target).squareRoot() - 1) / 2
        let low = Int(equal.rounded(.down))
        func variance(_ bumped: Int) -> Double {
            let small: Int = low * (low + 1)
            let large: Int = (low + 1) * (low + 2)
            let sum: Int = (3 - bumped) * small + bumped * large
            return Double(sum) / 3
        }
        var best = 0
        for bumped in 1...3 where abs(variance(bumped) - target) < abs(variance(best) - target) { best = bumped }
        return (best > 0 ? low + 1 : low, best > 1 ? low + 1 : low, best > 2 ? low + 1 : low)
    }

    /// How far the three passes reach, in pixels: the margin a band needs beyond its rows.
    static func reach(sigma: Float) -> Int {
        let (a, b, c) = radii(sigma: sigma)
        return a + b + c
    }

    /// Blurs `values` (`width` x `height`, row-major) in place.
    ///
    /// - Parameters:
    ///   - plane: scratch for a second plane; resized as needed, reuse it between calls.
    ///   - sums: scratch for running sums; resized as needed, reuse it between calls.
    static func blur(
        _ values: inout [UInt16], width: Int, height: Int, sigma: Float,
        plane: inout [UInt16], sums: inout [UInt32]
    ) {
        let radii = radii(sigma: sigma)
        guard radii.0 + radii.1 + radii.2 > 0, width > 0, height > 0 else { return }
        if plane.count < width * height { plane = Array(repeating: 0, count: width * height) }
        if sums.count < 2 * max(width, height) { sums = Array(repeating: 0, count: 2 * max(width, height)) }
        values.withUnsafeMutableBufferPointer { valuesBuffer in
            plane.withUnsafeMutableBufferPointer { planeBuffer in
                sums.withUnsafeMutableBufferPointer { sumsBuffer in
                    let data = valuesBuffer.baseAddress!
                    let other = planeBuffer.baseAddress!
                    let sums = sumsBuffer.baseAddress!
                    for y in 0..<height {
                        blurRow(data + y * width, count: width, radii: radii, a: sums, b: sums + width)
                    }
                    verticalPass(from: data, to: other, width: width, height: height, radius: radii.0, sums: sums)
                    verticalPass(from: other, to: data, width: width, height: height, radius: radii.1, sums: sums)
                    verticalPass(from: data, to: other, width: width, height: height, radius: radii.2, sums: sums)
                    data.copyMemory(from: other, count: width * height)
                }
            }
        }
    }

    /// Three horizontal box passes over one row, through two line buffers.
    private static func blurRow(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, radii: (Int, Int, Int),
        a: UnsafeMutablePointer<UInt32>, b: UnsafeMutablePointer<UInt32>
    ) {
        var any = false
        for i in 0..<count {
            a[i] = UInt32(row[i])
            any = any || row[i] != 0
        }
        // A blank row stays blank.
        guard any else { return }
        boxPass(from: a, to: b, count: count, radius: radii.0)
        boxPass(from: b, to: a, count: count, radius: radii.1)
        boxPass(from: a, to: b, count: count, radius: radii.2)
        for i in 0..<count { row[i] = UInt16(truncatingIfNeeded: b[i]) }
    }

    /// One vertical box pass over a whole plane, a row at a time so memory is read in order:
    /// `sums` holds each column's running sum over the window.
    private static func verticalPass(
        from source: UnsafeMutablePointer<UInt16>, to destination: UnsafeMutablePointer<UInt16>,
        width: Int, height: Int, radius: Int, sums: UnsafeMutablePointer<UInt32>
    ) {
        if radius == 0 {
            destination.copyMemory(from: source, count: width * height)
            return
        }
        let mean = RoundedMean(count: 2 * radius + 1)
        for x in 0..<width { sums[x] = 0 }
        for y in 0..<min(radius, height) {
            let row = source + y * width
            for x in 0..<width { sums[x] += UInt32(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = source + (y + radius) * width
                for x in 0..<width { sums[x] += UInt32(entering[x]) }
            }
            if y - radius - 1 >= 0 {
                let leaving = source + (y - radius - 1) * width
                for x in 0..<width { sums[x] -= UInt32(leaving[x]) }
            }
            let out = destination + y * width
            for x in 0..<width { out[x] = UInt16(truncatingIfNeeded: mean(of: sums[x])) }
        }
    }

    /// One box filter of `radius` along a line: each output is the rounded mean of the
    /// `2 * radius + 1` inputs around it.
    private static func boxPass(
        from source: UnsafeMutablePointer<UInt32>, to destination: UnsafeMutablePointer<UInt32>,
        count: Int, radius: Int
    ) {
        if radius == 0 {
            destination.copyMemory(from: source, count: count)
            return
        }
        let mean = RoundedMean(count: 2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum += source[i] }
        for i in 0..<count {
            let entering = i + radius
            let leaving = i - radius - 1
            if entering < count { sum += source[entering] }
            if leaving >= 0 { sum -= source[leaving] }
            destination[i] = mean(of: sum)
        }
    }
}

/// `(sum + count / 2) / count` for the sums a box filter makes, by a multiply and a shift rather
/// than a division per pixel.
///
/// With `reciprocal = ceil(2^40 / count)`, `(x * reciprocal) >> 40` is exactly `x / count`
/// rounded down whenever `x * (reciprocal * count - 2^40) < 2^40`. Here x is at most about
/// 65536 * count, so that holds for any count below 4096 (blur radii stay under 200), and the
/// product stays near 2^56. So results are bit-for-bit those of the division.
struct RoundedMean {
    private let half: UInt64
    private let reciprocal: UInt64

    init(count: Int) {
        half = UInt64(count / 2)
        reciprocal = ((1 << 40) + UInt64(count) - 1) / UInt64(count)
    }

    @inline(__always)
    func callAsFunction(of sum: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: ((UInt64(sum) + half) &* reciprocal) >> 40)
    }
}
