/// Seed 003: coloured squares scattered over the canvas, each turning in 3D about two axes at
/// its own speed; shown for 3 s, faded out over 2 s, then gone.
///
/// Each square turns about the x axis once every 0.7-2 s (seen head-on as a vertical squash,
/// scaleY = cos of the angle) and about the z axis once every 1-2 s, each period drawn
/// uniformly as the seed's `Double.random(in:)` durations are (mean 1.35 s and 1.5 s), around
/// its top-left or bottom-right corner, as the seed's random anchor does. The fade follows
/// SwiftUI's easeOut. Showing the confetti while it is on screen changes nothing, as setting
/// the seed's `isActive` to true again does.
///
/// Differences from the seed (docs/SEEDS.md, seed 003): the 3 s are counted from each showing
/// (the seed's timer starts when the view appears); a turn shows as a flat squash, without the
/// perspective of `rotation3DEffect`; Reduce Motion holds every piece still at 0.6 s. The
/// seed's pieces never fall; `fallSpeed` adds a gentle fall (0, the default, reproduces the
/// seed), with pieces wrapping from the bottom back to the top.
public struct Confetti: ParticleSystemEffect {
    /// What the confetti looks like and how it moves, as values; the defaults are the seed's.
    public struct Configuration: Equatable, Sendable {
        /// Squares shown at once.
        public var count = 50
        /// Side of each square, in points.
        public var pieceSize: Float = 20
        /// The palette; each square picks one at random.
        public var colors: [RGBAColor] = [.orange, .green, .blue, .red, .yellow]
        /// Seconds shown at full opacity.
        public var showDuration: Float = 3
        /// Seconds of fading after `showDuration`.
        public var fadeDuration: Float = 2
        /// Seconds per turn about the x axis, and about the z axis.
        public var flipPeriod = ValueRange(0.7, 2)
        /// Seconds per turn about the z axis.
        public var spinPeriod = ValueRange(1, 2)
        /// Downward drift, in points per second (0: the seed's still pieces).
        public var fallSpeed: Float = 0

        /// The seed's values.
        public init() {}
    }

    public var system: ParticleSystem
    /// The values the confetti was made with.
    public let configuration: Configuration
    /// When each showing began, in seconds, in time order. A showing asked for while confetti
    /// is on screen does not take place.
    public private(set) var showings: [Double] = []
    /// Every showing asked for, in time order.
    private var requests: [Double] = []

    /// The confetti with `configuration`, particles seeded by `seed`, on a canvas
    /// of `canvasSize` points.
    public init(configuration: Configuration = Configuration(), seed: UInt64, canvasSize: Size) {
        self.configuration = configuration
        system = ParticleSystem(emitters: [Self.emitter(configuration)], seed: seed, canvasSize: canvasSize)
    }

    /// The emitter of the confetti, as data (values are cleaned up: nothing here can trap).
    public static func emitter(_ c: Configuration) -> EmitterConfiguration {
        let show = c.showDuration.isFinite ? max(c.showDuration, 0) : 3
        let fade = c.fadeDuration.isFinite ? max(c.fadeDuration, 0) : 2
        let life = max(show + fade, 0.001)
        func turnRate(_ periods: ValueRange) -> ValueRange {
            ValueRange(2 * .pi / max(periods.upper, 0.01), 2 * .pi / max(periods.lower, 0.01))
        }
        let fall = c.fallSpeed.isFinite ? max(c.fallSpeed, 0) : 0
        return EmitterConfiguration(
            name: "confetti",
            emission: .burst(count: max(c.count, 0)),
            origin: .unitArea(origin: Vector2(0, 0), size: Vector2(1, 1)),
            lifetime: .constant(life),
            launch: LaunchConfiguration(angle: .pi, spread: 0, speed: .constant(fall)),
            spin: SpinConfiguration(
                spin: turnRate(c.spinPeriod), flipRate: turnRate(c.flipPeriod),
                flipAxis: .horizontal, speedDraw: .uniformPeriod,
                pivots: [Vector2(-0.5, -0.5), Vector2(0.5, 0.5)]),
            shapes: [ShapeChoice(.rectangle, size: c.pieceSize)],
            opacityOverLife: KeyframeCurve(
                initialValue: 1,
                [
                    .linear(1, duration: show / life), .linear(0, duration: fade / life, curve: .easeOut),
                ]),
            colors: c.colors,
            colorPick: .random,
            wrapsVertically: fall > 0
        )
    }

    /// Shows the confetti from `time` seconds (the seed's `isActive = true`).
    ///
    /// A showing asked for while confetti is on screen changes nothing. Showings are decided in
    /// time order whatever order they are asked for in, so a schedule gives the same frames
    /// however it was built.
    public mutating func show(at time: Double) {
        guard time.isFinite else { return }
        let at = requests.firstIndex { $0 > time } ?? requests.count
        requests.insert(time, at: at)
        guard at == requests.count - 1 else { return replayRequests() }
        // The latest request, as a person's taps always are.
        if let last = showings.last, time < last + lifetime { return }
        showings.append(time)
        system.fire(emitter: 0, at: time)
    }

    /// Decides every request again in time order and rebuilds the particles if that changes
    /// which showings take place.
    private mutating func replayRequests() {
        var accepted: [Double] = []
        for t in requests where accepted.last.map({ t >= $0 + lifetime }) ?? true { accepted.append(t) }
        guard accepted != showings else { return }
        showings = accepted
        let now = system.time
        system = ParticleSystem(
            emitters: system.emitters.map { $0.configuration }, seed: system.seed,
            canvasSize: system.canvasSize, capacity: system.capacity)
        for t in accepted { system.fire(emitter: 0, at: t) }
        system.update(to: now)
    }

    /// True while the confetti is on screen (shown and not yet faded out).
    public func isActive(at time: Double) -> Bool {
        guard let shownAt = showings.last(where: { $0 <= time }) else { return false }
        return time < shownAt + lifetime
    }

    /// Seconds a showing lasts: shown, then faded out.
    public var lifetime: Double { Double(system.emitters[0].configuration.maximumLifetime) }

    public mutating func trigger(at time: Double, origin: Vector2?) { show(at: time) }
}
