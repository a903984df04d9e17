import PyroCore

/// Blends one premultiplied colour into a run of pixels, each weighted by its coverage.
///
/// This is the only code that writes pixels for primitives: every coverage producer (the
/// accumulator, the analytic fast paths, stroke masks) hands it a row of coverage values (0...255).
/// Arithmetic is integer and exactly rounded, so results are the same everywhere.
enum Blitter {
    /// Blends `color` into `count` pixels starting at `pixels`.
    ///
    /// - Parameters:
    ///   - pixels: the first destination pixel (premultiplied RGBA8).
    ///   - coverage: one value per pixel, 0 (untouched) ... 255 (fully covered).
    ///   - color: premultiplied source colour, already including opacity.
    ///   - mode: `.normal` is src-over; `.additive` adds and clamps each channel at 255.
    @inline(__always)
    static func blend(
        _ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int,
        color: UInt32, mode: BlendMode
    ) {
        // Whole groups of eight with vectors, the rest one by one.
        var i = 0
        let pairs = Pixels8.channelPairs(color)
        switch mode {
        case .normal:
            let opaque = color >> 24 == 255
            while i + 8 <= count {
                if opaque {
                    Pixels8.overOpaque(pixels + i, coverage: Pixels8.load(coverage + i), color: pairs)
                } else {
                    Pixels8.over(pixels + i, coverage: Pixels8.load(coverage + i), color: pairs)
                }
                i += 8
            }
            if i < count { blendOver(pixels + i, coverage: coverage + i, count: count - i, color: color) }
        case .additive:
            while i + 8 <= count {
                Pixels8.add(pixels + i, coverage: Pixels8.load(coverage + i), color: pairs)
                i += 8
            }
            if i < count { blendAdd(pixels + i, coverage: coverage + i, count: count - i, color: color) }
        }
    }

    /// Src-over: `out = source * k + destination * (1 - alpha(source * k))`, per channel; for an
    /// opaque source that is the mix `(source * k + destination * (255 - k)) / 255`, computed
    /// with one rounding.
    ///
    /// Works on red+blue and green+alpha as two pairs of 16-bit lanes in a `UInt32`.
    static func blendOver(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int, color: UInt32) {
        let sourceRB = color & 0x00FF_00FF, sourceAG = (color >> 8) & 0x00FF_00FF
        let opaque = color >> 24 == 255
        for i in 0..<count {
            let k = coverage[i]
            if k == 0 { continue }
            if k == 255 && opaque {
                pixels[i] = color
                continue
            }
            let d = pixels[i]
            if opaque {
                // A plain mix with one rounding, as `Pixels8.overOpaque` does.
                let outRB = Lanes.divideBy255(sourceRB &* k &+ (d & 0x00FF_00FF) &* (255 &- k))
                let outAG = Lanes.divideBy255(sourceAG &* k &+ ((d >> 8) & 0x00FF_00FF) &* (255 &- k))
                pixels[i] = outRB | outAG << 8
                continue
            }
            let rb = k == 255 ? sourceRB : Lanes.divideBy255(sourceRB &* k)
            let ag = k == 255 ? sourceAG : Lanes.divideBy255(sourceAG &* k)
            let inverseAlpha = 255 &- (ag >> 16)
            let outRB = rb &+ Lanes.divideBy255((d & 0x00FF_00FF) &* inverseAlpha)
            let outAG = ag &+ Lanes.divideBy255(((d >> 8) & 0x00FF_00FF) &* inverseAlpha)
            pixels[i] = outRB | outAG << 8
        }
    }

    /// Additive: `out = min(255, source * k + destination)`, per channel.
    static func blendAdd(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int, color: UInt32) {
        let sourceRB = color & 0x00FF_00FF, sourceAG = (color >> 8) & 0x00FF_00FF
        for i in 0..<count {
            let k = coverage[i]
            if k == 0 { continue }
            let rb = k == 255 ? sourceRB : Lanes.divideBy255(sourceRB &* k)
            let ag = k == 255 ? sourceAG : Lanes.divideBy255(sourceAG &* k)
            let d = pixels[i]
            let outRB = Lanes.saturate(rb &+ (d & 0x00FF_00FF))
            let outAG = Lanes.saturate(ag &+ ((d >> 8) & 0x00FF_00FF))
            pixels[i] = outRB | outAG << 8
        }
    }
}

/// Two 16-bit lanes in a `UInt32`, each holding a channel value.
enum Lanes {
    /// Each lane divided by 255, rounded to nearest; exact for lane values up to 255 * 255.
    @inline(__always)
    static func divideBy255(_ x: UInt32) -> UInt32 {
        let t = x &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Each lane (0...510) clamped to 255.
    @inline(__always)
    static func saturate(_ x: UInt32) -> UInt32 {
        // Lanes that reached 256 have bit 8 set; turn that bit into 0xFF.
        let overflow = x & 0x0100_0100
        return (x | (overflow &- (overflow >> 8))) & 0x00FF_00FF
    }
}
