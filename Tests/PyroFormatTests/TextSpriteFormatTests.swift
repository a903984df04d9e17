import PyroCore
import Testing

@testable import PyroFormat

/// Sprites given as text: kept as text, drawn by the host's `EffectResources.drawText`.
@Suite struct TextSpriteFormatTests {
    static func file(_ shape: String) -> String {
        """
        {"name": "t", "onTrigger": [{"burst": "e"}], "emitters": [{"name": "e", "emission": {"burst": 3},
        "origin": {"unit": [0.5, 0.5]}, "lifetime": 1, "colors": ["red"],
        "shapes": [\(shape)]}]}
        """
    }

    static let picture = SpriteImage(width: 1, height: 2, premultipliedPixels: [0xFF00_00FF, 0x8080_8080])!

    static func shapes(_ document: EffectDocument) -> [ShapeChoice] {
        guard case .definition(let d) = document else { return [] }
        return d.emitters[0].shapes
    }

    @Test func withoutADrawerTextIsKeptUndrawnAndWrittenBackAsText() throws {
        let text = Self.file(#"{"shape": "sprite", "text": "🎉", "font": "emoji", "pixelSize": 72, "size": 30}"#)
        let document = try EffectDocument.read(text)
        let choice = try #require(Self.shapes(document).first)
        #expect(choice.text == TextSpriteSource("🎉", font: "emoji", pixelSize: 72))
        #expect(choice.shape == TextSpriteSource.placeholder && choice.isUndrawnText)
        #expect(document.text.contains(#""shape": "sprite","#) && document.text.contains(#""text": "🎉""#))
        #expect(try EffectDocument.read(document.text) == document)
    }

    @Test func aDrawerDrawsEachTextAsWrittenAndTheWriterStillWritesTheText() throws {
        var asked: [TextSpriteSource] = []
        let resources = EffectResources(drawText: { source in
            asked.append(source)
            return .success(.sprite(Self.picture, tinted: false))
        })
        let text = Self.file(
            #"{"shape": "sprite", "text": "Hi", "font": "fonts/My Font.ttf", "width": 30, "height": 12}"#)
        let document = try EffectDocument.read(text, resources: resources)
        #expect(asked == [TextSpriteSource("Hi", font: "fonts/My Font.ttf", pixelSize: 64)])
        let choice = try #require(Self.shapes(document).first)
        #expect(choice.shape == .sprite(Self.picture, tinted: false) && !choice.isUndrawnText)
        #expect(!document.text.contains("premultipliedHex") && document.text.contains(#""font": "fonts/My Font.ttf""#))
        #expect(!document.text.contains("pixelSize"))
    }

    @Test func textThatCannotBeDrawnIsAnErrorWhereItStands() {
        let resources = EffectResources(drawText: { _ in .failure(SpriteLoadError("cannot read the font file /x.ttf")) }
        )
        let text = Self.file(#"{"shape": "sprite", "text": "A", "font": "/x.ttf", "size": 9}"#)
        #expect(
            throws: EffectFileError(
                file: "t.json", position: SourcePosition(line: 3, column: 40),
                path: "emitters[0].shapes[0].text",
                message: "\"A\" in \"/x.ttf\": cannot read the font file /x.ttf")
        ) {
            try EffectDocument.read(text, file: "t.json", resources: resources)
        }
    }

    @Test(arguments: [
        (
            #"{"shape": "sprite", "text": "A", "font": "sans", "tinted": true, "size": 9}"#,
            "emitters[0].shapes[0].tinted"
        ),
        (
            #"{"shape": "sprite", "text": "A", "pixels": {"width": 1, "height": 1, "premultipliedHex": "00000000"}, "font": "sans", "size": 9}"#,
            "emitters[0].shapes[0]"
        ),
        (#"{"shape": "sprite", "text": "A", "size": 9}"#, "emitters[0].shapes[0]"),
        (#"{"shape": "sprite", "text": "", "font": "sans", "size": 9}"#, "emitters[0].shapes[0].text"),
        (
            #"{"shape": "sprite", "text": "A", "font": "sans", "pixelSize": 0, "size": 9}"#,
            "emitters[0].shapes[0].pixelSize"
        ),
        (
            #"{"shape": "sprite", "pixels": {"width": 1, "height": 1, "premultipliedHex": "00000000"}, "font": "sans", "size": 9}"#,
            "emitters[0].shapes[0]"
        ),
        (#"{"shape": "circle", "text": "A", "size": 9}"#, "emitters[0].shapes[0]"),
    ])
    func misplacedOrMissingTextKeysAreRefused(_ shape: String, _ path: String) {
        do {
            _ = try EffectDocument.read(Self.file(shape))
            Issue.record("read \(shape)")
        } catch {
            #expect(error.path == path, "\(error.description)")
        }
    }
}
