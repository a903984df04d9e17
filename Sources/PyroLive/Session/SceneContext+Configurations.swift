import PyroCore

/// Each preset's configuration as a scene builds its effect: the one `configurations` holds for
/// it, or the preset's default.
extension SceneContext {
    var fuseFirework: FuseFirework.Configuration {
        if case .fuseFirework(let c)? = configurations[.fuseFirework] { return c }
        return FuseFirework.Configuration()
    }

    var particleBurst: ParticleBurst.Configuration {
        if case .particleBurst(let c)? = configurations[.particleBurst] { return c }
        return ParticleBurst.Configuration()
    }

    /// The star burst's or the floating hearts' configuration.
    func keyframeBurst(_ preset: Preset) -> KeyframeBurst.Configuration {
        if case .keyframeBurst(let c)? = configurations[preset] { return c }
        return preset == .floatingHearts ? .floatingHearts : .starBurst
    }

    var confetti: Confetti.Configuration {
        if case .confetti(let c)? = configurations[.confetti] { return c }
        return Confetti.Configuration()
    }

    var confettiBurst: ConfettiBurst.Configuration {
        if case .confettiBurst(let c)? = configurations[.confettiBurst] { return c }
        return ConfettiBurst.Configuration()
    }

    var fountain: Fountain.Configuration {
        if case .fountain(let c)? = configurations[.fountain] { return c }
        return Fountain.Configuration()
    }
}
