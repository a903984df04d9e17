import PyroCore
import Testing

@testable import PyroRaster

@Suite struct ParticleTests {
    @Test func solidRectangleFillsExactlyItsPixels() {
        // 8 x 6 points centred on (10, 10): pixels 6..<14 by 7..<13, edges on pixel boundaries.
        let canvas = Fixture.render(
            Fixture.particle(x: 10, y: 10, width: 8, height: 6, color: .red), width: 20, height: 20)
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (6..<14).contains(x) && (7..<13).contains(y)
                #expect(canvas.color(x: x, y: y) == (inside ? .red : .clear), "pixel (\(x), \(y))")
            }
        }
    }

    /// At a pixel centred exactly on a round shape's centre the coverage formula's gradient is
    /// zero; that pixel must still be fully covered, not left as a hole.
    @Test(arguments: [(ParticleShape.circle, Float(1.4), Float(1.4)), (.circle, 9, 9), (.circle, 1.4, 2.6)])
    func aRoundShapeCentredOnAPixelCoversThatPixel(shape: ParticleShape, width: Float, height: Float) {
        let canvas = Fixture.render(
            Fixture.particle(shape, x: 12.5, y: 11.5, width: width, height: height), width: 24, height: 24)
        #expect(Fixture.alpha(canvas, 12, 11) == 255)
    }

    @Test func halfPixelOffsetEdgeGivesHalfCoverage() {
        // Edges at x = 6.5 and 14.5: pixels 6 and 14 are half covered, 7...13 fully.
        let canvas = Fixture.render(Fixture.particle(x: 10.5, y: 10, width: 8, height: 6), width: 20, height: 20)
        for y in 7..<13 {
            #expect((127...128).contains(Fixture.alpha(canvas, 6, y)))
            #expect((127...128).contains(Fixture.alpha(canvas, 14, y)))
            for x in 7...13 { #expect(Fixture.alpha(canvas, x, y) == 255) }
            #expect(Fixture.alpha(canvas, 5, y) == 0)
            #expect(Fixture.alpha(canvas, 15, y) == 0)
        }
    }

    @Test func opacityHalvesAlpha() {
        let canvas = Fixture.render(
            Fixture.particle(x: 5, y: 5, width: 4, height: 4, opacity: 0.5, color: .blue),
            width: 10, height: 10)
        let pixel = canvas.premultipliedColor(x: 5, y: 5)
        #expect(pixel.alpha == 128)
        #expect(canvas.color(x: 5, y: 5).blue == 255)
    }

    @Test func normalBlendMixesOverTheBackground() {
        let list = Fixture.particle(x: 5, y: 5, width: 4, height: 4, opacity: 0.5, color: .white)
        let canvas = Fixture.render(list, width: 10, height: 10, background: .solid(.black))
        #expect(canvas.color(x: 5, y: 5) == RGBAColor(red: 128, green: 128, blue: 128))
    }

    @Test func opaqueEdgesMixWithTheBackground() {
        // Half-covered opaque white over black: the mix rounds once, to 128.
        let canvas = Fixture.render(
            Fixture.particle(x: 10.5, y: 10, width: 8, height: 6), width: 20, height: 20,
            background: .solid(.black))
        #expect(canvas.color(x: 6, y: 10) == RGBAColor(red: 128, green: 128, blue: 128))
        #expect(canvas.color(x: 10, y: 10) == .white)
        // Vector and one-pixel blending agree: a run of more than eight pixels uses both.
        let wide = Fixture.render(
            Fixture.particle(
                x: 10.5, y: 10.5, width: 17, height: 5, rotation: 0.01,
                color: .orange), width: 21, height: 20, background: .solid(.blue))
        for x in 3..<18 { #expect(wide.color(x: x, y: 10) == .orange, "x \(x)") }
    }

    @Test func additiveAddsAndClamps() {
        let list = Fixture.particle(
            x: 5, y: 5, width: 4, height: 4, color: RGBAColor(red: 200, green: 50, blue: 0),
            blend: .additive)
        let canvas = Fixture.render(
            list, width: 10, height: 10,
            background: .solid(RGBAColor(red: 100, green: 100, blue: 100)))
        #expect(canvas.color(x: 5, y: 5) == RGBAColor(red: 255, green: 150, blue: 100))
        #expect(canvas.color(x: 0, y: 0) == RGBAColor(red: 100, green: 100, blue: 100))
    }

    @Test func scaleXZeroDrawsNothing() {
        for shape in [ParticleShape.rectangle, .circle, .fivePointStar] {
            let canvas = Fixture.render(
                Fixture.particle(
                    shape, x: 10, y: 10, width: 8, height: 13, rotation: 0.7,
                    scaleX: 0), width: 20, height: 20)
            #expect(canvas.pixels.allSatisfy { $0 == 0 })
        }
    }

    @Test func rotationByHalfPiSwapsTheExtent() {
        // 4 wide, 10 tall, turned a quarter: 10 wide, 4 tall.
        let canvas = Fixture.render(
            Fixture.particle(x: 10, y: 10, width: 4, height: 10, rotation: .pi / 2),
            width: 20, height: 20)
        let covered = (0..<400).filter { Fixture.alphas(canvas)[$0] > 127 }
        let xs = Set(covered.map { $0 % 20 })
        let ys = Set(covered.map { $0 / 20 })
        #expect(xs == Set(5..<15))
        #expect(ys == Set(8..<12))
    }

    @Test func negativeScaleMirrors() {
        let arrow = ParticleShape.polygon([Vector2(-0.5, -0.5), Vector2(0.5, 0), Vector2(-0.5, 0.5), Vector2(-0.2, 0)])
        let mirrored = ParticleShape.polygon([Vector2(0.5, -0.5), Vector2(-0.5, 0), Vector2(0.5, 0.5), Vector2(0.2, 0)])
        let flipped = Fixture.render(
            Fixture.particle(arrow, x: 20, y: 20, width: 30, height: 20, scaleX: -1),
            width: 40, height: 40)
        let reference = Fixture.render(
            Fixture.particle(mirrored, x: 20, y: 20, width: 30, height: 20),
            width: 40, height: 40)
        #expect(flipped == reference)
    }

    @Test func turningEdgeOnFadesSmoothly() {
        // A confetti piece flipping: the covered area follows |scaleX| with no jumps.
        var previous = Double.infinity
        for step in 0...20 {
            let scaleX = 1 - Float(step) / 20
            let canvas = Fixture.render(
                Fixture.particle(
                    x: 15.3, y: 15.7, width: 8, height: 13, rotation: 0.4,
                    scaleX: scaleX), width: 30, height: 30)
            let area = Fixture.area(canvas)
            #expect(abs(area - 104 * Double(scaleX)) < 1.5, "scaleX \(scaleX): area \(area)")
            #expect(area <= previous)
            previous = area
        }
    }

    @Test func scaleMapsPointsToPixels() {
        let canvas = Fixture.render(Fixture.particle(x: 5, y: 5, width: 4, height: 2), width: 20, height: 20, scale: 2)
        #expect(abs(Fixture.area(canvas) - 32) < 0.01)
        #expect(Fixture.alpha(canvas, 6, 8) == 255)
        #expect(Fixture.alpha(canvas, 5, 8) == 0)
    }

    @Test func laterParticlesPaintOverEarlierOnes() {
        var batch = ParticleBatch(name: "stack", shapes: [.rectangle])
        batch.append(id: 0, x: 5, y: 5, width: 6, height: 6, color: .red)
        batch.append(id: 1, x: 5, y: 5, width: 2, height: 2, color: .blue)
        let canvas = Fixture.render(
            DisplayList(canvasSize: Size(width: 10, height: 10), items: [.particles(batch)]),
            width: 10, height: 10)
        #expect(canvas.color(x: 5, y: 5) == .blue)
        #expect(canvas.color(x: 3, y: 3) == .red)
    }
}
