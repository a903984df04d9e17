import Foundation
import PyroCodecs
import PyroLive
import PyroRaster

/// `pyro play`: the seeds' interactive demos in a window, or headless for checks and pictures.
enum PlayCommand {
    static let help = """
        USAGE: pyro play <scene> [--seed N] [--size WxH] [--reduce-motion] [--stats]
               pyro play <scene> [--frames N] [--screenshot FILE] [--script TEXT] [--scale X]

        Scenes (number keys 1-6 switch between them):
        \(LiveScene.allCases.map { "  \($0.number) \($0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

        Keys:
        \(LivePlayer.keysHelp.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

        Without a display or SDL2 (Debian: apt-get install libsdl2-2.0-0), exits 69.
        --frames N or --screenshot FILE runs headless (no SDL needed) at 60 frames a second of
        scripted time and writes the last frame (PNG, or PPM for *.ppm). --script:
        \(LivePlayer.scriptHelp.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        """

    static func run(_ arguments: [String], output: (String) -> Void) throws(UsageError) {
        let args = try ArgumentList(arguments, command: "play",
                                    valueFlags: ["seed", "size", "frames", "screenshot", "script", "scale"],
                                    switchFlags: ["reduce-motion", "stats"])
        let scenes = LiveScene.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = args.positionals.first else { throw UsageError("pyro play: name a scene (\(scenes))") }
        guard let scene = LiveScene(rawValue: name) else {
            throw UsageError("pyro play: unknown scene '\(name)'; scenes: \(scenes)")
        }
        guard args.positionals.count == 1 else {
            throw UsageError("pyro play: unexpected argument '\(args.positionals[1])'")
        }
        var options = LiveOptions()
        if let v = args.value("seed") { options.seed = try ValueParsers.seed(v) }
        if let v = args.value("size") {
            let size = try ValueParsers.size(v)
            options.width = Int(size.width)
            options.height = Int(size.height)
        }
        if let v = args.value("frames") { options.frames = try ValueParsers.integer(v, flag: "frames", in: 1...1_000_000) }
        if let v = args.value("scale") { options.scale = Float(try ValueParsers.number(v, flag: "scale", in: 0.5...4)) }
        options.script = args.value("script")
        options.screenshot = args.value("screenshot")
        options.reduceMotion = args.has("reduce-motion")
        options.showStats = args.has("stats")
        do {
            if let path = options.screenshot, !path.lowercased().hasSuffix(".ppm") {
                // PNG through PyroCodecs; LivePlayer itself writes only PPM.
                let canvas = try LivePlayer.render(scene: scene, options: options)
                guard let image = RGBAImage(width: canvas.width, height: canvas.height,
                                            pixels: canvas.unpremultipliedRGBA()) else {
                    throw UsageError("pyro play: internal error: frame size mismatch", exitCode: 70)
                }
                try AtomicFile(path: path).write(PNGEncoder.encode(image))
            } else {
                try LivePlayer.run(scene: scene, options: options)
            }
        } catch let error as LiveError {
            throw UsageError("pyro play: \(error.message)", exitCode: error.exitCode)
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("pyro play: \(error)", exitCode: 70)
        }
    }
}
