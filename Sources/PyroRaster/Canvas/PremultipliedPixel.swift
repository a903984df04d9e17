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

    /// The premultiplied pixel of a straight colour: each colour channel (0...255) times
    /// `alpha` (0...255) divided by 255, rounded to nearest.
    @inline(__always)
    static func premultiplied(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        let straight = SIMD4<UInt16>(truncatingIfNeeded: SIMD4<UInt32>(red, green, blue, 0))
        let scaled = (straight &* UInt16(truncatingIfNeeded: alpha)).dividedBy255()
        return pack(red: UInt32(scaled[0]), green: UInt32(scaled[1]), blue: UInt32(scaled[2]), alpha: alpha)
    }

    /// The premultiplied pixel for a straight colour whose alpha is multiplied by `opacity`.
    ///
    /// - Parameter opacity: 0...1; anything else (including NaN) is clamped, NaN to 0.
    static func premultiplied(_ color: RGBAColor, opacity: Float = 1) -> UInt32 {
        let o: Float = opacity >= 1 ? 1 : (opacity > 0 ? opacity : 0)
        let alpha = UInt32((Float(color.alpha) * o).rounded())
        return premultiplied(red: UInt32(color.red), green: UInt32(color.green), blue: UInt32(color.blue), alpha: alpha)
    }

    /// `premultiplied(RGBAColor(rgba32:), opacity:)` for eight colours at once, each lane exactly
    /// the one-colour result.
    ///
    /// - Parameters:
    ///   - rgba: straight colours, `0xRRGGBBAA`.
    ///   - opacity: 0...1; anything else (including NaN) is clamped, NaN to 0.
    @inline(__always)
    static func premultiplied(_ rgba: SIMD8<UInt32>, opacity: SIMD8<Float>) -> SIMD8<UInt32> {
        let o = SIMD8<Float>().replacing(with: opacity, where: opacity .> 0).replacing(with: 1, where: opacity .>= 1)
        let product = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: rgba & 0xFF)) * o
        // `rounded()` (half away from zero) of 0...255: the whole part, plus one from a half up
        // (the fraction is exact).
        let whole = Lanes8.floor(product)
        let alpha = whole &+ (unsafeBitCast(product - SIMD8<Float>(whole) .>= 0.5, to: SIMD8<Int32>.self) & 1)
        let alpha16 = SIMD8<UInt16>(truncatingIfNeeded: alpha)
        func channel(_ shift: UInt32) -> SIMD8<UInt32> {
            let straight = SIMD8<UInt16>(truncatingIfNeeded: (rgba &>> shift) & 0xFF)
            return SIMD8<UInt32>(truncatingIfNeeded: (straight &* alpha16).dividedBy255())
        }
        return channel(24) | channel(16) &<< 8 | channel(8) &<< 16 | SIMD8<UInt32>(truncatingIfNeeded: alpha) &<< 24
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
