import PyroCore
import PyroSwiftUISupport
import Testing

/// What the SwiftUI adapter needs to draw a sprite's picture: its bytes for Core Graphics, one
/// conversion per sprite, and where and how each particle draws it.
@Suite struct SpriteDrawingTests {
    /// A 2 x 1 sprite: a half-transparent red (premultiplied: 0x80 red, 0x80 alpha) and an
    /// opaque blue.
    private static let sprite = SpriteImage(width: 2, height: 1, premultipliedPixels: [0x8000_0080, 0xFFFF_0000])!

    @Test func bitmapBytesArePremultipliedRGBAAsStored() {
        let bitmap = SpriteBitmap(Self.sprite)
        #expect(bitmap.width == 2 && bitmap.height == 1 && bitmap.bytesPerRow == 8)
        #expect(bitmap.bytes == [0x80, 0, 0, 0x80, 0, 0, 0xFF, 0xFF])
        #expect(SpriteBitmap.bitsPerComponent == 8 && SpriteBitmap.bitsPerPixel == 32)
    }

    @Test func aSpriteIsConvertedOnceHoweverOftenItIsDrawn() {
        var cache = SpriteCache<Int>(capacity: 2)
        var made = 0
        let make: (SpriteImage) -> Int? = { _ in
            made += 1
            return made
        }
        let shapes: [ParticleShape] = [.sprite(Self.sprite, tinted: true)]
        for _ in 0..<100 {
            // Every frame's shape table holds a copy of the same sprite value.
            let copy = shapes
            guard case .sprite(let sprite, _) = copy[0] else { return }
            #expect(cache.picture(for: sprite, make: make) == 1)
        }
        #expect(made == 1 && cache.count == 1)
        // Another sprite gets its own picture; a third empties the full cache first.
        let other = SpriteImage(width: 1, height: 1, premultipliedPixels: [0xFFFF_FFFF])!
        #expect(cache.picture(for: other, make: make) == 2)
        #expect(cache.count == 2)
        let third = SpriteImage(width: 1, height: 2, premultipliedPixels: [0, 0])!
        #expect(cache.picture(for: third, make: make) == 3)
        #expect(cache.count == 1)
        #expect(cache.picture(for: Self.sprite, make: make) == 4)
    }

    @Test func aFailedConversionIsNotRetried() {
        var cache = SpriteCache<Int>()
        var tries = 0
        for _ in 0..<3 {
            #expect(
                cache.picture(for: Self.sprite) { _ in
                    tries += 1
                    return nil
                } == nil)
        }
        #expect(tries == 1)
    }

    @Test func theKeyIsTheStorageAndSize() {
        let copy = Self.sprite
        #expect(SpriteKey(copy) == SpriteKey(Self.sprite))
        let rebuilt = SpriteImage(width: 2, height: 1, premultipliedPixels: Self.sprite.pixels.map { $0 })!
        #expect(SpriteKey(rebuilt).width == 2 && SpriteKey(rebuilt).height == 1)
    }

    private static func command(opacity: Double, color: RGBAColor) -> FillCommand {
        var batch = ParticleBatch(name: "sprites", blend: .additive, shapes: [.sprite(sprite, tinted: true)])
        batch.append(
            id: 0, x: 10, y: 20, rotation: 0, scaleX: 2, scaleY: 2, width: 8, height: 6,
            opacity: Float(opacity), color: color)
        var commands: [FillCommand] = []
        DrawCommands.forEachFill(in: batch) { commands.append($0) }
        return commands[0]
    }

    @Test func theRectangleIsTheParticlesBoxAroundItsPlacement() {
        let command = Self.command(opacity: 0.5, color: .white)
        let drawing = SpriteDrawing(command, tinted: false)
        #expect(drawing.x == -4 && drawing.y == -3 && drawing.width == 8 && drawing.height == 6)
        // The placement scales the box by the particle's scale and moves it to its centre: the
        // rectangle's corner lands 8 points left of and 6 above (10, 20).
        let corner = command.placement.apply(Vector2(Float(drawing.x), Float(drawing.y)))
        #expect(corner == Vector2(2, 14))
        #expect(command.blend == .additive)
    }

    @Test func aTintedSpriteTakesTheColourAndAnUntintedOneOnlyItsAlpha() {
        let translucent = RGBAColor(red: 255, green: 128, blue: 0, alpha: 51)
        let tinted = SpriteDrawing(Self.command(opacity: 0.5, color: translucent), tinted: true)
        #expect(tinted.tint == translucent && tinted.opacity == 0.5)
        let untinted = SpriteDrawing(Self.command(opacity: 0.5, color: translucent), tinted: false)
        #expect(untinted.tint == nil && untinted.opacity == 0.1)
    }
}
