/// Four pixels blended at once with vectors, for the ends of short runs: the same arithmetic as
/// `Pixels8` (see there), on half as many lanes.
///
/// Each pixel's red and blue (and green and alpha) sit in two 16-bit lanes of a 32-bit word;
/// viewed as sixteen 16-bit lanes, one vector multiply scales a channel pair of all eight pixels.
enum Pixels4 {
    typealias Words = SIMD4<UInt32>
    typealias Halves = SIMD8<UInt16>

    /// Four coverage values from memory.
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

    /// A colour's red+blue and green+alpha channel pairs, repeated for four pixels.
    @inline(__always)
    static func channelPairs(_ color: UInt32) -> (rb: Halves, ag: Halves) {
        (halves(Words(repeating: color & 0x00FF_00FF)), halves(Words(repeating: (color >> 8) & 0x00FF_00FF)))
    }

    /// Src-over of a colour (as `channelPairs`) into four pixels with coverage `k` (0...255 each).
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

    /// Src-over of an opaque colour (as `channelPairs`): then the blend is a plain mix,
    /// `(source * k + destination * (255 - k)) / 255` with one rounding, and costs half as much.
    @inline(__always)
    static func overOpaque(_ pixels: UnsafeMutablePointer<UInt32>, coverage k: Words, color: (rb: Halves, ag: Halves)) {
        let kk = pair(k)
        let inverse = 255 &- kk
        let raw = UnsafeMutableRawPointer(pixels)
        let d = raw.loadUnaligned(as: Words.self)
        let outRB = divideBy255(color.rb &* kk &+ halves(d & 0x00FF_00FF) &* inverse)
        let outAG = divideBy255(color.ag &* kk &+ halves((d &>> 8) & 0x00FF_00FF) &* inverse)
        raw.storeBytes(of: words(outRB) | words(outAG) &<< 8, as: Words.self)
    }

    /// Saturating add of a colour (as `channelPairs`) into four pixels with coverage `k`.
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
