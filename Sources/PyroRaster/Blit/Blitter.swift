import PyroCore

/// Blends one premultiplied colour into a run of pixels, each weighted by its coverage.
///
/// This is the only code that writes pixels for primitives: every coverage producer (the
/// accumulator, the analytic fast paths, stroke masks) hands it a row of coverage bytes.
/// Arithmetic is integer and exactly rounded, so results are the same everywhere.
enum Blitter {
    /// Blends `color` into `count` pixels starting at `pixels`.
    ///
    /// - Parameters:
    ///   - pixels: the first destination pixel (premultiplied RGBA8).
    ///   - coverage: one byte per pixel, 0 (untouched) ... 255 (fully covered).
    ///   - color: premultiplied source colour, already including opacity.
    ///   - mode: `.normal` is src-over; `.additive` adds and clamps each channel at 255.
    @inline(__always)
    static func blend(
        _ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int,
        color: UInt32, mode: BlendMode
    ) {
        switch mode {
        case .normal: blendOver(pixels, coverage: coverage, count: count, color: color)
        case .additive: blendAdd(pixels, coverage: coverage, count: count, color: color)
        }
    }

    static func blendOver(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32) {
        let source = PremultipliedPixel.spread(color)
        let opaque = color >> 24 == 255
        for i in 0..<count {
            let k = coverage[i]
            if k == 0 { continue }
            if k == 255 && opaque {
                pixels[i] = color
                continue
            }
            let s = k == 255 ? source : PremultipliedPixel.divideLanesBy255(source &* UInt64(k))
            let inverseAlpha = 255 &- (s >> 48)
            let d = PremultipliedPixel.divideLanesBy255(PremultipliedPixel.spread(pixels[i]) &* inverseAlpha)
            pixels[i] = PremultipliedPixel.gather(s &+ d)
        }
    }

    static func blendAdd(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32) {
        let source = PremultipliedPixel.spread(color)
        for i in 0..<count {
            let k = coverage[i]
            if k == 0 { continue }
            let s = k == 255 ? source : PremultipliedPixel.divideLanesBy255(source &* UInt64(k))
            let sum = s &+ PremultipliedPixel.spread(pixels[i])
            // Lanes that reached 256 or more have bit 8 set; turn that bit into 0xFF to clamp.
            let overflow = sum & 0x0100_0100_0100_0100
            let saturated = (sum | (overflow &- (overflow >> 8))) & PremultipliedPixel.laneMask
            pixels[i] = PremultipliedPixel.gather(saturated)
        }
    }
}
