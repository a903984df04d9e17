#if PYRO_WEB_CONFETTI_ONLY
    import PyroCore

    // confetti.wasm's stage (web/build.sh compiles PyroWeb a second time with
    // `-D PYRO_WEB_CONFETTI_ONLY`): canvas-confetti's effect itself, not `PresetEffect`, so that no
    // other effect, no catalog and no effect-file reader is reachable from its exports and
    // `--gc-sections` leaves them out. pyro.wasm's is `PresetStage`.

    /// What a stage draws: canvas-confetti's bursts.
    package typealias StageEffect = CanvasConfetti

    /// The presets `pyro_create` makes.
    let stagePresets: [Preset] = [.canvasConfetti]

    /// The presets this build cannot draw: none of those it makes.
    let refusedPresets: [Preset] = []

    /// Why `pyro_create` cannot make the effect called `name`, or nil when it can.
    func stageRefusal(forName name: String) -> String? {
        if name.hasSameBytes(as: Preset.canvasConfetti.rawValue) { return nil }
        return "unknown effect '" + name + "'; confetti.wasm draws canvas-confetti alone (pyro.wasm draws the others)"
    }

    /// canvas-confetti's effect with its preset's options, as `Preset.canvasConfetti` makes it.
    func makeStageEffect(named name: String, seed: UInt64, canvasSize: Size) -> StageEffect {
        CanvasConfetti(seed: seed, canvasSize: canvasSize)
    }

    extension CanvasConfetti {
        /// `PresetEffect.withCanvasConfetti(_:)` for a stage holding the effect itself: runs `body`.
        mutating func withCanvasConfetti<Result>(_ body: (inout CanvasConfetti) -> Result) -> Result? {
            body(&self)
        }
    }
#endif
