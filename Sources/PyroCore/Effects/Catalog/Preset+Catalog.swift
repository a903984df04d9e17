extension Preset {
    /// The effect a catalog preset is made of, as data; nil for the seed presets, the fountain
    /// and canvas-confetti, which are written in Swift.
    ///
    /// Everything else about a catalog preset (its summary, background, duration, telling
    /// moment and default schedule) comes from this definition.
    public var catalogDefinition: EffectDefinition? {
        switch self {
        case .fuseFirework, .particleBurst, .starBurst, .floatingHearts, .confetti, .confettiBurst, .fountain,
            .canvasConfetti:
            return nil
        case .fire: return .fire
        case .smoke: return .smoke
        case .snow: return .snow
        case .rain: return .rain
        case .fireflies: return .fireflies
        case .magic: return .magic
        case .sparks: return .sparks
        case .splash: return .splash
        case .fireworks: return .fireworks
        case .emoji: return .emoji
        }
    }

    /// The presets made from an `EffectDefinition`, in `allCases` order.
    public static var catalog: [Preset] {
        // `if case`, not `!= nil`: Swift picks Equatable's `!=` for an Optional of an Equatable
        // type, which compares names as Strings and pulls Unicode tables into the web build.
        allCases.filter { if case .some = $0.catalogDefinition { true } else { false } }
    }

    /// The default schedule of a catalog preset: the definition's own firings, with their
    /// places on `canvasSize` when every firing has one.
    func catalogSchedule(_ definition: EffectDefinition, canvasSize: Size) -> Schedule {
        let places = definition.firings.compactMap { $0.place?.resolved(in: canvasSize) }
        return Schedule(
            fireTimes: definition.firings.map { $0.time },
            origins: places.count == definition.firings.count ? places : [])
    }
}
