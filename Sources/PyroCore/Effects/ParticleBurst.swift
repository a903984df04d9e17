/// Seed 001: many copies of one small shape fly out from a point along a shared, eased clock.
///
/// A particle with direction θ and speed v (10-100 points per second) is offset by
/// v × 5 × easeOut(age / 5) along θ, where easeOut is SwiftUI's cubic Bézier (0, 0, 0.58, 1),
/// while its scale grows from 0.1 to 1 and its opacity falls from 1 to 0 with the same eased
/// progress. Fire as many bursts as you like, at any points; each takes the next colour of
/// the palette. The preset's default schedule is the article's preview: a blue and a red burst
/// at once, at (-100, -50) and (60, 70) from the centre.
///
/// Differences from the seed (docs/SEEDS.md, seed 001): Reduce Motion holds every particle
/// where it would be at 0.6 s.
public struct ParticleBurst: ParticleSystemEffect {
    /// What the burst looks like and how it moves, as values; the defaults are the seed's.
    public struct Configuration: Equatable, Sendable {
        /// Particles per burst.
        public var count = 100
        /// Duration of the shared eased clock and of every particle's life, in seconds.
        public var duration: Float = 5
        /// Speed along the eased clock, in points per second.
        public var speed = ValueRange(10, 100)
        /// The shape and its size, in points.
        public var shape = ShapeChoice(.circle, size: 12)
        /// One colour per burst, in turn (the seed's preview shows a blue and a red burst).
        public var colors: [RGBAColor] = [.blue, .red]
        /// Where a burst starts when fired without a point, as a fraction of the canvas.
        public var origin = Vector2(0.5, 0.5)

        /// The seed's values.
        public init() {}
    }

    public var system: ParticleSystem
    /// The values the burst was made with.
    public let configuration: Configuration

    /// The burst with `configuration`, particles seeded by `seed`, on a canvas
    /// of `canvasSize` points.
    public init(configuration: Configuration = Configuration(), seed: UInt64, canvasSize: Size) {
        self.configuration = configuration
        system = ParticleSystem(emitters: [Self.emitter(configuration)], seed: seed, canvasSize: canvasSize)
    }

    /// Where the article's preview fires its blue and red bursts, at once: 100 points left of
    /// and 50 above the centre, and 60 right of and 70 below it, on any canvas.
    public static let previewPlaces: [Firing.Place] = [
        .anchored(unit: Vector2(0.5, 0.5), offset: Vector2(-100, -50)),
        .anchored(unit: Vector2(0.5, 0.5), offset: Vector2(60, 70)),
    ]

    /// The emitter of the burst, as data (values are cleaned up: nothing here can trap).
    public static func emitter(_ c: Configuration) -> EmitterConfiguration {
        let d = c.duration.isFinite && c.duration > 0 ? c.duration : 5
        return EmitterConfiguration(
            name: "burst",
            emission: .burst(count: max(c.count, 0)),
            origin: .unit(c.origin),
            lifetime: .constant(d),
            launch: .radial(speed: c.speed),
            motion: MotionConfiguration(timeWarp: .eased(.easeOut, duration: d)),
            shapes: [c.shape],
            scaleOverLife: KeyframeCurve(initialValue: 0.1, [.linear(1, duration: 1, curve: .easeOut)]),
            opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1, curve: .easeOut)]),
            colors: c.colors,
            colorPick: .perBurst
        )
    }

    /// Starts a burst at `time` seconds from `origin` (canvas points; nil: the configured one).
    public mutating func fire(at time: Double, origin: Vector2? = nil) {
        system.fire(emitter: 0, at: time, origin: origin)
    }

    public mutating func trigger(at time: Double, origin: Vector2?) { fire(at: time, origin: origin) }
}
