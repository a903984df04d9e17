import PyroCore

/// An animation of `period` seconds whose last frame leads into its first, for effects that
/// emit continuously (`pyro render --seamless`): the fountain, the catalog's streams (fire,
/// smoke, snow, rain, fireflies, magic) and effect files whose firings only start streams.
///
/// A frame is a function of time, so a loop can be made without simulating anything new: the
/// streams run for exactly one period, and the frame at time t superimposes the effect at
/// t, t + period, t + 2·period, ... (oldest first, as a stream draws them). Particles born near
/// the end of the period are still flying at the start, carried by the copy one period later,
/// so the loop is the stream in its steady state, repeating, and the frame one period after
/// any frame equals it. The streams start 1 ms after 0 so that no particle is born exactly at
/// the seam, where it would be drawn at both ends. Sub-emitters' children come with their
/// parents, so they loop too.
struct SeamlessLoop {
    /// The same effect once per superimposed period; copy k is drawn k periods later.
    private var copies: [PresetEffect]
    /// Seconds per pass of the loop.
    let period: Double
    let reduceMotion: Bool

    /// Seconds after 0 at which the streams start.
    static let streamStart = 0.001

    /// The names of the emitters whose streams a firing of `definition` starts, or nil when
    /// a firing does anything else (a burst, a stop): such an effect fires once per firing and
    /// has no steady state to loop.
    static func streams(of definition: EffectDefinition) -> [String]? {
        var names: [String] = []
        for action in definition.onTrigger {
            guard case .start = action.kind else { return nil }
            names.append(action.emitter)
        }
        return names.isEmpty ? nil : names
    }

    /// Refuses effects whose loop cannot join: one-off bursts (their loop restarts them by
    /// design) and the fuse firework (it burns away once).
    static func check(_ options: EffectOptions) throws(UsageError) {
        let definition = options.definition ?? options.preset?.catalogDefinition
        guard options.preset == .fountain || definition.flatMap(streams(of:)) != nil else {
            throw UsageError(
                "--seamless: only continuous effects loop seamlessly (fountain, fire, smoke, snow, rain, "
                    + "fireflies, magic, or a file whose firings only start streams); \(options.name) "
                    + "fires bursts, so each pass replays them from the start (lengthen --duration to end on an empty frame)"
            )
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
        var quiet = options
        quiet.fireTimes = []  // the streams start and stop here, not at the effect's own firings
        let effect: PresetEffect
        let longestLife: Double
        switch try quiet.makeEffect() {
        case .fountain(var fountain):
            fountain.start(at: Self.streamStart)
            fountain.stop(at: Self.streamStart + period)
            longestLife = Double(fountain.system.emitters.map(\.configuration.maximumLifetime).max() ?? 0)
            effect = .fountain(fountain)
        case .defined(var defined):
            for name in Self.streams(of: defined.definition) ?? [] {
                guard let index = defined.system.emitterIndex(named: name) else { continue }
                defined.system.start(emitter: index, at: Self.streamStart)
                defined.system.stop(emitter: index, at: Self.streamStart + period)
            }
            // A chain of sub-emitters lives at most the sum of its levels' lifetimes.
            longestLife = Double(defined.system.emitters.map(\.configuration.maximumLifetime).reduce(0, +))
            effect = .defined(defined)
        default:
            throw CommandFailure(.software, "pyro render: --seamless: \(options.name) has no continuous stream")
        }
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
