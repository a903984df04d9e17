import Foundation
import PyroCore
import PyroRaster
import Testing

@testable import PyroText

/// What the machine offers: FreeType (Debian package libfreetype6) and the fonts of the Debian
/// packages fonts-dejavu-core and fonts-noto-color-emoji, found as PyroText finds them, so that
/// the variables that hide them (PYRO_FREETYPE_LIBRARY, PYRO_FONT_SANS, PYRO_FONT_EMOJI; CI's
/// bare-machine run) hide them here too. Tests that need one skip without it.
enum TextMachine {
    static let freeType = (try? FreeTypeLibrary.shared.get()) != nil
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let textReady = freeType && (try? FontFamily.sans.locate()) == dejaVu
    static let emojiReady = freeType && (try? FontFamily.emoji.locate()) == emoji
}

@Suite struct TextSpriteTests {
    @Test func aMissingFreeTypeIsNamedInOneLine() {
        #expect(throws: TextSpriteError.self) {
            try FreeTypeLibrary.load(candidates: ["libpyro-no-such-freetype.so.6"])
        }
        do {
            _ = try FreeTypeLibrary.load(candidates: ["libpyro-no-such-freetype.so.6"])
        } catch {
            #expect(error.description.hasPrefix("FreeType not found (looked for libpyro-no-such-freetype.so.6): "))
            #expect(
                error.description.hasSuffix(
                    "(Debian and Ubuntu: apt-get install libfreetype6; macOS: brew install freetype) or name the library in PYRO_FREETYPE_LIBRARY"
                ))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theLibraryVariableNamesFreeTypeInPlaceOfTheUsualNames() {
        #expect(FreeTypeLibrary.candidates(override: "/opt/ft/libfreetype.so.6") == ["/opt/ft/libfreetype.so.6"])
        #if os(Linux)
            #expect(FreeTypeLibrary.candidates(override: nil) == ["libfreetype.so.6", "libfreetype.so"])
            #expect(FreeTypeLibrary.candidates(override: "") == ["libfreetype.so.6", "libfreetype.so"])
        #endif
        // Naming a file that does not exist is how a machine without FreeType is simulated.
        #expect(throws: TextSpriteError.self) {
            try FreeTypeLibrary.load(candidates: FreeTypeLibrary.candidates(override: "/nonexistent/libfreetype.so.6"))
        }
    }

    @Test(.enabled(if: TextMachine.freeType, "FreeType is not installed (Debian: apt-get install libfreetype6)"))
    func badFontsAndSizesAreRefusedWithReasons() {
        #expect(throws: TextSpriteError.unreadableFile(path: "/no/such/font.ttf")) {
            try TextSprite(text: "A", fontPath: "/no/such/font.ttf", pixelSize: 32)
        }
        // FreeType's error number for a non-font differs between versions; the case does not.
        // (Caught by hand: #expect(throws:) returns the error only from Swift Testing 6.1, Xcode 16.3.)
        do {
            _ = try TextSprite(text: "A", fontData: Array("not a font at all".utf8), pixelSize: 32)
            Issue.record("a non-font was read as a font")
        } catch .unusableFont {
        } catch {
            Issue.record("\(error)")
        }
        #expect(throws: TextSpriteError.invalidPixelSize(0)) {
            try TextSprite(text: "A", fontData: [1], pixelSize: 0)
        }
    }

    @Test(
        .enabled(
            if: TextMachine.textReady, "needs FreeType and DejaVu Sans (apt-get install libfreetype6 fonts-dejavu-core)"
        ))
    func outlineFontsGiveAWhiteMaskTightAroundTheInk() throws {
        let text = try TextSprite(text: "Hi", fontPath: TextMachine.dejaVu, pixelSize: 40)
        #expect(!text.isColor)
        #expect(text.shape == .sprite(text.image, tinted: true))
        let image = text.image
        // White: every colour channel equals alpha.
        #expect(
            image.pixels.allSatisfy { p in p & 0xFF == p >> 24 && p >> 8 & 0xFF == p >> 24 && p >> 16 & 0xFF == p >> 24
            })
        // One transparent pixel all round, ink right inside it.
        func alpha(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] >> 24 }
        #expect((0..<image.width).allSatisfy { alpha($0, 0) == 0 && alpha($0, image.height - 1) == 0 })
        #expect((0..<image.height).allSatisfy { alpha(0, $0) == 0 && alpha(image.width - 1, $0) == 0 })
        #expect((0..<image.width).contains { alpha($0, 1) > 0 } && (0..<image.height).contains { alpha(1, $0) > 0 })
        // "Hi" at 40 px: the H's cap height is about 0.73 em (29 px); two letters, about 34 px wide.
        #expect((28...33).contains(image.height) && (28...40).contains(image.width), "\(image.width)x\(image.height)")
        // The H's left stem is solid ink.
        #expect(alpha(3, image.height / 2) == 255)
    }

    @Test(
        .enabled(
            if: TextMachine.textReady, "needs FreeType and DejaVu Sans (apt-get install libfreetype6 fonts-dejavu-core)"
        ))
    func spacesAndJoinersDrawNothingButMoveThePen() throws {
        #expect(throws: TextSpriteError.nothingToDraw) {
            try TextSprite(text: "  \u{200D}", fontPath: TextMachine.dejaVu, pixelSize: 20)
        }
        let tight = try TextSprite(text: "ii", fontPath: TextMachine.dejaVu, pixelSize: 20).image
        let spaced = try TextSprite(text: "i i", fontPath: TextMachine.dejaVu, pixelSize: 20).image
        let joined = try TextSprite(text: "i\u{FE0F}i", fontPath: TextMachine.dejaVu, pixelSize: 20).image
        #expect(spaced.width > tight.width && spaced.height == tight.height)
        #expect(joined == tight)
    }

    @Test(
        .enabled(
            if: TextMachine.emojiReady,
            "needs FreeType and Noto Color Emoji (apt-get install libfreetype6 fonts-noto-color-emoji)"))
    func colourEmojiKeepTheirColoursPremultiplied() throws {
        let party = try TextSprite(text: "🎉", fontPath: TextMachine.emoji, pixelSize: 64)
        #expect(party.isColor)
        #expect(party.shape == .sprite(party.image, tinted: false))
        // Noto's only strike is 109 pixels per em; its glyphs are about 128 pixels wide.
        #expect(party.image.width > 100 && party.image.height > 100, "\(party.image.width)x\(party.image.height)")
        let opaque = party.image.pixels.filter { $0 >> 24 == 255 }
        #expect(opaque.contains { ($0 & 0xFF) != ($0 >> 16 & 0xFF) }, "has colours, not grey")
    }

    @Test(
        .enabled(
            if: TextMachine.textReady, "needs FreeType and DejaVu Sans (apt-get install libfreetype6 fonts-dejavu-core)"
        ))
    func aGlyphDrawsAsATintedParticle() throws {
        let star = try TextSprite(text: "★", fontPath: TextMachine.dejaVu, pixelSize: 48)
        var batch = ParticleBatch(name: "glyphs", shapes: [star.shape])
        batch.append(id: 0, x: 20, y: 20, width: 30, height: 30 * star.heightOverWidth, color: .red)
        var canvas = PixelCanvas(width: 40, height: 40)
        Renderer().drawOnce(
            DisplayList(canvasSize: Size(width: 40, height: 40), items: [.particles(batch)]), into: &canvas)
        #expect(canvas.color(x: 20, y: 20) == .red)
        #expect(canvas.color(x: 1, y: 1) == .clear)
    }
}

extension Renderer {
    func drawOnce(_ list: DisplayList, into canvas: inout PixelCanvas) {
        var renderer = self
        renderer.draw(list, into: &canvas, scale: 1)
    }
}
