import PyroCore
import PyroParallel
import PyroRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plays a scene in an SDL2 window: 60 frames a second with vsync, resizable, HiDPI aware.
///
/// Each frame: drain SDL's events (and any scripted input due at this frame) into the session,
/// advance session time from SDL's performance counter (a gap longer than 0.25 s counts as
/// 0.25 s), draw the scene into a frame of the renderer's output size in pixels, upload it to a
/// streaming texture and present. With a frame count or a script, every frame is drawn (none is
/// skipped for being idle), so frame numbers keep the script's time and the count its length.
struct WindowRunner {
    let scene: LiveScene
    let options: LiveOptions
    /// File names to try for SDL2 (tests pass names that do not exist).
    var libraryCandidates = SDLLibrary.defaultCandidates

    /// SDL video drivers that show nothing on a screen.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// The longest step of session time per frame, in seconds: a stall (a dragged window, a
    /// debugger pause) is not replayed.
    static let maximumStep = 0.25
    /// Milliseconds an idle window sleeps between looks at the clock, in case a scene wakes
    /// up by itself.
    static let idlePoll: Int32 = 50
    /// Frame budget when the renderer does not wait for vsync.
    static let framePeriod = 1.0 / 60

    /// Plays until the window closes or the frame count is reached.
    ///
    /// - Returns: every frame's timing when `options.reportsFrameTimes` asked for it.
    func run() throws(LiveError) -> FrameTimeReport {
        try LiveOptionsValidation.check(options)
        let script = try InputScript(options.script ?? "", frameRate: options.frameRate)
        let sdl: SDLLibrary
        do {
            sdl = try SDLLibrary.load(candidates: libraryCandidates)
        } catch {
            throw LiveError(
                .sdlUnavailable,
                "the window needs SDL2, which could not be loaded: \(error). "
                    + "To fix it, \(LiveError.installHint); or run headless with --frames N --screenshot FILE.")
        }
        guard sdl.initialize(SDLConstant.initVideo) == 0 else {
            throw LiveError(
                .noDisplay,
                "no window can be opened (\(sdl.lastError)); the window needs a display "
                    + "(set DISPLAY or WAYLAND_DISPLAY, or run under xvfb-run); "
                    + "or run headless with --frames N --screenshot FILE.")
        }
        defer { sdl.quit() }
        // With no display SDL 2.0.22+ falls back to drivers that draw nowhere; a window nobody
        // can see is a missing display, unless someone asked for that driver on purpose.
        if let driver = sdl.videoDriver, Self.invisibleDrivers.contains(driver), getenv("SDL_VIDEODRIVER") == nil {
            throw LiveError(
                .noDisplay,
                "no display found (SDL chose its '\(driver)' video driver); the window needs "
                    + "a display (set DISPLAY or WAYLAND_DISPLAY, or run under xvfb-run); "
                    + "or run headless with --frames N --screenshot FILE.")
        }
        let window = try makeWindow(sdl)
        defer { sdl.destroyWindow(window) }
        guard
            let screen = sdl.createRenderer(
                window, -1, SDLConstant.rendererAccelerated | SDLConstant.rendererPresentVSync)
                ?? sdl.createRenderer(window, -1, SDLConstant.rendererSoftware)
        else { throw LiveError(.windowFailed, "SDL could not make a renderer: \(sdl.lastError)") }
        defer { sdl.destroyRenderer(screen) }
        return try loop(sdl, window: window, screen: screen, script: script)
    }

    private func makeWindow(_ sdl: SDLLibrary) throws(LiveError) -> SDLLibrary.Handle {
        let flags = SDLConstant.windowShown | SDLConstant.windowResizable | SDLConstant.windowAllowHighDPI
        let title = Self.title(scene)
        guard
            let window = sdl.createWindow(
                title, SDLConstant.windowPositionCentered, SDLConstant.windowPositionCentered,
                Int32(options.width), Int32(options.height), flags)
        else { throw LiveError(.windowFailed, "SDL could not open a window: \(sdl.lastError)") }
        sdl.setWindowMinimumSize(window, 320, 240)
        return window
    }

    /// - Parameter screen: the SDL renderer that shows the window's texture.
    private func loop(
        _ sdl: SDLLibrary, window: SDLLibrary.Handle, screen: SDLLibrary.Handle, script: InputScript
    ) throws(LiveError) -> FrameTimeReport {
        let start = sdl.windowSize(window)
        var session = PlaySession(
            scene: scene, options: options,
            size: Size(width: Float(start.width), height: Float(start.height)), at: 0)
        var output = StreamingTexture(sdl: sdl, screen: screen)
        defer { output.release() }
        let rasterizer = ParallelRenderer.perCore()
        var clock = LiveClock(maximumStep: Self.maximumStep)
        clock.tick(wallTime: sdl.seconds())
        var pacer = FramePacer(period: Self.framePeriod, now: sdl.seconds())
        var shownScene = scene
        var steps = script.steps[...]
        let drawsEveryFrame = options.frames != nil || options.script != nil
        var drawn = 0
        var report = FrameTimeReport()
        var previousFrameStart: Double?

        while !session.wantsQuit, drawn < options.frames ?? Int.max {
            let frameStart = sdl.seconds()
            let time = clock.tick(wallTime: frameStart)
            var hadEvents = false
            while let event = sdl.nextEvent() {
                hadEvents = true  // any event may change the picture: hover, expose, resize
                if let input = Self.input(from: event) { session.handle(input, at: time) }
            }
            while let step = steps.first, step.frame <= drawn {
                steps.removeFirst()
                try session.apply(step.action, at: time)
            }
            if session.sceneID != shownScene {
                shownScene = session.sceneID
                sdl.setWindowTitle(window, Self.title(shownScene))
            }

            // Points are the window's units (pointer positions use them); pixels are what the
            // screen shows. Their ratio is the HiDPI scale.
            let points = sdl.windowSize(window)
            let pixels = sdl.outputSize(screen) ?? points
            guard points.width > 0, points.height > 0, pixels.width > 0, pixels.height > 0 else {
                sdl.delay(16)  // minimised
                previousFrameStart = nil
                continue
            }
            let size = Size(width: Float(points.width), height: Float(points.height))
            // Nothing moves and nothing happened: show the last frame until something does.
            if !drawsEveryFrame && !hadEvents && !session.needsFrames(at: time) && size == session.size
                && (output.canvas.width, output.canvas.height) == (pixels.width, pixels.height)
            {
                sdl.waitForEvent(milliseconds: Self.idlePoll)
                previousFrameStart = nil  // a pause, not a slow frame
                continue
            }
            session.resize(to: size)
            try output.fit(width: pixels.width, height: pixels.height)

            var painter = Painter(size: size, scale: Float(pixels.width) / Float(points.width))
            session.draw(at: time, into: &painter)
            let rasterStart = sdl.seconds()
            rasterizer.render(painter, into: &output.canvas)
            let presentStart = sdl.seconds()
            output.show()
            let frameEnd = sdl.seconds()
            session.timings.record(
                compose: rasterStart - frameStart, raster: presentStart - rasterStart,
                present: frameEnd - presentStart)
            if options.reportsFrameTimes {
                report.record(
                    scene: rasterStart - frameStart, raster: presentStart - rasterStart,
                    present: frameEnd - presentStart,
                    interval: previousFrameStart.map { frameStart - $0 },
                    liveCount: session.liveCount, width: pixels.width, height: pixels.height)
            }
            previousFrameStart = frameStart
            drawn += 1

            let pause = pacer.pause(now: frameEnd)
            if pause >= 0.001 { sdl.delay(UInt32(pause * 1000)) }
        }
        return report
    }

    static func title(_ scene: LiveScene) -> String { "Pyro - \(scene.title)" }

    /// The session input an SDL event stands for, if any.
    static func input(from event: SDLEvent) -> InputEvent? {
        switch event.kind {
        case .quit?:
            return .quit
        case .pointerLeft?:
            return .pointerLeft
        case .keyDown(let keycode, let isRepeat)?:
            guard !isRepeat else { return nil }
            return key(keycode).map { .key($0) }
        case .mouseMotion(let x, let y)?:
            return .pointerMoved(Vector2(Float(x), Float(y)))
        case .mouseButton(let button, let isDown, let x, let y)?:
            guard button == SDLConstant.buttonLeft else { return nil }
            let p = Vector2(Float(x), Float(y))
            return isDown ? .pointerDown(p) : .pointerUp(p)
        case .resized?, nil:
            return nil
        }
    }

    /// The key an SDL keycode stands for: printable keys are their ASCII code.
    static func key(_ keycode: Int32) -> Key? {
        switch keycode {
        case SDLConstant.keyReturn, SDLConstant.keyKeypadEnter: return .enter
        case SDLConstant.keyEscape: return .escape
        case 32...126: return .character(Character(Unicode.Scalar(UInt8(keycode))))
        default: return nil
        }
    }
}
