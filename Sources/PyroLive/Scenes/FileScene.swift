import PyroCore

/// `pyro play FILE.json`: the file's effect, fired as the file says when the scene opens and at
/// the pointer on every click; reloaded when the file changes on disk, keeping the clock and
/// the clicks, so that a designer sees each edit in place.
struct FileScene: PlayScene {
    private var context: SceneContext
    private let file: LiveEffectFile
    private var loaded: LiveEffect
    private var effect: PresetEffect
    /// Clicks so far (session seconds, canvas points), replayed into a reloaded effect.
    private var clicks: [(time: Double, point: Vector2)] = []
    private var stamp: Int?
    private var lastCheck: Double

    /// Seconds of session time between looks at the file.
    static let checkInterval = 0.5

    init(context: SceneContext, file: LiveEffectFile, first: LiveEffect) {
        self.context = context
        self.file = file
        loaded = first
        stamp = file.stamp()
        lastCheck = context.openedAt
        effect = first.make(context.seed, context.size, context.openedAt)
    }

    var isDark: Bool {
        let c: RGBAColor
        switch loaded.background {
        case .transparent: return true
        case .solid(let color): c = color
        case .verticalGradient(let top, _): c = top
        }
        return Int(c.red) * 3 + Int(c.green) * 6 + Int(c.blue) < 1280
    }

    var liveCount: Int { effect.liveCount }

    func isAnimating(at time: Double) -> Bool { true }

    mutating func pointerDown(at point: Vector2, time: Double) {
        effect.update(to: time)
        effect.trigger(at: time, origin: point)
        clicks.append((time, point))
    }

    mutating func resize(to size: Size) {
        context.size = size
        effect.resize(to: size)
    }

    mutating func setReduceMotion(_ on: Bool, at time: Double) { context.reduceMotion = on }

    /// Rebuilds the effect from a new reading of the file, as if it had been there all along.
    private mutating func rebuild(_ reading: LiveEffect) {
        loaded = reading
        effect = reading.make(context.seed, context.size, context.openedAt)
        for click in clicks { effect.trigger(at: click.time, origin: click.point) }
    }

    mutating func draw(at time: Double, into painter: inout Painter) {
        if time - lastCheck >= Self.checkInterval || time < lastCheck {
            lastCheck = time
            let now = file.stamp()
            if now != stamp {
                stamp = now
                if now != nil, let reading = file.load() { rebuild(reading) }
            }
        }
        painter.clear(loaded.background)
        let list = effect.displayList(at: time, reduceMotion: context.reduceMotion)
        if effect.liveCount == 0 {
            painter.hint(
                DemoLabels.tapHint + " (" + file.name + ")",
                centeredAt: Vector2(context.size.width / 2, context.size.height - 70))
        }
        painter.draw(list)
    }
}
