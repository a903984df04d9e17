/// A steady fountain of sparks: Pyro's continuous-emission preset, beyond the seeds.
///
/// Sparks leave the bottom centre in a narrow upward fan, arc under gravity with a little air
/// drag, and cool from white through yellow and orange to red as they fade. It runs from
/// `start(at:)` until `stop(at:)`, and shows that a stream's live count stays flat however long
/// it runs: births at start + k / rate, deaths at their lifetime, storage recycled.
public struct Fountain: ParticleSystemEffect {
    /// What the fountain looks like and how it moves, as values; the defaults are the seed's.
    public struct Configuration: Equatable, Sendable {
        /// Sparks per second.
        public var rate: Double = 400
        /// Where sparks start, as a fraction of the canvas.
        public var origin = Vector2(0.5, 0.95)
        /// Launch speed, in points per second.
        public var speed = ValueRange(450, 700)
        /// Half-width of the fan, in radians either side of straight up.
        public var fanHalfAngle: Float = 0.25
        /// Points per second squared, downward.
        public var gravity: Float = 600
        /// Spark life, in seconds.
        public var lifetime = ValueRange(1.2, 2)

        /// The seed's values.
        public init() {}
    }

    public var system: ParticleSystem
    /// The values the fountain was made with.
    public let configuration: Configuration

    /// The fountain with `configuration`, particles seeded by `seed`, on a canvas
    /// of `canvasSize` points.
    public init(configuration: Configuration = Configuration(), seed: UInt64, canvasSize: Size) {
        self.configuration = configuration
        system = ParticleSystem(emitters: [Self.emitter(configuration)], seed: seed, canvasSize: canvasSize)
    }

    /// The emitter of the fountain, as data (values are cleaned up: nothing here can trap).
    public static func emitter(_ c: Configuration) -> EmitterConfiguration {
        EmitterConfiguration(
            name: "fountain",
            emission: .continuous(rate: c.rate.isFinite ? max(c.rate, 0) : 0, duration: nil),
            origin: .unit(c.origin),
            lifetime: c.lifetime,
            launch: LaunchConfiguration(
                angle: 0, spread: 2 * c.fanHalfAngle, distribution: .triangular, speed: c.speed),
            motion: MotionConfiguration(gravity: Vector2(0, c.gravity), drag: 0.6),
            shapes: [ShapeChoice(.circle, size: 3)],
            sizeFactor: ValueRange(0.7, 1.4),
            opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1, curve: .easeIn)]),
            colors: [.white],
            colorOverLife: ColorGradient([(0, .white), (0.2, .yellow), (0.6, .orange), (1, .red)]),
            blend: .additive
        )
    }

    /// Starts the stream at `time` seconds.
    public mutating func start(at time: Double) { system.start(emitter: 0, at: time) }
    /// Stops the stream at `time` seconds; sparks in flight finish their arcs.
    public mutating func stop(at time: Double) { system.stop(emitter: 0, at: time) }

    public mutating func trigger(at time: Double, origin: Vector2?) { start(at: time) }
}
