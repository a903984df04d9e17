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
    /// the one-colour result, and which of them are visible (alpha not zero).
    ///
    /// Integers below 2^23 pass to floats through the bit pattern of `2^23 + n`, and the alpha
    /// is rounded with `Float.roundingBias`, then moved up where a value halfway between two
    /// integers went down to the even one (`rounded()` takes halves away from zero).
    ///
    /// - Parameters:
    ///   - rgba: straight colours, `0xRRGGBBAA`.
    ///   - opacity: 0...1; anything else (including NaN) is clamped, NaN to 0.
    @inline(__always)
    static func premultiplied(_ rgba: SIMD8<UInt32>, opacity: SIMD8<Float>)
        -> (pixels: SIMD8<UInt32>, visible: SIMDMask<SIMD8<Int32>>)
    {
        let o = SIMD8<Float>().replacing(with: opacity, where: opacity .> 0).replacing(with: 1, where: opacity .>= 1)
        let straightAlpha = unsafeBitCast((rgba & 0xFF) | 0x4B00_0000, to: SIMD8<Float>.self) - 8_388_608
        let product = straightAlpha * o
        let shifted = product + .roundingBias
        let nearest = unsafeBitCast(shifted, to: SIMD8<UInt32>.self) &- Float.roundingBiasPattern
        let halfDown = unsafeBitCast((shifted - .roundingBias) - product .== -0.5, to: SIMD8<UInt32>.self)
        let alpha = nearest &- halfDown
        let alpha16 = SIMD8<UInt16>(truncatingIfNeeded: alpha)
        let red = SIMD8<UInt16>(truncatingIfNeeded: rgba &>> 24)
        let green = SIMD8<UInt16>(truncatingIfNeeded: (rgba &>> 16) & 0xFF)
        let blue = SIMD8<UInt16>(truncatingIfNeeded: (rgba &>> 8) & 0xFF)
        let pixels =
            SIMD8<UInt32>(truncatingIfNeeded: (red &* alpha16).dividedBy255())
            | SIMD8<UInt32>(truncatingIfNeeded: (green &* alpha16).dividedBy255()) &<< 8
            | SIMD8<UInt32>(truncatingIfNeeded: (blue &* alpha16).dividedBy255()) &<< 16
            | alpha &<< 24
        // The alpha is zero exactly when the product is below one half.
        return (pixels, product .>= 0.5)
    }

    /// The straight-alpha colour of a premultiplied pixel, each channel rounded to nearest.
    ///
    /// A transparent pixel has no colour and reads as transparent black.
    static func straight(_ p: UInt32) -> RGBAColor {
        let a = p >> 24
        guard a > 0 else { return .clear }
        func channel(_ c: UInt32) -> UInt8 { UInt8(min((c * 255 + a / 2) / a, 255)) }
        return RGBAColor(
            red: channel(p & 0xFF), green: channel(p >> 8 & 0xFF), blue: channel(p >> 16 & 0xFF),
            alpha: UInt8(a))
    }
}
