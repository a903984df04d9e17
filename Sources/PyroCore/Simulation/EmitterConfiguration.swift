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
    /// When particles are born: a burst per firing or a steady stream.
    public var emission: Emission
    /// Where particles are born.
    public var origin: EmitterOrigin
    /// Life span, in seconds, drawn uniformly per particle (at least 1 ms).
    public var lifetime: ValueRange
    /// Launch direction and speed.
    public var launch: LaunchConfiguration
    /// Gravity, drag, wind and the clock travel follows.
    public var motion: MotionConfiguration
    /// Rotation and 3D flips over age.
    public var spin: SpinConfiguration
    /// Shapes and their base sizes.
    public var shapes: [ShapeChoice]
    /// How each particle picks its shape from `shapes`.
    public var shapePick: Pick
    /// Per-particle size factor multiplying the shape's base size.
    public var sizeFactor: ValueRange
    /// Uniform scale over life (multiplies the size).
    public var scaleOverLife: KeyframeCurve
    /// Opacity over life, clamped to 0...1 when drawn.
    public var opacityOverLife: KeyframeCurve
    /// The palette a particle's colour comes from.
    public var colors: [RGBAColor]
    /// How each particle picks its colour from `colors`.
    public var colorPick: Pick
    /// When set, replaces the palette: every particle's colour follows this gradient over life.
    public var colorOverLife: ColorGradient?
    /// How the particles combine with what lies beneath.
    public var blend: Blending
    /// What the emitter shows when reduced motion is asked for.
    public var reducedMotion: ReducedMotion
    /// When set, positions wrap vertically so that falling pieces re-enter at the top
    /// (a canvas-height period plus the piece's height).
    public var wrapsVertically: Bool
    /// Other emitters of the same system whose particles this one's particles give birth to
    /// (trails, bursts at death); none by default. Set after the initialiser.
    public var subEmitters: [SubEmitter] = []
    /// The region around the birth point particles are born in (`.point`, the birth point
    /// itself, by default). Set after the initialiser.
    public var emitterShape: EmitterShape = .point

    /// A kind of particle, described by values; see the properties for units. Every value is
    /// accepted and cleaned up (see the type's discussion).
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
        scaleOverLife: KeyframeCurve = .constant(1),
        opacityOverLife: KeyframeCurve = .constant(1),
        colors: [RGBAColor],
        colorPick: Pick = .random,
        colorOverLife: ColorGradient? = nil,
        blend: Blending = .normal,
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
