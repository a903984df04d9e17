import PyroCore
import PyroSwiftUISupport
import Testing

/// Symbols that SwiftUI draws (text and emoji, SF Symbols, tagged views) cross the engine as
/// marker sprites and come out as themselves.
@Suite struct CanvasSymbolTests {
    static let symbols: [CanvasSymbol] = [
        .text(TextSpriteSource("🎉", font: "emoji")),
        .text(TextSpriteSource("Hi, Zoë", font: "serif", pixelSize: 48)),
        .text(TextSpriteSource("", font: "mono", pixelSize: 1)),
        .systemImage("star.fill"),
        .view("logo"),
        .view(""),
    ]

    @Test(arguments: 0..<symbols.count)
    func aMarkerSpellsItsSymbol(_ index: Int) throws {
        let symbol = Self.symbols[index]
        let marker = try #require(symbol.marker)
        #expect(marker.height == 1)
        #expect(CanvasSymbol(marker: marker) == symbol)
        guard case .sprite(let sprite, let tinted) = symbol.shape else {
            Issue.record("not a sprite: \(symbol.shape)")
            return
        }
        #expect(sprite == marker && tinted == symbol.isTinted)
    }

    @Test func emojiAndViewsKeepTheirColoursWhileTextInOutlineFontsAndSymbolsTakeTheParticles() {
        #expect(!CanvasSymbol.text(TextSpriteSource("🎈", font: "emoji")).isTinted)
        #expect(!CanvasSymbol.view("logo").isTinted)
        #expect(CanvasSymbol.text(TextSpriteSource("A", font: "sans")).isTinted)
        #expect(CanvasSymbol.systemImage("heart.fill").isTinted)
    }

    @Test func equalSymbolsMakeEqualShapesAndDifferentOnesDifferentShapes() {
        #expect(CanvasSymbol.view("a").shape == CanvasSymbol.view("a").shape)
        #expect(CanvasSymbol.view("a").shape != CanvasSymbol.view("b").shape)
        #expect(CanvasSymbol.view("a").shape != CanvasSymbol.systemImage("a").shape)
    }

    @Test func ordinaryPicturesAreNotMarkers() throws {
        let opaque = try #require(
            SpriteImage(width: 3, height: 1, premultipliedPixels: [0xFF53_5950, 0xFF00_0001, 0xFF00_0000]))
        #expect(CanvasSymbol(marker: opaque) == nil)
        let square = try #require(
            SpriteImage(width: 2, height: 2, premultipliedPixels: [0xFFFF_FFFF, 0, 0, 0xFF00_00FF]))
        #expect(CanvasSymbol(marker: square) == nil)
        // A marker with one colour byte changed fails its checksum.
        var pixels = try #require(CanvasSymbol.view("logo").marker).pixels
        pixels[2] ^= 0x01
        let altered = try #require(SpriteImage(width: pixels.count, height: 1, premultipliedPixels: pixels))
        #expect(CanvasSymbol(marker: altered) == nil)
    }

    @Test func aSymbolTooLongForASpriteIsAPlaceholderRectangle() {
        let long = CanvasSymbol.view(String(repeating: "x", count: 3 * SpriteImage.maximumDimension))
        #expect(long.marker == nil)
        #expect(long.shape == TextSpriteSource.placeholder)
    }

    @Test func theShapeNamesMakeTheirSymbols() {
        func symbol(_ shape: ParticleShape) -> CanvasSymbol? {
            guard case .sprite(let sprite, _) = shape else { return nil }
            return CanvasSymbol(marker: sprite)
        }
        #expect(symbol(.emoji("🎉")) == .text(TextSpriteSource("🎉", font: "emoji")))
        #expect(symbol(.text("Go", font: "serif")) == .text(TextSpriteSource("Go", font: "serif")))
        #expect(symbol(.systemImage("star.fill")) == .systemImage("star.fill"))
        #expect(symbol(.view("logo")) == .view("logo"))
    }

    @Test func theEmojiPresetsFramesCarryItsEmojiToTheCanvas() throws {
        let configuration = Preset.emoji.defaultConfiguration.drawingCanvasSymbols
        var effect = configuration.makeEffect(seed: 1, canvasSize: Size(width: 300, height: 500))
        effect.trigger(at: 0, origin: nil)
        effect.update(to: 0.5)
        var symbols: [CanvasSymbol] = []
        DrawCommands.forEach(
            in: effect.displayList(at: 0.5),
            batch: { shapes, _ in
                for case .sprite(let sprite, false) in shapes {
                    if let symbol = CanvasSymbol(marker: sprite) { symbols.append(symbol) }
                }
            }, fill: { _ in }, stroke: { _ in })
        let sources = try #require(Preset.emoji.catalogDefinition).textSources
        #expect(!sources.isEmpty)
        #expect(Set(symbols.map { "\($0)" }) == Set(sources.map { "\(CanvasSymbol.text($0))" }))
        // The seeds' configurations have no text and pass through unchanged.
        #expect(
            Preset.confettiBurst.defaultConfiguration.drawingCanvasSymbols
                == Preset.confettiBurst.defaultConfiguration)
    }

    @Test func anEffectFilesTextIsDrawnAsSymbols() throws {
        let definition = try #require(Preset.emoji.catalogDefinition)
        #expect(definition.hasUndrawnText)
        let drawn = definition.drawingCanvasSymbols
        #expect(!drawn.hasUndrawnText)
        let shapes = drawn.emitters.flatMap(\.shapes)
        for choice in shapes {
            guard case .sprite(let sprite, false) = choice.shape, case .text(let source) = CanvasSymbol(marker: sprite)
            else {
                Issue.record("\(choice.shape) is not an emoji marker")
                continue
            }
            #expect(source == choice.text)
        }
        #expect(!shapes.isEmpty)
    }
}
