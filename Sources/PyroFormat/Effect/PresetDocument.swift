import PyroCore

/// An effect file that names a built-in preset instead of describing emitters: for presets whose
/// behaviour goes beyond `EffectDefinition` (the fuse's drawn path and burning stroke, the
/// keyframe bursts' shape at the origin, confetti's "showing again while shown changes nothing").
///
/// It holds what `pyro render <preset>` takes: the preset's `--set` parameters, when and where it
/// fires, the fuse's path, and optionally how it is shown.
public struct PresetDocument: Equatable, Sendable {
    /// The preset.
    public var preset: Preset
    /// Its parameters (`--set`), as the file gives them over the preset's defaults.
    public var configuration: PresetConfiguration
    /// When and where it fires; places are canvas points (nil: the preset's default schedule).
    public var firings: [Firing]?
    /// The fuse's drawn path, in canvas points (nil: `FuseFirework.samplePath`).
    public var fusePath: [Vector2]?
    /// When the fuse is lit, in seconds.
    public var lightTime: Double
    /// How the canvas looks beneath the particles (nil: the preset's).
    public var background: Background?
    /// Seconds of a complete animation (nil: the preset's).
    public var duration: Double?
    /// The moment a still shows, in seconds (nil: the preset's).
    public var tellingMoment: Double?
    /// The canvas, in points (nil: 800 x 600).
    public var canvasSize: Size?

    /// The preset with `configuration` (its defaults when nil), shown as the preset shows itself.
    public init(preset: Preset, configuration: PresetConfiguration? = nil) {
        self.preset = preset
        self.configuration = configuration ?? preset.defaultConfiguration
        firings = nil
        fusePath = nil
        lightTime = 0
    }

    /// The schedule on a canvas of `size` points: the preset's default with the file's firings,
    /// path and light time in place of its parts. A configured `origin` replaces the default
    /// schedule's own points (particle-burst's two) with one firing from it, as
    /// `pyro render particle-burst --set origin=...` does.
    public func schedule(canvasSize size: Size) -> Preset.Schedule {
        var schedule = preset.defaultSchedule(canvasSize: size)
        // Points are compared, not `PresetValue`s: their `==` compares strings too, which would
        // pull Unicode tables into the web build.
        if firings == nil, !schedule.origins.isEmpty, case .unitPoint(let origin)? = configuration.value(of: "origin"),
            case .unitPoint(let standard)? = preset.defaultConfiguration.value(of: "origin"), origin != standard
        {
            schedule = Preset.Schedule()
        }
        if let firings {
            schedule.fireTimes = firings.map { $0.time }
            schedule.origins = firings.compactMap { $0.place?.resolved(in: size) }
        }
        if let fusePath { schedule.fusePath = fusePath }
        schedule.lightTime = lightTime
        return schedule
    }
}
