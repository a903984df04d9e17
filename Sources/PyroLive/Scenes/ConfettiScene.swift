import PyroCore

/// Seed 003: C or the button scatters flipping confetti over the screen for 3 s, then fades it
/// out over 2 s; pressing again while it shows changes nothing. The button says
/// `DemoLabels.showConfetti`.
struct ConfettiScene: PlayScene {
    private var context: SceneContext
    private var confetti: Confetti

    init(context: SceneContext) {
        self.context = context
        confetti = Confetti(configuration: context.confetti, seed: context.seed, canvasSize: context.size)
    }

    var isDark: Bool { false }
    var liveCount: Int { confetti.liveCount }

    func buttons(at time: Double) -> [ButtonSpec] {
        let s = ButtonSpec.standardSize(for: Self.buttonLabel)
        let frame = Rect(
            center: Vector2(context.size.width / 2, context.size.height / 2), width: s.width,
            height: s.height)
        return [ButtonSpec(id: "confetti", label: Self.buttonLabel, frame: frame, tint: .blue)]
    }

    static let buttonLabel = DemoLabels.showConfetti

    mutating func pressButton(_ id: String, at time: Double) { show(at: time) }

    mutating func key(_ key: Key, at time: Double) -> Bool {
        guard key == .character("c") else { return false }
        show(at: time)
        return true
    }

    private mutating func show(at time: Double) {
        // Pieces are scattered by fractions of the canvas: follow a resized window.
        if confetti.canvasSize != context.size && !confetti.isActive(at: time) {
            confetti = Confetti(configuration: context.confetti, seed: context.seed, canvasSize: context.size)
        }
        confetti.update(to: time)
        // A showing while one is on screen is ignored by the preset itself.
        confetti.show(at: time)
    }

    mutating func resize(to size: Size) { context.size = size }
    mutating func setReduceMotion(_ on: Bool, at time: Double) { context.reduceMotion = on }

    mutating func draw(at time: Double, into painter: inout Painter) {
        painter.clear(.lightBackground)
        for button in buttons(at: time) { painter.button(button) }
        if !confetti.isActive(at: time) {
            painter.hint(DemoLabels.confettiHint, centeredAt: Vector2(context.size.width / 2, context.size.height - 70))
        }
        // The seed lays the confetti over the content, button included.
        painter.draw(confetti.displayList(at: time, reduceMotion: context.reduceMotion))
    }
}
