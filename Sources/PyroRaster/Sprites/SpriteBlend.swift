import PyroCore

/// One sprite pixel (a premultiplied colour that changes from pixel to pixel) blended into the
/// canvas with PyroRaster's rounding: every product divided by 255 rounded to nearest.
///
/// `.normal` is src-over, `d' = s + d · (255 − alpha(s)) / 255`; `.additive` is
/// `d' = min(255, s + d)` per channel, as `SpanBlend` does for one colour. Pixels are packed
/// as on the canvas (red lowest); the arithmetic works on red and blue, then green and alpha,
/// in the 16-bit halves of a `UInt32`, where a product of two channel values fits.
enum SpriteBlend {
    static let lanes: UInt32 = 0x00FF_00FF

    /// Both 16-bit halves (each at most 255 · 255) divided by 255, rounded to nearest: the
    /// `(t + t / 256) / 256` with `t = x + 128` of `dividedBy255`, per half.
    @inline(__always)
    static func dividedBy255(_ x: UInt32) -> UInt32 {
        let t = x &+ 0x0080_0080
        return (t &+ (t >> 8 & lanes)) >> 8 & lanes
    }

    /// Every channel of `p` times `k` (0...255), divided by 255 rounded to nearest.
    @inline(__always)
    static func scaled(_ p: UInt32, by k: UInt32) -> UInt32 {
        dividedBy255((p & lanes) &* k) | dividedBy255((p >> 8 & lanes) &* k) << 8
    }

    /// The premultiplied colour `tint` times `alpha` (0...255): a tinted texel.
    @inline(__always)
    static func tinted(_ tint: UInt32, alpha: UInt32) -> UInt32 { scaled(tint, by: alpha) }

    /// `source` over the pixel at `pixel`.
    @inline(__always)
    static func over(_ source: UInt32, into pixel: UnsafeMutablePointer<UInt32>) {
        let inverse = 255 &- source >> 24
        pixel.pointee = source &+ scaled(pixel.pointee, by: inverse)
    }

    /// `source` added to the pixel at `pixel`, each channel clamped at 255.
    @inline(__always)
    static func add(_ source: UInt32, into pixel: UnsafeMutablePointer<UInt32>) {
        let d = pixel.pointee
        let rb = (source & lanes) &+ (d & lanes)
        let ga = (source >> 8 & lanes) &+ (d >> 8 & lanes)
        // Halves that reached 256 have bit 8 set; spread it into a full byte of ones.
        func clamped(_ v: UInt32) -> UInt32 { (v | (v >> 8 & 0x0001_0001) &* 0xFF) & lanes }
        pixel.pointee = clamped(rb) | clamped(ga) << 8
    }
}
