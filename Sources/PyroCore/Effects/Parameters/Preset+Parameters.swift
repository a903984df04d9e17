/// Each preset's parameters: the names `--set` takes, mapped onto the fields of the preset's
/// configuration. The allowed values keep effects drawable (no more than 100 000 pieces a
/// burst, no zero lifetimes); the presets clamp anything else themselves.
///
/// The same words mean the same thing everywhere: `count` pieces a burst, `colors`, `size` in
/// points, `speed` in points per second, `gravity` in points per second squared (downward),
/// `lifetime` in seconds, `origin` as fractions of the canvas, `fan-angle` in radians. The one
/// exception is `canvas-confetti`, whose parameters are canvas-confetti's options, with their
/// names (`startVelocity` is `start-velocity`) and meanings (ticks of 1/60 s, degrees), so that
/// a page's options reach the engine unchanged.

/// The most pieces a burst may have from the command line.
private let maximumCount = 100_000
private let countSummary = "pieces a burst"
private let gravityRange: ClosedRange<Double> = -10_000...10_000
private let gravitySummary = "points per second squared, downward (negative pulls up)"
private let speedRange: ClosedRange<Double> = 0...20_000
private let sizeRange: ClosedRange<Double> = 0.5...500
private let lifetimeRange: ClosedRange<Double> = 0.05...60
private let fanRange: ClosedRange<Double> = 0...3.14

extension FuseFirework.Configuration {
    static let bindings: [ParameterBinding<Self>] = [
        .number(
            "burn-duration", 0.05...600, "seconds the fuse takes to burn (when burn-speed is 0)",
            get: { $0.burnDuration }, set: { $0.burnDuration = $1 }),
        .number(
            "burn-speed", 0...100_000, "points per second along the path; 0 uses burn-duration",
            get: { $0.burnSpeed ?? 0 }, set: { $0.burnSpeed = $1 > 0 ? $1 : nil }),
        .integer(
            "count", 0...maximumCount, "explosion particles",
            get: { $0.explosionCount }, set: { $0.explosionCount = $1 }),
        .colors(
            "colors", "explosion colours, picked at random",
            get: { $0.explosionColors }, set: { $0.explosionColors = $1 }),
        .range(
            "size", 0...500, "explosion particle diameters, points",
            get: { $0.explosionSize }, set: { $0.explosionSize = $1 }),
        .range(
            "speed", speedRange, "explosion launch speeds, points per second",
            get: { $0.explosionSpeed }, set: { $0.explosionSpeed = $1 }),
        .number(
            "gravity", gravityRange, gravitySummary,
            get: { Double($0.explosionGravity) }, set: { $0.explosionGravity = Float($1) }),
        .number(
            "fade", lifetimeRange, "seconds explosion particles take to fade out",
            get: { Double($0.explosionFade) }, set: { $0.explosionFade = Float($1) }),
        .number(
            "spark-rate", 0...10_000, "sparks a second from the burning tip",
            get: { $0.sparkRate }, set: { $0.sparkRate = $1 }),
    ]
}

extension ParticleBurst.Configuration {
    static let bindings: [ParameterBinding<Self>] = [
        .integer("count", 0...maximumCount, countSummary, get: { $0.count }, set: { $0.count = $1 }),
        .colors("colors", "one colour a burst, in turn", get: { $0.colors }, set: { $0.colors = $1 }),
        .number(
            "size", sizeRange, "shape size, points",
            get: { Double($0.shape.size.width) }, set: { $0.shape.size = Size(width: Float($1), height: Float($1)) }),
        .range(
            "speed", speedRange, "speed along the eased clock, points per second",
            get: { $0.speed }, set: { $0.speed = $1 }),
        .number(
            "duration", lifetimeRange, "seconds of the eased clock and of every life",
            get: { Double($0.duration) }, set: { $0.duration = Float($1) }),
        .unitPoint(
            "origin", "where a burst starts without --origin, as fractions of the canvas",
            get: { $0.origin }, set: { $0.origin = $1 }),
    ]
}

extension KeyframeBurst.Configuration {
    static let bindings: [ParameterBinding<Self>] = [
        .integer("count", 0...maximumCount, "particles a tap", get: { $0.count }, set: { $0.count = $1 }),
        .color("color", "the shape's colour", get: { $0.color }, set: { $0.color = $1 }),
        .number(
            "size", sizeRange, "shape size, points",
            get: { Double($0.shape.size.width) }, set: { $0.shape.size = Size(width: Float($1), height: Float($1)) }),
        .range(
            "distance", 0...10_000, "distance travelled over the life, points",
            get: { $0.distance }, set: { $0.distance = $1 }),
        .number(
            "lifetime", lifetimeRange, "seconds each particle lives",
            get: { Double($0.lifetime) }, set: { $0.lifetime = Float($1) }),
        .unitPoint(
            "origin", "where particles are born, as fractions of the canvas",
            get: { $0.origin }, set: { $0.origin = $1 }),
    ]
}

extension Confetti.Configuration {
    static let bindings: [ParameterBinding<Self>] = [
        .integer("count", 0...maximumCount, "squares", get: { $0.count }, set: { $0.count = $1 }),
        .colors("colors", "square colours, picked at random", get: { $0.colors }, set: { $0.colors = $1 }),
        .number(
            "size", sizeRange, "side of each square, points",
            get: { Double($0.pieceSize) }, set: { $0.pieceSize = Float($1) }),
        .number(
            "show", 0...3600, "seconds shown at full opacity",
            get: { Double($0.showDuration) }, set: { $0.showDuration = Float($1) }),
        .number(
            "fade", 0...3600, "seconds of fading out after that",
            get: { Double($0.fadeDuration) }, set: { $0.fadeDuration = Float($1) }),
        .range(
            "flip-period", lifetimeRange, "seconds per turn about the x axis",
            get: { $0.flipPeriod }, set: { $0.flipPeriod = $1 }),
        .range(
            "spin-period", lifetimeRange, "seconds per turn about the z axis",
            get: { $0.spinPeriod }, set: { $0.spinPeriod = $1 }),
        .number(
            "fall", 0...10_000, "downward drift, points per second (0: the seed's still pieces)",
            get: { Double($0.fallSpeed) }, set: { $0.fallSpeed = Float($1) }),
    ]
}

extension ConfettiBurst.Configuration {
    static let bindings: [ParameterBinding<Self>] = [
        .integer("count", 0...maximumCount, countSummary, get: { $0.count }, set: { $0.count = $1 }),
        .colors("colors", "piece colours, in turn", get: { $0.colors }, set: { $0.colors = $1 }),
        .number(
            "gravity", gravityRange, gravitySummary,
            get: { Double($0.gravity) }, set: { $0.gravity = Float($1) }),
        .number(
            "drag", 0...100, "linear air drag, per second",
            get: { Double($0.drag) }, set: { $0.drag = Float($1) }),
        .range("speed", speedRange, "launch speed, points per second", get: { $0.speed }, set: { $0.speed = $1 }),
        .number(
            "fan-angle", fanRange, "half-width of the launch fan, radians either side of straight up",
            get: { Double($0.fanHalfAngle) }, set: { $0.fanHalfAngle = Float($1) }),
        .number(
            "lifetime", lifetimeRange, "seconds each piece lives",
            get: { Double($0.lifetime) }, set: { $0.lifetime = Float($1) }),
        .number(
            "fade", 0...1, "fraction of the life, at its end, spent fading out",
            get: { Double($0.fadeFraction) }, set: { $0.fadeFraction = Float($1) }),
        .number(
            "piece-width", sizeRange, "circle diameter and rectangle width, points",
            get: { Double($0.pieceWidth) }, set: { $0.pieceWidth = Float($1) }),
        .number(
            "piece-height", sizeRange, "rectangle height, points",
            get: { Double($0.pieceHeight) }, set: { $0.pieceHeight = Float($1) }),
        .unitPoint(
            "origin", "where bursts start without --origin, as fractions of the canvas",
            get: { $0.origin }, set: { $0.origin = $1 }),
    ]
}

extension Fountain.Configuration {
    static let bindings: [ParameterBinding<Self>] = [
        .number("rate", 0...100_000, "sparks a second", get: { $0.rate }, set: { $0.rate = $1 }),
        .range("speed", speedRange, "launch speed, points per second", get: { $0.speed }, set: { $0.speed = $1 }),
        .number(
            "fan-angle", fanRange, "half-width of the fan, radians either side of straight up",
            get: { Double($0.fanHalfAngle) }, set: { $0.fanHalfAngle = Float($1) }),
        .number(
            "gravity", gravityRange, gravitySummary,
            get: { Double($0.gravity) }, set: { $0.gravity = Float($1) }),
        .range("lifetime", lifetimeRange, "seconds each spark lives", get: { $0.lifetime }, set: { $0.lifetime = $1 }),
        .unitPoint(
            "origin", "where sparks start, as fractions of the canvas",
            get: { $0.origin }, set: { $0.origin = $1 }),
    ]
}

extension CanvasConfetti.Options {
    static let bindings: [ParameterBinding<Self>] = [
        .integer(
            "particle-count", 0...maximumParticleCount, "pieces a call throws",
            get: { $0.particleCount }, set: { $0.particleCount = $1 }),
        .number(
            "angle", -3_600...3_600, "launch direction, degrees counter-clockwise from the right (90 is up)",
            get: { Double($0.angle) }, set: { $0.angle = Float($1) }),
        .number(
            "spread", 0...360, "width of the fan of directions, degrees",
            get: { Double($0.spread) }, set: { $0.spread = Float($1) }),
        .number(
            "start-velocity", 0...10_000, "mean launch speed, points per tick (each piece 0.5 to 1.5 times it)",
            get: { Double($0.startVelocity) }, set: { $0.startVelocity = Float($1) }),
        .number(
            "decay", 0.01...1, "the part of its velocity a piece keeps each tick",
            get: { Double($0.decay) }, set: { $0.decay = Float($1) }),
        .number(
            "gravity", -1_000...1_000, "downward pull: 3 × gravity points per tick (negative pulls up)",
            get: { Double($0.gravity) }, set: { $0.gravity = Float($1) }),
        .number(
            "drift", -1_000...1_000, "sideways push, points per tick (positive to the right)",
            get: { Double($0.drift) }, set: { $0.drift = Float($1) }),
        .number(
            "ticks", 1...216_000, "life of each piece in ticks of 1/60 s; pieces fade linearly over it",
            get: { Double($0.ticks) }, set: { $0.ticks = Float($1) }),
        .unitPoint(
            "origin", "where pieces start, as fractions of the canvas",
            get: { $0.origin }, set: { $0.origin = $1 }),
        .colors("colors", "piece colours, dealt out in turn", get: { $0.colors }, set: { $0.colors = $1 }),
        .choices(
            "shapes", CanvasConfetti.Shape.allCases.map { $0.rawValue }, "piece shapes, picked at random",
            get: { $0.shapes.map { $0.rawValue } },
            set: { o, names in o.shapes = names.compactMap(CanvasConfetti.Shape.init(exactName:)) }),
        .number(
            "scalar", 0...100, "size factor: squares are 10 × scalar points, circles 12 ×, stars 16 ×",
            get: { Double($0.scalar) }, set: { $0.scalar = Float($1) }),
        .flag("flat", "pieces neither turn nor flip", get: { $0.flat }, set: { $0.flat = $1 }),
    ]
}
