import PyroCore
import Testing

@testable import PyroRaster

@Suite struct SpriteTests {
    /// A 4 x 3 picture with distinct translucent and opaque pixels (straight RGBA).
    static let picture: SpriteImage = {
        var bytes: [UInt8] = []
        for i in 0..<12 {
            bytes += [UInt8(20 * i), UInt8(255 - 20 * i), UInt8(i * 7), i % 3 == 0 ? 255 : UInt8(60 + 10 * i)]
        }
        return SpriteImage(width: 4, height: 3, straightRGBA: bytes)!
    }()

    /// A premultiplied pixel from its channels.
    func px(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }

    /// The pixels of `canvas` in the rectangle at (`x`, `y`) of `width` x `height`.
    func block(_ canvas: PixelCanvas, x: Int, y: Int, width: Int, height: Int) -> [UInt32] {
        (y..<(y + height)).flatMap { row in (x..<(x + width)).map { canvas.pixels[row * canvas.width + $0] } }
    }

    @Test func premultipliesStraightBytesWithRounding() {
        let image = SpriteImage(width: 2, height: 1, straightRGBA: [255, 128, 1, 128, 10, 20, 30, 0])!
        // 255·128/255 = 128, 128·128/255 = 64.25 -> 64, 1·128/255 = 0.5 -> 1 (ties cannot occur exactly; rounds up here).
        #expect(image.pixels == [px(128, 64, 1, 128), 0])
        #expect(SpriteImage(width: 1, height: 1, alphaMask: [200])!.pixels == [0xC8C8_C8C8])
    }

    @Test func refusesWrongSizesAndColoursAboveTheirAlpha() {
        #expect(SpriteImage(width: 0, height: 1, premultipliedPixels: []) == nil)
        #expect(SpriteImage(width: 2, height: 1, premultipliedPixels: [0]) == nil)
        #expect(SpriteImage(width: 1, height: 1, premultipliedPixels: [0x10_00_00_11]) == nil)
        #expect(SpriteImage(width: 4097, height: 1, alphaMask: [UInt8](repeating: 0, count: 4097)) == nil)
        #expect(SpriteImage(width: 1, height: 1, straightRGBA: [1, 2, 3]) == nil)
    }

    @Test func halfSizeCopiesAverageTheirPixelsDownToOne() {
        let image = SpriteImage(width: 5, height: 3, alphaMask: [UInt8](repeating: 255, count: 14) + [0])!
        #expect(image.levels.map { [$0.width, $0.height] } == [[5, 3], [3, 2], [2, 1], [1, 1]])
        // The bottom-right copy pixel of level 1 covers only the source's last pixel (transparent).
        #expect(image.levels[1].pixels[5] == 0)
        // Level 2's right pixel covers level 1's last column: 255 and 0, mean 127.5 -> 128.
        #expect(image.levels[2].pixels[1] >> 24 == 128)
    }

    @Test func drawnAtItsOwnSizeOnThePixelGridASpriteCopiesItsPixels() {
        let list = Fixture.particle(.sprite(Self.picture, tinted: false), x: 12, y: 11.5, width: 4, height: 3)
        let canvas = Fixture.render(list, width: 30, height: 30)
        #expect(block(canvas, x: 10, y: 10, width: 4, height: 3) == Self.picture.pixels)
        #expect(Fixture.alphas(canvas).reduce(0, +) == Self.picture.pixels.reduce(0) { $0 + Int($1 >> 24) })
    }

    @Test func mirroringFlipsThePicture() {
        let list = Fixture.particle(
            .sprite(Self.picture, tinted: false), x: 12, y: 11.5, width: 4, height: 3, scaleX: -1)
        let canvas = Fixture.render(list, width: 30, height: 30)
        let flipped = (0..<3).flatMap { row in (0..<4).reversed().map { Self.picture.pixels[row * 4 + $0] } }
        #expect(block(canvas, x: 10, y: 10, width: 4, height: 3) == flipped)
    }

    @Test func aQuarterTurnRotatesThePictureClockwise() {
        let list = Fixture.particle(
            .sprite(Self.picture, tinted: false), x: 11.5, y: 12, width: 4, height: 3,
            rotation: .pi / 2)
        let canvas = Fixture.render(list, width: 30, height: 30)
        // Clockwise on screen: the picture's left column becomes the top row, read right to left.
        let turned = (0..<4).flatMap { column in (0..<3).reversed().map { Self.picture.pixels[$0 * 4 + column] } }
        let drawn = block(canvas, x: 10, y: 10, width: 3, height: 4)
        for (a, b) in zip(drawn, turned) {
            for shift: UInt32 in [0, 8, 16, 24] {
                #expect(abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) <= 1)
            }
        }
    }

    @Test func tintedSpritesTakeTheParticleColourTimesTheirAlpha() {
        let mask = SpriteImage(width: 2, height: 1, alphaMask: [255, 51])!
        let list = Fixture.particle(
            .sprite(mask, tinted: true), x: 6, y: 5.5, width: 2, height: 1, opacity: 0.5,
            color: RGBAColor(red: 255, green: 102, blue: 0))
        let canvas = Fixture.render(list, width: 10, height: 10)
        // Premultiplied tint at half opacity: alpha 128, red 128, green 51; times 255 and 51.
        #expect(block(canvas, x: 5, y: 5, width: 2, height: 1) == [px(128, 51, 0, 128), px(26, 10, 0, 26)])
    }

    @Test func untintedSpritesKeepTheirColoursAndFadeWithOpacity() {
        let red = SpriteImage(width: 1, height: 1, straightRGBA: [255, 0, 0, 255])!
        let list = Fixture.particle(
            .sprite(red, tinted: false), x: 5.5, y: 5.5, width: 1, height: 1, opacity: 0.2,
            color: .blue)
        let canvas = Fixture.render(list, width: 10, height: 10)
        #expect(canvas.pixels[5 * 10 + 5] == px(51, 0, 0, 51))
    }

    @Test func normalBlendIsSourceOverAndAdditiveAddsAndClamps() {
        let grey = Background.solid(RGBAColor(red: 100, green: 100, blue: 100))
        let sprite = SpriteImage(width: 1, height: 1, straightRGBA: [200, 50, 0, 128])!
        let over = Fixture.render(
            Fixture.particle(
                .sprite(sprite, tinted: false), x: 0.5, y: 0.5, width: 1, height: 1,
                canvas: Size(width: 1, height: 1)), width: 1, height: 1, background: grey)
        let added = Fixture.render(
            Fixture.particle(
                .sprite(sprite, tinted: false), x: 0.5, y: 0.5, width: 1, height: 1,
                blend: .additive, canvas: Size(width: 1, height: 1)),
            width: 1, height: 1, background: grey)
        // Source premultiplied (100, 25, 0, 128); over: s + d·127/255 = (150, 75, 50, 255).
        #expect(over.pixels == [px(150, 75, 50, 255)])
        // Additive: (200, 125, 100, 383 -> 255).
        #expect(added.pixels == [px(200, 125, 100, 255)])
    }

    @Test func aLargePictureDrawnSmallIsFilteredNotAliased() {
        // A one-pixel checkerboard, 64 x 64, drawn 8 x 8: every pixel is the mean grey.
        let checks = (0..<4096).map { i -> UInt8 in (i / 64 + i % 64) % 2 == 0 ? 255 : 0 }
        let board = SpriteImage(width: 64, height: 64, alphaMask: checks)!
        let canvas = Fixture.render(
            Fixture.particle(.sprite(board, tinted: false), x: 8, y: 8, width: 8, height: 8),
            width: 16, height: 16)
        let alphas = block(canvas, x: 4, y: 4, width: 8, height: 8).map { $0 >> 24 }
        #expect(alphas.allSatisfy { $0 == 128 }, "\(alphas)")
    }

    @Test func magnifiedSpritesStayInsideTheirBox() {
        let dot = SpriteImage(width: 2, height: 2, alphaMask: [255, 255, 255, 255])!
        let canvas = Fixture.render(
            Fixture.particle(
                .sprite(dot, tinted: true), x: 20, y: 20, width: 20, height: 20,
                rotation: 0.3), width: 40, height: 40)
        let inside = Fixture.render(
            Fixture.particle(.rectangle, x: 20, y: 20, width: 22, height: 22, rotation: 0.3),
            width: 40, height: 40)
        for i in canvas.pixels.indices where canvas.pixels[i] != 0 {
            #expect(inside.pixels[i] != 0, "pixel \(i % 40), \(i / 40) lies outside the box")
        }
        #expect(Fixture.alpha(canvas, 20, 20) == 255)
    }

    @Test func spritesDrawnInBandsMakeTheSameBytesAsOneDraw() {
        var batch = ParticleBatch(
            name: "sprites",
            shapes: [
                .sprite(Self.picture, tinted: false),
                .sprite(SpriteImage(width: 1, height: 1, alphaMask: [255])!, tinted: true),
            ])
        for i in 0..<40 {
            let f = Float(i)
            batch.append(
                id: UInt32(i), x: f * 7.3, y: (f * 13.1).truncatingRemainder(dividingBy: 60), rotation: f * 0.7,
                scaleX: i % 3 == 0 ? -0.6 : 1, width: 5 + f, height: 3 + f / 2, opacity: 0.9,
                color: .orange, shapeIndex: i % 2)
        }
        let list = DisplayList(canvasSize: Size(width: 64, height: 48), items: [.particles(batch)])
        let reference = Fixture.render(list, width: 96, height: 72, scale: 1.5, background: .solid(.black))
        var canvas = PixelCanvas(width: 96, height: 72, background: .solid(.black))
        var renderer = Renderer()
        for band in [50..<72, 0..<13, 13..<14, 14..<50] {
            renderer.draw(list, into: &canvas, scale: 1.5, rows: band)
        }
        #expect(canvas == reference)
        #expect(reference.pixels.filter { $0 != 0xFF00_0000 }.count > 500)
    }
}
