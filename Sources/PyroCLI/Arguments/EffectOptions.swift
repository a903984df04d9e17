import PyroCore

/// The options every effect-driving command shares (`inspect`, `render`, `soak`): which preset,
/// its parameters, seed and canvas, when it fires and from where.
struct EffectOptions {
    var preset: Preset
    /// The preset's configuration after `--set`.
    var configuration: PresetConfiguration
    var seed: UInt64 = 1
    var size = Size(width: 800, height: 600)
    /// Times, in seconds, at which the effect's on-demand action fires (nil: the preset's
    /// default schedule).
    var fireTimes: [Double]?
    /// Where bursts start, in canvas points: the n-th firing uses the n-th point, and the last
    /// point serves the rest (nil: the preset's default schedule).
    var origins: [Vector2]?
    var reduceMotion = false
    /// The fuse's drawn path, in canvas points (nil: `FuseFirework.samplePath`).
    var path: [Vector2]?
    /// When the fuse is lit, in seconds.
    var lightTime: Double = 0
    /// True when `--set origin=...` moved the preset's own origin.
    var originIsConfigured = false

    /// The flags these options read, as commands declare them.
    static let flags: [Flag] = [
        Flag("set", value: "NAME=VALUE", repeats: true,
             "change a preset parameter; repeat for more (pyro list --params <preset>)"),
        Flag("seed", value: "N", "random seed, 0...2^64-1 (default 1)"),
        Flag("size", value: "WxH", "canvas in points, sides 1...16384 (default 800x600)"),
        Flag("fire-at", value: "T[,T...]", "when the effect fires, in seconds (default 0); not fuse-firework"),
        Flag("origin", value: "X,Y[;X,Y]", "where bursts start, in points: one per --fire-at time at most\n"
             + "(default: the preset's); particle-burst, star-burst, floating-hearts, confetti-burst, sparks, splash"),
        Flag("reduce-motion", "the Reduce Motion form"),
        Flag("path", value: "\"X,Y;X,Y;...\"", "fuse-firework: the drawn path (default: a built-in curve)"),
        Flag("path-file", value: "FILE", "fuse-firework: the drawn path, one x,y a line"),
        Flag("light-at", value: "T", "fuse-firework: when the fuse is lit, in seconds (default 0)"),
    ]

    /// Presets whose firing takes a point (`Effect.trigger(at:origin:)` uses it).
    static let presetsWithOrigins: [Preset] = [.particleBurst, .starBurst, .floatingHearts, .confettiBurst, .sparks, .splash]

    init(preset: Preset) {
        self.preset = preset
        configuration = preset.defaultConfiguration
    }

    /// Reads the shared flags from `args`; the preset comes from the first positional.
    ///
    /// - Throws: `UsageError`, or `CommandFailure` (`.dataError`) for a path file with a bad line.
    init(_ args: ArgumentList) throws {
        let command = args.spec.name
        let presets = Preset.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = args.positionals.first else {
            throw UsageError("pyro \(command): name a preset (\(presets))")
        }
        guard let preset = Preset(rawValue: name) else {
            throw UsageError("pyro \(command): unknown preset '\(name)'; presets: \(presets)")
        }
        try args.expectPositionals(atMost: 1)
        self.init(preset: preset)
        configuration = try ParameterText.configuration(preset, settings: args.allValues("set"))
        originIsConfigured = configuration.value(of: "origin") != preset.defaultConfiguration.value(of: "origin")
        if let v = args.value("seed") { seed = try ValueParsers.seed(v) }
        if let v = args.value("size") { size = try ValueParsers.size(v) }
        reduceMotion = args.has("reduce-motion")
        if preset == .fuseFirework {
            for flag in ["fire-at", "origin"] where args.gave(flag) {
                throw UsageError("--\(flag): fuse-firework fires where its drawn path begins, when the fuse "
                    + "burns down; use --path and --light-at")
            }
        } else {
            for flag in ["path", "path-file", "light-at"] where args.gave(flag) {
                throw UsageError("--\(flag): only fuse-firework has a fuse; \(preset.rawValue) does not")
            }
        }
        if let v = args.value("fire-at") { fireTimes = try ValueParsers.times(v, flag: "fire-at") }
        if let v = args.value("origin") {
            guard Self.presetsWithOrigins.contains(preset) else {
                throw UsageError("--origin: \(preset.rawValue) does not start from a point; presets that do: "
                    + Self.presetsWithOrigins.map(\.rawValue).joined(separator: ", "))
            }
            let points = try ValueParsers.path(v, flag: "origin")
            let firings = (fireTimes ?? preset.defaultSchedule(canvasSize: size).fireTimes).count
            guard points.count <= firings else {
                throw UsageError("--origin: \(points.count) points for \(firings) firing"
                    + (firings == 1 ? "" : "s") + "; give one point per --fire-at time at most")
            }
            origins = points
        }
        if let v = args.value("path") { path = try ValueParsers.path(v) }
        if let v = args.value("path-file") {
            guard path == nil else { throw UsageError("--path-file: give either --path or --path-file, not both") }
            path = try PathFile.read(v)
        }
        if let v = args.value("light-at") { lightTime = try ValueParsers.number(v, flag: "light-at", in: 0...86_400) }
    }

    /// The preset's default schedule with what the flags give in place of its parts. A
    /// configured `origin` (`--set origin=X,Y`) replaces the default schedule's own points.
    var schedule: Preset.Schedule {
        var schedule = preset.defaultSchedule(canvasSize: size)
        if originIsConfigured && origins == nil {
            schedule.origins = []
            if fireTimes == nil { schedule.fireTimes = [0] }
        }
        if let fireTimes {
            schedule.fireTimes = fireTimes
            schedule.origins = []
        }
        if let origins { schedule.origins = origins }
        if let path { schedule.fusePath = path }
        schedule.lightTime = lightTime
        return schedule
    }

    /// When the last firing happens (the fuse: when it is lit), in seconds.
    var lastFiring: Double { preset == .fuseFirework ? lightTime : schedule.fireTimes.max() ?? 0 }

    /// The effect, configured, with its schedule applied.
    func makeEffect() throws(UsageError) -> PresetEffect {
        do {
            return try configuration.makeEffect(seed: seed, canvasSize: size, schedule: schedule)
        } catch {
            throw UsageError("--path: \(error.description)")
        }
    }
}
