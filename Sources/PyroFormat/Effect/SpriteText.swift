import PyroCore

/// Sprite pictures in effect files: inline as premultiplied pixels in hex (exact, what the writer
/// uses), or a PNG file or text that the host draws (`EffectResources`).
enum SpriteText {
    /// Eight hex digits a pixel, as `SpriteImage.pixels` packs it (red in the lowest byte).
    static func hex(_ pixels: [UInt32]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(pixels.count * 8)
        for p in pixels {
            var shift: UInt32 = 28
            for _ in 0..<8 {
                out.append(digits[Int(p >> shift & 0xF)])
                shift &-= 4
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func decode(_ f: JSONField) throws(EffectFileError) -> SpriteImage {
        let o = try f.object("sprite pixels", keys: ["width", "height", "premultipliedHex"])
        let limit = SpriteImage.maximumDimension
        let width = try o.required("width", "pixels across").integer("a width in pixels", 1...limit)
        let height = try o.required("height", "pixels down").integer("a height in pixels", 1...limit)
        let hexField = try o.required("premultipliedHex", "eight hex digits a pixel")
        let text = Array(try hexField.string("hex pixels").utf8)
        guard text.count == width * height * 8 else {
            throw hexField.error(
                "\(text.count) hex digits for \(width)x\(height) pixels; expected \(width * height * 8)")
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        var value: UInt32 = 0
        for (i, c) in text.enumerated() {
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw hexField.error("character \(i + 1) is not a hex digit")
            }
            value = value << 4 | d
            if i % 8 == 7 {
                pixels.append(value)
                value = 0
            }
        }
        guard let image = SpriteImage(width: width, height: height, premultipliedPixels: pixels) else {
            throw hexField.error("not premultiplied: a colour channel exceeds its pixel's alpha")
        }
        return image
    }
}

/// Why a sprite's file could not be loaded, or its text drawn.
public struct SpriteLoadError: Error, Sendable {
    /// What went wrong, such as "no such file".
    public var message: String

    /// A failure described by `message`.
    public init(_ message: String) {
        self.message = message
    }
}
