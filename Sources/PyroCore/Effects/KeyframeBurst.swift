/// Seed 002: particles born on a tap and animated by keyframe tracks over their life — the
/// star burst and the floating hearts.
///
/// Each particle maps its progress through a 1.2 s life onto a one-unit keyframe timeline:
/// - x, y: cubic from 0 to cos/sin(direction) × distance (35-90 points) over 1;
/// - rotation: linear to 360° over 1;
/// - opacity: linear from 0 to 1 over 0.1, then cubic to 0 over 0.9;
/// - scale: from 0.4, cubic to 1 over 0.2, then cubic to 0.3 over 0.8.
/// The shape itself sits at the origin at twice its size, and every tap emits from there,
/// wherever it lands, as the article's canvas does. A trigger given a point moves the shape and
/// its particles together: from that trigger on, both use the new place. With Reduce Motion no
/// particles are drawn (the seed clears them); the shape at the origin stays.
///
/// The seed does not show how many particles a tap emits; Pyro emits 16 stars and 10 hearts
/// (docs/SEEDS.md, seed 002, particles per tap).
public struct KeyframeBurst: ParticleSystemEffect {
    /// What the burst looks like and how it moves, as values; the defaults are the seed's.
    public struct Configuration: Equatable, Sendable {
        /// The particles' name in display lists (`stars`, `hearts`).
        public var name: String
        /// Particles per tap.
        public var count: Int
        /// The shape and its size in points, drawn at twice its size at the origin.
        public var shape: ShapeChoice
        /// The colour of the shape and its particles.
        public var color: RGBAColor
        /// Where particles are born, as a fraction of the canvas.
        public var origin: Vector2
        /// Life of every particle, in seconds.
        public var lifetime: Float = 1.2
        /// Distance travelled over the life, in points.
        public var distance = ValueRange(35, 90)

        /// A burst of `count` particles per tap from `origin` (fractions of the canvas).
        public init(name: String, count: Int, shape: ShapeChoice, color: RGBAColor, origin: Vector2) {
            self.name = name
            self.count = count
            self.shape = shape
            self.color = color
            self.origin = origin
        }

        /// Orange stars from the canvas centre.
        public static let starBurst = Configuration(
            name: "stars", count: 16, shape: ShapeChoice(.fivePointStar, size: 16), color: .orange,
            origin: Vector2(0.5, 0.5))

        /// Pink hearts from 50% across and 72% down.
        public static let floatingHearts = Configuration(
            name: "hearts", count: 10, shape: ShapeChoice(.heart, size: 16), color: .pink,
            origin: Vector2(0.5, 0.72))
    }

    public var system: ParticleSystem
    /// The values the burst was made with.
    public let configuration: Configuration
    /// Where triggers given a point moved the origin, in time order: from each `time` in seconds,
    /// the shape sits at `point` (canvas points) and taps emit there.
    private var moves: [(time: Double, point: Vector2)] = []

    /// The burst with `configuration`, particles seeded by `seed`, on a canvas
    /// of `canvasSize` points.
    public init(configuration: Configuration, seed: UInt64, canvasSize: Size) {
        self.configuration = configuration
        system = ParticleSystem(emitters: [Self.emitter(configuration)], seed: seed, canvasSize: canvasSize)
    }

    /// The keyframe tracks of seed 002, over progress 0...1.
    public static let travelTrack = KeyframeCurve(initialValue: 0, [.cubic(1, duration: 1)])
    /// Rotation in radians: linear to a full turn over the life.
    public static let rotationTrack = KeyframeCurve(initialValue: 0, [.linear(2 * .pi, duration: 1)])
    /// Opacity: linear to 1 over the first 10%, cubic to 0 over the rest.
    public static let opacityTrack = KeyframeCurve(
        initialValue: 0, [.linear(1, duration: 0.1), .cubic(0, duration: 0.9)])
    /// Scale: from 0.4, cubic to 1 over the first 20%, cubic to 0.3 over the rest.
    public static let scaleTrack = KeyframeCurve(
        initialValue: 0.4, [.cubic(1, duration: 0.2), .cubic(0.3, duration: 0.8)])

    /// The emitter of the burst, as data (values are cleaned up: nothing here can trap).
    public static func emitter(_ c: Configuration) -> EmitterConfiguration {
        EmitterConfiguration(
            name: c.name,
            emission: .burst(count: max(c.count, 0)),
            origin: .unit(c.origin),
            lifetime: .constant(c.lifetime),
            launch: .radial(speed: c.distance),
            motion: MotionConfiguration(timeWarp: .track(travelTrack)),
            spin: SpinConfiguration(rotationOverLife: rotationTrack),
            shapes: [c.shape],
            scaleOverLife: scaleTrack,
            opacityOverLife: opacityTrack,
            colors: [c.color],
            reducedMotion: .hide
        )
    }

    /// Emits one tap's particles at `time` seconds from the origin.
    ///
    /// - Parameter origin: nil emits from where the shape sits at `time`; a point (canvas points)
    ///   moves the shape there from `time` on and emits from it.
    public mutating func emit(at time: Double, origin: Vector2? = nil) {
        guard time.isFinite else { return }
        if let origin, origin.isFinite {
            let at = moves.firstIndex { $0.time > time } ?? moves.count
            moves.insert((time, origin), at: at)
        }
        // Unmoved, the configured origin is a fraction of the canvas, resolved at birth.
        system.fire(emitter: 0, at: time, origin: moves.last { $0.time <= time }?.point)
    }

    public mutating func trigger(at time: Double, origin: Vector2?) { emit(at: time, origin: origin) }

    /// Where the shape sits at `time` seconds, in canvas points: the last move at or before
    /// `time`, or the configured origin.
    public func place(at time: Double) -> Vector2 {
        if let moved = moves.last(where: { $0.time <= time }) { return moved.point }
        let size = system.canvasSize
        return Vector2(configuration.origin.x * size.width, configuration.origin.y * size.height)
    }

    public func render(reduceMotion: Bool, into list: inout DisplayList) {
        system.render(reduceMotion: reduceMotion, into: &list)
        var origin = ParticleBatch(name: "origin", shapes: [configuration.shape.shape])
        drawOrigin(into: &origin)
        list.items.append(.particles(origin))
    }

    /// The system's batches and the shape at its origin, written over the batches `list` holds.
    public func render(reduceMotion: Bool, reusing list: inout DisplayList) {
        var origin = list.takeBatch(at: system.emitters.count) ?? ParticleBatch(name: "origin", shapes: [])
        system.render(reduceMotion: reduceMotion, reusing: &list)
        drawOrigin(into: &origin)
        list.items.append(.particles(origin))
    }

    /// Makes `batch` the shape where it sits now, at twice its size.
    private func drawOrigin(into batch: inout ParticleBatch) {
        let place = place(at: system.time)
        batch.removeAll()
        batch.name = "origin"
        if batch.shapes.count != 1 || batch.shapes[0] != configuration.shape.shape {
            batch.shapes = [configuration.shape.shape]
        }
        batch.append(
            id: 0, x: place.x, y: place.y, scaleX: 2, scaleY: 2, width: configuration.shape.size.width,
            height: configuration.shape.size.height, color: configuration.color)
    }
}
