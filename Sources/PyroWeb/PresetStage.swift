#if !PYRO_WEB_CONFETTI_ONLY
    import PyroCore

    // pyro.wasm's stage: any preset, or an effect file's effect (`EffectFileExports`). confetti.wasm,
    // compiled with `-D PYRO_WEB_CONFETTI_ONLY`, has `ConfettiStage` instead.

    /// What a stage draws: any of Pyro's effects.
    package typealias StageEffect = PresetEffect

    /// The presets `pyro_create` makes, in `pyro list` order.
    var stagePresets: [Preset] { Preset.allCases }

    /// The presets this build cannot draw: their pictures are text (emoji), and it has no FreeType.
    var refusedPresets: [Preset] { Preset.allCases.filter { $0.catalogDefinition?.hasUndrawnText == true } }

    /// Why `pyro_create` cannot make the effect called `name`, or nil when it can.
    func stageRefusal(forName name: String) -> String? {
        guard let preset = stagePreset(named: name) else {
            return "unknown effect '" + name + "'; effects: "
                + Preset.allCases.map { $0.rawValue }.joined(separator: ", ")
        }
        guard preset.catalogDefinition?.hasUndrawnText == true else { return nil }
        return "'" + name + "' draws colour emoji through FreeType and a font, which the browser build "
            + "does not have; render it with the command line (pyro render " + name + " -o " + name + ".gif) "
            + "or choose another effect"
    }

    /// The effect called `name` (one `stageRefusal(forName:)` lets through).
    func makeStageEffect(named name: String, seed: UInt64, canvasSize: Size) -> StageEffect {
        (stagePreset(named: name) ?? .canvasConfetti).makeEffect(seed: seed, canvasSize: canvasSize)
    }

    private func stagePreset(named name: String) -> Preset? {
        Preset.allCases.first { $0.rawValue.hasSameBytes(as: name) }
    }
#endif
