// Not in confetti.wasm (`-D PYRO_WEB_CONFETTI_ONLY`): canvas-confetti's call has no use for the renderer bench.
#if !PYRO_WEB_CONFETTI_ONLY
    import PyroBenchScenes
    import PyroCore
    import PyroRaster

    /// bench.html's renderer workload: `pyro bench`'s confetti scene (`BenchScenes.drawScene`) on a
    /// canvas of points drawn at a pixel ratio, split as a live frame is: simulate (advance 1/60 s
    /// and make the display list), then either PyroRaster's drawing and straight bytes for
    /// `putImageData`, or the WebGL2 layout (`InstanceFrame`) that the page uploads and draws.
    struct RendererBenchStage {
        var system: ParticleSystem
        var list: DisplayList
        var scale: Float
        var canvas: PixelCanvas
        var renderer = Renderer()
        let bytes: StraightBytes
        var gpuFrame = InstanceFrame()
        var time = 0.5

        init(count: Int, points: Size, scale: Float, pixelWidth: Int, pixelHeight: Int) {
            system = BenchScenes.drawScene(.confetti, count: count, canvasSize: points)
            system.update(to: time)
            list = DisplayList(canvasSize: system.canvasSize)
            self.scale = scale
            canvas = PixelCanvas(width: pixelWidth, height: pixelHeight)
            bytes = StraightBytes(count: pixelWidth * pixelHeight * 4)
        }

        mutating func simulate() {
            time += 1.0 / 60
            system.update(to: time)
            system.render(reusing: &list)
        }

        mutating func rasterize() {
            canvas.clear(to: BenchScenes.background)
            renderer.draw(list, into: &canvas, scale: scale)
            canvas.writeUnpremultipliedRGBA(into: bytes.buffer)
        }
    }

    nonisolated(unsafe) var rendererBench: RendererBenchStage?

    /// Builds the renderer bench: `count` pieces (0...4,000,000) on a `width` × `height` point
    /// canvas drawn at `scale` pixels per point (0 < scale <= 8, at most 16384 pixels a side).
    /// Returns 0, or -1 when out of range.
    @_cdecl("pyro_renderer_bench_prepare")
    func pyroRendererBenchPrepare(_ count: Int32, _ width: Float, _ height: Float, _ scale: Float) -> Int32 {
        guard (0...4_000_000).contains(count), width >= 1, height >= 1,
            let (w, h) = pixelSize(width, height, scale)
        else { return -1 }
        rendererBench = nil
        rendererBench = RendererBenchStage(
            count: Int(count), points: Size(width: width, height: height), scale: scale,
            pixelWidth: w, pixelHeight: h)
        return 0
    }

    /// Advances the renderer bench by 1/60 s and makes its display list.
    @_cdecl("pyro_renderer_bench_simulate")
    func pyroRendererBenchSimulate() {
        rendererBench?.simulate()
    }

    /// Draws the renderer bench's list with PyroRaster; returns the straight bytes' address.
    @_cdecl("pyro_renderer_bench_rasterize")
    func pyroRendererBenchRasterize() -> UnsafeMutablePointer<UInt8>? {
        guard rendererBench != nil else { return nil }
        rendererBench!.rasterize()
        return rendererBench!.bytes.buffer.baseAddress
    }

    /// Lays the renderer bench's list out for WebGL2; returns the frame header's address.
    @_cdecl("pyro_renderer_bench_gpu_frame")
    func pyroRendererBenchGPUFrame() -> UnsafeMutablePointer<UInt32>? {
        guard rendererBench != nil else { return nil }
        rendererBench!.gpuFrame.write(
            rendererBench!.list, scale: rendererBench!.scale, background: BenchScenes.background)
        return rendererBench!.gpuFrame.publishedHeader()
    }

    /// The renderer bench's canvas width in pixels (0 before it is prepared).
    @_cdecl("pyro_renderer_bench_pixel_width")
    func pyroRendererBenchPixelWidth() -> Int32 { Int32(rendererBench?.canvas.width ?? 0) }

    /// The renderer bench's canvas height in pixels.
    @_cdecl("pyro_renderer_bench_pixel_height")
    func pyroRendererBenchPixelHeight() -> Int32 { Int32(rendererBench?.canvas.height ?? 0) }
#endif
