/// How each preset is shown when nobody says otherwise: the background its article shows it on,
/// how long a complete animation lasts and the moment a single still should show.
///
/// `pyro render`, the web page and the SwiftUI layer all read these, so a preset looks the same
/// everywhere it is shown.
extension Preset {
    /// The background the preset's article shows it on.
    public var defaultBackground: Background {
        switch self {
        case .fuseFirework, .fountain: return .solid(.black)
        // canvas-confetti is shown over a white page.
        case .particleBurst, .starBurst, .floatingHearts, .confetti, .canvasConfetti: return .solid(.white)
        case .confettiBurst: return ConfettiBurst.demoBackground
        case .fire, .smoke, .snow, .rain, .fireflies, .magic, .sparks, .splash, .fireworks, .emoji:
            return catalogDefinition?.background ?? .solid(.black)
        }
    }

    /// Seconds of a complete animation under the default schedule: from the first trigger until
    /// the last particle has faded, and a beat of rest; for a catalog preset that never stops
    /// (fire, rain) or repeats (sparks), one loop of the animation.
    public var defaultDuration: Double {
        switch self {
        // 2.5 s of burning, 1.6 s of explosion, a beat of rest.
        case .fuseFirework: return 4.5
        case .particleBurst: return 5
        case .starBurst, .floatingHearts: return 1.3
        // 3 s shown, 2 s of fading.
        case .confetti: return 5.2
        case .confettiBurst: return 3.2
        case .fountain: return 4
        // 200 ticks of 1/60 s, a beat of rest.
        case .canvasConfetti: return 3.5
        case .fire, .smoke, .snow, .rain, .fireflies, .magic, .sparks, .splash, .fireworks, .emoji:
            return catalogDefinition?.duration ?? 3
        }
    }

    /// The moment, in seconds, that tells the effect best in one still picture under the default
    /// schedule: the fuse just after it explodes, a burst well spread, confetti fully shown.
    public var tellingMoment: Double {
        switch self {
        case .fuseFirework: return 2.9
        case .particleBurst: return 1.2
        case .starBurst, .floatingHearts: return 0.45
        case .confetti: return 1
        case .confettiBurst: return 0.45
        case .fountain: return 2.5
        case .canvasConfetti: return 1
        case .fire, .smoke, .snow, .rain, .fireflies, .magic, .sparks, .splash, .fireworks, .emoji:
            return catalogDefinition?.tellingMoment ?? 1
        }
    }
}
