import PyroRaster

/// `pyro play`: the seeds' interactive demos in a window, or headless for checks and
/// screenshots.
package enum LivePlayer {
    /// Plays `scene` until the window closes (Esc, or after `options.frames` frames), or, when
    /// `options.isHeadless`, renders the requested frames without a window and writes the last
    /// one to `options.screenshot` as a binary PPM (the name must end in `.ppm`).
    ///
    /// - Returns: every frame's timing when `options.reportsFrameTimes` asked for it (else an
    ///   empty report).
    /// - Throws: `LiveError`; its `exitCode` is what the command should exit with: 69 when SDL2
    ///   or a display is missing (the message says what to install), 64 for bad options or
    ///   scripts, 73 when the screenshot cannot be written, 70 when SDL fails later.
    @discardableResult
    package static func run(scene: LiveScene, options: LiveOptions) throws(LiveError) -> FrameTimeReport {
        guard options.isHeadless else { return try WindowRunner(scene: scene, options: options).run() }
        if let path = options.screenshot, !path.lowercased().hasSuffix(".ppm") {
            // Image codecs live outside PyroLive: callers wanting PNG use `render` and encode.
            throw LiveError(
                .invalidInput,
                "screenshots from LivePlayer.run are PPM; name the file *.ppm "
                    + "(or use LivePlayer.render and encode the canvas): \(path)")
        }
        let played = try render(scene: scene, options: options)
        if let path = options.screenshot { try PPMWriter.write(played.frame, to: path) }
        return played.frameTimes
    }

    /// Plays `scene` headless (the frame count, script, size and scale of `options`; its
    /// screenshot path is ignored) and returns the last frame, for callers that encode it
    /// themselves, for example as PNG, with every frame's timing when
    /// `options.reportsFrameTimes` asked for it.
    ///
    /// - Throws: `LiveError` with exit code 64 for bad options or scripts.
    package static func render(scene: LiveScene, options: LiveOptions) throws(LiveError)
        -> (frame: PixelCanvas, frameTimes: FrameTimeReport)
    {
        let result = try HeadlessRunner(scene: scene, options: options).run()
        return (result.frame, result.frameTimes)
    }

    /// Checks an input script (see `scriptHelp`) without playing it, so a caller can refuse a bad
    /// one before opening anything.
    ///
    /// - Throws: `LiveError` of kind `.invalidInput` naming the bad command.
    package static func checkScript(_ text: String) throws(LiveError) {
        _ = try InputScript(text, frameRate: LiveOptions().frameRate)
    }

    /// The keys every scene understands, for `pyro play --help`.
    package static let keysHelp = """
        1-8     switch scene (fuse, burst, stars, hearts, confetti, celebrate, fountain, catalog)
        M       toggle Reduce Motion
        F       show frames per second, live particles and where frame time goes
        H       show these keys in the window
        Esc     quit
        Enter   light the fuse (fuse)     R  draw again (fuse)     C  confetti (confetti)
        N, P    next, previous effect (catalog; Space and the Next button also go on)
        """

    /// The input-script language of `--script`, for `pyro play --help`.
    package static let scriptHelp = """
        Commands separated by ';' or new lines, run in order at the frame rate (60 fps):
          wait S             let S seconds pass
          click X,Y          press and release at X,Y points (two frames)
          click NAME         the same on a button: light, again (fuse), confetti, celebrate,
                             next (catalog)
          drag X,Y X,Y ...   press at the first point, move through the rest (12 points a
                             frame at most), release at the last
          move X,Y           move the pointer
          key K              enter, escape, space or one character (m, f, h, r, c, n, p, 1-8)
        Example: drag 100,300 400,250 600,320; click light; wait 3
        """
}
