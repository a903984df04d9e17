/// A colour in sRGB with straight (not premultiplied) alpha, 8 bits a channel.
///
/// The named colours follow SwiftUI's system colours in light mode, so presets look like the
/// articles they come from.
public struct RGBAColor: Equatable, Hashable, Sendable {
    /// Red, 0...255 (sRGB).
    public var red: UInt8
    /// Green, 0...255 (sRGB).
    public var green: UInt8
    /// Blue, 0...255 (sRGB).
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque), straight (not premultiplied).
    public var alpha: UInt8

    /// A colour from 8-bit sRGB channels and straight alpha (opaque by default).
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from channel values in 0...1; values outside are clamped and NaN reads as 0.
    public init(unitRed r: Double, green g: Double, blue b: Double, alpha a: Double = 1) {
        self.init(red: Self.byte(r), green: Self.byte(g), blue: Self.byte(b), alpha: Self.byte(a))
    }

    /// Packs as 0xRRGGBBAA.
    @inlinable
    public var rgba32: UInt32 {
        UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
    }

    /// Unpacks 0xRRGGBBAA.
    @inlinable
    public init(rgba32 v: UInt32) {
        self.init(
            red: UInt8(v >> 24), green: UInt8((v >> 16) & 0xFF), blue: UInt8((v >> 8) & 0xFF),
            alpha: UInt8(v & 0xFF))
    }

    /// The same colour with its alpha multiplied by `opacity` (0...1, clamped).
    public func withOpacity(_ opacity: Double) -> RGBAColor {
        var c = self
        c.alpha = Self.byte(Double(alpha) / 255 * opacity)
        return c
    }

    /// `#RRGGBBAA`, upper-case hex.
    public var hexString: String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        var s = "#"
        for byte in [red, green, blue, alpha] {
            s.append(digits[Int(byte >> 4)])
            s.append(digits[Int(byte & 0xF)])
        }
        return s
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil when malformed.
    public init?(hex: String) {
        var chars = Array(hex.utf8)
        if chars.first == UInt8(ascii: "#") { chars.removeFirst() }
        var values: [UInt8] = []
        for c in chars {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(c - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        switch values.count {
        case 3:
            self.init(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        case 6, 8:
            let a: UInt8 = values.count == 8 ? values[6] << 4 | values[7] : 255
            self.init(
                red: values[0] << 4 | values[1], green: values[2] << 4 | values[3],
                blue: values[4] << 4 | values[5], alpha: a)
        default:
            return nil
        }
    }

    @usableFromInline
    static func byte(_ v: Double) -> UInt8 {
        guard v > 0 else { return 0 }
        guard v < 1 else { return 255 }
        return UInt8((v * 255).rounded())
    }
}

extension RGBAColor {
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)
    /// SwiftUI's gray on a light background (142, 142, 147).
    public static let gray = RGBAColor(red: 142, green: 142, blue: 147)
    /// SwiftUI's red (255, 59, 48).
    public static let red = RGBAColor(red: 255, green: 59, blue: 48)
    /// SwiftUI's orange (255, 149, 0).
    public static let orange = RGBAColor(red: 255, green: 149, blue: 0)
    /// SwiftUI's yellow (255, 204, 0).
    public static let yellow = RGBAColor(red: 255, green: 204, blue: 0)
    /// SwiftUI's green (52, 199, 89).
    public static let green = RGBAColor(red: 52, green: 199, blue: 89)
    /// SwiftUI's mint (0, 199, 190).
    public static let mint = RGBAColor(red: 0, green: 199, blue: 190)
    /// SwiftUI's cyan (50, 173, 230).
    public static let cyan = RGBAColor(red: 50, green: 173, blue: 230)
    /// SwiftUI's blue (0, 122, 255).
    public static let blue = RGBAColor(red: 0, green: 122, blue: 255)
    /// SwiftUI's purple (175, 82, 222).
    public static let purple = RGBAColor(red: 175, green: 82, blue: 222)
    /// SwiftUI's pink (255, 45, 85).
    public static let pink = RGBAColor(red: 255, green: 45, blue: 85)
    /// SwiftUI's brown (162, 132, 94).
    public static let brown = RGBAColor(red: 162, green: 132, blue: 94)
}
