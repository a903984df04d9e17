import PyroCore
import PyroRaster

/// What `pyro render <preset> -o FILE` does when no option says otherwise: each preset's
/// complete animation on the background its article shows it on.
struct RenderDefaults {
    /// Seconds of animation: from the trigger until the last particle has faded.
    var duration: Double
    /// The moment a still `.png` shows, in seconds.
    var stillTime: Double
    var background: Background

    /// Seed 004's gradient: from (0.13, 0.09, 0.33) at the top to (0.36, 0.13, 0.45).
    static let celebrationGradient = Background.verticalGradient(
        top: RGBAColor(unitRed: 0.13, green: 0.09, blue: 0.33), bottom: RGBAColor(unitRed: 0.36, green: 0.13, blue: 0.45))

    static func forPreset(_ preset: Preset) -> RenderDefaults {
        switch preset {
        case .fuseFirework:
            // 2.5 s of burning, 1.7 s of explosion, a beat of rest.
            return RenderDefaults(duration: 4.5, stillTime: 2.9, background: .solid(.black))
        case .particleBurst:
            return RenderDefaults(duration: 5, stillTime: 1.2, background: .solid(.white))
        case .starBurst, .floatingHearts:
            return RenderDefaults(duration: 1.3, stillTime: 0.45, background: .solid(.white))
        case .confetti:
            return RenderDefaults(duration: 5.2, stillTime: 1, background: .solid(.white))
        case .confettiBurst:
            return RenderDefaults(duration: 3.2, stillTime: 0.45, background: celebrationGradient)
        case .fountain:
            return RenderDefaults(duration: 4, stillTime: 2.5, background: .solid(.black))
        }
    }
}
