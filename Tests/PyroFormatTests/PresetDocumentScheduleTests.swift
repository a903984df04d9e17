import PyroCore
import PyroFormat
import Testing

/// A preset file fires as `pyro render <preset>` with the same settings fires.
@Suite struct PresetDocumentScheduleTests {
    @Test func aConfiguredOriginReplacesParticleBurstsTwoPreviewBurstsWithOneFromIt() throws {
        let file = try EffectDocument.read(#"{"preset": "particle-burst", "parameters": {"origin": [0.25, 0.75]}}"#)
        var fromFile = try file.makeEffect(seed: 2)
        var configuration = Preset.particleBurst.defaultConfiguration
        try configuration.set("origin", to: .unitPoint(Vector2(0.25, 0.75)))
        var oneBurst = try configuration.makeEffect(
            seed: 2, canvasSize: Size(width: 800, height: 600),
            schedule: Preset.Schedule())
        let list = fromFile.displayList(at: 0.4)
        #expect(list == oneBurst.displayList(at: 0.4))
        #expect(fromFile.liveCount == 100)
    }

    @Test func theDefaultOriginKeepsThePreviewBursts() throws {
        let file = try EffectDocument.read(#"{"preset": "particle-burst", "parameters": {"origin": [0.5, 0.5]}}"#)
        var fromFile = try file.makeEffect(seed: 2)
        var preset = try Preset.particleBurst.makeEffect(
            seed: 2, canvasSize: Size(width: 800, height: 600),
            schedule: Preset.particleBurst.defaultSchedule(canvasSize: Size(width: 800, height: 600)))
        #expect(fromFile.displayList(at: 0.4) == preset.displayList(at: 0.4))
        #expect(fromFile.liveCount == 200)
    }

    @Test func firingsInTheFileKeepTheirPlacesWhateverTheOrigin() throws {
        let file = try EffectDocument.read(
            #"""
            {"preset": "particle-burst", "parameters": {"origin": [0.25, 0.75]},
             "firings": [{"time": 0, "point": [100, 120]}]}
            """#)
        var fromFile = try file.makeEffect(seed: 2)
        var configuration = Preset.particleBurst.defaultConfiguration
        try configuration.set("origin", to: .unitPoint(Vector2(0.25, 0.75)))
        var expected = try configuration.makeEffect(
            seed: 2, canvasSize: Size(width: 800, height: 600),
            schedule: Preset.Schedule(origins: [Vector2(100, 120)]))
        #expect(fromFile.displayList(at: 0.4) == expected.displayList(at: 0.4))
    }
}
