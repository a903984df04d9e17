import PyroCore

/// How `pyro play` runs: in a window, or headless for a fixed number of frames.
package struct LiveOptions: Sendable {
    /// Seed for every effect; the same seed and input give the same frames.
    package var seed: UInt64 = 1
    /// Start with Reduce Motion on (M toggles it).
    package var reduceMotion = false
    /// Start with the fps and particle-count overlay shown (F toggles it).
    package var showStats = false
    /// Keep every frame's timing and return them when the run ends (`pyro play --stats` prints
    /// the summary). Headless, this also rasterizes every frame rather than only the last, so
    /// the times include drawing.
    package var reportsFrameTimes = false
    /// Preset configurations that replace the defaults in the scenes that play them, as
    /// `pyro play --set` makes them; presets not listed keep their own.
    package var configurations: [Preset: PresetConfiguration] = [:]
    /// The catalog preset the catalog scene opens on (nil: the first), as `pyro play fire` asks.
    package var catalogStart: Preset?
    /// An effect file to show instead of the scene's preset (`pyro play FILE.json`), with the
    /// first reading of it; number keys still switch to the built-in scenes.
    package var file: (file: LiveEffectFile, first: LiveEffect)?
    /// Window (or headless canvas) width, in points.
    package var width = 800
    /// Window (or headless canvas) height, in points.
    package var height = 600

    /// Frames to play: headless, nil plays until the script ends; in a window, the window
    /// closes after this many frames (nil: when the person closes it).
    package var frames: Int?
    /// Headless: where `LivePlayer.run` writes the last frame, as a binary PPM (`P6`, `*.ppm`).
    package var screenshot: String?
    /// Scripted input (see `LivePlayer.scriptHelp`), one script frame per frame drawn; in a
    /// window every frame is then drawn, even when nothing moves, so the script keeps time.
    package var script: String?
    /// Headless: pixels per point, as on a HiDPI screen.
    package var scale: Float = 1
    /// Headless: frames per second of scripted time.
    package var frameRate: Double = 60

    package init() {}

    /// True when no window is opened: a screenshot was asked for.
    package var isHeadless: Bool { screenshot != nil }
}
