/// Seed 004: a one-shot burst of confetti thrown upward in a fan, slowed by air and pulled
/// down by gravity, spinning and flipping, fading over the last 30% of its life.
///
/// Each `fire(at:)` (the seed's trigger change) throws a new burst whose pieces differ from
/// the last one's, reproducibly: burst n of a given seed is always the same.
///
/// Differences from the seed (docs/SEEDS.md, seed 004): its hash-of-sine noise is replaced by Pyro's seeded generator
/// (same distributions, no visible lattice patterns, identical on every platform), and bursts
/// overlap instead of the newest one cutting the previous one short.
public struct ConfettiBurst: ParticleSystemEffect {
    /// What the confetti burst looks like and how it moves, as values; the defaults are the seed's.
    public struct Configuration: Equatable, Sendable {
        /// Pieces per burst.
        public var count = 120
        /// Where bursts start, as a fraction of the canvas.
        public var origin = Vector2(0.5, 0.68)
        /// The palette, taken in turn.
        public var colors: [RGBAColor] = [.pink, .yellow, .mint, .cyan, .orange, .purple]
        /// Life of every piece, in seconds.
        public var lifetime: Float = 3
        /// Fraction of the life, at its end, over which pieces fade out.
        public var fadeFraction: Float = 0.3
        /// Points per second squared, downward.
        public var gravity: Float = 900
        /// Linear air drag, per second.
        public var drag: Float = 2.6
        /// Launch speed, in points per second.
        public var speed = ValueRange(500, 2400)
        /// Half-width of the launch fan, in radians either side of straight up.
        public var fanHalfAngle: Float = 0.9
        /// Circle diameter and rectangle width, in points.
        public var pieceWidth: Float = 8
        /// Rectangle height, in points.
        public var pieceHeight: Float = 13

        /// The seed's values.
        public init() {}
    }

    public var system: ParticleSystem
    /// The values the confetti burst was made with.
    public let configuration: Configuration

    /// The confetti burst with `configuration`, particles seeded by `seed`, on a canvas
    /// of `canvasSize` points.
    public init(configuration: Configuration = Configuration(), seed: UInt64, canvasSize: Size) {
        self.configuration = configuration
        system = ParticleSystem(emitters: [Self.emitter(configuration)], seed: seed, canvasSize: canvasSize)
    }

    /// The burst's single emitter, as data.
    public static func emitter(_ c: Configuration) -> EmitterConfiguration {
        let fade = min(max(c.fadeFraction.isFinite ? c.fadeFraction : 0.3, 0), 1)
        return EmitterConfiguration(
            name: "confetti",
            emission: .burst(count: max(c.count, 0)),
            origin: .unit(c.origin),
            lifetime: .constant(c.lifetime),
            launch: LaunchConfiguration(
                angle: 0, spread: 2 * c.fanHalfAngle, distribution: .triangular, speed: c.speed),
            motion: MotionConfiguration(gravity: Vector2(0, c.gravity), drag: c.drag),
            spin: SpinConfiguration(
                initialRotation: ValueRange(0, 2 * .pi), spin: ValueRange(-4, 4),
                flipPhase: ValueRange(0, 2 * .pi), flipRate: ValueRange(4, 12)),
            shapes: [
                ShapeChoice(.circle, size: c.pieceWidth),
                ShapeChoice(.rectangle, width: c.pieceWidth, height: c.pieceHeight),
            ],
            shapePick: .pattern([0, 1, 1]),
            opacityOverLife: KeyframeCurve(
                initialValue: 1, [.linear(1, duration: 1 - fade), .linear(0, duration: fade)]),
            colors: c.colors,
            colorPick: .cycle,
            reducedMotion: .freeze(atAge: 0.6)
        )
    }

    /// Seed 004's backdrop: a gradient from (0.13, 0.09, 0.33) at the top to (0.36, 0.13, 0.45)
    /// at the bottom, as the demo's `LinearGradient` shows.
    public static let demoBackground = Background.verticalGradient(
        top: RGBAColor(unitRed: 0.13, green: 0.09, blue: 0.33),
        bottom: RGBAColor(unitRed: 0.36, green: 0.13, blue: 0.45))

    /// Throws a new burst at `time` seconds.
    public mutating func fire(at time: Double, origin: Vector2? = nil) {
        system.fire(emitter: 0, at: time, origin: origin)
    }

    public mutating func trigger(at time: Double, origin: Vector2?) { fire(at: time, origin: origin) }
}
