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
    /// Seconds of animation, in (0, 3600].
    var duration: Double
    /// The still frame's time, in seconds.
    var stillTime: Double
    /// Pixels per point, in [0.25, 8].
    var scale: Float
    var background: Background

    /// The largest output side, in pixels.
    static let maximumPixelSide = 16384
    /// The most bytes of encoded frames a render may hold (see `estimatedBytes`).
    static let memoryBudget = 3 << 30

    static let valueFlags = EffectOptions.valueFlags + ["output", "fps", "duration", "at", "scale", "background"]

    init(_ args: ArgumentList) throws(UsageError) {
        effect = try EffectOptions(args, command: "render")
        guard let output = args.value("output"), !output.isEmpty else {
            throw UsageError("pyro render: -o FILE is required (.png, .gif, .apng, .mp4 or .webm)")
        }
        guard let format = OutputFormat(path: output) else {
            throw UsageError("-o: '\(output)' has an unknown extension; use .png, .gif, .apng, .mp4 or .webm")
        }
        outputPath = output
        self.format = format
        let preset = effect.preset
        frameRate = try args.value("fps").map { v throws(UsageError) in
            try ValueParsers.number(v, flag: "fps", in: 0.001...240)
        } ?? format.defaultFrameRate
        duration = try args.value("duration").map { v throws(UsageError) in
            try ValueParsers.number(v, flag: "duration", in: 0.001...3600)
        } ?? preset.defaultDuration
        stillTime = try args.value("at").map { v throws(UsageError) in
            try ValueParsers.number(v, flag: "at", in: 0...86_400)
        } ?? preset.tellingMoment
        scale = Float(try args.value("scale").map { v throws(UsageError) in
            try ValueParsers.number(v, flag: "scale", in: 0.25...8)
        } ?? 1)
        background = try args.value("background").map { v throws(UsageError) in try BackgroundParser.parse(v) }
            ?? preset.defaultBackground

        let (w, h) = pixelSize
        guard w <= Self.maximumPixelSide && h <= Self.maximumPixelSide else {
            throw UsageError("--scale: \(Int(effect.size.width))x\(Int(effect.size.height)) points at scale "
                + "\(ValueParsers.format(Double(scale))) is \(w)x\(h) pixels; each side must be at most \(Self.maximumPixelSide)")
        }
        guard estimatedBytes <= Self.memoryBudget else {
            throw UsageError("pyro render: \(w)x\(h) pixels x \(frameCount) frames needs about "
                + "\(estimatedBytes >> 20) MiB, over the \(Self.memoryBudget >> 20) MiB budget; "
                + "lower --size, --scale, --fps or --duration")
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

    /// Worst-case memory for the encoded file plus working canvases: encoders keep the file in
    /// memory until it is written, and an incompressible frame costs about its raw size.
    var estimatedBytes: Int {
        let (w, h) = pixelSize
        let perFrame = format == .gif ? w * h : w * h * 4
        let frames = format.needsFFmpeg ? 1 : frameCount
        return perFrame.multipliedReportingOverflow(by: frames).overflow ? Int.max : perFrame * frames + w * h * 12
    }
}
