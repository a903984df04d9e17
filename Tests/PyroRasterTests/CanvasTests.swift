import PyroCore
import Testing

@testable import PyroRaster

@Suite struct CanvasTests {
    @Test func startsTransparent() {
        let canvas = PixelCanvas(width: 3, height: 2)
        #expect(canvas.pixels.count == 6)
        #expect(canvas.pixels.allSatisfy { $0 == 0 })
    }

    @Test func solidBackgroundFillsEveryPixel() {
        let canvas = PixelCanvas(width: 4, height: 3, background: .solid(.orange))
        for y in 0..<3 {
            for x in 0..<4 { #expect(canvas.color(x: x, y: y) == .orange) }
        }
    }

    @Test func gradientEndsAreTheColoursExactly() {
        let top = RGBAColor(red: 10, green: 20, blue: 200)
        let bottom = RGBAColor(red: 250, green: 128, blue: 0)
        let canvas = PixelCanvas(width: 5, height: 9, background: .verticalGradient(top: top, bottom: bottom))
        for x in 0..<5 {
            #expect(canvas.color(x: x, y: 0) == top)
            #expect(canvas.color(x: x, y: 8) == bottom)
        }
        // The middle row is halfway, rounded.
        #expect(canvas.color(x: 2, y: 4) == RGBAColor(red: 130, green: 74, blue: 100))
    }

    @Test func gradientOnOneRowShowsTheTopColour() {
        let canvas = PixelCanvas(width: 2, height: 1, background: .verticalGradient(top: .red, bottom: .blue))
        #expect(canvas.color(x: 0, y: 0) == .red)
    }

    @Test func translucentBackgroundIsStoredPremultiplied() {
        let canvas = PixelCanvas(
            width: 1, height: 1, background: .solid(RGBAColor(red: 255, green: 100, blue: 0, alpha: 128)))
        #expect(canvas.premultipliedColor(x: 0, y: 0) == RGBAColor(red: 128, green: 50, blue: 0, alpha: 128))
    }

    @Test func straightAlphaExportRoundsToNearest() {
        var canvas = PixelCanvas(width: 3, height: 1)
        // 64 / 128 * 255 = 127.5 rounds up; 1 / 3 * 255 = 85; transparent stays black.
        canvas.pixels = [
            PremultipliedPixel.pack(red: 64, green: 0, blue: 128, alpha: 128),
            PremultipliedPixel.pack(red: 1, green: 2, blue: 3, alpha: 3),
            0,
        ]
        #expect(canvas.unpremultipliedRGBA() == [128, 0, 255, 128, 85, 170, 255, 3, 0, 0, 0, 0])
    }

    @Test func opaqueColoursSurviveTheRoundTrip() {
        for color in [RGBAColor.red, .green, .blue, .mint, .brown, RGBAColor(red: 1, green: 254, blue: 127)] {
            let canvas = PixelCanvas(width: 1, height: 1, background: .solid(color))
            #expect(canvas.unpremultipliedRGBA() == [color.red, color.green, color.blue, 255])
        }
    }

    @Test func emptyCanvasIsAllowed() {
        var canvas = PixelCanvas(width: 0, height: 0)
        canvas.draw(Fixture.particle(x: 0, y: 0, width: 10, height: 10), scale: 1)
        #expect(canvas.unpremultipliedRGBA().isEmpty)
    }
}
