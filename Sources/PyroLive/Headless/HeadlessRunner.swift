import PyroCore
import PyroParallel
import PyroRaster

/// Plays a scene without a window: scripted input, a fixed frame rate, the last frame kept.
///
/// It drives the same `PlaySession` a window does, so what a script sees is what a person sees;
/// no SDL is needed.
struct HeadlessRunner {
    let scene: LiveScene
    let options: LiveOptions

    /// What a run produced.
    struct Result {
        /// The last frame, in pixels.
        var frame: PixelCanvas
        var framesDrawn: Int
        var liveCount: Int
        /// Every frame's work, when `LiveOptions.reportsFrameTimes` asked for it (else empty).
        var frameTimes = FrameTimeReport()
    }

    /// Plays the frames and returns the last one in pixels.
    ///
    /// - Throws: `LiveError` of kind `.invalidInput` for a bad script or a button the script
    ///   names that the scene does not show.
    func run() throws(LiveError) -> Result {
        try LiveOptionsValidation.check(options)
        let script = try InputScript(options.script ?? "", frameRate: options.frameRate)
        let frameCount = options.frames ?? max(script.length + 1, 1)
        let size = Size(width: Float(options.width), height: Float(options.height))
        var session = PlaySession(scene: scene, options: options, size: size, at: 0)
        var frame = PixelCanvas(
            width: Int((size.width * options.scale).rounded()),
            height: Int((size.height * options.scale).rounded()))
        let rasterizer = ParallelRenderer.perCore()
        var steps = script.steps[...]
        var drawn = 0
        var last: Painter?
        var frameTimes = FrameTimeReport()
        let clock = ContinuousClock()
        for index in 0..<frameCount {
            let time = Double(index) / options.frameRate
            while let step = steps.first, step.frame <= index {
                steps.removeFirst()
                try session.apply(step.action, at: time)
            }
            if session.wantsQuit { break }
            let start = clock.now
            var painter = Painter(size: size, scale: options.scale)
            session.draw(at: time, into: &painter)
            drawn += 1
            // Every frame is composed, as a window would, but only the kept one needs pixels,
            // unless every frame's time is asked for.
            if options.reportsFrameTimes {
                let rasterStart = clock.now
                rasterizer.render(painter, into: &frame)
                frameTimes.record(
                    scene: start.duration(to: rasterStart).inSeconds,
                    raster: rasterStart.duration(to: clock.now).inSeconds, present: 0, interval: nil,
                    liveCount: session.liveCount, width: frame.width, height: frame.height)
                last = nil
            } else {
                last = painter
            }
        }
        if let last { rasterizer.render(last, into: &frame) }
        return Result(frame: frame, framesDrawn: drawn, liveCount: session.liveCount, frameTimes: frameTimes)
    }
}
