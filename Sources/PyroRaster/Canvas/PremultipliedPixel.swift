import PyroCore

/// Arithmetic on premultiplied RGBA8 pixels packed in a `UInt32`: red in the lowest byte, then
/// green, blue and alpha, so that the bytes lie in memory as R, G, B, A on little-endian machines.
///
/// All arithmetic on them is integer with exact rounding, so results never depend on floating
/// point.
enum PremultipliedPixel {
    /// Packs four channel values (0...255) with red lowest.
    @inline(__always)
    static func pack(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        red | green << 8 | blue << 16 | alpha << 24
    }

    /// `x / 255` rounded to nearest, for x in 0...65025.
    @inline(__always)
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
