/// The built-in effects by their command-line names: one per seed article, a fountain that
/// shows continuous emission, and the catalog of effects described as data (`fire`, `smoke`,
/// ...; see `catalogDefinition`), counterparts of the Vortex library's presets.
///
/// docs/SEEDS.md compares each seed preset with its article, behaviour by behaviour. How a preset is shown
/// when nobody says otherwise (background, duration, the still's moment, what fires when) is
/// in `Preset+Defaults.swift` and `Preset+Schedule.swift`.
public enum Preset: String, CaseIterable, Sendable {
    /// Seed 000: draw a fuse, light it, a firework explodes where the drawing began.
    case fuseFirework = "fuse-firework"
    /// Seed 001: copies of a small shape fly out on a shared eased clock.
    case particleBurst = "particle-burst"
    /// Seed 002: orange stars burst from the centre on keyframe tracks.
    case starBurst = "star-burst"
    /// Seed 002: pink hearts burst from low centre on keyframe tracks.
    case floatingHearts = "floating-hearts"
    /// Seed 003: 50 squares turning in 3D for 3 s, then fading over 2 s.
    case confetti = "confetti"
    /// Seed 004: 120 pieces thrown up in a fan with drag and gravity.
    case confettiBurst = "confetti-burst"
    /// A steady fountain of sparks: continuous emission.
    case fountain = "fountain"
    /// canvas-confetti's `confetti()` call, with its option names and motion (`CanvasConfetti`):
    /// what the web's drop-in throws.
    case canvasConfetti = "canvas-confetti"
    /// Catalog: a campfire of glowing embers (`EffectDefinition.fire`).
    case fire = "fire"
    /// Catalog: a rising, drifting column of smoke (`EffectDefinition.smoke`).
    case smoke = "smoke"
    /// Catalog: snow falling on a winter night (`EffectDefinition.snow`).
    case snow = "snow"
    /// Catalog: fast, slanted rain (`EffectDefinition.rain`).
    case rain = "rain"
    /// Catalog: fireflies glowing over a night meadow (`EffectDefinition.fireflies`).
    case fireflies = "fireflies"
    /// Catalog: colourful sparkles blooming onto a ring (`EffectDefinition.magic`).
    case magic = "magic"
    /// Catalog: sprays of sparks from a grinder (`EffectDefinition.sparks`).
    case sparks = "sparks"
    /// Catalog: drops splashing along the ground (`EffectDefinition.splash`).
    case splash = "splash"
    /// Catalog: rockets that trail sparks, burst into coloured stars and crackle
    /// (`EffectDefinition.fireworks`).
    case fireworks = "fireworks"
    /// Catalog: a celebration of colour emoji that fly up, tumble and fall
    /// (`EffectDefinition.emoji`). Its pictures are text, drawn by a host that reads fonts.
    case emoji = "emoji"

    /// One line for `pyro list`.
    public var summary: String {
        switch self {
        case .fuseFirework: return "draw a fuse, light it, and a firework explodes where the drawing began (seed 000)"
        case .particleBurst: return "copies of a small shape fly out from a point on a shared eased clock (seed 001)"
        case .starBurst: return "orange stars burst from the centre on keyframe tracks (seed 002)"
        case .floatingHearts: return "pink hearts burst from low centre on keyframe tracks (seed 002)"
        case .confetti: return "50 squares flip in 3D across the screen for 3 s, then fade out over 2 s (seed 003)"
        case .confettiBurst:
            return "120 pieces thrown up in a fan with drag and gravity, spinning and flipping (seed 004)"
        case .fountain: return "a steady fountain of sparks that cool as they fall (continuous emission)"
        case .canvasConfetti:
            return "canvas-confetti's confetti() call: 50 pieces in a fan, slowed each tick, falling and fading"
        case .fire, .smoke, .snow, .rain, .fireflies, .magic, .sparks, .splash, .fireworks, .emoji:
            return catalogDefinition?.summary ?? ""
        }
    }

    /// The preset's effect with its seed defaults.
    public func makeEffect(seed: UInt64, canvasSize: Size) -> PresetEffect {
        switch self {
        case .fuseFirework:
            return .fuseFirework(FuseFirework(seed: seed, canvasSize: canvasSize))
        case .particleBurst:
            return .particleBurst(ParticleBurst(seed: seed, canvasSize: canvasSize))
        case .starBurst:
            return .keyframeBurst(KeyframeBurst(configuration: .starBurst, seed: seed, canvasSize: canvasSize))
        case .floatingHearts:
            return .keyframeBurst(KeyframeBurst(configuration: .floatingHearts, seed: seed, canvasSize: canvasSize))
        case .confetti:
            return .confetti(Confetti(seed: seed, canvasSize: canvasSize))
        case .confettiBurst:
            return .confettiBurst(ConfettiBurst(seed: seed, canvasSize: canvasSize))
        case .fountain:
            return .fountain(Fountain(seed: seed, canvasSize: canvasSize))
        case .canvasConfetti:
            return .canvasConfetti(CanvasConfetti(seed: seed, canvasSize: canvasSize))
        case .fire, .smoke, .snow, .rain, .fireflies, .magic, .sparks, .splash, .fireworks, .emoji:
            let definition = catalogDefinition ?? EffectDefinition(name: rawValue, emitters: [], onTrigger: [])
            return .defined(DefinedEffect(definition, seed: seed, canvasSize: canvasSize))
        }
    }
}
