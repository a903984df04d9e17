import PyroCore

/// One sprite pixel (a premultiplied colour that changes from pixel to pixel) blended into the
/// canvas with PyroRaster's rounding: every product divided by 255 rounded to nearest.
///
/// `.normal` is src-over, `d' = s + d · (255 − alpha(s)) / 255`; `.additive` is
/// `d' = min(255, s + d)` per channel, as `SpanBlend` does for one colour.
enum SpriteBlend {
    /// `x / 255` rounded to nearest, lane by lane, for lanes in 0...65 025.
    @inline(__always)
    static func dividedBy255(_ x: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    @inline(__always)
    static func unpack(_ p: UInt32) -> SIMD4<UInt32> { SIMD4(p & 0xFF, p >> 8 & 0xFF, p >> 16 & 0xFF, p >> 24) }

    @inline(__always)
    static func pack(_ c: SIMD4<UInt32>) -> UInt32 { c[0] | c[1] << 8 | c[2] << 16 | c[3] << 24 }

    /// `source` (premultiplied lanes) over the pixel at `pixel`.
    @inline(__always)
    static func over(_ source: SIMD4<UInt32>, into pixel: UnsafeMutablePointer<UInt32>) {
        let inverse = 255 &- source[3]
        pixel.pointee = pack(source &+ dividedBy255(unpack(pixel.pointee) &* inverse))
    }

    /// `source` (premultiplied lanes) added to the pixel at `pixel`, each channel clamped at 255.
    @inline(__always)
    static func add(_ source: SIMD4<UInt32>, into pixel: UnsafeMutablePointer<UInt32>) {
        let sum = source &+ unpack(pixel.pointee)
        pixel.pointee = pack(sum.replacing(with: 255, where: sum .> 255))
    }
}
