/// canvas-confetti's bursts, in Pyro: the options a web page passes to `confetti(options)`, with
/// their names, meanings and defaults, and canvas-confetti's motion in closed form.
///
/// canvas-confetti moves each piece once a tick (60 ticks a second): forward by its velocity
/// along its launch direction plus `drift` sideways and `3 × gravity` down, then multiplies the
/// velocity by `decay`; a piece lives `ticks` ticks and fades linearly. Summed over n ticks that
/// is `p0 + v0 (1 - decayⁿ) / (1 - decay) + n (drift, 3 gravity)`, which Pyro's drag model gives
/// exactly at every whole tick with drag `k = -60 ln decay`, launch speeds scaled by
/// `k / (1 - decay)`, and the air (wind and base velocity) moving at `60 (drift, 3 gravity)`
/// points per second. Between ticks the motion is smooth, so any frame rate shows the same path.
///
/// As a preset (`canvas-confetti`), its configuration is the options every `trigger` throws;
/// a page's `confetti(options)` call fires its own options with `fire(_:at:)`.
///
/// Differences from canvas-confetti: pieces are Pyro's flipping and spinning shapes rather than
/// its wobbling quadrilaterals (so a piece does not also circle 10 points about its path), as
/// large as canvas-confetti's at their widest: squares of `10 × scalar` points, circles of
/// `12 × scalar` and stars of `16 × scalar`; randomness is Pyro's seeded generator; `decay`
/// above 1 (speeding up) is read as 1 and below 0.01 as 0.01.
public struct CanvasConfetti: Effect {
    /// The shapes canvas-confetti draws.
    public enum Shape: String, CaseIterable, Equatable, Sendable {
        /// A square piece (canvas-confetti's default).
        case square
        /// A round piece.
        case circle
        /// A five-pointed star.
        case star

        /// The shape whose name has exactly the bytes of `name` (`square`, `circle`, `star`).
        public init?(exactName name: String) {
            guard let shape = Self.allCases.first(where: { $0.rawValue.hasSameBytes(as: name) }) else { return nil }
            self = shape
        }
    }

    /// One call's options, as canvas-confetti names them.
    public struct Options: Equatable, Sendable {
        /// Pieces to throw.
        public var particleCount = 50
        /// Launch direction, in degrees counter-clockwise from the right (90 is straight up).
        public var angle: Float = 90
        /// Width of the fan of directions, in degrees.
        public var spread: Float = 45
        /// Mean launch speed, in points per tick; each piece gets 0.5 to 1.5 times it.
        public var startVelocity: Float = 45
        /// What the velocity is multiplied by each tick (0.01...1).
        public var decay: Float = 0.9
        /// Downward pull: 3 × gravity points per tick.
        public var gravity: Float = 1
        /// Sideways push: drift points per tick (positive to the right).
        public var drift: Float = 0
        /// Life of each piece, in ticks of 1/60 s; pieces fade linearly over it.
        public var ticks: Float = 200
        /// Where pieces start, as a fraction of the canvas (0, 0 is the top left).
        public var origin = Vector2(0.5, 0.5)
        /// Colours, dealt out in turn.
        public var colors: [RGBAColor] = Self.defaultColors
        /// Shapes, picked at random for each piece.
        public var shapes: [Shape] = [.square, .circle]
        /// Size factor: squares are 10 × scalar points, circles 12 × scalar, stars 16 × scalar.
        public var scalar: Float = 1
        /// Pieces neither turn nor flip: they keep their face to the page, upright.
        public var flat = false
        /// Shapes a page made (canvas-confetti's `shapeFromPath` and `shapeFromText`), picked at
        /// random together with `shapes`.
        public var customShapes: [CustomShape] = []

        /// canvas-confetti's colours: #26ccff, #a25afd, #ff5e7e, #88ff5a, #fcff42, #ffa62d, #ff36ff.
        public static let defaultColors: [RGBAColor] = [
            RGBAColor(red: 0x26, green: 0xCC, blue: 0xFF), RGBAColor(red: 0xA2, green: 0x5A, blue: 0xFD),
            RGBAColor(red: 0xFF, green: 0x5E, blue: 0x7E), RGBAColor(red: 0x88, green: 0xFF, blue: 0x5A),
            RGBAColor(red: 0xFC, green: 0xFF, blue: 0x42), RGBAColor(red: 0xFF, green: 0xA6, blue: 0x2D),
            RGBAColor(red: 0xFF, green: 0x36, blue: 0xFF),
        ]

        /// The most pieces one call throws.
        public static let maximumParticleCount = 100_000

        /// canvas-confetti's defaults for every option.
        public init() {}
    }

    /// A piece made from a path or a picture, `size` points at a `scalar` of 1.
    public struct CustomShape: Equatable, Sendable {
        /// The outline or picture, in the unit box.
        public var shape: ParticleShape
        /// The piece's width and height at `scalar` 1, in points.
        public var size: Size

        /// A piece of `shape`, `size` points at a `scalar` of 1.
        public init(_ shape: ParticleShape, size: Size) {
            self.shape = shape
            self.size = size
        }
    }

    /// Ticks a second in canvas-confetti's model.
    public static let tickRate: Float = 60

    /// One call: when, with what options, and its particles while it may be alive.
    private struct Shot: Sendable {
        var time: Double
        var options: Options
        var index: UInt64
        var system: ParticleSystem?
    }

    /// The seed every call's particles are drawn from.
    public let seed: UInt64
    /// The options `trigger` throws (the preset's parameters).
    public let configuration: Options
    public private(set) var canvasSize: Size
    private var shots: [Shot] = []
    private var time: Double = 0

    /// An overlay on a canvas of `canvasSize` points with nothing thrown yet: `fire` throws
    /// pieces with a call's options, `trigger` with `configuration`.
    public init(configuration: Options = Options(), seed: UInt64, canvasSize: Size) {
        self.configuration = configuration
        self.seed = seed
        self.canvasSize = canvasSize.sanitizedCanvas
    }

    /// Throws a burst with `options` at `time` seconds.
    public mutating func fire(_ options: Options, at time: Double) {
        guard time.isFinite else { return }
        shots.append(Shot(time: time, options: options, index: UInt64(shots.count), system: nil))
        refresh(shots.count - 1)
    }

    /// Removes every piece and every scheduled burst.
    public mutating func reset() {
        shots = []
    }

    /// Seconds from a burst with `options` until its last piece is gone.
    public static func lifetime(_ options: Options) -> Double {
        Double(max(options.ticks.isFinite ? options.ticks : 0, 1) / tickRate)
    }

    /// Whether every burst fired so far has ended by `time`.
    public func isFinished(at time: Double) -> Bool {
        shots.allSatisfy { time >= $0.time + Self.lifetime($0.options) }
    }

    public mutating func update(to time: Double) {
        guard time.isFinite else { return }
        self.time = time
        for i in shots.indices { refresh(i) }
    }

    /// Builds or drops shot `i`'s particles: they exist only while the shot is alive, and are
    /// made again (exactly) when time goes back into its life.
    private mutating func refresh(_ i: Int) {
        let shot = shots[i]
        let alive = time >= shot.time && time < shot.time + Self.lifetime(shot.options)
        if !alive {
            shots[i].system = nil
            return
        }
        if shots[i].system == nil {
            var system = ParticleSystem(
                emitters: [Self.emitter(shot.options)], seed: seed &+ shot.index &* 0x9E37_79B9,
                canvasSize: canvasSize)
            system.fire(emitter: 0, at: shot.time)
            shots[i].system = system
        }
        shots[i].system!.update(to: time)
    }

    public func render(reduceMotion: Bool, into list: inout DisplayList) {
        for shot in shots { shot.system?.render(reduceMotion: reduceMotion, into: &list) }
    }

    /// Fires a burst with `configuration`, from `origin` (points) if given.
    public mutating func trigger(at time: Double, origin: Vector2?) {
        var options = configuration
        if let origin, canvasSize.width > 0, canvasSize.height > 0 {
            options.origin = Vector2(origin.x / canvasSize.width, origin.y / canvasSize.height)
        }
        fire(options, at: time)
    }

    /// A new canvas size: bursts in flight carry on; later bursts start from their origin's
    /// fraction of the new size.
    public mutating func resize(to size: Size) {
        for i in shots.indices { shots[i].system?.resize(to: size) }
        canvasSize = size.sanitizedCanvas
    }

    public var liveCount: Int { shots.reduce(0) { $0 + ($1.system?.liveCount ?? 0) } }

    /// The emitter that throws one call's pieces.
    public static func emitter(_ o: Options) -> EmitterConfiguration {
        let decay = min(max(o.decay.isFinite ? o.decay : 0.9, 0.01), 1)
        // Drag per second, and the factor that turns a speed in points per tick into the launch
        // speed (points per second) whose closed form lands on canvas-confetti's ticks.
        let drag = decay < 1 ? -tickRate * Float(naturalLogarithm(Double(decay))) : 0
        let speedFactor = decay < 1 ? drag / (1 - decay) : tickRate
        let startVelocity = o.startVelocity.isFinite ? o.startVelocity : 45
        let air = Vector2(
            tickRate * (o.drift.isFinite ? o.drift : 0), tickRate * 3 * (o.gravity.isFinite ? o.gravity : 1))
        let scalar = o.scalar.isFinite ? max(o.scalar, 0) : 1
        let builtIn = o.shapes.isEmpty && o.customShapes.isEmpty ? [.square, .circle] : o.shapes
        let shapes =
            builtIn.map { shape -> ShapeChoice in
                switch shape {
                case .square: return ShapeChoice(.rectangle, size: 10 * scalar)
                case .circle: return ShapeChoice(.circle, size: 12 * scalar)
                case .star: return ShapeChoice(.star(points: 5, innerRadius: 0.5), size: 16 * scalar)
                }
            }
            + o.customShapes.map { custom in
                ShapeChoice(custom.shape, width: custom.size.width * scalar, height: custom.size.height * scalar)
            }
        let degrees = Float.pi / 180
        return EmitterConfiguration(
            name: "canvas-confetti",
            emission: .burst(count: min(max(o.particleCount, 0), Options.maximumParticleCount)),
            origin: .unit(o.origin.isFinite ? o.origin : Vector2(0.5, 0.5)),
            lifetime: .constant(Float(lifetime(o))),
            launch: LaunchConfiguration(
                angle: (90 - (o.angle.isFinite ? o.angle : 90)) * degrees,
                spread: (o.spread.isFinite ? o.spread : 45) * degrees,
                speed: ValueRange(0.5 * startVelocity * speedFactor, 1.5 * startVelocity * speedFactor),
                baseVelocity: air),
            motion: MotionConfiguration(drag: drag, wind: air),
            spin: o.flat
                ? .none
                : SpinConfiguration(
                    initialRotation: ValueRange(0, 2 * .pi), spin: ValueRange(-3, 3),
                    flipPhase: ValueRange(0.25 * .pi, 0.75 * .pi), flipRate: ValueRange(3, 6.6)),
            shapes: shapes,
            shapePick: .random,
            opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1)]),
            colors: o.colors.isEmpty ? Options.defaultColors : o.colors,
            colorPick: .cycle,
            reducedMotion: .hide
        )
    }

    /// ln(x) for x > 0, from additions, multiplications and divisions only, so every platform
    /// gets the same bits: x = m · 2ᵉ with m in [1, 2), ln m = 2 atanh((m - 1) / (m + 1)) by its
    /// series (|s| ≤ 1/3, so 24 terms are far below a double's precision).
    static func naturalLogarithm(_ x: Double) -> Double {
        guard x.isFinite, x > 0 else { return x == 0 ? -.infinity : .nan }
        let exponent = x.exponent
        let m = x.significand
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var term = s
        var sum = 0.0
        for k in 0..<24 {
            sum += term / Double(2 * k + 1)
            term *= s2
        }
        return 2 * sum + Double(exponent) * 0.693_147_180_559_945_3
    }
}
