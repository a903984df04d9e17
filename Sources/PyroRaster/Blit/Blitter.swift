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
            while i + 8 <= count {
                Pixels8.over(pixels + i, coverage: Pixels8.load(coverage + i), color: pairs)
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

    /// Src-over: `out = source * k + destination * (1 - alpha(source * k))`, per channel.
    ///
    /// Works on red+blue and green+alpha as two pairs of 16-bit lanes in a `UInt32`, so a pixel
    /// costs four multiplies.
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
            let rb = k == 255 ? sourceRB : Lanes.divideBy255(sourceRB &* k)
            let ag = k == 255 ? sourceAG : Lanes.divideBy255(sourceAG &* k)
            let inverseAlpha = 255 &- (ag >> 16)
            let d = pixels[i]
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


/// Eight pixels blended at once with vectors, with the same integer arithmetic, and so the same
/// results, as `Blitter`'s one-pixel loops.
///
/// Each pixel's red and blue (and green and alpha) sit in two 16-bit lanes of a 32-bit word;
/// viewed as sixteen 16-bit lanes, one vector multiply scales a channel pair of all eight pixels.
enum Pixels8 {
    typealias Words = SIMD8<UInt32>
    typealias Halves = SIMD16<UInt16>

    /// Eight coverage values from memory.
    @inline(__always)
    static func load(_ coverage: UnsafePointer<UInt32>) -> Words {
        UnsafeRawPointer(coverage).loadUnaligned(as: Words.self)
    }

    /// Each 16-bit lane (up to 255 * 255) divided by 255, rounded to nearest.
    @inline(__always)
    static func divideBy255(_ x: Halves) -> Halves {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// A per-pixel value (0...255) in both 16-bit halves of its word.
    @inline(__always)
    static func pair(_ x: Words) -> Halves {
        unsafeBitCast(x | x &<< 16, to: Halves.self)
    }

    /// `words` viewed as 16-bit lanes.
    @inline(__always)
    static func halves(_ words: Words) -> Halves { unsafeBitCast(words, to: Halves.self) }

    /// 16-bit lanes viewed as words.
    @inline(__always)
    static func words(_ halves: Halves) -> Words { unsafeBitCast(halves, to: Words.self) }

    /// A colour's red+blue and green+alpha channel pairs, repeated for eight pixels.
    @inline(__always)
    static func channelPairs(_ color: UInt32) -> (rb: Halves, ag: Halves) {
        (halves(Words(repeating: color & 0x00FF_00FF)), halves(Words(repeating: (color >> 8) & 0x00FF_00FF)))
    }

    /// Src-over of a colour (as `channelPairs`) into eight pixels with coverage `k` (0...255 each).
    @inline(__always)
    static func over(_ pixels: UnsafeMutablePointer<UInt32>, coverage k: Words, color: (rb: Halves, ag: Halves)) {
        let kk = pair(k)
        let rb = divideBy255(color.rb &* kk)
        let ag = divideBy255(color.ag &* kk)
        // The scaled source's alpha, copied from the high half of each word into both halves.
        let alpha = words(ag) & 0xFFFF_0000
        let inverse = 255 &- halves(alpha | alpha &>> 16)
        let raw = UnsafeMutableRawPointer(pixels)
        let d = raw.loadUnaligned(as: Words.self)
        let outRB = rb &+ divideBy255(halves(d & 0x00FF_00FF) &* inverse)
        let outAG = ag &+ divideBy255(halves((d &>> 8) & 0x00FF_00FF) &* inverse)
        raw.storeBytes(of: words(outRB) | words(outAG) &<< 8, as: Words.self)
    }

    /// Saturating add of a colour (as `channelPairs`) into eight pixels with coverage `k`.
    @inline(__always)
    static func add(_ pixels: UnsafeMutablePointer<UInt32>, coverage k: Words, color: (rb: Halves, ag: Halves)) {
        let kk = pair(k)
        let rb = divideBy255(color.rb &* kk)
        let ag = divideBy255(color.ag &* kk)
        let raw = UnsafeMutableRawPointer(pixels)
        let d = raw.loadUnaligned(as: Words.self)
        let sumRB = rb &+ halves(d & 0x00FF_00FF), sumAG = ag &+ halves((d &>> 8) & 0x00FF_00FF)
        raw.storeBytes(of: words(saturate(sumRB)) | words(saturate(sumAG)) &<< 8, as: Words.self)
    }

    /// Each 16-bit lane (0...510) clamped to 255, with arithmetic only (lane-wise selects
    /// compile to slow code).
    @inline(__always)
    static func saturate(_ x: Halves) -> Halves {
        (x | (0 &- (x &>> 8))) & 0x00FF
    }
}
