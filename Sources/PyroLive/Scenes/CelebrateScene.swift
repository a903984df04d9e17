import PyroCore

/// Seed 004's demo: a purple gradient, a trophy, "You Did It" and a pink Celebrate button; a
/// confetti burst fires 0.3 s after the scene opens and on every press.
struct CelebrateScene: PlayScene {
    private var context: SceneContext
    private var bursts: ConfettiBurst
    private var openingBurstFired = false

    /// Seconds after opening before the first burst, as the seed's `.task` sleeps.
    static let openingDelay = 0.3

    init(context: SceneContext) {
        self.context = context
        bursts = ConfettiBurst(configuration: context.confettiBurst, seed: context.seed, canvasSize: context.size)
    }

    var liveCount: Int { bursts.liveCount }

    func isAnimating(at time: Double) -> Bool { !openingBurstFired || bursts.liveCount > 0 }

    func buttons(at time: Double) -> [ButtonSpec] {
        [.bottomCentered(id: "celebrate", label: DemoLabels.celebrate, tint: .pink, in: context.size, bottomMargin: 32)]
    }

    mutating func pressButton(_ id: String, at time: Double) { fire(at: time) }

    mutating func key(_ key: Key, at time: Double) -> Bool {
        guard key == .enter || key == .character("c") else { return false }
        fire(at: time)
        return true
    }

    private mutating func fire(at time: Double) {
        bursts.update(to: time)
        // The seed's origin is a fraction of the view; give it in points so a resized window
        // throws from the right place.
        let origin = bursts.configuration.origin
        bursts.fire(at: time, origin: Vector2(origin.x * context.size.width, origin.y * context.size.height))
    }

    mutating func resize(to size: Size) { context.size = size }
    mutating func setReduceMotion(_ on: Bool, at time: Double) { context.reduceMotion = on }

    mutating func draw(at time: Double, into painter: inout Painter) {
        let openingBurst = context.openedAt + Self.openingDelay
        if !openingBurstFired && time >= openingBurst {
            openingBurstFired = true
            fire(at: openingBurst)
        }
        painter.clear(ConfettiBurst.demoBackground)

        // The seed's VStack: trophy and title centred in the space above the button.
        let button = buttons(at: time)[0]
        let trophySize: Float = 72
        let titlePixel: Float = 4
        let spacing: Float = 14
        let titleHeight = painter.measure(DemoLabels.youDidIt, pixelSize: titlePixel).height
        let group = trophySize + spacing + titleHeight
        let top = (button.frame.y - spacing - group) / 2
        Trophy.draw(
            center: Vector2(context.size.width / 2, top + trophySize / 2), size: trophySize, color: .yellow,
            into: &painter)
        painter.text(
            DemoLabels.youDidIt,
            centeredAt: Vector2(context.size.width / 2, top + trophySize + spacing + titleHeight / 2),
            pixelSize: titlePixel, bold: true)
        painter.button(button)
        painter.draw(bursts.displayList(at: time, reduceMotion: context.reduceMotion))
    }
}
