import PyroCore

/// A scene where each click fires an effect: the particle bursts of seed 001 start at the
/// pointer; the star and heart bursts of seed 002 start from their fixed origin wherever the
/// click lands, as the article's tap gesture does. Several can run at once.
struct TapScene<E: Effect>: PlayScene {
    private var context: SceneContext
    private var effect: E
    private let make: (UInt64, Size) -> E
    private let background: RGBAColor
    /// True when a click fires at the pointer; false when it fires from the effect's own origin.
    private let firesAtPointer: Bool
    let isDark: Bool

    /// - Parameter make: builds the effect for a seed and a canvas size in points.
    init(
        context: SceneContext, background: RGBAColor, isDark: Bool, firesAtPointer: Bool,
        make: @escaping (UInt64, Size) -> E
    ) {
        self.context = context
        self.make = make
        self.background = background
        self.firesAtPointer = firesAtPointer
        self.isDark = isDark
        effect = make(context.seed, context.size)
    }

    var liveCount: Int { effect.liveCount }

    mutating func pointerDown(at point: Vector2, time: Double) {
        effect.update(to: time)
        effect.trigger(at: time, origin: firesAtPointer ? point : nil)
    }

    mutating func resize(to size: Size) { context.size = size }

    mutating func setReduceMotion(_ on: Bool, at time: Double) {
        context.reduceMotion = on
        // Seed 002 clears its particles when Reduce Motion turns on.
        if on { effect = make(context.seed, context.size) }
    }

    mutating func draw(at time: Double, into painter: inout Painter) {
        // Effects keep the canvas size they were made for; remake an idle one after a resize
        // so that anything placed by fractions of the canvas follows the window.
        if effect.canvasSize != context.size && effect.liveCount == 0 { effect = make(context.seed, context.size) }
        painter.clear(background)
        let list = effect.displayList(at: time, reduceMotion: context.reduceMotion)
        if effect.liveCount == 0 {
            painter.hint(DemoLabels.tapHint, centeredAt: Vector2(context.size.width / 2, context.size.height - 70))
        }
        painter.draw(list)
    }
}
