import Foundation
import PyroCore
import PyroRaster

/// Everything `pyro render` needs, validated: nothing here can make a NaN, an empty canvas or
/// a job too large for memory.
struct RenderSettings {
    var effect: EffectOptions
    var outputPath: String
    var format: OutputFormat
    /// Frames per second, in (0, 240].
    var frameRate: Double
    /// Seconds of animation, in (0, 3600]: by default the effect's own length after its last
    /// firing (`EffectOptions.defaultDuration`).
    var duration: Double
    /// The still frame's time, in seconds.
    var stillTime: Double
    /// Pixels per point, in [0.25, 8].
    var scale: Float
    var background: Background
    var outputOptions = OutputOptions()

    /// The longest animation, in seconds.
    static let maximumDuration = 3600.0
    /// The largest output side, in pixels.
    static let maximumPixelSide = 16384
    /// The most bytes a render may hold at once (see `estimatedBytes`).
    static let memoryBudget = 3 << 30

    init(_ args: ArgumentList) throws {
        effect = try EffectOptions(args)
        guard let output = args.value("output"), !output.isEmpty else {
            throw UsageError("pyro render: -o FILE is required (.png, .gif, .apng, .mp4 or .webm)")
        }
        if output.hasSuffix("/") || FileManager.default.isDirectory(output) {
            throw UsageError(
                "-o: '\(output)' is a folder; name a file in it, such as \(output.hasSuffix("/") ? output : output + "/")\(effect.preset?.rawValue ?? "effect").gif"
            )
        }
        guard let format = OutputFormat(path: output) else {
            throw UsageError("-o: '\(output)' has an unknown extension; use .png, .gif, .apng, .mp4 or .webm")
        }
        outputPath = output
        self.format = format
        try Self.refuseFlagsThatDoNothing(args, format: format)
        frameRate =
            try args.value("fps").map { v throws(UsageError) in
                try ValueParsers.number(v, flag: "fps", in: 0.001...240)
            } ?? format.defaultFrameRate
        if let v = args.value("duration") {
            duration = try ValueParsers.number(v, flag: "duration", in: 0.001...Self.maximumDuration)
        } else {
            duration = effect.defaultDuration
            guard format.isStill || duration <= Self.maximumDuration else {
                throw UsageError(
                    "\(effect.firingFlag ?? "--fire-at"): showing the last firing to its end takes "
                        + "\(ValueParsers.format(duration)) s, over the \(ValueParsers.format(Self.maximumDuration)) s an "
                        + "animation may last; give --duration")
            }
        }
        stillTime =
            try args.value("at").map { v throws(UsageError) in
                try ValueParsers.number(v, flag: "at", in: 0...86_400)
            } ?? effect.tellingMoment
        scale = Float(
            try args.value("scale").map { v throws(UsageError) in
                try ValueParsers.number(v, flag: "scale", in: 0.25...8)
            } ?? 1)
        background =
            try args.value("background").map { v throws(UsageError) in try BackgroundParser.parse(v) }
            ?? effect.defaultBackground
        outputOptions = try OutputOptions(args, format: format)

        let (w, h) = pixelSize
        guard w <= Self.maximumPixelSide && h <= Self.maximumPixelSide else {
            throw UsageError(
                "--scale: \(Int(effect.size.width))x\(Int(effect.size.height)) points at scale "
                    + "\(ValueParsers.format(Double(scale))) is \(w)x\(h) pixels; each side must be at most \(Self.maximumPixelSide)"
            )
        }
        guard estimatedBytes <= Self.memoryBudget else {
            throw UsageError(
                "pyro render: a \(w)x\(h)-pixel frame needs about \(estimatedBytes >> 20) MiB of "
                    + "working memory, over the \(Self.memoryBudget >> 20) MiB budget; lower --size or --scale")
        }
        try checkFormatLimits()
        if outputOptions.seamless { try SeamlessLoop.check(effect) }
        // The folder too, before any work: drawing an effect's text loads fonts (status 69).
        try AtomicFile.checkDestination(output, flag: "-o")
    }

    /// Refuses flags that would change nothing for `format`: a still has no frame rate or
    /// duration, and an animation has no single moment.
    static func refuseFlagsThatDoNothing(_ args: ArgumentList, format: OutputFormat) throws(UsageError) {
        if format.isStill {
            for flag in ["fps", "duration"] where args.gave(flag) {
                throw UsageError(
                    "--\(flag): a .png is one frame; --\(flag) is for .gif, .apng, .mp4 and .webm "
                        + "(--at T picks the .png's moment)")
            }
        } else if args.gave("at") {
            throw UsageError(
                "--at: .\(format.rawValue) is an animation; --at picks the moment of a .png "
                    + "(animations use --duration)")
        }
    }

    /// Output size in pixels (at least 1 each way).
    var pixelSize: (Int, Int) {
        (max(Int((effect.size.width * scale).rounded()), 1), max(Int((effect.size.height * scale).rounded()), 1))
    }

    /// Frames to write: one for a still, else duration × fps rounded up.
    var frameCount: Int {
        format.isStill ? 1 : max(Int((duration * frameRate).rounded(.up)), 1)
    }

    /// The time of frame `i`, in seconds.
    func time(ofFrame i: Int) -> Double {
        format.isStill ? stillTime : Double(i) / frameRate
    }

    /// The length of one pass of the animation, in seconds: whole frames, so a seamless loop's
    /// last frame leads into its first.
    var loopPeriod: Double { Double(frameCount) / frameRate }

    /// Worst-case working memory, in bytes: the canvas, the straight-alpha image and the
    /// encoder's scratch for one frame. Every format streams its frames out as they are made
    /// (GIF and APNG to the file, video to ffmpeg), so the length of a render does not count.
    var estimatedBytes: Int {
        let (w, h) = pixelSize
        return w * h * 16
    }
}
