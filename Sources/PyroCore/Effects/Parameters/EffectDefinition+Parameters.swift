/// The catalog presets' parameters: the names `--set` takes, mapped onto the emitters of each
/// preset's `EffectDefinition`. The words mean what they mean for the other presets
/// (`Preset+Parameters.swift`): `rate` particles a second, `count` pieces a burst, `colors`,
/// `size` in points, `speed` in points per second, `gravity` in points per second squared
/// (downward), `wind` in points per second (rightward), `lifetime` in seconds, `origin` as
/// fractions of the canvas, `fan-angle` in radians; `turbulence` is the eddies' push in points
/// per second squared.
///
/// Emitter indices follow the definitions in `Effects/Catalog`; `parameterBindings` only uses
/// them on a definition whose emitters have the catalog's names, in the catalog's order.
extension EffectDefinition {
    /// The parameters of this definition: the catalog preset's of the same name when its
    /// emitters are built like the catalog's (the same names in the same order, as many
    /// sub-emitter links, a shape and a colour each); none otherwise.
    var parameterBindings: [DefinitionBinding] {
        for preset in Preset.catalog where preset.rawValue.hasSameBytes(as: name) {
            guard let catalog = preset.catalogDefinition, catalog.emitters.count == emitters.count,
                zip(catalog.emitters, emitters).allSatisfy({ Self.isBuiltLike($0, $1) })
            else { return [] }
            return Self.bindings(of: preset)
        }
        return []
    }

    private static func isBuiltLike(_ catalog: EmitterConfiguration, _ emitter: EmitterConfiguration) -> Bool {
        catalog.name.hasSameBytes(as: emitter.name) && catalog.subEmitters.count == emitter.subEmitters.count
            && !emitter.shapes.isEmpty && !emitter.colors.isEmpty
    }

    private static func bindings(of preset: Preset) -> [DefinitionBinding] {
        switch preset {
        case .fire: fireBindings
        case .smoke: smokeBindings
        case .snow: snowBindings
        case .rain: rainBindings
        case .fireflies: firefliesBindings
        case .magic: magicBindings
        case .sparks: sparksBindings
        case .splash: splashBindings
        case .fireworks: fireworksBindings
        case .emoji: emojiBindings
        default: []
        }
    }

    // fire: 0 flames, 1 embers.
    static let fireBindings: [DefinitionBinding] = [
        .rate("flames a second", [0]),
        .rate("embers a second", [1], name: "ember-rate"),
        .colors("flame colours over life, hottest first (translucent ones glow best: flames add up)", 0),
        .size("flame height, points (the width keeps its proportion)", [0]),
        .speed("flames' launch speeds, points per second", [0]),
        .lifetime("seconds each flame lives", [0]),
        .gravity("flames' pull, points per second squared, downward (negative rises)", [0]),
        .turbulence("flicker: the eddies' push on the flames, points per second squared", [0]),
        .origin("the centre of the bed, as fractions of the canvas (the embers move with it)", [0, 1]),
    ]

    // smoke: 0 smoke.
    static let smokeBindings: [DefinitionBinding] = [
        .rate("puffs a second", [0]),
        .colors("puff colours over life, first to last (translucent ones look like smoke)", 0),
        .size("puff size, points (a puff starts at half of it and swells to 3.2 times)", [0]),
        .speed("launch speeds, points per second", [0]),
        .lifetime("seconds each puff lives", [0]),
        .gravity("points per second squared, downward (negative rises)", [0]),
        .wind("the breeze, points per second, rightward (negative blows left)", [0]),
        .turbulence("the eddies' push, points per second squared", [0]),
        .origin("where the column starts, as fractions of the canvas", [0]),
    ]

    // snow: 0 far flakes, 1 near flakes. The far layer keeps its ratio to the near one.
    static let snowBindings: [DefinitionBinding] = [
        .rate("flakes a second, near and far together", [0, 1]),
        .size("near flakes' size, points (far flakes keep their ratio to it)", [1, 0]),
        .gravity("near flakes' pull, points per second squared, downward (far flakes keep their ratio)", [1, 0]),
        .wind("near flakes' wind, points per second, rightward (far flakes keep their ratio)", [1, 0]),
    ]

    // rain: 0 rain.
    static let rainBindings: [DefinitionBinding] = [
        .rate("drops a second", [0]),
        .colors("drop colours, picked at random", 0),
        .size("drop length before stretching, points (the width keeps its proportion)", [0]),
        .speed("fall speeds, points per second", [0]),
        .gravity("points per second squared, downward", [0]),
    ]

    // fireflies: 0 glows, 1 fireflies. The glows keep their ratio to the fireflies.
    static let firefliesBindings: [DefinitionBinding] = [
        .rate("fireflies a second, with as many glows", [1, 0]),
        .color(
            "color", "the fireflies' colour", get: { $0.emitters[1].colors[0] }, set: { $0.emitters[1].colors = [$1] }),
        .color(
            "glow-color", "the glows' colour (translucent: they add up)",
            get: { $0.emitters[0].colors[0] }, set: { $0.emitters[0].colors = [$1] }),
        .size("fireflies' size at their brightest, points (glows keep their ratio)", [1, 0]),
        .speed("wandering speeds, points per second", [1, 0]),
        .lifetime("seconds each firefly lives", [1, 0]),
    ]

    // magic: 0 sparkles.
    static let magicBindings: [DefinitionBinding] = [
        .rate("sparkles a second, for the 2 s a firing lasts", [0]),
        .colors("sparkle colours, picked at random", 0),
        .size("sparkle size, points", [0]),
        .speed("launch speeds, points per second; the ring's radius is about a sixth of them", [0]),
        .lifetime("seconds each sparkle lives", [0]),
        .origin("where sparkles start, as fractions of the canvas", [0]),
    ]

    // sparks: 0 sparks; a spray is ten bursts.
    static let sparksBindings: [DefinitionBinding] = [
        .count("sparks a burst (a spray is ten bursts)", 0),
        .colors("spark colours over life, hottest first", 0),
        .size("spark size, points", [0]),
        .speed("launch speeds, points per second", [0]),
        .fanAngle("half-width of the spray, radians either side of its direction", [0]),
        .gravity("points per second squared, downward", [0]),
        .lifetime("seconds each spark lives", [0]),
        .origin("where sprays start, as fractions of the canvas", [0]),
    ]

    // splash: 0 ripples, 1 droplets. The places come from the firings.
    static let splashBindings: [DefinitionBinding] = [
        .count("droplets a splash", 1),
        .colors("droplet colours, picked at random", 1),
        .size("droplet size, points", [1]),
        .speed("droplets' launch speeds, points per second", [1]),
        .fanAngle("half-width of the crown, radians either side of straight up", [1]),
        .gravity("points per second squared, downward", [1]),
    ]

    // emoji: 0 left, 1 right, 2 middle cannon (16, 16 and 14 emoji a burst).
    static let emojiBindings: [DefinitionBinding] = [
        .integer(
            "count", 0...100_000, "emoji the side cannons throw (the middle one throws 7/8 as many)",
            get: { d in if case .burst(let n) = d.emitters[0].emission { n } else { 0 } },
            set: { d, n in
                guard case .burst(let side) = d.emitters[0].emission, side > 0 else {
                    for i in 0..<3 { d.emitters[i].emission = .burst(count: n) }
                    return
                }
                for i in 0..<3 {
                    guard case .burst(let own) = d.emitters[i].emission else { continue }
                    // Each cannon keeps its share of the left one's count: exactly its own at the default.
                    d.emitters[i].emission = .burst(count: own == side ? n : (own * n + side / 2) / side)
                }
            }),
        .size("emoji height, points", [0, 1, 2]),
        .speed("launch speeds, points per second", [0, 1, 2]),
        .gravity("points per second squared, downward", [0, 1, 2]),
        .lifetime("seconds each emoji lives", [0, 1, 2]),
    ]

    // fireworks: 0 rocket, 1 trail, 2 stars, 3 crackle.
    static let fireworksBindings: [DefinitionBinding] = [
        .integer(
            "count", 0...SubEmitter.maximumCount, "stars a burst",
            get: { d in if case .death(let n) = d.emitters[0].subEmitters[1].event { n } else { 0 } },
            set: { d, n in d.emitters[0].subEmitters[1].event = .death(count: n) }),
        .colors("star colours, one picked per burst", 2),
        .size("star size, points", [2]),
        .speed("stars' burst speeds, points per second", [2]),
        .gravity("stars' pull, points per second squared, downward", [2]),
        .lifetime("seconds each star lives", [2]),
        .number(
            "trail-rate", 0...SubEmitter.maximumRate, "trail sparks a second of a rocket's climb",
            get: { d in if case .alongLife(let r) = d.emitters[0].subEmitters[0].event { r } else { 0 } },
            set: { d, r in d.emitters[0].subEmitters[0].event = .alongLife(rate: r) }),
    ]
}
