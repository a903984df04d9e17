import Testing

@testable import PyroCore

/// Text shapes: kept as text in the core, drawn by a host.
@Suite struct TextSpriteSourceTests {
    @Test func aTextChoiceIsAPlaceholderUntilAHostDrawsIt() throws {
        let choice = ShapeChoice(text: TextSpriteSource("🎉", font: "emoji"), size: 30)
        #expect(choice.shape == TextSpriteSource.placeholder && choice.isUndrawnText)
        #expect(
            choice.text?.pixelSize == TextSpriteSource.defaultPixelSize && choice.size == Size(width: 30, height: 30))
        #expect(choice.text?.isFamily == true && TextSpriteSource("x", font: "fonts/Mine.ttf").isFamily == false)
        #expect(ShapeChoice(.circle, size: 3).isUndrawnText == false)
    }

    @Test func theEmojiPresetNamesItsEmojiOnceAndDrawingReplacesEveryTextShape() throws {
        let definition = try #require(Preset.emoji.catalogDefinition)
        #expect(definition.textSources == EffectDefinition.emojiSources)
        #expect(definition.hasUndrawnText)
        let picture = try #require(SpriteImage(width: 2, height: 1, premultipliedPixels: [0xFF00_00FF, 0xFFFF_FFFF]))
        var calls: [String] = []
        let drawn = definition.drawingText { source in
            calls.append(source.text)
            return .sprite(picture, tinted: false)
        }
        #expect(calls == EffectDefinition.emojiSources.map(\.text))
        #expect(!drawn.hasUndrawnText)
        #expect(
            drawn.emitters.allSatisfy {
                $0.shapes.allSatisfy { $0.shape == .sprite(picture, tinted: false) && $0.text != nil }
            })
        // Everything but the shapes is as it was.
        var undrawn = drawn
        for e in undrawn.emitters.indices {
            for s in undrawn.emitters[e].shapes.indices {
                undrawn.emitters[e].shapes[s].shape = TextSpriteSource.placeholder
            }
        }
        #expect(undrawn == definition)
    }

    @Test func sourcesCompareTheirBytes() {
        #expect(TextSpriteSource("\u{E9}", font: "sans") != TextSpriteSource("e\u{301}", font: "sans"))
        #expect(TextSpriteSource("a", font: "sans", pixelSize: 3) != TextSpriteSource("a", font: "sans", pixelSize: 4))
    }
}
