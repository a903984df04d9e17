import Testing

@testable import PyroCore

/// The parameter declarations `--set` and `pyro list --params` are made from.
@Suite struct PresetParameterTests {
    @Test(arguments: Preset.allCases)
    func theDefaultConfigurationMakesThePresetsOwnFrames(preset: Preset) throws {
        let size = Size(width: 320, height: 240)
        var plain = preset.makeEffect(seed: 9, canvasSize: size)
        var configured = preset.defaultConfiguration.makeEffect(seed: 9, canvasSize: size)
        try fire(&plain, size: size)
        try fire(&configured, size: size)
        #expect(plain.displayList(at: 0.7, reduceMotion: false) == configured.displayList(at: 0.7, reduceMotion: false))
        #expect(configured.liveCount > 0)
    }

    /// Every parameter set, through `set`, to the value it reads gives the preset's own frames
    /// byte for byte: the catalog presets' layered parameters (a ratio of exactly 1) included.
    @Test(arguments: Preset.allCases)
    func settingEveryParameterToItsDefaultKeepsTheFrames(preset: Preset) throws {
        let size = Size(width: 320, height: 240)
        var configuration = preset.defaultConfiguration
        for parameter in preset.parameters {
            try configuration.set(parameter.name, to: try #require(configuration.value(of: parameter.name)))
        }
        #expect(configuration == preset.defaultConfiguration)
        let schedule = preset.defaultSchedule(canvasSize: size)
        var plain = try preset.makeEffect(seed: 9, canvasSize: size, schedule: schedule)
        var configured = try configuration.makeEffect(seed: 9, canvasSize: size, schedule: schedule)
        for t in [0.3, preset.tellingMoment] {
            #expect(plain.displayList(at: t, reduceMotion: false) == configured.displayList(at: t, reduceMotion: false))
        }
        #expect(configured.liveCount > 0)
    }

    @Test func everyCatalogPresetHasTheParametersPeopleReachForFirst() {
        let names = Preset.catalog.map { "\($0.rawValue): " + $0.parameters.map(\.name).joined(separator: " ") }
        #expect(
            names == [
                "fire: rate ember-rate colors size speed lifetime gravity turbulence origin",
                "smoke: rate colors size speed lifetime gravity wind turbulence origin",
                "snow: rate size gravity wind",
                "rain: rate colors size speed gravity",
                "fireflies: rate color glow-color size speed lifetime",
                "magic: rate colors size speed lifetime origin",
                "sparks: count colors size speed fan-angle gravity lifetime origin",
                "splash: count colors size speed fan-angle gravity",
                "fireworks: count colors size speed gravity lifetime trail-rate",
                "emoji: count size speed gravity lifetime",
            ])
    }

    /// The definition a catalog configuration holds.
    private func definition(_ configuration: PresetConfiguration) throws -> EffectDefinition {
        guard case .defined(let d) = configuration else { throw PresetParameterError.unknownName("", allowed: []) }
        return d
    }

    @Test func fireParametersWriteTheFlamesAndMoveTheEmbersWithTheBed() throws {
        var fire = Preset.fire.defaultConfiguration
        try fire.set("rate", to: .number(500))
        try fire.set("size", to: .number(23))
        try fire.set("gravity", to: .number(-100))
        try fire.set("turbulence", to: .number(0))
        try fire.set("origin", to: .unitPoint(Vector2(0.25, 0.5)))
        try fire.set("colors", to: .colors([.blue, .white]))
        let d = try definition(fire)
        let flames = d.emitters[0]
        let embers = d.emitters[1]
        #expect(flames.emission == .continuous(rate: 500, duration: nil))
        #expect(embers.emission == .continuous(rate: 14, duration: nil))
        #expect(flames.shapes == [ShapeChoice(.flame, width: 15, height: 23)])
        #expect(flames.motion.gravity == Vector2(0, -100) && embers.motion.gravity == Vector2(0, -60))
        #expect(flames.motion.turbulence?.strength == 0)
        // The bed's centre moves from (0.5, 0.87) to (0.25, 0.5); the embers move as far.
        #expect(fire.value(of: "origin") == .unitPoint(Vector2(0.25, 0.5)))
        guard case .unitArea(let o, let s) = flames.origin, case .unitArea(let eo, _) = embers.origin else {
            Issue.record("not areas")
            return
        }
        #expect(s == Vector2(0.14, 0.02))
        #expect(abs(o.x - 0.18) < 1e-6 && abs(o.y - 0.49) < 1e-6)
        #expect(abs(eo.x - 0.19) < 1e-6 && abs(eo.y - 0.47) < 1e-6)
        // Two colours for a gradient of four spread evenly over the life.
        #expect(flames.colorOverLife == ColorGradient([(0, .blue), (1, .white)]))
    }

    @Test func aSameLengthColourListKeepsTheGradientsPlaces() throws {
        var sparks = Preset.sparks.defaultConfiguration
        try sparks.set("colors", to: .colors([.red, .green, .blue, .black]))
        #expect(
            try definition(sparks).emitters[0].colorOverLife
                == ColorGradient([(0, .red), (0.3, .green), (0.7, .blue), (1, .black)]))
        var magic = Preset.magic.defaultConfiguration
        try magic.set("colors", to: .colors([.red]))
        #expect(
            try definition(magic).emitters[0].colors == [.red] && definition(magic).emitters[0].colorOverLife == nil)
    }

    @Test func layersKeepTheirRatioToTheFirst() throws {
        var snow = Preset.snow.defaultConfiguration
        try snow.set("rate", to: .number(92))
        try snow.set("size", to: .number(14))
        try snow.set("wind", to: .number(-44))
        var d = try definition(snow)
        #expect(
            d.emitters.map(\.emission) == [.continuous(rate: 60, duration: nil), .continuous(rate: 32, duration: nil)])
        #expect(d.emitters.map(\.shapes[0].size.width) == [6, 14])
        #expect(d.emitters.map(\.motion.wind.x) == [-28, -44])
        #expect(snow.value(of: "rate") == .number(92))

        var fireflies = Preset.fireflies.defaultConfiguration
        try fireflies.set("speed", to: .range(12, 30))
        try fireflies.set("color", to: .color(.red))
        d = try definition(fireflies)
        #expect(d.emitters.map(\.launch.speed) == [ValueRange(12, 30), ValueRange(12, 30)])
        #expect(d.emitters.map(\.colors) == [[RGBAColor(red: 170, green: 230, blue: 60, alpha: 34)], [.red]])
    }

    @Test func fireworksCountAndTrailRateAreTheRocketsLinks() throws {
        var fireworks = Preset.fireworks.defaultConfiguration
        try fireworks.set("count", to: .integer(30))
        try fireworks.set("trail-rate", to: .number(0))
        try fireworks.set("speed", to: .range(50, 100))
        let d = try definition(fireworks)
        #expect(d.emitters[0].subEmitters.map(\.event) == [.alongLife(rate: 0), .death(count: 30)])
        #expect(d.emitters[0].subEmitters.map(\.inheritVelocity) == [0.1, 0.15])
        #expect(d.emitters[2].launch.speed == ValueRange(50, 100))
    }

    @Test func emojiCountSetsTheSideCannonsAndTheMiddleKeepsItsShare() throws {
        var emoji = Preset.emoji.defaultConfiguration
        #expect(emoji.value(of: "count") == .integer(16))
        try emoji.set("count", to: .integer(32))
        try emoji.set("size", to: .number(68))
        var d = try definition(emoji)
        #expect(d.emitters.map(\.emission) == [.burst(count: 32), .burst(count: 32), .burst(count: 28)])
        // The pictures stay text: only their size changes.
        #expect(d.emitters[2].shapes.map(\.text) == EffectDefinition.emojiSources)
        #expect(d.emitters[2].shapes.map(\.size.height) == Array(repeating: 68, count: 8))
        try emoji.set("count", to: .integer(16))
        d = try definition(emoji)
        #expect(d.emitters.map(\.emission) == [.burst(count: 16), .burst(count: 16), .burst(count: 14)])
    }

    @Test func aDefinitionNotBuiltLikeTheCatalogsHasNoParameters() {
        var renamed = EffectDefinition.fire
        renamed.emitters[1].name = "sparks"
        #expect(PresetConfiguration.defined(renamed).parameters.isEmpty)
        var stranger = EffectDefinition.magic
        stranger.name = "my-magic"
        #expect(PresetConfiguration.defined(stranger).parameters.isEmpty)
        var configuration = PresetConfiguration.defined(stranger)
        #expect(throws: PresetParameterError.unknownName("rate", allowed: [])) {
            try configuration.set("rate", to: .number(3))
        }
    }

    /// Fires the effect at 0; the fuse is drawn along its sample path and lit.
    private func fire(_ effect: inout PresetEffect, size: Size) throws {
        effect.trigger(at: 0, origin: nil)
        try effect.withFuseFirework { (fuse) throws(FuseError) in
            for p in FuseFirework.samplePath(canvasSize: size) { fuse.addPoint(p) }
            try fuse.light(at: 0)
        }
    }

    @Test(arguments: Preset.allCases)
    func everyDefaultIsAllowedByItsOwnDeclarationAndNamesAreUnique(preset: Preset) throws {
        let configuration = preset.defaultConfiguration
        let names = preset.parameters.map(\.name)
        #expect(Set(names).count == names.count)
        for parameter in preset.parameters {
            #expect(parameter.name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(parameter.name)")
            let value = try #require(configuration.value(of: parameter.name))
            #expect(parameter.allows(value), "\(preset.rawValue) \(parameter.name) = \(value)")
            // Setting a parameter to its default changes nothing.
            var copy = configuration
            try copy.set(parameter.name, to: value)
            #expect(copy == configuration, "\(preset.rawValue) \(parameter.name)")
        }
    }

    @Test func aParameterWritesTheConfigurationFieldItNames() throws {
        var configuration = Preset.confettiBurst.defaultConfiguration
        try configuration.set("count", to: .integer(500))
        try configuration.set("gravity", to: .number(600))
        try configuration.set("speed", to: .range(100, 200))
        try configuration.set("colors", to: .colors([.red, .white]))
        try configuration.set("origin", to: .unitPoint(Vector2(0.25, 0.5)))
        var expected = ConfettiBurst.Configuration()
        expected.count = 500
        expected.gravity = 600
        expected.speed = ValueRange(100, 200)
        expected.colors = [.red, .white]
        expected.origin = Vector2(0.25, 0.5)
        #expect(configuration == .confettiBurst(expected))
        let burst = configuration.makeEffect(seed: 1, canvasSize: Size(width: 100, height: 100))
        guard case .confettiBurst(let effect) = burst else {
            Issue.record("not a confetti burst")
            return
        }
        #expect(effect.configuration == expected)
    }

    @Test func sizeAndColourChangeTheStarButNotItsShape() throws {
        var stars = Preset.starBurst.defaultConfiguration
        try stars.set("size", to: .number(30))
        try stars.set("color", to: .color(.blue))
        guard case .keyframeBurst(let c) = stars else {
            Issue.record("not a keyframe burst")
            return
        }
        #expect(c.shape == ShapeChoice(.fivePointStar, size: 30))
        #expect(c.color == .blue && c.name == "stars")
    }

    @Test func unknownNamesAndValuesOutsideTheDeclarationAreRefusedAndChangeNothing() {
        var configuration = Preset.fountain.defaultConfiguration
        #expect(
            throws: PresetParameterError.unknownName(
                "count", allowed: ["rate", "speed", "fan-angle", "gravity", "lifetime", "origin"])
        ) {
            try configuration.set("count", to: .integer(3))
        }
        let rate = Preset.fountain.parameters[0]
        #expect(throws: PresetParameterError.notAllowed(rate)) { try configuration.set("rate", to: .number(-1)) }
        #expect(throws: PresetParameterError.notAllowed(rate)) { try configuration.set("rate", to: .number(.nan)) }
        #expect(throws: PresetParameterError.notAllowed(rate)) { try configuration.set("rate", to: .integer(3)) }
        let speed = Preset.fountain.parameters[1]
        #expect(throws: PresetParameterError.notAllowed(speed)) { try configuration.set("speed", to: .range(9, 1)) }
        let origin = Preset.fountain.parameters[5]
        #expect(throws: PresetParameterError.notAllowed(origin)) {
            try configuration.set("origin", to: .unitPoint(Vector2(0.5, 1.5)))
        }
        #expect(configuration == Preset.fountain.defaultConfiguration)
    }

    @Test func colourListsHoldOneToSixtyFourColours() {
        let colors = Preset.confetti.parameters.first { $0.name == "colors" }!
        #expect(!colors.allows(.colors([])))
        #expect(colors.allows(.colors(Array(repeating: .red, count: 64))))
        #expect(!colors.allows(.colors(Array(repeating: .red, count: 65))))
    }
}

/// Colours by name: Pyro's thirteen, then CSS's.
@Suite struct ColorNameTests {
    @Test func pyroNamesWinAndCSSNamesFillTheRest() {
        #expect(RGBAColor(named: "red") == .red)
        #expect(RGBAColor(named: "Navy") == RGBAColor(red: 0, green: 0, blue: 128))
        #expect(RGBAColor(named: "GREY") == RGBAColor(red: 128, green: 128, blue: 128))
        #expect(RGBAColor(named: "rebeccapurple") == RGBAColor(red: 102, green: 51, blue: 153))
        #expect(RGBAColor(named: "plaid") == nil)
        #expect(RGBAColor(nameOrHex: "#00ffcc") == RGBAColor(red: 0, green: 255, blue: 204))
        #expect(RGBAColor(nameOrHex: "#0fc8") == nil)
    }

    @Test func everyCSSNameIsThereOnce() {
        // CSS Color Module Level 4 names 148 colours; 12 of them are also Pyro's names.
        let pyro = Set(RGBAColor.pyroNames.map(\.name))
        let css = RGBAColor.cssNames.map(\.name)
        #expect(Set(css).count == css.count && pyro.isDisjoint(with: css))
        #expect(css.count + pyro.subtracting(["mint"]).count == 148)
        #expect(css == css.sorted())
    }
}
