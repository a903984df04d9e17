import Foundation
import PyroCodecs
import PyroCore
import PyroParallel
import PyroRaster

/// `pyro render`: an effect to an image or animation file.
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        summary: "an effect to a file: .png, .gif, .apng (or .mp4/.webm with ffmpeg)",
        usage: ["pyro render <preset or FILE.json> -o FILE [options]"],
        description: """
            Renders an effect to FILE; the extension picks the format: .png (one frame), .gif,
            .apng, or .mp4/.webm (through ffmpeg, when it is installed). Writes are atomic: a failed
            or interrupted render leaves no file under FILE. When done, prints one line to standard
            error: the file, frames, pixel size, bytes and seconds taken. An effect file
            (docs/EFFECT_FORMAT.md; pyro export writes one) renders like a preset; a bad one exits 65
            naming the line, column and key, and nothing is written.
            """,
        flags: [
            Flag("output", short: "o", value: "FILE", "the file to write (required)"),
            Flag("fps", value: "N", "animations: frames per second, up to 240 (default 50 for GIF, 60 otherwise)"),
            Flag(
                "duration", value: "S",
                "animations: seconds, up to 3600 (default: the whole effect, to the end of\n"
                    + "the last firing's particles)"),
            Flag("at", value: "T", ".png: the moment shown, in seconds (default: a telling moment)"),
            Flag("scale", value: "K", "pixels per point, 0.25...8 (default 1; 2 for retina-sized output)"),
            Flag(
                "background", value: "B",
                "transparent, a colour (black, navy, #RGB, #RRGGBB[AA], ...: pyro help colors) or\n"
                    + "TOP-BOTTOM for a vertical gradient (default: the preset's)"),
            Flag("quiet", "print nothing when done"),
        ] + OutputOptions.flags + EffectOptions.flags,
        epilogue: """
            EXAMPLES:
              pyro render confetti-burst -o burst.gif
              pyro render confetti-burst --set count=500 --set colors=red,gold,#00ffcc -o mine.gif
              pyro render star-burst -o stars.png --at 0.4 --scale 2
              pyro render Examples/rocket.json -o rocket.gif
            """)

    static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) throws {
        let started = ContinuousClock.now
        let args = try ArgumentList(arguments, spec: spec)
        let settings = try RenderSettings(args)
        var frames = try FrameSource(settings)
        let file = try AtomicFile(path: settings.outputPath)
        let (width, height) = settings.pixelSize
        var writer = try settings.makeFrameWriter(file: file)
        var canvas = PixelCanvas(width: width, height: height)
        // Bands of rows on every core; the bytes are the same as a one-thread draw.
        let renderer = ParallelRenderer(threads: ProcessInfo.processInfo.activeProcessorCount)
        var progress = ProgressBar(total: settings.frameCount, label: "rendering \(settings.outputPath)")
        for i in 0..<settings.frameCount {
            canvas.clear(to: settings.background)
            for list in frames.displayLists(at: settings.time(ofFrame: i)) {
                renderer.draw(list, into: &canvas, scale: settings.scale)
            }
            guard let image = RGBAImage(width: width, height: height, pixels: canvas.unpremultipliedRGBA()) else {
                throw CommandFailure(.software, "pyro render: internal error: frame size mismatch")
            }
            try writer.add(image)
            progress.update(i + 1)
        }
        progress.finish()
        try writer.finish()
        if settings.effect.preset == .confetti && settings.effect.fireTimes != nil {
            IgnoredShowings.warnings(settings: settings, effect: try settings.effect.makeEffect()).forEach(error)
        }
        if !settings.format.isStill, args.gave("duration"),
            let warning = FiringsPastTheEnd.warning(
                settings.effect, lastMoment: settings.time(ofFrame: settings.frameCount - 1),
                duration: settings.duration, command: "render", defaultDuration: settings.effect.defaultDuration)
        {
            error(warning)
        }
        if settings.format.isStill {
            // A still is never a seamless loop: a fresh effect, bisected for when it ended.
            var effect = try settings.effect.makeEffect()
            if let warning = EffectEnd.warning(
                at: settings.stillTime, options: settings.effect, effect: &effect,
                command: "render")
            {
                error(warning)
            }
        }
        if !args.has("quiet") {
            let seconds = started.duration(to: .now)
            error(summary(settings, bytes: FileManager.default.fileSize(settings.outputPath), seconds: seconds))
        }
    }

    /// The line a finished render prints: file, frames, pixel size, bytes and time taken.
    static func summary(_ settings: RenderSettings, bytes: Int, seconds: Duration) -> String {
        let (width, height) = settings.pixelSize
        let frames = settings.frameCount == 1 ? "1 frame" : "\(settings.frameCount) frames"
        let formatted = String(format: "%.2f", seconds.inSeconds)
        return
            "pyro render: wrote \(settings.outputPath): \(frames), \(width)x\(height), \(bytes) bytes, \(formatted) s"
    }
}
