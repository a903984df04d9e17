import Foundation
import PyroCodecs
import PyroCore
import PyroFormat
import PyroLive
import PyroRaster

/// `pyro play`: the seeds' interactive demos in a window, or headless for checks and pictures.
enum PlayCommand {
    static let spec = CommandSpec(
        name: "play",
        summary: "an effect's interactive demo in a window (or headless, for screenshots)",
        usage: [
            "pyro play <scene or preset> [--seed N] [--size WxH] [--reduce-motion] [--stats] [--frames N] [--script TEXT]",
            "pyro play FILE.json [options]   (reloads the file when it changes, keeping the clock)",
            "pyro play <scene or preset> --screenshot FILE [--frames N] [--script TEXT] [--scale K]",
        ],
        description: """
            Opens a window (SDL2; Debian: apt-get install libsdl2-2.0-0) that plays a scene; without
            SDL2 or a display it says what to install and exits 69. A scene is named by its name,
            its number, or the preset it shows (pyro play confetti-burst is the celebrate scene; pyro
            play smoke opens the catalog scene on smoke).

            SCENES:
            \(LiveScene.allCases.map { scene in
                "  \(scene.number) \(scene.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) "
                    + "\((scene == .catalog ? "fire..." : scene.preset.rawValue).padding(toLength: 16, withPad: " ", startingAt: 0)) "
                    + scene.summary
            }.joined(separator: "\n"))

            KEYS:
            \(LivePlayer.keysHelp.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

            --screenshot FILE plays headless (no SDL needed) at 60 frames a second of scripted time
            and writes the last frame.

            --stats prints, when the window closes, every frame's timing: the median, 99th
            percentile and worst of the work per frame, of each of its stages (scene, raster,
            present) and of the interval between frames, with a histogram. With --frames N the
            window closes by itself after N frames; a --script plays one step a frame in the
            window too. Headless (--screenshot), --stats rasterizes every frame and times that.
            For example, the window's frame times for a 100,000-particle burst:
              pyro play burst --set count=100000 --script "click 400,300" --frames 120 --stats
            """,
        flags: [
            Flag("seed", value: "N", "random seed, 0...2^64-1 (default 1)"),
            Flag("size", value: "WxH", "window in points, sides 64...8192 (default 800x600)"),
            Flag(
                "set", value: "NAME=VALUE", repeats: true,
                "change a parameter of the scene's preset; repeat for more (pyro list --params <preset>)"),
            Flag("reduce-motion", "start with Reduce Motion on (M toggles it)"),
            Flag("stats", "show the fps and particle overlay (F toggles it); print frame times at the end"),
            Flag("screenshot", value: "FILE", "play headless and write the last frame: .png or .ppm"),
            Flag("frames", value: "N", "frames to play, 1...1000000, then close (headless default: the script's)"),
            Flag("script", value: "TEXT", "scripted input, one step a frame (below)"),
            Flag("scale", value: "K", "with --screenshot: pixels per point, 0.5...4 (default 1)"),
        ],
        epilogue: "SCRIPTS:\n" + LivePlayer.scriptHelp.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

    static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) throws {
        let args = try ArgumentList(arguments, spec: spec)
        let scenes = LiveScene.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = args.positionals.first else {
            throw UsageError("pyro play: name a scene (\(scenes)) or a preset (pyro list)")
        }
        // Every flag is checked before any font is loaded (the file's text, the catalog's emoji).
        var fileDocument: EffectDocument?
        if EffectFile.isFile(name) {
            fileDocument = try EffectFile.read(name, drawingText: false)
            if args.gave("set") { throw UsageError("--set: \(name) is an effect file; change its values in the file") }
        }
        let filePreset: Preset? = if case .preset(let p)? = fileDocument { p.preset } else { nil }
        guard
            let scene = fileDocument != nil
                ? (filePreset.flatMap(LiveScene.init(preset:)) ?? .burst) : LiveScene(name: name)
        else {
            let names = LiveScene.allCases.map(\.rawValue) + Preset.allCases.map(\.rawValue)
            if let hint = Suggestion.didYouMean(name, among: names) {
                throw UsageError("pyro play: unknown scene '\(name)'; \(hint) (pyro help play lists the scenes)")
            }
            throw UsageError(
                "pyro play: unknown scene '\(name)'; scenes: \(scenes), or their numbers, "
                    + "or the presets they show: "
                    + Preset.allCases.filter { LiveScene(preset: $0) != nil }.map(\.rawValue).joined(separator: ", "))
        }
        try args.expectPositionals(atMost: 1)
        var options = LiveOptions()
        let settings = args.allValues("set")
        // `pyro play smoke` opens the catalog on smoke.
        let shown = Preset(rawValue: name).flatMap { scene.presets.contains($0) ? $0 : nil } ?? scene.preset
        if scene == .catalog { options.catalogStart = shown }
        if !settings.isEmpty {
            options.configurations[shown] = try ParameterText.configuration(shown, settings: settings)
        }
        if let script = args.value("script") {
            do {
                try LivePlayer.checkScript(script)
            } catch let bad {
                throw UsageError("--script: \(bad.message)")
            }
        }
        if let path = args.value("screenshot") {
            let lowered = path.lowercased()
            guard lowered.hasSuffix(".png") || lowered.hasSuffix(".ppm") else {
                throw UsageError("--screenshot: '\(path)' must end in .png or .ppm, the formats play writes")
            }
            try AtomicFile.checkDestination(path, flag: "--screenshot")
        } else {
            if args.gave("scale") {
                throw UsageError("--scale: plays headless and needs --screenshot FILE to keep what it draws")
            }
        }
        if let document = fileDocument, !args.gave("size") {
            options.width = min(max(Int(document.canvasSize.width), 64), 8192)
            options.height = min(max(Int(document.canvasSize.height), 64), 8192)
        }
        if let v = args.value("seed") { options.seed = try ValueParsers.seed(v) }
        if let v = args.value("size") {
            let size = try ValueParsers.size(v)
            guard (64...8192).contains(size.width), (64...8192).contains(size.height) else {
                throw UsageError("--size: '\(v)' is outside the window's 64...8192 points a side")
            }
            options.width = Int(size.width)
            options.height = Int(size.height)
        }
        if let v = args.value("frames") {
            options.frames = try ValueParsers.integer(v, flag: "frames", in: 1...1_000_000)
        }
        if let v = args.value("scale") { options.scale = Float(try ValueParsers.number(v, flag: "scale", in: 0.5...4)) }
        options.script = args.value("script")
        options.screenshot = args.value("screenshot")
        options.reduceMotion = args.has("reduce-motion")
        options.showStats = args.has("stats")
        options.reportsFrameTimes = args.has("stats")
        if scene == .catalog { try drawText(of: shown, into: &options) }
        if fileDocument != nil {
            options.file = (Self.watch(name), Self.liveEffect(try EffectFile.read(name)))
        }
        let frameTimes: FrameTimeReport
        do {
            if let path = options.screenshot, !path.lowercased().hasSuffix(".ppm") {
                // PNG through PyroCodecs; LivePlayer itself writes only PPM.
                let file = try AtomicFile(path: path, flag: "--screenshot")
                let played = try LivePlayer.render(scene: scene, options: options)
                let canvas = played.frame
                guard
                    let image = RGBAImage(
                        width: canvas.width, height: canvas.height,
                        pixels: canvas.unpremultipliedRGBA())
                else {
                    throw CommandFailure(.software, "pyro play: internal error: frame size mismatch")
                }
                try file.write(PNGEncoder.encode(image))
                frameTimes = played.frameTimes
            } else {
                frameTimes = try LivePlayer.run(scene: scene, options: options)
            }
        } catch let live as LiveError {
            guard let status = ExitStatus(rawValue: live.exitCode), status != .usage else {
                throw UsageError("pyro play: \(live.message)")
            }
            throw CommandFailure(status, "pyro play: \(live.message)")
        }
        if options.reportsFrameTimes {
            for line in frameTimes.lines { print(line) }
        }
    }

    /// Draws the text of the catalog's presets whose pictures are text (emoji) into
    /// `options.configurations`, since PyroLive reads no fonts. Without FreeType or the font the
    /// catalog leaves such a preset out and says so, unless it is the one asked for (`shown`):
    /// then nothing opens.
    ///
    /// - Throws: `CommandFailure` (69 without FreeType or the font) when `shown` cannot be drawn.
    static func drawText(of shown: Preset, into options: inout LiveOptions) throws(CommandFailure) {
        let drawer = TextDrawer()
        for preset in Preset.catalog {
            guard case .defined(let d) = options.configurations[preset] ?? preset.defaultConfiguration,
                d.hasUndrawnText
            else { continue }
            do throws(CommandFailure) {
                options.configurations[preset] = .defined(try drawer.drawing(d, effect: preset.rawValue))
            } catch {
                if preset == shown { throw error }
                PyroCommand.writeError("pyro play: \(error.message); the catalog leaves \(preset.rawValue) out")
            }
        }
    }

    /// How the window builds `document`'s effect: its own firings (or, for a preset, its
    /// schedule) moved to start when the scene opens.
    static func liveEffect(_ document: EffectDocument) -> LiveEffect {
        LiveEffect(background: document.background) { seed, size, offset in
            switch document {
            case .definition(let d):
                var effect = DefinedEffect(d, seed: seed, canvasSize: size)
                for f in d.firings { effect.trigger(at: f.time + offset, origin: f.place?.resolved(in: size)) }
                return .defined(effect)
            case .preset(let p):
                var schedule = p.schedule(canvasSize: size)
                schedule.fireTimes = schedule.fireTimes.map { $0 + offset }
                schedule.lightTime += offset
                return (try? p.configuration.makeEffect(seed: seed, canvasSize: size, schedule: schedule))
                    ?? p.configuration.makeEffect(seed: seed, canvasSize: size)
            }
        }
    }

    /// The file at `path`, read again whenever its modification time or size changes; a
    /// reading that fails prints its one-line error and keeps the last good effect.
    static func watch(_ path: String) -> LiveEffectFile {
        LiveEffectFile(
            name: (path as NSString).lastPathComponent,
            load: {
                do throws(CommandFailure) {
                    let document = try EffectFile.read(path)
                    PyroCommand.writeError("pyro play: reloaded \(path)")
                    return liveEffect(document)
                } catch {
                    PyroCommand.writeError("pyro play: \(error.message) (keeping the last good effect)")
                    return nil
                }
            },
            stamp: {
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                    let date = attributes[.modificationDate] as? Date
                else { return nil }
                let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                return Int(date.timeIntervalSince1970 * 1000) &* 31 &+ size
            })
    }
}
