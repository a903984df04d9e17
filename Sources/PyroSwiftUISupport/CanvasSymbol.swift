import PyroCore

/// A particle shape that SwiftUI draws itself: text or emoji (through `GraphicsContext`'s
/// `resolve(Text)`), an SF Symbol by name, or a view given to the canvas under a tag.
///
/// The engine knows only `ParticleShape`s, so a symbol travels through it as a marker: a sprite
/// one pixel high whose opaque pixels spell the symbol (`shape`). The SwiftUI adapter recognises
/// markers in a batch's shape table (`init?(marker:)`) and draws the symbol in the particle's box
/// instead; nothing else ever draws one. A marker is a value like any sprite, so equal symbols
/// make equal shapes, and an effect that uses one compares, copies and saves as usual. Its
/// pixels start with a signature and end with a checksum of the rest, so no picture from a file
/// is taken for a marker unless it matches both (one chance in 2^48).
public enum CanvasSymbol: Equatable, Sendable {
    /// Characters in a font family (`TextSpriteSource.families`: `emoji`, `sans`, `serif`,
    /// `mono`; a font file's path draws in the system font), at the source's pixel size in points
    /// before the particle's box scales it.
    case text(TextSpriteSource)
    /// An SF Symbol, by its system name (`Image(systemName:)`).
    case systemImage(String)
    /// The view given to the canvas with this tag (`.tag("logo")`).
    case view(String)

    /// First pixel of every marker: "PYS" in the colour bytes, opaque.
    static let signature: UInt32 = 0xFF53_5950
    private static let opaque: UInt32 = 0xFF00_0000

    /// True when the particle's colour tints the symbol (outline-font text, SF Symbols); emoji
    /// and views keep their own colours, faded by the particle's opacity.
    public var isTinted: Bool {
        switch self {
        case .text(let source): !source.font.hasSameBytes(as: "emoji")
        case .systemImage: true
        case .view: false
        }
    }

    /// The marker that carries this symbol through the engine, or nil when the symbol is too long
    /// to fit in a sprite (`SpriteImage.maximumDimension` pixels, three bytes each).
    public var marker: SpriteImage? {
        let payload = bytes
        var pixels: [UInt32] = [Self.signature, Self.opaque | UInt32(truncatingIfNeeded: payload.count)]
        var i = 0
        while i < payload.count {
            var word: UInt32 = 0
            for k in 0..<3 where i + k < payload.count { word |= UInt32(payload[i + k]) << (8 * UInt32(k)) }
            pixels.append(Self.opaque | word)
            i += 3
        }
        pixels.append(Self.opaque | Self.checksum(pixels))
        guard payload.count < 1 << 24, pixels.count <= SpriteImage.maximumDimension else { return nil }
        return SpriteImage(width: pixels.count, height: 1, premultipliedPixels: pixels)
    }

    /// The shape particles take to show this symbol: its marker, tinted as `isTinted` says, or a
    /// placeholder rectangle when no marker can be made.
    public var shape: ParticleShape {
        guard let marker else { return TextSpriteSource.placeholder }
        return .sprite(marker, tinted: isTinted)
    }

    /// The symbol `sprite` is the marker of; nil for every other picture.
    public init?(marker sprite: SpriteImage) {
        let pixels = sprite.pixels
        guard sprite.height == 1, pixels.count >= 3, pixels[0] == Self.signature,
            pixels.allSatisfy({ $0 & Self.opaque == Self.opaque }),
            pixels[pixels.count - 1] == Self.opaque | Self.checksum(pixels.dropLast())
        else { return nil }
        let count = Int(pixels[1] & 0xFF_FFFF)
        guard (count + 2) / 3 == pixels.count - 3 else { return nil }
        var payload: [UInt8] = []
        payload.reserveCapacity(count)
        for word in pixels[2..<(pixels.count - 1)] {
            for k in 0..<3 where payload.count < count {
                payload.append(UInt8(truncatingIfNeeded: word >> (8 * UInt32(k))))
            }
        }
        guard let symbol = Self(bytes: payload) else { return nil }
        self = symbol
    }

    /// Kind, then the strings: text is [1, pixel size (2 bytes), font length (2 bytes)] + font +
    /// text; an SF Symbol [2] + name; a view [3] + tag.
    private var bytes: [UInt8] {
        switch self {
        case .text(let source):
            let font = Array(source.font.utf8)
            let size = min(max(source.pixelSize, 0), 0xFFFF)
            let fontLength = min(font.count, 0xFFFF)
            return [1, UInt8(size >> 8), UInt8(size & 0xFF), UInt8(fontLength >> 8), UInt8(fontLength & 0xFF)]
                + font.prefix(fontLength) + Array(source.text.utf8)
        case .systemImage(let name): return [2] + Array(name.utf8)
        case .view(let tag): return [3] + Array(tag.utf8)
        }
    }

    private init?(bytes: [UInt8]) {
        guard let kind = bytes.first else { return nil }
        func string(_ slice: ArraySlice<UInt8>) -> String? {
            let text = String(decoding: slice, as: UTF8.self)
            return text.utf8.elementsEqual(slice) ? text : nil
        }
        switch kind {
        case 1:
            guard bytes.count >= 5 else { return nil }
            let size = Int(bytes[1]) << 8 | Int(bytes[2])
            let fontLength = Int(bytes[3]) << 8 | Int(bytes[4])
            guard bytes.count >= 5 + fontLength, let font = string(bytes[5..<(5 + fontLength)]),
                let text = string(bytes[(5 + fontLength)...])
            else { return nil }
            self = .text(TextSpriteSource(text, font: font, pixelSize: size))
        case 2:
            guard let name = string(bytes.dropFirst()) else { return nil }
            self = .systemImage(name)
        case 3:
            guard let tag = string(bytes.dropFirst()) else { return nil }
            self = .view(tag)
        default:
            return nil
        }
    }

    /// 24 bits of FNV-1a over the pixels' colour bytes.
    private static func checksum<C: Collection>(_ pixels: C) -> UInt32 where C.Element == UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for pixel in pixels {
            for k in 0..<3 {
                hash = (hash ^ (pixel >> (8 * UInt32(k)) & 0xFF)) &* 0x0100_0193
            }
        }
        return (hash ^ hash >> 24) & 0xFF_FFFF
    }
}
