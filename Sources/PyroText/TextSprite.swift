import PyroCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text or emoji drawn once through FreeType into a sprite, for particles that are letters,
/// symbols or emoji.
///
/// FreeType is loaded when the first text is drawn (`libfreetype.so.6` on Linux,
/// `libfreetype.6.dylib` on macOS, or the file named by `PYRO_FREETYPE_LIBRARY`), so Pyro builds
/// and runs without it; when it is missing, drawing throws `TextSpriteError.freeTypeNotFound`.
///
/// Outline fonts give an alpha mask (white, `isColor` false), meant to be tinted with the
/// particles' palette. Colour emoji fonts (bitmap strikes in CBDT or sbix tables, as in Noto
/// Color Emoji and Apple Color Emoji) give their own colours (`isColor` true); such fonts have
/// fixed sizes, and the strike nearest `pixelSize` from above (or the largest) is used, so the
/// sprite may be larger than asked: renderers scale it to the particle's size anyway.
///
/// Layout is simple on purpose: one glyph per Unicode scalar, left to right on one line, pens
/// moved by each glyph's advance rounded to whole pixels, no kerning and no shaping (ligatures,
/// emoji ZWJ sequences and flags show as their parts; variation selectors and joiners are
/// skipped). The sprite is the ink's bounding box plus one transparent pixel all round.
///
/// ```swift
/// let party = try TextSprite(text: "🎉", fontPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", pixelSize: 64)
/// let choice = ShapeChoice(party.shape, width: 24, height: 24 * party.heightOverWidth)
/// ```
public struct TextSprite: Equatable, Sendable {
    /// The largest pixel size (em height in pixels) accepted.
    public static let maximumPixelSize = 1024

    /// The rendered text, premultiplied.
    public let image: SpriteImage
    /// True when the pixels carry their own colours (a colour emoji font); false for an alpha
    /// mask in white.
    public let isColor: Bool

    /// The particle shape that draws this text: tinted by the particle's colour when it is a
    /// mask, in its own colours when it is colour.
    public var shape: ParticleShape { .sprite(image, tinted: !isColor) }

    /// Height over width of the image, for choosing a particle size that keeps the text's proportions.
    public var heightOverWidth: Float { Float(image.height) / Float(image.width) }

    /// Draws `text` with the font in the file at `fontPath`.
    ///
    /// - Parameters:
    ///   - fontPath: a TrueType, OpenType or colour-emoji font file.
    ///   - pixelSize: the em height in pixels (1...`maximumPixelSize`); draw at about the
    ///     largest size the particles will show.
    ///   - faceIndex: which face of a collection (`.ttc`), 0 for a single font.
    /// - Throws: `TextSpriteError`.
    public init(text: String, fontPath: String, pixelSize: Int, faceIndex: Int = 0) throws(TextSpriteError) {
        guard let data = Self.read(fontPath) else { throw .unreadableFile(path: fontPath) }
        try self.init(text: text, fontData: data, pixelSize: pixelSize, faceIndex: faceIndex)
    }

    /// Draws what `source` describes: its font is a family (`FontFamily`, looked for where the
    /// usual packages install it) or a font file's path, used as it is.
    ///
    /// - Throws: `TextSpriteError`; `.fontNotFound` when a family has no file here.
    public init(_ source: TextSpriteSource) throws(TextSpriteError) {
        let path =
            try FontFamily(rawValue: source.font).map { (family) throws(TextSpriteError) in try family.locate() }
            ?? source.font
        try self.init(text: source.text, fontPath: path, pixelSize: source.pixelSize)
    }

    /// Draws `text` with the font in `fontData` (the bytes of a font file); see
    /// `init(text:fontPath:pixelSize:faceIndex:)`.
    public init(text: String, fontData: [UInt8], pixelSize: Int, faceIndex: Int = 0) throws(TextSpriteError) {
        let freeType = try FreeTypeLibrary.shared.get()
        try self.init(text: text, fontData: fontData, pixelSize: pixelSize, faceIndex: faceIndex, freeType: freeType)
    }

    init(text: String, fontData: [UInt8], pixelSize: Int, faceIndex: Int, freeType: FreeTypeLibrary)
        throws(TextSpriteError)
    {
        guard (1...Self.maximumPixelSize).contains(pixelSize) else { throw .invalidPixelSize(pixelSize) }
        let glyphs = try GlyphRun.render(
            text, fontData: fontData, pixelSize: pixelSize, faceIndex: faceIndex,
            freeType: freeType)
        (image, isColor) = try glyphs.composed()
    }

    /// The whole file at `path`, or nil when it cannot be read.
    private static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count { break }
        }
        return ferror(file) == 0 ? bytes : nil
    }
}
