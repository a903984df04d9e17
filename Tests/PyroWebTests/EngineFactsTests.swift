import PyroCore
import Testing

@testable import PyroWeb

/// What the page reads from the engine instead of restating it.
@Suite struct EngineFactsTests {
    /// What `pyro_facts` writes, read back as the page reads it (made here rather than read
    /// from `pyro_output`, which the stage tests use at the same time).
    private func facts() throws -> PageValue {
        try #require(PageValue(bytes: EngineFacts.value.bytes))
    }

    /// The strings of an array of strings, or nil.
    private func strings(_ value: PageValue?) -> [String]? {
        guard case .array(let items)? = value else { return nil }
        let strings = items.compactMap { item -> String? in
            if case .string(let s) = item { s } else { nil }
        }
        return strings.count == items.count ? strings : nil
    }

    @Test func thePresetsArePyroListsAndEmojiIsRefused() throws {
        let f = try facts()
        #expect(strings(f["presets"]) == Preset.allCases.map(\.rawValue))
        #expect(strings(f["refused"]) == ["emoji"])
    }

    @Test func confettiOptionsCarryTheirDeclarationsInThePagesForm() throws {
        guard case .array(let options)? = try facts()["confetti"] else { throw ConfettiCallError("no options") }
        #expect(
            options.map { $0["option"] }
                == [
                    "particleCount", "angle", "spread", "startVelocity", "decay", "gravity", "drift", "ticks", "origin",
                    "colors", "shapes", "scalar", "flat",
                ].map { PageValue.string($0) })
        let count = options[0]
        #expect(count["name"] == .string("particle-count") && count["type"] == .string("integer"))
        #expect(count["default"] == .number(50) && count["min"] == .number(0) && count["max"] == .number(100_000))
        #expect(options[4]["default"] == .number(Double(Float(0.9))))
        #expect(
            options[8]["default"]
                == .object([PageMember(key: "x", value: .number(0.5)), PageMember(key: "y", value: .number(0.5))]))
        #expect(
            strings(options[9]["default"]) == [
                "#26ccff", "#a25afd", "#ff5e7e", "#88ff5a", "#fcff42", "#ffa62d", "#ff36ff",
            ])
        #expect(strings(options[10]["default"]) == ["square", "circle"])
        #expect(strings(options[10]["choices"]) == ["square", "circle", "star"])
        #expect(options[12]["default"] == .bool(false))
    }

    /// The engine's `Float`s go as `Float`s, so that the page can show the decimal they were
    /// written as (`0.9`, not `0.8999999761581421`).
    @Test func floatDefaultsTravelAsFloats() {
        guard case .array(let options)? = EngineFacts.value["confetti"] else {
            Issue.record("no options")
            return
        }
        #expect(options[4]["default"] == .float(0.9))
        #expect(options[4]["min"] == .number(0.01) && options[4]["max"] == .number(1))
    }

    @Test func theLabelsArePyroPlays() throws {
        guard case .object(let labels)? = try facts()["labels"] else { throw ConfettiCallError("no labels") }
        #expect(labels.count == DemoLabels.all.count)
        #expect(try facts()["labels"]?["lightFuse"] == .string(DemoLabels.lightFuse))
        #expect(try facts()["labels"]?["showConfetti"] == .string("Show Confetti"))
    }
}
