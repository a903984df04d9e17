/// Seed 003: coloured squares scattered over the canvas, each turning in 3D about two axes at
/// its own speed; shown for 3 s, faded out over 2 s, then gone.
///
/// Each square turns about the x axis once every 0.7-2 s (seen head-on as a vertical squash,
/// scaleY = cos of the angle) and about the z axis once every 1-2 s, around its top-left or
/// bottom-right corner, as the seed's random anchor does. The fade follows SwiftUI's easeOut.
///
/// Differences from the seed: its pieces never fall; `fallSpeed` adds a gentle fall (0, the
/// default, reproduces the seed), with pieces wrapping from the bottom back to the top. Turn
/// speeds are drawn uniformly in turns per second rather than in seconds per turn. The seed's
/// perspective in `rotation3DEffect` is not modelled: a turn shows as a flat squash.
public struct Confetti: ParticleSystemEffect {
    public struct Configuration: Equatable, Sendable {
        public var count = 50
        /// Side of each square, in points.
        public var pieceSize: Float = 20
        public var colors: [RGBAColor] = [.orange, .green, .blue, .red, .yellow]
        /// Seconds shown at full opacity, then seconds of fading.
        public var showDuration: Float = 3
        public var fadeDuration: Float = 2
        /// Seconds per turn about the x axis, and about the z axis.
        public var flipPeriod = ValueRange(0.7, 2)
        public var spinPeriod = ValueRange(1, 2)
        /// Downward drift, in points per second (0: the seed's still pieces).
        public var fallSpeed: Float = 0

        public init() {}
    }

    public var system: ParticleSystem
    public let configuration: Configuration
    /// When the confetti was last shown, in seconds.
    public private(set) var shownAt: Double?

    public init(configuration: Configuration = Configuration(), seed: UInt64, canvasSize: Size) {
        self.configuration = configuration
        system = ParticleSystem(emitters: [Self.emitter(configuration)], seed: seed, canvasSize: canvasSize)
    }

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
            spin: SpinConfiguration(spin: turnRate(c.spinPeriod), flipRate: turnRate(c.flipPeriod),
                                    flipAxis: .horizontal, pivots: [Vector2(-0.5, -0.5), Vector2(0.5, 0.5)]),
            shapes: [ShapeChoice(.rectangle, size: c.pieceSize)],
            opacityOverLife: KeyframeTrack(initialValue: 1, [
                .linear(1, duration: show / life), .linear(0, duration: fade / life, curve: .easeOut),
            ]),
            colors: c.colors,
            colorPick: .random,
            wrapsVertically: fall > 0
        )
    }

    /// Shows the confetti from `time` seconds (the seed's `isActive = true`).
    public mutating func show(at time: Double) {
        shownAt = time
        system.fire(emitter: 0, at: time)
    }

    /// True while the confetti is on screen (shown and not yet faded out).
    public func isActive(at time: Double) -> Bool {
        guard let shownAt else { return false }
        let life = Double(system.emitters[0].configuration.maximumLifetime)
        return time >= shownAt && time < shownAt + life
    }

    public mutating func trigger(at time: Double, origin: Vector2?) { show(at: time) }
}
