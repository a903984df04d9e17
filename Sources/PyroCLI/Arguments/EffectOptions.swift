import PyroCore

/// The options every effect-driving command shares (`inspect`, `render`): which preset, its
/// seed and canvas, when it fires and from where.
struct EffectOptions {
    var preset: Preset
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

    static let valueFlags = ["seed", "size", "fire-at", "origin", "path", "path-file", "light-at"]
    static let switchFlags = ["reduce-motion"]

    init(preset: Preset) {
        self.preset = preset
    }

    /// Reads the shared flags from `args`; the preset comes from the first positional.
    init(_ args: ArgumentList, command: String) throws(UsageError) {
        guard let name = args.positionals.first else {
            throw UsageError("pyro \(command): name a preset (\(Preset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard let preset = Preset(rawValue: name) else {
            throw UsageError("pyro \(command): unknown preset '\(name)'; presets: \(Preset.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard args.positionals.count == 1 else {
            throw UsageError("pyro \(command): unexpected argument '\(args.positionals[1])'")
        }
        self.init(preset: preset)
        if let v = args.value("seed") { seed = try ValueParsers.seed(v) }
        if let v = args.value("size") { size = try ValueParsers.size(v) }
        if let v = args.value("fire-at") { fireTimes = try ValueParsers.times(v, flag: "fire-at") }
        if let v = args.value("origin") { origins = try ValueParsers.path(v, flag: "origin") }
        reduceMotion = args.has("reduce-motion")
        if let v = args.value("path") {
            guard preset == .fuseFirework else { throw UsageError("--path: only fuse-firework has a path") }
            path = try ValueParsers.path(v)
        }
        if let v = args.value("path-file") {
            guard preset == .fuseFirework else { throw UsageError("--path-file: only fuse-firework has a path") }
            guard path == nil else { throw UsageError("--path-file: give either --path or --path-file, not both") }
            path = try PathFile.read(v)
        }
        if let v = args.value("light-at") {
            guard preset == .fuseFirework else { throw UsageError("--light-at: only fuse-firework is lit") }
            lightTime = try ValueParsers.times(v, flag: "light-at")[0]
        }
    }

    /// The effect with its triggers scheduled: the preset's default schedule, with what the
    /// flags give in place of its parts.
    func makeEffect() throws(UsageError) -> PresetEffect {
        var schedule = preset.defaultSchedule(canvasSize: size)
        if let fireTimes {
            schedule.fireTimes = fireTimes
            schedule.origins = []
        }
        if let origins { schedule.origins = origins }
        if let path { schedule.fusePath = path }
        schedule.lightTime = lightTime
        do {
            return try preset.makeEffect(seed: seed, canvasSize: size, schedule: schedule)
        } catch {
            throw UsageError("--path: \(error.description)")
        }
    }
}
