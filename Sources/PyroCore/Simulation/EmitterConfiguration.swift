/// Everything that defines one kind of particle: a value, so effects are data.
///
/// A particle is a function of its birth and its age: at birth it draws its random values
/// (lifetime, launch, spin, size, colour, shape) from its own seeded stream; from then on its
/// position, rotation, scale and opacity at any age follow in closed form from this
/// configuration. Over-life tracks take the particle's progress through its life (0...1).
///
/// The initialiser cleans values up (an empty palette becomes white, an empty shape list a
/// 4-point circle, at most 255 shapes are kept); values set on the properties afterwards are
/// cleaned up the same way when a `ParticleSystem` is built from the configuration.
public struct EmitterConfiguration: Equatable, Sendable {
    /// A name for the particles, such as `sparks`; `pyro inspect` prints it.
    public var name: String
    public var emission: Emission
    public var origin: EmitterOrigin
    /// Life span, in seconds, drawn uniformly per particle (at least 1 ms).
    public var lifetime: ValueRange
    public var launch: LaunchConfiguration
    public var motion: MotionConfiguration
    public var spin: SpinConfiguration
    /// Shapes and their base sizes.
    public var shapes: [ShapeChoice]
    public var shapePick: Pick
    /// Per-particle size factor multiplying the shape's base size.
    public var sizeFactor: ValueRange
    /// Uniform scale over life (multiplies the size).
    public var scaleOverLife: KeyframeTrack
    /// Opacity over life, clamped to 0...1 when drawn.
    public var opacityOverLife: KeyframeTrack
    /// The palette a particle's colour comes from.
    public var colors: [RGBAColor]
    public var colorPick: Pick
    /// When set, replaces the palette: every particle's colour follows this gradient over life.
    public var colorOverLife: ColorGradient?
    public var blend: BlendMode
    public var reducedMotion: ReducedMotion
    /// When set, positions wrap vertically so that falling pieces re-enter at the top
    /// (a canvas-height period plus the piece's height).
    public var wrapsVertically: Bool

    public init(
        name: String,
        emission: Emission,
        origin: EmitterOrigin,
        lifetime: ValueRange,
        launch: LaunchConfiguration = .still,
        motion: MotionConfiguration = MotionConfiguration(),
        spin: SpinConfiguration = .none,
        shapes: [ShapeChoice],
        shapePick: Pick = .cycle,
        sizeFactor: ValueRange = .constant(1),
        scaleOverLife: KeyframeTrack = .constant(1),
        opacityOverLife: KeyframeTrack = .constant(1),
        colors: [RGBAColor],
        colorPick: Pick = .random,
        colorOverLife: ColorGradient? = nil,
        blend: BlendMode = .normal,
        reducedMotion: ReducedMotion = .freeze(atAge: 0.6),
        wrapsVertically: Bool = false
    ) {
        self.name = name
        self.emission = emission
        self.origin = origin
        self.lifetime = lifetime
        self.launch = launch
        self.motion = motion
        self.spin = spin
        self.shapes = Array((shapes.isEmpty ? [ShapeChoice(.circle, size: 4)] : shapes).prefix(255))
        self.shapePick = shapePick
        self.sizeFactor = sizeFactor
        self.scaleOverLife = scaleOverLife
        self.opacityOverLife = opacityOverLife
        self.colors = colors.isEmpty ? [.white] : colors
        self.colorPick = colorPick
        self.colorOverLife = colorOverLife
        self.blend = blend
        self.reducedMotion = reducedMotion
        self.wrapsVertically = wrapsVertically
    }

    /// The longest life any particle can have, in seconds.
    public var maximumLifetime: Float { max(lifetime.lower, lifetime.upper, 0.001) }
}
