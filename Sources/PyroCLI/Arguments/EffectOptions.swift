import PyroCore
import PyroFormat

/// The options every effect-driving command shares (`inspect`, `render`, `soak`): which preset or
/// effect file, its parameters, seed and canvas, when it fires and from where.
///
/// A file that names a preset (`{"preset": ...}`) reads as that preset with the file's
/// parameters, firings and fuse under whatever the flags give; a file with emitters is a
/// definition, whose firings `--fire-at` and `--origin` replace.
struct EffectOptions {
    /// The preset, or nil for an effect file with its own emitters (`definition`).
    var preset: Preset?
    /// The preset's configuration after the file's parameters and `--set`.
    var configuration: PresetConfiguration?
    /// The effect file as read, when one was named.
    var document: EffectDocument?
    /// The effect file's name as given.
    var fileName: String?
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
    /// The flag that gave the firing times (`--fire-at`, or `--light-at` for the fuse), for
    /// messages; nil when they are the preset's or the file's own.
    var firingFlag: String?
    /// `lastMoment` as the preset or file gives it, before any flag.
    private var ownLastMoment = 0.0

    /// The flags these options read, as commands declare them.
    static let flags: [Flag] = [
        Flag(
            "set", value: "NAME=VALUE", repeats: true,
            "change a preset parameter; repeat for more (pyro list --params <preset>)"),
        Flag("seed", value: "N", "random seed, 0...2^64-1 (default 1)"),
        Flag("size", value: "WxH", "canvas in points, sides 1...16384 (default 800x600)"),
        Flag("fire-at", value: "T[,T...]", "when the effect fires, in seconds (default 0); not fuse-firework"),
        Flag(
            "origin", value: "X,Y[;X,Y]",
            "where bursts start, in points: one per --fire-at time at most\n"
                + "(default: the preset's); particle-burst, star-burst, floating-hearts, confetti-burst, sparks, splash"
        ),
        Flag("reduce-motion", "the Reduce Motion form"),
        Flag("path", value: "\"X,Y;X,Y;...\"", "fuse-firework: the drawn path (default: a built-in curve)"),
        Flag("path-file", value: "FILE", "fuse-firework: the drawn path, one x,y a line"),
        Flag("light-at", value: "T", "fuse-firework: when the fuse is lit, in seconds (default 0)"),
    ]

    /// Presets whose firing takes a point (`Effect.trigger(at:origin:)` uses it).
    static let presetsWithOrigins: [Preset] = [
        .particleBurst, .starBurst, .floatingHearts, .confettiBurst, .sparks, .splash,
    ]

    init(preset: Preset) {
        self.preset = preset
        configuration = preset.defaultConfiguration
    }

    /// The effect's name for messages: the preset's, or the file's.
    var name: String { fileName ?? preset?.rawValue ?? "effect" }

    /// The definition, when the effect is a file with emitters.
    var definition: EffectDefinition? {
        if case .definition(let d)? = document { return d }
        return nil
    }

    /// Seconds of a complete animation: the preset's or file's own length, moved on by as much
    /// as the flags move its last moment (a later `--fire-at` or `--light-at`, a slower fuse), so
    /// that the last firing's particles are seen to their end.
    var defaultDuration: Double {
        let own = document?.duration ?? preset?.defaultDuration ?? 3
        return max(own + max(lastMoment, 0) - max(ownLastMoment, 0), 0.001)
    }
    /// The still's moment, as the preset or file says.
    var tellingMoment: Double { document?.tellingMoment ?? preset?.tellingMoment ?? 1 }
    /// The background, as the preset or file says.
    var defaultBackground: Background { document?.background ?? preset?.defaultBackground ?? .solid(.black) }

    /// Reads the shared flags from `args`; the preset comes from the first positional.
    ///
    /// - Throws: `UsageError`, or `CommandFailure` (`.dataError`) for a path file with a bad line.
    init(_ args: ArgumentList) throws {
        let command = args.spec.name
        guard let name = args.positionals.first else {
            throw UsageError("pyro \(command): name a preset (\(PresetName.all)) or an effect file (FILE.json)")
        }
        try args.expectPositionals(atMost: 1)
        if EffectFile.isFile(name) {
            // Text is drawn by makeEffect(), once every flag has been checked.
            let document = try EffectFile.read(name, drawingText: false)
            switch document {
            case .preset(let p):
                self.init(preset: p.preset)
                configuration = p.configuration
                if let firings = p.firings {
                    fireTimes = firings.map(\.time)
                    let points = firings.compactMap {
                        $0.place?.resolved(in: p.canvasSize ?? EffectDocument.exportCanvas)
                    }
                    if !points.isEmpty { origins = points }
                }
                path = p.fusePath
                lightTime = p.lightTime
            case .definition:
                self.init(definitionFile: name)
            }
            self.document = document
            fileName = name
            size = document.canvasSize
        } else {
            self.init(preset: try PresetName.preset(name, context: "pyro \(command)", filesToo: true))
        }
        ownLastMoment = lastMoment
        try readFlags(args)
        firingFlag = args.gave("fire-at") ? "--fire-at" : args.gave("light-at") ? "--light-at" : nil
    }

    /// Options for an effect file with its own emitters.
    private init(definitionFile name: String) {
        preset = nil
        configuration = nil
        fileName = name
    }

    /// Reads every flag but the effect's name.
    private mutating func readFlags(_ args: ArgumentList) throws {
        if let preset {
            let start = configuration ?? preset.defaultConfiguration
            configuration = try ParameterText.configuration(
                preset, settings: args.allValues("set"), startingFrom: start)
            originIsConfigured = configuration?.value(of: "origin") != preset.defaultConfiguration.value(of: "origin")
        } else if args.gave("set") {
            throw UsageError("--set: \(name) is an effect file with its own emitters; change its values in the file")
        }
        if let v = args.value("seed") { seed = try ValueParsers.seed(v) }
        if let v = args.value("size") { size = try ValueParsers.size(v) }
        reduceMotion = args.has("reduce-motion")
        if preset == .fuseFirework {
            for flag in ["fire-at", "origin"] where args.gave(flag) {
                throw UsageError(
                    "--\(flag): fuse-firework fires where its drawn path begins, when the fuse "
                        + "burns down; use --path and --light-at")
            }
        } else {
            for flag in ["path", "path-file", "light-at"] where args.gave(flag) {
                throw UsageError("--\(flag): only fuse-firework has a fuse; \(name) does not")
            }
        }
        if let v = args.value("fire-at") {
            fireTimes = try ValueParsers.times(v, flag: "fire-at")
            if args.value("origin") == nil { origins = nil }
        }
        if let v = args.value("origin") {
            if let preset {
                guard Self.presetsWithOrigins.contains(preset) else {
                    throw UsageError(
                        "--origin: \(preset.rawValue) does not start from a point; presets that do: "
                            + Self.presetsWithOrigins.map(\.rawValue).joined(separator: ", "))
                }
            } else if let definition,
                !definition.onTrigger.contains(where: { if case .burst = $0.kind { true } else { false } })
            {
                throw UsageError("--origin: \(name) fires no bursts, so it has no point to start from")
            }
            let points = try ValueParsers.path(v, flag: "origin")
            let firings =
                (fireTimes ?? definition?.firings.map(\.time)
                ?? preset.map { $0.defaultSchedule(canvasSize: size).fireTimes } ?? [0]).count
            guard points.count <= firings else {
                throw UsageError(
                    "--origin: \(points.count) points for \(firings) firing"
                        + (firings == 1 ? "" : "s") + "; give one point per --fire-at time at most")
            }
            origins = points
        }
        if let v = args.value("path") { path = try ValueParsers.path(v) }
        if let v = args.value("path-file") {
            guard !args.gave("path") else {
                throw UsageError("--path-file: give either --path or --path-file, not both")
            }
            path = try PathFile.read(v)
        }
        if let v = args.value("light-at") { lightTime = try ValueParsers.number(v, flag: "light-at", in: 0...86_400) }
    }

    /// The preset's default schedule with what the flags give in place of its parts. A
    /// configured `origin` (`--set origin=X,Y`) replaces the default schedule's own points
    /// (particle-burst's two); a schedule without points (a catalog preset's) keeps its times.
    var schedule: Preset.Schedule {
        var schedule = preset?.defaultSchedule(canvasSize: size) ?? Preset.Schedule()
        if originIsConfigured && origins == nil && !schedule.origins.isEmpty {
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

    /// When the last firing happens (the fuse: when it is lit; a definition: its last action),
    /// in seconds.
    var lastFiring: Double {
        if preset == .fuseFirework { return lightTime }
        if let definition {
            let delay = definition.onTrigger.map(\.delay).max() ?? 0
            return (firings?.map(\.time) ?? definition.firings.map(\.time)).max().map { $0 + max(delay, 0) } ?? 0
        }
        return schedule.fireTimes.max() ?? 0
    }

    /// When the last firing's particles start, in seconds: the last firing, and for the fuse the
    /// explosion at the end of its burning.
    var lastMoment: Double {
        guard preset == .fuseFirework else { return lastFiring }
        return lastFiring + ((try? makeEffect())?.fuseFirework?.burnDuration ?? 0)
    }

    /// The flag that gave the firings, with its times (`--fire-at 0,4`), for messages; nil when
    /// they are the preset's or the file's own.
    var firingsAsGiven: String? {
        switch firingFlag {
        case "--light-at"?: "--light-at \(ValueParsers.format(lightTime))"
        case let flag?: "\(flag) " + (fireTimes ?? []).map(ValueParsers.format).joined(separator: ",")
        case nil: nil
        }
    }

    /// When each firing happens, in seconds: the fuse is lit, a definition's firings act (after
    /// the shortest delay of what they do), a preset fires.
    var firingTimes: [Double] {
        if preset == .fuseFirework { return [lightTime] }
        if let definition {
            let delay = max(definition.onTrigger.map(\.delay).min() ?? 0, 0)
            return (firings?.map(\.time) ?? definition.firings.map(\.time)).map { $0 + delay }
        }
        return schedule.fireTimes
    }

    /// For a definition, the firings the flags give in place of the file's (nil: the file's):
    /// firing n at the n-th point, the last point serving the rest.
    var firings: [Firing]? {
        guard fireTimes != nil || origins != nil else { return nil }
        let times = fireTimes ?? definition?.firings.map(\.time) ?? [0]
        return times.enumerated().map { i, t in
            Firing(time: t, place: origins.flatMap { $0.isEmpty ? nil : .point($0[min(i, $0.count - 1)]) })
        }
    }

    /// The effect, configured, with its schedule applied and its text drawn.
    ///
    /// - Throws: `UsageError`, or `CommandFailure` when its text cannot be drawn (69 without
    ///   FreeType or the font, 65 otherwise).
    func makeEffect() throws -> PresetEffect {
        if case .definition? = document, var document {
            // Read again with its text drawn, so that a font it cannot use is named at its place in the file.
            if let fileName, EffectFile.hasUndrawnText(document) { document = try EffectFile.read(fileName) }
            do {
                return try document.makeEffect(seed: seed, canvasSize: size, firings: firings)
            } catch {
                throw UsageError("pyro: \(error.description)")
            }
        }
        var configuration = configuration ?? .fountain(Fountain.Configuration())
        if case .defined(let d) = configuration, d.hasUndrawnText {
            configuration = .defined(try TextDrawer().drawing(d, effect: name))
        }
        do {
            return try configuration.makeEffect(seed: seed, canvasSize: size, schedule: schedule)
        } catch {
            throw UsageError("--path: \(error.description)")
        }
    }
}
