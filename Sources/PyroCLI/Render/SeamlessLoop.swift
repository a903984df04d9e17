import PyroCore

/// An animation of `period` seconds whose last frame leads into its first, for effects that
/// emit continuously (`pyro render --seamless`).
///
/// A frame is a function of time, so a loop can be made without simulating anything new: the
/// stream runs for exactly one period, and the frame at time t superimposes the effect at
/// t, t + period, t + 2·period, ... (oldest first, as a stream draws them). Particles born near
/// the end of the period are still flying at the start, carried by the copy one period later,
/// so the loop is the stream in its steady state, repeating, and the frame one period after
/// any frame equals it. The stream starts 1 ms after 0 so that no particle is born exactly at
/// the seam, where it would be drawn at both ends.
struct SeamlessLoop {
    /// The same effect once per superimposed period; copy k is drawn k periods later.
    private var copies: [PresetEffect]
    /// Seconds per pass of the loop.
    let period: Double
    let reduceMotion: Bool

    /// Seconds after 0 at which the stream starts.
    static let streamStart = 0.001

    /// Refuses effects whose loop cannot join: one-off bursts (their loop restarts them by
    /// design) and the fuse firework (it burns away once).
    static func check(_ options: EffectOptions) throws(UsageError) {
        guard options.preset == .fountain else {
            throw UsageError("--seamless: only continuous effects loop seamlessly (fountain); \(options.name) "
                + "fires once, so each pass replays it from the start (lengthen --duration to end on an empty frame)")
        }
        guard options.fireTimes == nil || options.fireTimes == [0] else {
            throw UsageError("--seamless: the stream runs through the whole loop, so --fire-at does not apply")
        }
    }

    /// - Parameters:
    ///   - options: A continuous effect (see `check`).
    ///   - period: Seconds per pass, above 0.
    init(_ options: EffectOptions, period: Double) throws {
        try Self.check(options)
        self.period = period
        reduceMotion = options.reduceMotion
        var effect = try options.makeEffect()
        guard case .fountain(var fountain) = effect else {
            throw CommandFailure(.software, "pyro render: --seamless: \(options.name) has no continuous stream")
        }
        fountain.start(at: Self.streamStart)
        fountain.stop(at: Self.streamStart + period)
        let longestLife = Double(fountain.system.emitters.map(\.configuration.maximumLifetime).max() ?? 0)
        effect = .fountain(fountain)
        // Copies until the oldest can hold no live particle: births end at start + period.
        let extra = Int(((longestLife + Self.streamStart) / period).rounded(.up))
        copies = Array(repeating: effect, count: extra + 1)
    }

    /// The display lists of the loop at `time` seconds, to be drawn in order (oldest first).
    mutating func displayLists(at time: Double) -> [DisplayList] {
        var lists: [DisplayList] = []
        for k in copies.indices.reversed() {
            lists.append(copies[k].displayList(at: time + Double(k) * period, reduceMotion: reduceMotion))
        }
        return lists
    }
}
