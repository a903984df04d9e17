// Not in confetti.wasm (`-D PYRO_WEB_CONFETTI_ONLY`): canvas-confetti's call has no use for the bench page.
#if !PYRO_WEB_CONFETTI_ONLY
    import PyroBenchScenes
    import PyroCore
    import PyroRaster

    /// The frame workload of `pyro bench` (`FrameBench`) for bench.html, on `pyro bench`'s own scene
    /// (`BenchScenes.drawScene(.confetti, count:canvasSize:)`): one frame advances the simulation by
    /// 1/60 s, makes the display list, clears and draws at scale 1, on one thread.
    struct BenchStage {
        var system: ParticleSystem
        var list: DisplayList
        var canvas: PixelCanvas
        var renderer = Renderer()
        var time = 0.5

        init(count: Int, width: Int, height: Int) {
            system = BenchScenes.drawScene(
                .confetti, count: count,
                canvasSize: Size(width: Float(width), height: Float(height)))
            system.update(to: time)
            list = DisplayList(canvasSize: system.canvasSize)
            canvas = PixelCanvas(width: width, height: height)
        }

        mutating func frame() {
            time += 1.0 / 60
            system.update(to: time)
            system.render(reusing: &list)
            canvas.clear(to: BenchScenes.background)
            renderer.draw(list, into: &canvas, scale: 1)
        }
    }

    nonisolated(unsafe) var benchStage: BenchStage?

    /// Builds the bench scene: `count` pieces (0...4,000,000) on a `width` × `height` canvas
    /// (1...16384 a side). Returns 0, or -1 when out of range.
    @_cdecl("pyro_bench_prepare")
    func pyroBenchPrepare(_ count: Int32, _ width: Int32, _ height: Int32) -> Int32 {
        guard (0...4_000_000).contains(count), (1...maximumPixelSide).contains(width),
            (1...maximumPixelSide).contains(height)
        else { return -1 }
        benchStage = nil
        benchStage = BenchStage(count: Int(count), width: Int(width), height: Int(height))
        return 0
    }

    /// Runs `frames` frames of the bench scene.
    @_cdecl("pyro_bench_frames")
    func pyroBenchFrames(_ frames: Int32) {
        guard benchStage != nil else { return }
        for _ in 0..<max(frames, 0) { benchStage!.frame() }
    }
#endif
