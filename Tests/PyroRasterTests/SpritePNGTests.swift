import Pyro
import Testing

@Suite struct SpritePNGTests {
    @Test func aSpriteLoadsFromPNGBytesPremultiplied() throws {
        var image = RGBAImage(width: 2, height: 1)
        image.pixels = [255, 128, 0, 128, 10, 20, 30, 255]
        let sprite = try SpriteImage(pngData: PNGEncoder.encode(image))
        #expect(sprite.width == 2 && sprite.height == 1)
        let expected: [UInt32] = [0x8000_4080, 0xFF1E_140A]
        #expect(sprite.pixels == expected)
    }

    @Test func unreadableFilesThrowASentence() {
        #expect(throws: PNGReadError("not a PNG file (signature missing)")) {
            try SpriteImage(pngData: Array("GIF89a".utf8))
        }
        #expect(throws: PNGReadError("PNG file is truncated")) { try SpriteImage(pngData: [137, 80, 78, 71]) }
        let wide = PNGEncoder.encode(RGBAImage(width: 4097, height: 1))
        #expect(
            throws: PNGReadError("PNG size 4097x1 is too large for a sprite; sprites are at most 4096 pixels a side")
        ) {
            try SpriteImage(pngData: wide)
        }
    }
}
