import Foundation
import PyroCodecs
import PyroCore
import PyroRaster
import Testing

@testable import PyroText

/// The `emoji` catalog preset drawn with its text, compared pixel for pixel with its golden
/// image, which sits with the other presets' (PyroRasterTests' GoldenImageTests: 320 x 240
/// pixels, seed 2026, its telling moment; like fireworks, an 800 x 600 point sky at 0.4 pixels
/// per point, since the emoji fly hundreds of points high). Needs FreeType and Noto Color Emoji, as CI installs them; recording works as
/// there: `PYRO_RECORD=1 swift test --filter EmojiGoldenTests`, look, commit.
@Suite struct EmojiGoldenTests {
    static var goldenURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PyroRasterTests/__Snapshots__/GoldenImageTests/emoji.png")
    }

    /// The definition with its emoji drawn from the `emoji` family.
    static func drawn() throws -> EffectDefinition {
        let definition = try #require(Preset.emoji.catalogDefinition)
        return try definition.drawingText { (source) throws(TextSpriteError) in try TextSprite(source).shape }
    }

    @Test(
        .enabled(
            if: TextMachine.emojiReady,
            "needs FreeType and Noto Color Emoji (apt-get install libfreetype6 fonts-noto-color-emoji)"))
    func emojiFrameMatchesItsGoldenImage() throws {
        let definition = try Self.drawn()
        #expect(!definition.hasUndrawnText)
        let size = Size(width: 800, height: 600)
        var effect = try PresetConfiguration.defined(definition).makeEffect(
            seed: 2026, canvasSize: size, schedule: Preset.emoji.defaultSchedule(canvasSize: size))
        var canvas = PixelCanvas(width: 320, height: 240, background: Preset.emoji.defaultBackground)
        var renderer = Renderer()
        renderer.draw(effect.displayList(at: Preset.emoji.tellingMoment), into: &canvas, scale: 0.4)
        let image = try #require(RGBAImage(width: 320, height: 240, pixels: canvas.unpremultipliedRGBA()))
        let url = Self.goldenURL
        if ProcessInfo.processInfo.environment["PYRO_RECORD"] == "1" {
            try Data(PNGEncoder.encode(image)).write(to: url)
            Issue.record("Recorded \(url.path); check it by eye, commit it, and run again without PYRO_RECORD.")
            return
        }
        let data = try #require(FileManager.default.contents(atPath: url.path), "no golden image at \(url.path)")
        let golden = try PNGDecoder.decode([UInt8](data))
        #expect(golden.width == image.width && golden.height == image.height)
        let differing = zip(golden.pixels, image.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) bytes differ from \(url.lastPathComponent)")
    }

    @Test(
        .enabled(
            if: TextMachine.emojiReady,
            "needs FreeType and Noto Color Emoji (apt-get install libfreetype6 fonts-noto-color-emoji)"))
    func everyEmojiIsAColourPictureInItsOwnColours() throws {
        let definition = try Self.drawn()
        for emitter in definition.emitters {
            #expect(emitter.shapes.count == EffectDefinition.emojiSources.count)
            for choice in emitter.shapes {
                guard case .sprite(let image, let tinted) = choice.shape else {
                    Issue.record("\(choice.text?.text ?? "?") was not drawn")
                    continue
                }
                #expect(!tinted && image.width > 100 && image.height > 100, "\(choice.text?.text ?? "?")")
            }
        }
    }

    @Test func aFamilysVariableNamesItsFileInPlaceOfTheUsualPlaces() {
        #expect(FontFamily.mono.environmentVariable == "PYRO_FONT_MONO")
        #expect(FontFamily.mono.candidates(override: "/no/such/mono.ttf") == ["/no/such/mono.ttf"])
        #expect(FontFamily.emoji.candidates(override: nil).first == "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        #expect(FontFamily.emoji.candidates(override: "") == FontFamily.emoji.candidates(override: nil))
    }

    @Test func aFamilyWithNoFileNamesWhatWasLookedForAndWhatToInstall() {
        let error = TextSpriteError.fontNotFound(
            family: "emoji", tried: ["/a.ttf", "/b.ttf"],
            install: FontFamily.emoji.installHint
                + ", or set PYRO_FONT_EMOJI")
        #expect(
            error.description
                == "no \"emoji\" font found (looked for /a.ttf, /b.ttf); Debian and Ubuntu: apt-get install "
                + "fonts-noto-color-emoji, or set PYRO_FONT_EMOJI")
    }
}
