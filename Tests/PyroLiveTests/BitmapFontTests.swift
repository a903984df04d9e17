import Testing

@testable import PyroLive

@Suite struct BitmapFontTests {
    @Test func coversPrintableASCII() {
        #expect(BitmapFont.standard.glyphCount == 95)
    }

    @Test func glyphsReadAsDrawn() {
        let font = BitmapFont.standard
        #expect(
            Array(font.glyph(UInt8(ascii: "A"))) == [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001])
        #expect(Array(font.glyph(UInt8(ascii: " "))) == [0, 0, 0, 0, 0, 0, 0])
        #expect(Array(font.glyph(UInt8(ascii: "~"))) == [0, 0, 0b01000, 0b10101, 0b00010, 0, 0])
    }

    @Test func everyVisibleCharacterHasInk() {
        for code in UInt8(33)...UInt8(126) {
            #expect(BitmapFont.standard.glyph(code).contains { $0 != 0 }, "\(Character(Unicode.Scalar(code)))")
        }
    }

    @Test func unknownCharactersDrawAsQuestionMarks() {
        let font = BitmapFont.standard
        #expect(font.glyph(200) == font.glyph(UInt8(ascii: "?")))
    }

    @Test func widthLeavesNoTrailingSpace() {
        #expect(BitmapFont.width(of: "") == 0)
        #expect(BitmapFont.width(of: "A") == 5)
        #expect(BitmapFont.width(of: "AB") == 11)
    }
}
