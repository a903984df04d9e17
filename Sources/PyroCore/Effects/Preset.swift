/// The built-in effects by their command-line names: one per seed article, and a fountain that
/// shows continuous emission.
///
/// docs/SEEDS.md compares each with its article, behaviour by behaviour. How a preset is shown
/// when nobody says otherwise (background, duration, the still's moment, what fires when) is
/// in `Preset+Defaults.swift` and `Preset+Schedule.swift`.
public enum Preset: String, CaseIterable, Sendable {
    case fuseFirework = "fuse-firework"
    case particleBurst = "particle-burst"
    case starBurst = "star-burst"
    case floatingHearts = "floating-hearts"
    case confetti = "confetti"
    case confettiBurst = "confetti-burst"
    case fountain = "fountain"

    /// One line for `pyro list`.
    public var summary: String {
        switch self {
        case .fuseFirework: return "draw a fuse, light it, and a firework explodes where the drawing began (seed 000)"
        case .particleBurst: return "copies of a small shape fly out from a point on a shared eased clock (seed 001)"
        case .starBurst: return "orange stars burst from the centre on keyframe tracks (seed 002)"
        case .floatingHearts: return "pink hearts burst from low centre on keyframe tracks (seed 002)"
        case .confetti: return "50 squares flip in 3D across the screen for 3 s, then fade out over 2 s (seed 003)"
        case .confettiBurst: return "120 pieces thrown up in a fan with drag and gravity, spinning and flipping (seed 004)"
        case .fountain: return "a steady fountain of sparks that cool as they fall (continuous emission)"
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
        }
    }
}
