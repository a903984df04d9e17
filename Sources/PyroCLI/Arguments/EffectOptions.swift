import PyroCore

/// The options every effect-driving command shares (`inspect`, `render`): which preset, its
/// seed and canvas, when it fires and from where.
struct EffectOptions {
    var preset: Preset
    var seed: UInt64 = 1
    var size = Size(width: 800, height: 600)
    /// Times, in seconds, at which the effect's on-demand action fires (default: once at 0).
    var fireTimes: [Double] = [0]
    /// Where bursts start, in canvas points: the n-th firing uses the n-th point, and the last
    /// point serves the rest (empty: each preset's own origin).
    var origins: [Vector2] = []
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

    /// The effect with its triggers scheduled.
    func makeEffect() throws(UsageError) -> PresetEffect {
        var effect = preset.makeEffect(seed: seed, canvasSize: size)
        if preset == .fuseFirework {
            let points = path ?? FuseFirework.samplePath(canvasSize: size)
            let lightTime = lightTime
            do {
                try effect.withFuseFirework { (fuse) throws(FuseError) in
                    for p in points { fuse.addPoint(p) }
                    try fuse.light(at: lightTime)
                }
            } catch {
                throw UsageError("--path: \(error.description)")
            }
        } else {
            for (i, t) in fireTimes.enumerated() {
                effect.trigger(at: t, origin: origins.isEmpty ? nil : origins[min(i, origins.count - 1)])
            }
        }
        return effect
    }
}
