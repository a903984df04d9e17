import Foundation
import PyroCore
import PyroFormat
import Testing

@testable import PyroWeb

/// What the page reads from the engine instead of restating it.
@Suite struct EngineFactsTests {
    /// What `pyro_facts` writes (made here rather than read from `pyro_output`, which the stage
    /// tests use at the same time).
    private func facts() throws -> [String: Any] {
        let text = Data(JSONWriter.compact(EngineFacts.json).utf8)
        return try #require(try JSONSerialization.jsonObject(with: text) as? [String: Any])
    }

    @Test func thePresetsArePyroListsAndEmojiIsRefused() throws {
        let f = try facts()
        #expect(f["presets"] as? [String] == Preset.allCases.map(\.rawValue))
        #expect(f["refused"] as? [String] == ["emoji"])
    }

    @Test func confettiOptionsCarryTheirDeclarationsInThePagesForm() throws {
        let options = try #require(try facts()["confetti"] as? [[String: Any]])
        #expect(
            options.map { $0["option"] as? String } == [
                "particleCount", "angle", "spread", "startVelocity", "decay", "gravity", "drift", "ticks", "origin",
                "colors", "shapes", "scalar", "flat",
            ])
        let count = options[0]
        #expect(count["name"] as? String == "particle-count" && count["type"] as? String == "integer")
        #expect(count["default"] as? Int == 50 && count["min"] as? Int == 0 && count["max"] as? Int == 100_000)
        #expect(options[4]["default"] as? Double == 0.9)
        #expect(options[8]["default"] as? [String: Double] == ["x": 0.5, "y": 0.5])
        #expect(
            options[9]["default"] as? [String] == [
                "#26ccff", "#a25afd", "#ff5e7e", "#88ff5a", "#fcff42", "#ffa62d",
                "#ff36ff",
            ])
        #expect(options[10]["default"] as? [String] == ["square", "circle"])
        #expect(options[10]["choices"] as? [String] == ["square", "circle", "star"])
        #expect(options[12]["default"] as? Bool == false)
    }

    @Test func theLabelsArePyroPlays() throws {
        let labels = try #require(try facts()["labels"] as? [String: String])
        #expect(labels["lightFuse"] == DemoLabels.lightFuse && labels["showConfetti"] == "Show Confetti")
        #expect(labels.count == DemoLabels.all.count)
    }
}
