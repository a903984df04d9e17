import PyroCodecs

/// The `pyro render` flags that shape the file rather than the effect: GIF dithering, how many
/// times an animation plays, and seamless loops. Each is refused (exit 64) for formats where it
/// would do nothing.
struct OutputOptions {
    /// How GIF frames with more colours than a palette holds are approximated.
    var dithering: GIFOptions.Dithering = .ordered
    /// How many times a GIF or APNG plays; 0 plays forever.
    var loopCount = 0
    /// Whether the animation is made to join its first frame (see `SeamlessLoop`).
    var seamless = false

    /// The flags, for `pyro render`'s table (parsing and help).
    static let flags: [Flag] = [
        Flag(
            "dither", value: "none|ordered",
            ".gif: how shades between palette colours are drawn (default\n"
                + "ordered: smooth gradients, files up to 2.4x larger than none)"),
        Flag("loop", value: "N", ".gif/.apng: play N times, 1...65536 (default: forever)"),
        Flag("once", ".gif/.apng: play once (--loop 1)"),
        Flag(
            "seamless",
            "streams (fountain, fire, smoke, snow, rain, fireflies, magic, or such a file):\n"
                + "make the last frame lead into the first, so the loop has no seam (the streams run\n"
                + "through the whole loop)"),
    ]

    /// The most plays a GIF can state (its repeat count is 16 bits, plays - 1).
    static let maximumLoopCount = 65536

    init() {}

    init(_ args: ArgumentList, format: OutputFormat) throws(UsageError) {
        let animated = format == .gif || format == .apng
        if let v = args.value("dither") {
            guard format == .gif else {
                throw UsageError(
                    "--dither: only .gif output is dithered (it has 256 colours a frame); \(format.name) keeps every colour"
                )
            }
            switch v.lowercased() {
            case "none": dithering = .none
            case "ordered": dithering = .ordered
            default: throw UsageError("--dither: '\(v)' is not one of: none, ordered")
            }
        }
        if args.has("once") && args.value("loop") != nil {
            throw UsageError("--once: give either --once or --loop N, not both")
        }
        if let v = args.value("loop") {
            loopCount = try ValueParsers.integer(v, flag: "loop", in: 1...Self.maximumLoopCount)
        } else if args.has("once") {
            loopCount = 1
        }
        if (args.value("loop") != nil || args.has("once")) && !animated {
            let flag = args.has("once") ? "--once" : "--loop"
            throw UsageError("\(flag): only .gif and .apng state how often they play; \(format.name) does not")
        }
        seamless = args.has("seamless")
        if seamless && format.isStill {
            throw UsageError("--seamless: a .png is one frame; render .gif, .apng, .mp4 or .webm to loop")
        }
    }
}
