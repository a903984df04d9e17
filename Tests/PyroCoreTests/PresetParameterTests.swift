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
        guard case .confettiBurst(let effect) = burst else { Issue.record("not a confetti burst"); return }
        #expect(effect.configuration == expected)
    }

    @Test func sizeAndColourChangeTheStarButNotItsShape() throws {
        var stars = Preset.starBurst.defaultConfiguration
        try stars.set("size", to: .number(30))
        try stars.set("color", to: .color(.blue))
        guard case .keyframeBurst(let c) = stars else { Issue.record("not a keyframe burst"); return }
        #expect(c.shape == ShapeChoice(.fivePointStar, size: 30))
        #expect(c.color == .blue && c.name == "stars")
    }

    @Test func unknownNamesAndValuesOutsideTheDeclarationAreRefusedAndChangeNothing() {
        var configuration = Preset.fountain.defaultConfiguration
        #expect(throws: PresetParameterError.unknownName(
            "count", allowed: ["rate", "speed", "fan-angle", "gravity", "lifetime", "origin"])) {
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
