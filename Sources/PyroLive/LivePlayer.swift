/// `pyro play`: the seeds' interactive demos in a window, or headless for checks and
/// screenshots.
public enum LivePlayer {
    /// Plays `scene` until the window closes (Esc), or, when `options.isHeadless`, renders the
    /// requested frames without a window and writes the last one to `options.screenshot`.
    ///
    /// - Throws: `LiveError`; its `exitCode` is what the command should exit with: 69 when SDL2
    ///   or a display is missing (the message says what to install), 64 for bad options or
    ///   scripts, 73 when the screenshot cannot be written, 70 when SDL fails later.
    public static func run(scene: LiveScene, options: LiveOptions) throws(LiveError) {
        if options.isHeadless {
            let result = try HeadlessRunner(scene: scene, options: options).run()
            if let path = options.screenshot { try PPMWriter.write(result.frame, to: path) }
        } else {
            try WindowRunner(scene: scene, options: options).run()
        }
    }

    /// The keys every scene understands, for `pyro play --help`.
    public static let keysHelp = """
        1-6     switch scene (fuse, burst, stars, hearts, confetti, celebrate)
        M       toggle Reduce Motion
        F       show frames per second and the live particle count
        Esc     quit
        Enter   light the fuse (fuse)     R  draw again (fuse)     C  confetti (confetti)
        """

    /// The input-script language of `--script`, for `pyro play --help`.
    public static let scriptHelp = """
        Commands separated by ';' or new lines, run in order at the frame rate (60 fps):
          wait S             let S seconds pass
          click X,Y          press and release at X,Y points (two frames)
          click NAME         the same on a button: light, again (fuse), confetti, celebrate
          drag X,Y X,Y ...   press at the first point, move through the rest (12 points a
                             frame at most), release at the last
          move X,Y           move the pointer
          key K              enter, escape, space or one character (m, f, r, c, 1-6)
        Example: drag 100,300 400,250 600,320; click light; wait 3
        """
}
