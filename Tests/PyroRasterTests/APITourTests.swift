import PyroCodecs
import PyroCore
import PyroRaster
import Testing

/// The API tour of docs/LIBRARY.md (which scripts/docs/check_snippets.sh type-checks as written):
/// what it says it does, it does.
@Suite struct APITourTests {
    @Test func aPresetFiresAndDrawsIntoACanvas() {
        var burst = ConfettiBurst(seed: 42, canvasSize: Size(width: 800, height: 600))
        burst.fire(at: 0)
        burst.fire(at: 1.5)
        let frame = burst.displayList(at: 0.8)
        #expect(frame.particleCount == 120)

        var canvas = PixelCanvas(width: 800, height: 600, background: .solid(.black))
        var renderer = Renderer()
        renderer.draw(frame, into: &canvas, scale: 1)
        #expect(canvas.pixels.contains { $0 != canvas.pixels[0] })
        let image = RGBAImage(width: 800, height: 600, pixels: canvas.unpremultipliedRGBA())!
        let png: [UInt8] = PNGEncoder.encode(image)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aCustomEmitterStreamsSparks() {
        let sparks = EmitterConfiguration(
            name: "sparks",
            emission: .continuous(rate: 200, duration: nil),
            origin: .unit(Vector2(0.5, 0.9)),
            lifetime: ValueRange(0.6, 1.2),
            launch: LaunchConfiguration(angle: 0, spread: 0.6, speed: ValueRange(300, 600)),
            motion: MotionConfiguration(gravity: Vector2(0, 500), drag: 1.2),
            shapes: [ShapeChoice(.star(points: 5, innerRadius: 0.45), size: 6)],
            opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1, curve: .easeIn)]),
            colors: [.yellow, .orange],
            blend: .additive)
        var system = ParticleSystem(emitters: [sparks], seed: 7, canvasSize: Size(width: 800, height: 600))
        system.start(emitter: 0, at: 0)
        system.update(to: 2)
        // Births every 5 ms; those younger than their 0.6-1.2 s life are alive: between 120 and 241.
        #expect(system.liveCount >= 120 && system.liveCount <= 241)
    }

    @Test func aCustomSystemIsDrawnFrameByFrameIntoAGIF() {
        let sparks = EmitterConfiguration(
            name: "sparks", emission: .continuous(rate: 200, duration: nil), origin: .unit(Vector2(0.5, 0.9)),
            lifetime: ValueRange(0.6, 1.2),
            launch: LaunchConfiguration(angle: 0, spread: 0.6, speed: ValueRange(300, 600)),
            shapes: [ShapeChoice(.circle, size: 4)], colors: [.yellow, .orange], blend: .additive)
        var system = ParticleSystem(emitters: [sparks], seed: 7, canvasSize: Size(width: 320, height: 240))
        system.start(emitter: 0, at: 0)
        var renderer = Renderer()

        var gif = GIFEncoder(width: 320, height: 240)
        var list = DisplayList(canvasSize: system.canvasSize)
        var sparksCanvas = PixelCanvas(width: 320, height: 240)
        var litFrames = 0
        for frame in 0..<20 {
            system.update(to: Double(frame) / 25)
            system.render(reusing: &list)
            sparksCanvas.clear(to: .solid(.black))
            renderer.draw(list, into: &sparksCanvas, scale: 1)
            if sparksCanvas.pixels.contains(where: { $0 != sparksCanvas.pixels[0] }) { litFrames += 1 }
            gif.addFrame(
                RGBAImage(width: 320, height: 240, pixels: sparksCanvas.unpremultipliedRGBA())!,
                delay: .framesPerSecond(25))
        }
        let bytes: [UInt8] = gif.finish()
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        #expect(bytes.last == 0x3B)  // the trailer
        // The first spark is born at 0 s, so every frame shows sparks; and each frame is the
        // frame drawn afresh, though drawn over the last one's storage.
        #expect(litFrames == 20)
        var fresh = DisplayList(canvasSize: system.canvasSize)
        system.render(into: &fresh)
        #expect(list == fresh)
    }
}
