import PyroCore

/// The catalog of effects described as data (`Preset.catalog`: fire, smoke, snow, ...), one at a
/// time: N (or Space, or the button) shows the next, P the previous.
///
/// Each effect runs its own default schedule from the moment it is shown, so streams are
/// already flowing in the first frame; an effect that ends (magic, sparks, splash) starts again
/// every `defaultDuration` seconds, and those made of bursts alone also fire where you click.
/// A preset whose pictures are text (emoji) is shown only when the host drew it and gave it in
/// `SceneContext.configurations`: PyroLive reads no fonts.
struct CatalogScene: PlayScene {
    private var context: SceneContext
    private let presets: [Preset]
    private var index: Int
    private var effect: PresetEffect
    /// Session time the current showing of the effect started at, in seconds.
    private var start: Double

    init(context: SceneContext) {
        self.context = context
        let configurations = context.configurations
        presets = Preset.catalog.filter { preset in
            guard case .defined(let definition) = configurations[preset] ?? preset.defaultConfiguration else {
                return true
            }
            return !definition.hasUndrawnText
        }
        index = presets.firstIndex(of: context.catalogStart ?? presets[0]) ?? 0
        start = context.openedAt
        effect = Self.make(presets[index], context: context, at: context.openedAt)
    }

    /// The effect shown now.
    var preset: Preset { presets[index] }

    var liveCount: Int { effect.liveCount }
    func isAnimating(at time: Double) -> Bool { true }
    var isDark: Bool { true }

    /// `preset`'s effect on the context's canvas, its default schedule starting at `time`.
    private static func make(_ preset: Preset, context: SceneContext, at time: Double) -> PresetEffect {
        var effect: PresetEffect
        if let configured = context.configurations[preset] {
            effect = configured.makeEffect(seed: context.seed, canvasSize: context.size)
        } else {
            effect = preset.makeEffect(seed: context.seed, canvasSize: context.size)
        }
        let schedule = preset.defaultSchedule(canvasSize: context.size)
        for (i, t) in schedule.fireTimes.enumerated() {
            effect.trigger(at: time + t, origin: schedule.origin(ofFiring: i))
        }
        return effect
    }

    /// True when the preset's effect ends by itself, so that it is started again each loop.
    private var ends: Bool {
        guard let definition = preset.catalogDefinition else { return false }
        return definition.emitters.allSatisfy { emitter in
            if case .continuous(_, nil) = emitter.emission { return false }
            return true
        }
    }

    /// True when a click can fire the effect at the pointer: every action is a burst.
    private var firesAtPointer: Bool {
        guard let definition = preset.catalogDefinition else { return false }
        return definition.onTrigger.allSatisfy { action in
            if case .burst = action.kind { return true }
            return false
        }
    }

    func buttons(at time: Double) -> [ButtonSpec] {
        let next = presets[(index + 1) % presets.count]
        return [
            .bottomCentered(
                id: "next", label: "Next: \(next.rawValue)", tint: .blue, in: context.size, bottomMargin: 24)
        ]
    }

    mutating func pressButton(_ id: String, at time: Double) { show(index + 1, at: time) }

    mutating func key(_ key: Key, at time: Double) -> Bool {
        switch key {
        case .character("n"), .character(" "): show(index + 1, at: time)
        case .character("p"): show(index - 1, at: time)
        default: return false
        }
        return true
    }

    private mutating func show(_ newIndex: Int, at time: Double) {
        index = (newIndex % presets.count + presets.count) % presets.count
        start = time
        effect = Self.make(preset, context: context, at: time)
    }

    mutating func pointerDown(at point: Vector2, time: Double) {
        guard firesAtPointer else { return }
        effect.update(to: time)
        effect.trigger(at: time, origin: point)
    }

    mutating func resize(to size: Size) {
        context.size = size
        effect.resize(to: size)
    }

    mutating func setReduceMotion(_ on: Bool, at time: Double) { context.reduceMotion = on }

    mutating func draw(at time: Double, into painter: inout Painter) {
        let duration = max(preset.defaultDuration, 0.1)
        if ends && time >= start + duration {
            // Start again on the loop's beat, so that a seamless loop stays seamless.
            start += ((time - start) / duration).rounded(.down) * duration
            effect = Self.make(preset, context: context, at: start)
        }
        painter.clear(preset.defaultBackground)
        painter.draw(effect.displayList(at: time, reduceMotion: context.reduceMotion))
        for button in buttons(at: time) { painter.button(button) }
        let title =
            preset.rawValue + (firesAtPointer ? "  (click to fire; N next, P previous)" : "  (N next, P previous)")
        painter.text(title, at: Vector2(12, 44), pixelSize: 1.5, color: .white, opacity: 0.7)
    }
}
