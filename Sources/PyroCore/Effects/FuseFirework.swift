/// Seed 000: a person draws a fuse, lights it, the flame burns back along the path from its
/// last point to its first, and a firework explodes where the drawing began.
///
/// States: drawing (points are appended) -> burning (the tip moves from the path's last point
/// to its first at a steady speed along the arc length, sparks fly from it) -> exploding (150
/// particles at the first point) -> done. `reset()` returns to drawing from any state.
///
/// The display list holds the path (grey while drawing; a faint brown base once lit), the lit
/// part from the tip to the end as three glowing strokes (yellow, orange, orange, as in the
/// seed), the flickering three-layer flame at the tip, the sparks and the explosion.
///
/// The seed's explosion timer ticks every 0.016 s (62.5 Hz); its per-tick numbers become
/// seconds at that rate: launch speeds of 1-5 points a tick are 62.5-312.5 points per second,
/// gravity of 0.05 points a tick² is 195.3125 points per second squared, and a fade of 0.01 a
/// tick clears a particle in 1.6 s. One drawn point is enough to light: the flame then stands
/// still on it for the burn time and the firework explodes there, as in the seed.
///
/// Differences from the seed (docs/SEEDS.md, seed 000): sparks fly from the burning tip; its
/// frame-counting timers are replaced by closed-form motion in seconds; the fuse can burn at a
/// speed in points per second instead of always taking 2.5 s.
public struct FuseFirework: Effect {
    /// What the fuse firework looks like and how it moves, as values; the defaults are the seed's.
    public struct Configuration: Equatable, Sendable {
        /// How long the fuse burns when `burnSpeed` is nil or the path has no length, in seconds
        /// (the seed: 2.5).
        public var burnDuration: Double = 2.5
        /// Burning speed along the path, in points per second; overrides `burnDuration`.
        public var burnSpeed: Double?
        /// Particles in the explosion.
        public var explosionCount = 150
        /// The explosion's palette; each particle picks one at random.
        public var explosionColors: [RGBAColor] = [.red, .orange, .yellow, .blue, .purple, .pink]
        /// Particle diameters, in points.
        public var explosionSize = ValueRange(2, 8)
        /// Launch speeds, in points per second, in all directions (the seed: 1-5 points a tick).
        public var explosionSpeed = ValueRange(62.5, 312.5)
        /// Points per second squared, downward (the seed: 0.05 points a tick²).
        public var explosionGravity: Float = 195.3125
        /// Seconds for explosion particles to fade from opaque to invisible (the seed: 0.01 a
        /// tick).
        public var explosionFade: Float = 1.6
        /// Sparks born per second at the burning tip (0 for none).
        public var sparkRate: Double = 90

        /// The seed's values.
        public init() {}
    }

    /// Where the fuse is in its story.
    public enum State: String, Equatable, Sendable {
        /// Drawing (points are added), burning (the flame runs back along the path), exploding
        /// (the particles at the first point are alive), done.
        case drawing, burning, exploding, done
    }

    /// The values the fuse firework was made with.
    public let configuration: Configuration
    /// The seed of the sparks and the explosion.
    public let seed: UInt64
    /// The points drawn so far, in canvas points.
    public private(set) var points: [Vector2] = []
    /// When the fuse was lit, in seconds (nil while drawing).
    public private(set) var litAt: Double?
    /// The drawn path measured by arc length.
    public private(set) var path = Polyline([])
    private var system: ParticleSystem
    private var time: Double = 0

    /// The fuse firework with `configuration`, particles seeded by `seed`, on a canvas
    /// of `canvasSize` points.
    public init(configuration: Configuration = Configuration(), seed: UInt64, canvasSize: Size) {
        self.configuration = configuration
        self.seed = seed
        system = ParticleSystem(emitters: [], seed: seed, canvasSize: canvasSize)
    }

    /// Appends a drawn point (canvas points) while drawing; ignored otherwise, or when not finite.
    ///
    /// - Complexity: amortised O(1): the path grows by one segment.
    public mutating func addPoint(_ point: Vector2) {
        guard litAt == nil, point.isFinite else { return }
        points.append(point)
        path.append(point)
    }

    /// Lights the fuse at `time` seconds.
    ///
    /// - Throws: `FuseError.nothingDrawn` while nothing is drawn, `FuseError.alreadyLit` after
    ///   lighting.
    public mutating func light(at time: Double) throws(FuseError) {
        guard litAt == nil else { throw .alreadyLit }
        guard !path.points.isEmpty else { throw .nothingDrawn }
        guard time.isFinite else { return }
        litAt = time
        let burn = burnDuration
        system = ParticleSystem(
            emitters: [sparksEmitter(burn: burn), explosionEmitter()], seed: seed,
            canvasSize: system.canvasSize)
        system.start(emitter: 0, at: time)
        system.fire(emitter: 1, at: time + burn, origin: path.points[0])
        system.update(to: self.time)
    }

    /// Back to an empty drawing, from any state.
    public mutating func reset() {
        points = []
        path = Polyline([])
        litAt = nil
        system = ParticleSystem(emitters: [], seed: seed, canvasSize: system.canvasSize)
        system.update(to: time)
    }

    /// Seconds the fuse takes to burn: the configured duration, or length / speed for a path with
    /// a length.
    public var burnDuration: Double {
        if let speed = configuration.burnSpeed, speed.isFinite, speed > 0, path.length > 0 {
            return Double(path.length) / speed
        }
        let d = configuration.burnDuration
        return d.isFinite && d > 0 ? d : 2.5
    }

    /// The state at the current time.
    public var state: State {
        guard let lit = litAt else { return .drawing }
        let explodeAt = lit + burnDuration
        if time < explodeAt { return .burning }
        // Compared in Float, as particle lifetimes are, so the state and the last explosion
        // particle end together.
        return Float(time - explodeAt) < explosionLifetime ? .exploding : .done
    }

    /// Fraction of the path burnt at the current time: 0 when lit, 1 at the explosion.
    public var burntFraction: Float {
        guard let lit = litAt else { return 0 }
        let d = burnDuration
        return d > 0 ? Float(min(max((time - lit) / d, 0), 1)) : 1
    }

    /// The burning tip, in canvas points: the last point when lit, the first when exploding
    /// (nil while drawing).
    public var tip: Vector2? {
        guard litAt != nil else { return nil }
        return path.point(atDistance: path.length * (1 - burntFraction))
    }

    public mutating func update(to time: Double) {
        guard time.isFinite else { return }
        self.time = time
        system.update(to: time)
    }

    /// Lights the fuse (ignoring an empty drawing); the fuse has no origin to move.
    public mutating func trigger(at time: Double, origin: Vector2?) {
        try? light(at: time)
    }

    public var liveCount: Int { system.liveCount }

    /// The canvas, in points.
    public var canvasSize: Size { system.canvasSize }

    /// Changes the canvas, keeping the drawing, the burning fuse and its particles: the fuse is
    /// drawn in canvas points, so it stays where it was drawn.
    public mutating func resize(to size: Size) { system.resize(to: size) }

    public func render(reduceMotion: Bool, into list: inout DisplayList) {
        if litAt == nil {
            if let drawing = drawingStroke { list.items.append(.stroke(drawing)) }
            return
        }
        let strokes = litStrokes
        list.items.append(.stroke(strokes.0))
        list.items.append(.stroke(strokes.1))
        list.items.append(.stroke(strokes.2))
        list.items.append(.stroke(strokes.3))
        system.render(reduceMotion: reduceMotion, into: &list)
        if state == .burning, let tip {
            var flame = ParticleBatch(name: "flame", shapes: [.flame])
            drawFlame(at: tip, reduceMotion: reduceMotion, into: &flame)
            list.items.append(.particles(flame))
        }
    }

    /// The same frame, written over the one `list` holds: the strokes lead, then the system's
    /// batches and the flame, whose columns are overwritten in place.
    public func render(reduceMotion: Bool, reusing list: inout DisplayList) {
        list.canvasSize = canvasSize
        guard litAt != nil else {
            list.items.removeAll(keepingCapacity: true)
            if let drawing = drawingStroke { list.items.append(.stroke(drawing)) }
            return
        }
        var leading = 0
        while leading < min(4, list.items.count), case .stroke = list.items[leading] { leading += 1 }
        var flame = list.takeBatch(at: leading + system.emitters.count) ?? ParticleBatch(name: "flame", shapes: [])
        list.items.removeFirst(leading)
        system.render(reduceMotion: reduceMotion, reusing: &list)
        let strokes = litStrokes
        list.items.insert(.stroke(strokes.0), at: 0)
        list.items.insert(.stroke(strokes.1), at: 1)
        list.items.insert(.stroke(strokes.2), at: 2)
        list.items.insert(.stroke(strokes.3), at: 3)
        if state == .burning, let tip {
            drawFlame(at: tip, reduceMotion: reduceMotion, into: &flame)
            list.items.append(.particles(flame))
        }
    }

    /// The drawing before lighting: a gray line (nil while nothing can be seen).
    private var drawingStroke: StrokeItem? {
        guard path.points.count > 1 || points.count == 1 else { return nil }
        return StrokeItem(name: "path", points: path.points, lineWidth: 3, color: .gray)
    }

    /// The lit fuse: the brown path, two blurred glows and the orange fuse, trimmed to what is
    /// left to burn.
    private var litStrokes: (StrokeItem, StrokeItem, StrokeItem, StrokeItem) {
        let line = path.points
        let from = 1 - burntFraction
        return (
            StrokeItem(name: "path", points: line, lineWidth: 3, color: .brown, opacity: 0.5),
            StrokeItem(
                name: "fuse-glow", points: line, lineWidth: 8, color: .yellow, opacity: 0.5,
                trimStart: from, trimEnd: 1, blurRadius: 4),
            StrokeItem(
                name: "fuse-glow", points: line, lineWidth: 5, color: .orange, opacity: 0.7,
                trimStart: from, trimEnd: 1, blurRadius: 2),
            StrokeItem(name: "fuse", points: line, lineWidth: 3, color: .orange, trimStart: from, trimEnd: 1)
        )
    }

    /// The seed's flame: red, orange and yellow flames stacked, their scales swinging back and
    /// forth linearly every 0.35 s (SwiftUI's default animation duration, auto-reversed).
    ///
    /// Each layer's vertical offset (+2, -2, -5 points) sits inside its animated `scaleEffect`
    /// in the seed, so it grows and shrinks with the layer.
    private func drawFlame(at tip: Vector2, reduceMotion: Bool, into batch: inout ParticleBatch) {
        let phase: Float
        if reduceMotion {
            phase = 0
        } else {
            let cycles = (time - (litAt ?? 0)) / 0.35
            let f = Float(cycles - (cycles / 2).rounded(.down) * 2)  // 0..<2
            phase = f < 1 ? f : 2 - f  // triangle wave 0...1...0
        }
        func lerp(_ a: Float, _ b: Float) -> Float { a + (b - a) * phase }
        batch.removeAll()
        batch.name = "flame"
        batch.blend = .normal
        if batch.shapes.count != 1 || batch.shapes[0] != .flame { batch.shapes = [.flame] }
        let w: Float = 16
        let h: Float = 20
        let red = lerp(1, 0.5)
        batch.append(
            id: 0, x: tip.x, y: tip.y + 2 * red, scaleX: red, scaleY: red, width: w, height: h,
            opacity: 0.8, color: .red)
        let orange = lerp(0.9, 1.5)
        batch.append(
            id: 1, x: tip.x, y: tip.y - 2 * orange, scaleX: 0.7 * orange, scaleY: 0.7 * orange,
            width: w, height: h, opacity: 0.9, color: .orange)
        let yellow = lerp(1.1, 0.3)
        batch.append(
            id: 2, x: tip.x, y: tip.y - 5 * yellow, scaleX: 0.5 * yellow, scaleY: 0.5 * yellow,
            width: w, height: h, color: .yellow)
    }

    private var explosionLifetime: Float {
        let f = configuration.explosionFade
        return f.isFinite && f > 0 ? f : 1.6
    }

    private func sparksEmitter(burn: Double) -> EmitterConfiguration {
        let rate = configuration.sparkRate.isFinite ? max(configuration.sparkRate, 0) : 0
        return EmitterConfiguration(
            name: "sparks",
            emission: .continuous(rate: rate, duration: burn),
            origin: .path(path, from: path.length, to: 0, duration: burn),
            lifetime: ValueRange(0.25, 0.6),
            launch: .radial(speed: ValueRange(30, 110)),
            motion: MotionConfiguration(gravity: Vector2(0, 220), drag: 1.5),
            shapes: [ShapeChoice(.circle, size: 2.5)],
            sizeFactor: ValueRange(0.6, 1.2),
            opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1, curve: .easeIn)]),
            colors: [.yellow],
            colorOverLife: ColorGradient([(0, .white), (0.3, .yellow), (1, .orange)]),
            blend: .additive
        )
    }

    private func explosionEmitter() -> EmitterConfiguration {
        let c = configuration
        return EmitterConfiguration(
            name: "explosion",
            emission: .burst(count: max(c.explosionCount, 0)),
            origin: .point(path.points.first ?? .zero),
            lifetime: .constant(explosionLifetime),
            launch: .radial(speed: c.explosionSpeed),
            motion: MotionConfiguration(gravity: Vector2(0, c.explosionGravity)),
            shapes: [ShapeChoice(.circle, size: 1)],
            sizeFactor: c.explosionSize,
            opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1)]),
            colors: c.explosionColors,
            colorPick: .random
        )
    }
}

extension FuseFirework {
    /// A gently curving fuse across the lower middle of a canvas, for demos and renders when
    /// nobody has drawn one: it starts at the left (where the firework will explode) and ends
    /// at the right (where the flame starts).
    public static func samplePath(canvasSize: Size) -> [Vector2] {
        let w = canvasSize.width
        let h = canvasSize.height
        var points: [Vector2] = []
        let steps = 48
        for i in 0...steps {
            let t = Float(i) / Float(steps)
            let x = w * (0.3 + 0.5 * t)
            let y = h * (0.45 + 0.25 * t + 0.08 * FastMath.sin(t * 2 * .pi * 1.5))
            points.append(Vector2(x, y))
        }
        return points
    }
}
