/// Text that a particle is drawn as: the characters, the font and the size to draw them at.
///
/// PyroCore reads no fonts, so it keeps the text and leaves the drawing to a host that can
/// (the `pyro` command line through PyroText and FreeType). A `ShapeChoice` made with
/// `init(text:width:height:)` carries its source in `ShapeChoice.text`; until a host draws it
/// (`EffectDefinition.drawingText(_:)`), its shape is `placeholder`, a plain rectangle in the
/// particle's colour, so an effect nobody drew still shows where its particles are.
/// Writers save the text rather than the pixels, so a definition keeps its text through a
/// round trip.
public struct TextSpriteSource: Equatable, Sendable {
    /// The characters to draw, such as "🎉" or "Hi": one line, one glyph per Unicode scalar.
    public var text: String
    /// The font: a family the host knows (`families`), or a font file's path.
    public var font: String
    /// The em height to draw at, in pixels (1...1024). Colour emoji fonts have fixed sizes and
    /// use their nearest; renderers scale the picture to the particle's size anyway.
    public var pixelSize: Int

    /// The font families every host that draws text is asked to know: colour emoji, and a
    /// sans-serif, serif and monospaced outline font.
    public static let families = ["emoji", "sans", "serif", "mono"]

    /// The pixel size used when none is given.
    public static let defaultPixelSize = 64

    /// The shape a text choice has until a host draws it.
    public static let placeholder = ParticleShape.rectangle

    /// `text` in `font` at `pixelSize` pixels per em.
    public init(_ text: String, font: String, pixelSize: Int = defaultPixelSize) {
        self.text = text
        self.font = font
        self.pixelSize = pixelSize
    }

    /// True when `font` names one of `families` rather than a file.
    public var isFamily: Bool { Self.families.containsExactly(font) }

    /// Equal when the text and font hold the same UTF-8 bytes (no Unicode normalisation, as
    /// every name in Pyro) and the sizes are equal.
    public static func == (a: TextSpriteSource, b: TextSpriteSource) -> Bool {
        a.text.hasSameBytes(as: b.text) && a.font.hasSameBytes(as: b.font) && a.pixelSize == b.pixelSize
    }
}
