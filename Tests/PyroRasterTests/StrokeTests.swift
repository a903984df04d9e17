import PyroCore
import Testing

@testable import PyroRaster

@Suite struct StrokeTests {
    static func render(_ strokes: [StrokeItem], width: Int = 100, height: Int = 40) -> PixelCanvas {
        Fixture.render(
            DisplayList(
                canvasSize: Size(width: Float(width), height: Float(height)),
                items: strokes.map { .stroke($0) }), width: width, height: height)
    }

    static func line(
        width: Float = 4, trimStart: Float = 0, trimEnd: Float = 1, blur: Float = 0,
        opacity: Float = 1
    ) -> StrokeItem {
        StrokeItem(
            name: "line", points: [Vector2(10, 20), Vector2(50, 20), Vector2(90, 20)], lineWidth: width,
            color: .white, opacity: opacity, trimStart: trimStart, trimEnd: trimEnd, blurRadius: blur)
    }

    @Test func fullLineCoversItsCapsule() {
        // 80 long, 4 wide, with two half-discs of radius 2 as caps.
        let canvas = Self.render([Self.line()])
        #expect(abs(Fixture.area(canvas) - (80 * 4 + Double.pi * 4)) < 2)
        #expect(Fixture.alpha(canvas, 50, 19) == 255)
        #expect(Fixture.alpha(canvas, 50, 22) == 0)
    }

    @Test func trimDrawsOnlyTheRequestedPortion() {
        // The first half: from x = 10 to x = 50, plus a cap of 2.
        let firstHalf = Self.render([Self.line(trimEnd: 0.5)])
        for x in 10..<50 { #expect(Fixture.alpha(firstHalf, x, 19) == 255) }
        for x in 53..<100 { #expect(Fixture.alpha(firstHalf, x, 19) == 0, "x \(x)") }

        // A middle piece, cut inside a segment: from x = 30 to x = 70.
        let middle = Self.render([Self.line(trimStart: 0.25, trimEnd: 0.75)])
        for x in 30..<70 { #expect(Fixture.alpha(middle, x, 19) == 255) }
        for x in Array(0..<27) + Array(73..<100) { #expect(Fixture.alpha(middle, x, 19) == 0, "x \(x)") }
    }

    @Test func emptyTrimDrawsNothing() {
        let canvas = Self.render([Self.line(trimStart: 0.4, trimEnd: 0.4)])
        #expect(canvas.pixels.allSatisfy { $0 == 0 })
    }

    @Test func roundCapsExtendTheLineByHalfItsWidth() {
        let stroke = StrokeItem(name: "cap", points: [Vector2(20, 20), Vector2(60, 20)], lineWidth: 10, color: .white)
        let canvas = Self.render([stroke])
        // Along the axis the cap reaches 5 beyond each end: pixel 15 (centre 15.5) is on the
        // rim, pixel 16 inside, pixel 14 outside...
        #expect(Fixture.alpha(canvas, 16, 19) == 255)
        #expect(Fixture.alpha(canvas, 63, 20) == 255)
        #expect(Fixture.alpha(canvas, 15, 19) > 200)
        #expect(Fixture.alpha(canvas, 64, 20) > 200)
        #expect(Fixture.alpha(canvas, 13, 19) == 0)
        #expect(Fixture.alpha(canvas, 66, 20) == 0)
        // ...but it is round: the corner a square cap would fill stays empty.
        #expect(Fixture.alpha(canvas, 15, 15) == 0)
        #expect(Fixture.alpha(canvas, 64, 24) == 0)
    }

    @Test func translucentStrokeDoesNotDarkenAtJoints() {
        let stroke = StrokeItem(
            name: "zigzag", points: [Vector2(10, 30), Vector2(30, 10), Vector2(50, 30)],
            lineWidth: 6, color: .white, opacity: 0.5)
        let canvas = Self.render([stroke], width: 60)
        #expect(Fixture.alphas(canvas).max() == 128)
        #expect(Fixture.alpha(canvas, 30, 11) == 128)
    }

    @Test func glowSpreadsBeyondTheSharpStroke() {
        let sharp = Self.render([Self.line(width: 3)])
        let glow = Self.render([Self.line(width: 3, blur: 3)])
        // 8 pixels from the line's centre: the sharp stroke leaves it empty, the glow does not.
        #expect(Fixture.alpha(sharp, 50, 28) == 0)
        #expect(Fixture.alpha(glow, 50, 28) > 0)
        #expect(Fixture.alpha(glow, 50, 20) < 255)
        // Blurring moves coverage around without adding or losing much of it.
        #expect(abs(Fixture.area(glow) - Fixture.area(sharp)) < 0.03 * Fixture.area(sharp))
    }

    @Test func glowIsSymmetric() {
        let glow = Self.render(
            [
                StrokeItem(
                    name: "dot", points: [Vector2(20, 20), Vector2(20, 20)], lineWidth: 6,
                    color: .white, blurRadius: 2)
            ], width: 40)
        for d in 1..<10 {
            let alphas = [
                Fixture.alpha(glow, 20 - d, 20), Fixture.alpha(glow, 19 + d, 20),
                Fixture.alpha(glow, 20, 20 - d), Fixture.alpha(glow, 20, 19 + d),
            ]
            #expect(alphas.max()! - alphas.min()! <= 1, "distance \(d): \(alphas)")
        }
    }

    @Test func farAwayEndsStillDrawTheVisiblePart() {
        // A line from far off one corner to far off the other crosses the canvas's diagonal.
        let line = StrokeItem(
            name: "far", points: [Vector2(-1e7, -1e7), Vector2(1e7, 1e7)], lineWidth: 2,
            color: .white, trimStart: 0.25, trimEnd: 0.75)
        let canvas = Self.render([line], width: 40, height: 40)
        for i in 2..<38 { #expect(Fixture.alpha(canvas, i, i) == 255, "pixel (\(i), \(i))") }
        #expect(Fixture.alpha(canvas, 30, 5) == 0)
        // Drawn in bands, it is the same.
        var banded = PixelCanvas(width: 40, height: 40)
        var renderer = Renderer()
        let list = DisplayList(canvasSize: Size(width: 40, height: 40), items: [.stroke(line)])
        for band in [0..<13, 13..<14, 14..<40] { renderer.draw(list, into: &banded, scale: 1, rows: band) }
        #expect(banded.pixels == canvas.pixels)
    }

    @Test func degenerateStrokesDrawNothing() {
        let strokes = [
            StrokeItem(name: "one point", points: [Vector2(10, 10)], lineWidth: 4, color: .white),
            StrokeItem(name: "no width", points: [Vector2(10, 10), Vector2(50, 10)], lineWidth: 0, color: .white),
            StrokeItem(
                name: "invisible", points: [Vector2(10, 10), Vector2(50, 10)], lineWidth: 4, color: .white, opacity: 0),
        ]
        #expect(Self.render(strokes).pixels.allSatisfy { $0 == 0 })
    }

    @Test func hairlinesFadeInsteadOfBreakingUp() {
        let thin = StrokeItem(
            name: "hair", points: [Vector2(10, 10.5), Vector2(90, 30.5)], lineWidth: 0.25, color: .white)
        let canvas = Self.render([thin])
        // A quarter-pixel pen covers a quarter of the pixels it crosses, in total.
        let length = (80.0 * 80 + 20 * 20).squareRoot()
        #expect(abs(Fixture.area(canvas) - 0.25 * length) < 0.1 * 0.25 * length)
    }

    @Test func fuseGlowDraws() {
        // The product's fuse: three layers, glow under a sharp core.
        let points = (0...20).map { Vector2(10 + Float($0) * 4, 20 + 5 * FastMath.sin(Float($0) * 0.5)) }
        let canvas = Self.render([
            StrokeItem(name: "glow", points: points, lineWidth: 8, color: .yellow, blurRadius: 4, blend: .additive),
            StrokeItem(name: "glow2", points: points, lineWidth: 5, color: .orange, blurRadius: 2, blend: .additive),
            StrokeItem(name: "core", points: points, lineWidth: 3, color: .orange),
        ])
        #expect(canvas.color(x: 10, y: 20) == .orange)
        #expect(Fixture.alpha(canvas, 10, 30) > 0)
    }
}
