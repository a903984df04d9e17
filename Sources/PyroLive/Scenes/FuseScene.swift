import PyroCore

/// Seed 000: draw a fuse with the pointer, light it, watch it burn back and explode where the
/// drawing began.
///
/// "Light the Fuse! 🔥" (or Enter) looks disabled until a point is drawn; once lit it becomes
/// "Draw Again ✏️" (or R). The bitmap font has no emoji, so a drawn flame and pencil stand in.
/// "Draw a path with your finger" shows while drawing, as in the seed.
struct FuseScene: PlayScene {
    private var context: SceneContext
    private var fuse: FuseFirework

    init(context: SceneContext) {
        self.context = context
        fuse = FuseFirework(configuration: context.fuseFirework, seed: context.seed, canvasSize: context.size)
    }

    var liveCount: Int { fuse.liveCount }

    /// The flame moves while the fuse burns, even between sparks.
    func isAnimating(at time: Double) -> Bool { fuse.state == .burning || fuse.liveCount > 0 }

    private var isDrawing: Bool { fuse.state == .drawing }

    func buttons(at time: Double) -> [ButtonSpec] {
        if isDrawing {
            return [
                .bottomCentered(
                    id: "light", label: DemoLabels.lightFuse, icon: .flame, tint: .red, in: context.size,
                    isEnabled: !fuse.points.isEmpty)
            ]
        }
        return [.bottomCentered(id: "again", label: DemoLabels.drawAgain, icon: .pencil, tint: .blue, in: context.size)]
    }

    mutating func pressButton(_ id: String, at time: Double) {
        switch id {
        case "light": light(at: time)
        case "again": fuse.reset()
        default: break
        }
    }

    private mutating func light(at time: Double) {
        fuse.update(to: time)
        // An empty drawing is refused; the button already looks disabled then.
        try? fuse.light(at: time)
    }

    mutating func pointerDown(at point: Vector2, time: Double) {
        if isDrawing { fuse.addPoint(point) }
    }

    mutating func pointerDragged(to point: Vector2, time: Double) {
        if isDrawing { fuse.addPoint(point) }
    }

    mutating func key(_ key: Key, at time: Double) -> Bool {
        switch key {
        case .enter:
            if isDrawing { light(at: time) }
            return true
        case .character("r"):
            fuse.reset()
            return true
        default:
            return false
        }
    }

    mutating func resize(to size: Size) { context.size = size }
    mutating func setReduceMotion(_ on: Bool, at time: Double) { context.reduceMotion = on }

    mutating func draw(at time: Double, into painter: inout Painter) {
        painter.clear(.black)
        if isDrawing {
            painter.hint(
                DemoLabels.drawHint, centeredAt: Vector2(context.size.width / 2, context.size.height - 150))
        }
        painter.draw(fuse.displayList(at: time, reduceMotion: context.reduceMotion))
        for button in buttons(at: time) { painter.button(button) }
    }
}
