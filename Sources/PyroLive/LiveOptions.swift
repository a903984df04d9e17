import PyroCore

/// How `pyro play` runs: in a window, or headless for a fixed number of frames.
public struct LiveOptions: Sendable {
    /// Seed for every effect; the same seed and input give the same frames.
    public var seed: UInt64 = 1
    /// Start with Reduce Motion on (M toggles it).
    public var reduceMotion = false
    /// Start with the fps and particle-count overlay shown (F toggles it).
    public var showStats = false
    /// Keep every frame's timing and return them when the run ends (`pyro play --stats` prints
    /// the summary). Headless, this also rasterizes every frame rather than only the last, so
    /// the times include drawing.
    public var reportsFrameTimes = false
    /// Preset configurations that replace the defaults in the scenes that play them, as
    /// `pyro play --set` makes them; presets not listed keep their own.
    public var configurations: [Preset: PresetConfiguration] = [:]
    /// The catalog preset the catalog scene opens on (nil: the first), as `pyro play fire` asks.
    public var catalogStart: Preset?
    /// An effect file to show instead of the scene's preset (`pyro play FILE.json`), with the
    /// first reading of it; number keys still switch to the built-in scenes.
    public var file: (file: LiveEffectFile, first: LiveEffect)?
    /// Window (or headless canvas) width, in points.
    public var width = 800
    /// Window (or headless canvas) height, in points.
    public var height = 600

    /// Frames to play: headless, nil plays until the script ends; in a window, the window
    /// closes after this many frames (nil: when the person closes it).
    public var frames: Int?
    /// Headless: where `LivePlayer.run` writes the last frame, as a binary PPM (`P6`, `*.ppm`).
    public var screenshot: String?
    /// Scripted input (see `LivePlayer.scriptHelp`), one script frame per frame drawn; in a
    /// window every frame is then drawn, even when nothing moves, so the script keeps time.
    public var script: String?
    /// Headless: pixels per point, as on a HiDPI screen.
    public var scale: Float = 1
    /// Headless: frames per second of scripted time.
    public var frameRate: Double = 60

    public init() {}

    /// True when no window is opened: a screenshot was asked for.
    public var isHeadless: Bool { screenshot != nil }
}
