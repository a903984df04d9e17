import Testing

@testable import PyroCore

/// canvas-confetti's options by name without `PresetConfiguration` (what confetti.wasm reads
/// calls through) say and do what the `canvas-confetti` preset's parameters do.
@Suite struct CanvasConfettiParametersTests {
    @Test func theParametersAreThePresetsInItsOrder() {
        #expect(CanvasConfetti.Options.parameters == Preset.canvasConfetti.parameters)
        #expect(
            CanvasConfetti.Options.parameters.map(\.name) == [
                "particle-count", "angle", "spread", "start-velocity", "decay", "gravity", "drift", "ticks", "origin",
                "colors", "shapes", "scalar", "flat",
            ])
    }

    @Test func aValueSetByNameIsTheOneThePresetConfigurationSets() throws {
        var options = CanvasConfetti.Options()
        var preset = PresetConfiguration.canvasConfetti(CanvasConfetti.Options())
        for (name, value) in [
            ("spread", PresetValue.number(70)), ("particle-count", .integer(12)),
            ("shapes", .choices(["star"])), ("flat", .flag(true)),
        ] {
            try options.set(name, to: value)
            try preset.set(name, to: value)
        }
        #expect(preset == .canvasConfetti(options))
        #expect(options.spread == 70 && options.particleCount == 12 && options.shapes == [.star] && options.flat)
        #expect(options.value(of: "spread") == .number(70))
        #expect(options.value(of: "wobble") == nil)
    }

    @Test func aNameOrValueItDoesNotAllowChangesNothing() {
        var options = CanvasConfetti.Options()
        #expect(throws: PresetParameterError.self) { try options.set("wobble", to: .number(1)) }
        #expect(throws: PresetParameterError.self) { try options.set("decay", to: .number(2)) }
        #expect(options == CanvasConfetti.Options())
    }
}
