import PyroBenchScenes
import PyroCore
import PyroRaster
import Testing

@testable import PyroWeb

/// The WebGL2 layout of a display list: the words the page uploads and draws as they are.
@Suite struct InstanceFrameTests {
    private func batch(_ shapes: [ParticleShape], blend: Blending = .normal) -> ParticleBatch {
        ParticleBatch(name: "test", blend: blend, shapes: shapes)
    }

    private func words(_ buffer: WordBuffer, _ range: Range<Int>) -> [UInt32] { range.map { buffer[$0] } }

    @Test func aParticleIsItsColumnsInPixelsWithItsShapesSlot() {
        var b = batch([.rectangle, .circle], blend: .additive)
        b.append(
            id: 1, x: 10, y: 20, rotation: 0.5, scaleX: -0.5, scaleY: 1, width: 8, height: 12, opacity: 0.25,
            color: RGBAColor(rgba32: 0x1122_3344), shapeIndex: 1)
        var frame = InstanceFrame()
        frame.write(
            DisplayList(canvasSize: Size(width: 50, height: 50), items: [.particles(b)]), scale: 2,
            background: .solid(RGBAColor(rgba32: 0x0A0B_0CFF)))
        #expect(words(frame.header, 0..<8) == [1, 8, 0, 0, 256, 1, 0x0A0B_0CFF, 0x0A0B_0CFF])
        #expect(words(frame.header, 12..<16) == [0, 1, 0, 1])
        let floats: [Float] = [20, 40, 0.5, -4, 12, 0.25]
        #expect(words(frame.instances, 0..<8) == floats.map(\.bitPattern) + [0x1122_3344, 1])
    }

    @Test func halfSizesAreClampedAsPyroRasterClampsThem() {
        var b = batch([.rectangle])
        b.append(id: 1, x: 0, y: 0, scaleX: 1e12, scaleY: -1e12, width: 10, height: 10, color: .white)
        var frame = InstanceFrame()
        frame.write(
            DisplayList(canvasSize: Size(width: 1, height: 1), items: [.particles(b)]), scale: 1,
            background: .transparent)
        #expect(Float(bitPattern: frame.instances[3]) == Renderer.maximumHalfSize)
        #expect(Float(bitPattern: frame.instances[4]) == -Renderer.maximumHalfSize)
    }

    @Test func shapesWithoutAClosedFormGetOneLayerEach() throws {
        let pixels: [UInt32] = [0xFF00_00FF, 0, 0, 0x8080_8080]
        let image = try #require(SpriteImage(width: 2, height: 2, premultipliedPixels: pixels))
        let star = ParticleShape.fivePointStar
        let tinted = ParticleShape.sprite(image, tinted: true)
        var b = batch([.circle, star, .roundedRectangle(cornerRadius: 0), tinted, star])
        for i in 0..<5 { b.append(id: UInt32(i), x: 1, y: 1, width: 4, height: 4, color: .white, shapeIndex: i) }
        var frame = InstanceFrame()
        let list = DisplayList(canvasSize: Size(width: 8, height: 8), items: [.particles(b)])
        frame.write(list, scale: 1, background: .transparent)
        // Ellipse 1, the star's layer 0 (outline, 2), a rectangle 0, the tinted sprite's layer 1 (3 | 4 | 1 << 3).
        #expect((0..<5).map { frame.instances[8 * $0 + 7] } == [1, 2, 0, 15, 2])
        #expect(frame.atlas.shapes == [star, tinted])
        let generation = frame.atlas.generation
        frame.write(list, scale: 1, background: .transparent)
        #expect(frame.atlas.generation == generation && frame.header[2] == generation && frame.header[3] == 2)
    }

    @Test func anOutlinesLayerIsPyroRastersDrawingOfItInTheMiddleThreeQuarters() {
        var atlas = ShapeAtlas()
        #expect(atlas.slot(for: .heart) == 2)
        var b = batch([.heart])
        b.append(id: 0, x: 128, y: 128, width: 192, height: 192, color: .white)
        var canvas = PixelCanvas(width: 256, height: 256)
        canvas.draw(DisplayList(canvasSize: Size(width: 256, height: 256), items: [.particles(b)]), scale: 1)
        #expect((0..<256 * 256).allSatisfy { atlas.texels[$0] == canvas.pixels[$0] })
        #expect(canvas.pixels[128 * 256 + 128] == 0xFFFF_FFFF)
        let placement: [Float] = [0.125, 0.125, 0.75, 0.75, 0.5, 0.5, 0, 0]
        #expect(words(atlas.placements, 0..<8) == placement.map(\.bitPattern))
    }

    @Test func aSpritesLayerHoldsItsOwnTexelsOnTheSmallestLevelsGrid() throws {
        let pixels = (0..<144).map { UInt32($0) << 24 | UInt32($0) }
        let image = try #require(SpriteImage(width: 12, height: 12, premultipliedPixels: pixels))
        var atlas = ShapeAtlas()
        #expect(atlas.slot(for: .sprite(image, tinted: false)) == 3)
        // (256 - 12) / 2 = 122, down to the 32-texel grid of the 8 × 8 level: 96.
        for y in 0..<12 {
            for x in 0..<12 { #expect(atlas.texels[(96 + y) * 256 + 96 + x] == pixels[y * 12 + x]) }
        }
        #expect(atlas.texels[95 * 256 + 96] == 0 && atlas.texels[96 * 256 + 108] == 0)
    }

    @Test func aLargeSpriteWidensEveryLayerAndTheOutlinesAreDrawnAgain() throws {
        var atlas = ShapeAtlas()
        _ = atlas.slot(for: .triangle)
        let image = try #require(
            SpriteImage(
                width: 300, height: 100,
                premultipliedPixels: Array(repeating: 0xFFFF_FFFF, count: 30_000)))
        #expect(atlas.slot(for: .sprite(image, tinted: false)) == 3 | 1 << 3)
        // 300 texels need a side of which they are at most three quarters: 512.
        #expect(atlas.side == 512 && atlas.texels.count == 2 * 512 * 512)
        #expect(atlas.texels[256 * 512 + 256] == 0xFFFF_FFFF)
    }

    @Test func aStrokeIsItsTrimmedPolylineInPixelsWithPyroRastersPenAndBlur() {
        let points = [Vector2(0, 0), Vector2(10, 0), Vector2(10, 10)]
        let glow = StrokeItem(
            name: "glow", points: points, lineWidth: 3, color: RGBAColor(rgba32: 0xFF80_00FF),
            opacity: 0.5, trimStart: 0.25, blurRadius: 2, blend: .additive)
        let thin = StrokeItem(name: "thin", points: points, lineWidth: 0.2, color: .white)
        var frame = InstanceFrame()
        frame.write(
            DisplayList(canvasSize: Size(width: 40, height: 40), items: [.stroke(glow), .stroke(thin)]),
            scale: 2, background: .verticalGradient(top: .white, bottom: .clear))
        #expect(words(frame.header, 5..<8) == [2, 0xFFFF_FFFF, 0])
        let radii = BoxBlur.radii(sigma: 4)
        let trimmed: [Float] = [10, 0, 20, 0, 20, 20]
        #expect(words(frame.instances, 0..<6) == trimmed.map(\.bitPattern))
        #expect(
            words(frame.header, 12..<24) == [
                1, 1, 0, 3, Float(3).bitPattern, 0xFF80_00FF, Float(0.5).bitPattern,
                UInt32(radii.0) | UInt32(radii.1) << 10 | UInt32(radii.2) << 20,
            ]
                + ([10, 0, 20, 20] as [Float]).map(\.bitPattern))
        // A pen 0.4 pixels wide is drawn 1 pixel wide at 0.4 of its opacity.
        #expect(Float(bitPattern: frame.header[28]) == 0.5 && Float(bitPattern: frame.header[30]) == 0.4)
    }

    @Test func theRendererBenchLaysOutPyroBenchsSceneAtItsPixelRatio() {
        var bench = RendererBenchStage(
            count: 300, points: Size(width: 96, height: 64), scale: 2, pixelWidth: 192,
            pixelHeight: 128)
        bench.simulate()
        bench.gpuFrame.write(bench.list, scale: 2, background: BenchScenes.background)
        #expect(bench.gpuFrame.header[1] == UInt32(8 * bench.system.liveCount) && bench.system.liveCount == 300)
        let x = bench.list.batches[0].x[0]
        #expect(Float(bitPattern: bench.gpuFrame.instances[0]) == 2 * x)
    }
}
