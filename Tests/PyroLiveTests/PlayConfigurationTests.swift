import PyroCore
import Testing

@testable import PyroLive

/// `pyro play --set`: a scene builds its effect from the configuration it is given.
@Suite struct PlayConfigurationTests {
    /// A small headless run with `script`.
    func options(script: String) -> LiveOptions {
        var options = LiveOptions()
        options.width = 320
        options.height = 240
        options.script = script
        return options
    }

    @Test func celebrateThrowsTheConfiguredNumberOfPieces() throws {
        var options = options(script: "wait 0.6")
        var configuration = Preset.confettiBurst.defaultConfiguration
        try configuration.set("count", to: .integer(7))
        options.configurations[.confettiBurst] = configuration
        #expect(try HeadlessRunner(scene: .celebrate, options: options).run().liveCount == 7)
        options.configurations = [:]
        #expect(try HeadlessRunner(scene: .celebrate, options: options).run().liveCount == 120)
    }

    @Test func tapScenesUseTheirPresetsConfiguration() throws {
        var options = options(script: "click 100,100; wait 0.2")
        var hearts = Preset.floatingHearts.defaultConfiguration
        try hearts.set("count", to: .integer(3))
        options.configurations[.floatingHearts] = hearts
        #expect(try HeadlessRunner(scene: .hearts, options: options).run().liveCount == 3)
        // The stars scene keeps its own 16.
        #expect(try HeadlessRunner(scene: .stars, options: options).run().liveCount == 16)
    }

    @Test func theCatalogSceneUsesACatalogPresetsConfiguration() throws {
        var options = options(script: "wait 0.3")
        options.catalogStart = .magic
        let plain = try HeadlessRunner(scene: .catalog, options: options).run().liveCount
        var magic = Preset.magic.defaultConfiguration
        try magic.set("rate", to: .number(20))
        options.configurations[.magic] = magic
        let configured = try HeadlessRunner(scene: .catalog, options: options).run().liveCount
        // 160 sparkles a second for 0.3 s, or 20.
        #expect(plain == 49 && configured == 7)
    }
}
