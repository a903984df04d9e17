import PyroCore

/// Arithmetic on premultiplied RGBA8 pixels packed in a `UInt32`: red in the lowest byte, then
/// green, blue and alpha, so that the bytes lie in memory as R, G, B, A on little-endian machines.
///
/// Blending spreads the four channels into 16-bit lanes of a `UInt64` so that one multiply scales
/// all four, and divides by 255 with exact rounding, so results never depend on floating point.
@usableFromInline
enum PremultipliedPixel {
    /// The low byte of each 16-bit lane.
    @usableFromInline static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

    /// Packs four channel values (0...255) with red lowest.
    @inlinable @inline(__always)
    static func pack(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        red | green << 8 | blue << 16 | alpha << 24
    }

    /// The four bytes of `p` in four 16-bit lanes.
    @inlinable @inline(__always)
    static func spread(_ p: UInt32) -> UInt64 {
        let v = UInt64(p)
        return (v & 0xFF) | (v & 0xFF00) << 8 | (v & 0xFF_0000) << 16 | (v & 0xFF00_0000) << 24
    }

    /// The inverse of `spread`; each lane must hold a value in 0...255.
    @inlinable @inline(__always)
    static func gather(_ w: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (w & 0xFF) | (w >> 8) & 0xFF00 | (w >> 16) & 0xFF_0000 | (w >> 24) & 0xFF00_0000)
    }

    /// Each lane divided by 255, rounded to nearest; exact for lane values up to 255 * 255.
    @inlinable @inline(__always)
    static func divideLanesBy255(_ w: UInt64) -> UInt64 {
        let t = w &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & laneMask)) >> 8) & laneMask
    }

    /// `x / 255` rounded to nearest, for x in 0...65025.
    @inlinable @inline(__always)
    static func divideBy255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// The premultiplied pixel for a straight colour whose alpha is multiplied by `opacity`.
    ///
    /// - Parameter opacity: 0...1; anything else (including NaN) is clamped, NaN to 0.
    static func premultiplied(_ color: RGBAColor, opacity: Float = 1) -> UInt32 {
        let o: Float = opacity >= 1 ? 1 : (opacity > 0 ? opacity : 0)
        let alpha = UInt32((Float(color.alpha) * o).rounded())
        return pack(
            red: divideBy255(UInt32(color.red) * alpha),
            green: divideBy255(UInt32(color.green) * alpha),
            blue: divideBy255(UInt32(color.blue) * alpha),
            alpha: alpha)
    }

    /// The straight-alpha colour of a premultiplied pixel, each channel rounded to nearest.
    ///
    /// A transparent pixel has no colour and reads as transparent black.
    static func straight(_ p: UInt32) -> RGBAColor {
        let a = p >> 24
        guard a > 0 else { return .clear }
        func channel(_ c: UInt32) -> UInt8 { UInt8(min((c * 255 + a / 2) / a, 255)) }
        return RGBAColor(red: channel(p & 0xFF), green: channel(p >> 8 & 0xFF), blue: channel(p >> 16 & 0xFF),
                         alpha: UInt8(a))
    }
}
