import PyroCore

/// The scene on show and everything around it: switching scenes, routing pointer input to
/// buttons or the scene, the keys every scene shares, and the overlay.
///
/// Windowed and headless runs both drive a session, so scripted checks exercise the same code a
/// person does.
struct PlaySession {
    private(set) var sceneID: LiveScene
    private var scene: any PlayScene
    private(set) var size: Size
    private(set) var reduceMotion: Bool
    private(set) var showStats: Bool
    private(set) var pointer = PointerState()
    /// Set once Escape or a quit request arrives.
    private(set) var wantsQuit = false
    private let seed: UInt64
    private var fps = FrameRateMeter()
    /// Where a window's frame time goes, shown with the stats (headless runs leave it empty).
    var timings = FrameTimings()

    init(scene: LiveScene, options: LiveOptions, size: Size, at time: Double) {
        seed = options.seed
        reduceMotion = options.reduceMotion
        showStats = options.showStats
        self.size = size
        sceneID = scene
        self.scene = Self.make(
            scene,
            SceneContext(
                size: size, seed: options.seed, reduceMotion: options.reduceMotion,
                openedAt: time))
    }

    private static func make(_ id: LiveScene, _ context: SceneContext) -> any PlayScene {
        let light = RGBAColor.lightBackground
        switch id {
        case .fuse:
            return FuseScene(context: context)
        case .burst:
            return TapScene(context: context, background: light, isDark: false, firesAtPointer: true) { seed, size in
                ParticleBurst(seed: seed, canvasSize: size)
            }
        case .stars:
            return TapScene(context: context, background: light, isDark: false, firesAtPointer: false) { seed, size in
                KeyframeBurst(configuration: .starBurst, seed: seed, canvasSize: size)
            }
        case .hearts:
            return TapScene(context: context, background: light, isDark: false, firesAtPointer: false) { seed, size in
                KeyframeBurst(configuration: .floatingHearts, seed: seed, canvasSize: size)
            }
        case .confetti:
            return ConfettiScene(context: context)
        case .celebrate:
            return CelebrateScene(context: context)
        }
    }

    /// Opens `id` afresh, as its number key does.
    mutating func open(_ id: LiveScene, at time: Double) {
        sceneID = id
        pointer.pressedButton = nil
        scene = Self.make(id, SceneContext(size: size, seed: seed, reduceMotion: reduceMotion, openedAt: time))
    }

    mutating func resize(to newSize: Size) {
        guard newSize != size, newSize.width > 0, newSize.height > 0 else { return }
        size = newSize
        scene.resize(to: newSize)
    }

    /// The scene's buttons now.
    func buttons(at time: Double) -> [ButtonSpec] { scene.buttons(at: time) }

    var liveCount: Int { scene.liveCount }

    /// True while the next frame could differ from the last one without new input.
    func needsFrames(at time: Double) -> Bool {
        showStats || pointer.isDown || scene.isAnimating(at: time)
    }

    // MARK: Input

    mutating func handle(_ event: InputEvent, at time: Double) {
        switch event {
        case .quit:
            wantsQuit = true
        case .key(let key):
            handle(key, at: time)
        case .pointerLeft:
            pointer.position = nil
        case .pointerMoved(let p):
            pointer.position = p
            if pointer.isDown && pointer.pressedButton == nil { scene.pointerDragged(to: p, time: time) }
        case .pointerDown(let p):
            pointer.position = p
            pointer.isDown = true
            // A disabled button still takes its press, so that pressing it never draws beneath.
            if let button = scene.buttons(at: time).first(where: { $0.frame.contains(p) }) {
                pointer.pressedButton = button.id
            } else {
                scene.pointerDown(at: p, time: time)
            }
        case .pointerUp(let p):
            pointer.position = p
            pointer.isDown = false
            if let pressed = pointer.pressedButton {
                pointer.pressedButton = nil
                // A press counts only when released over the same button, as on every desktop.
                if scene.buttons(at: time).contains(where: { $0.id == pressed && $0.isEnabled && $0.frame.contains(p) })
                {
                    scene.pressButton(pressed, at: time)
                }
            } else {
                scene.pointerUp(at: p, time: time)
            }
        }
    }

    private mutating func handle(_ key: Key, at time: Double) {
        if scene.key(key, at: time) { return }
        switch key {
        case .escape:
            wantsQuit = true
        case .character("m"):
            reduceMotion.toggle()
            scene.setReduceMotion(reduceMotion, at: time)
        case .character("f"):
            showStats.toggle()
        case .character(let c):
            if let n = c.wholeNumberValue, let id = LiveScene(number: n) { open(id, at: time) }
        case .enter:
            break
        }
    }

    // MARK: Drawing

    /// Draws the scene, its buttons' hover state and the overlay at `time`.
    mutating func draw(at time: Double, into painter: inout Painter) {
        fps.record(time)
        painter.pointer = pointer
        scene.draw(at: time, into: &painter)
        drawSceneBar(into: &painter)
        if showStats { drawStats(into: &painter) }
    }

    /// The scene names along the top, the current one highlighted: how people learn the keys.
    private func drawSceneBar(into painter: inout Painter) {
        let primary: RGBAColor = scene.isDark ? .white : .black
        var x: Float = 12
        for id in LiveScene.allCases {
            let label = "\(id.number) \(id.title)"
            let current = id == sceneID
            painter.text(
                label, at: Vector2(x, 12), pixelSize: 1.5, color: current ? primary : .gray,
                opacity: current ? 1 : 0.8, bold: current)
            x += painter.measure(label, pixelSize: 1.5).width + 18
        }
        let keys = reduceMotion ? "Reduce Motion on  M F Esc" : "M F Esc"
        let width = painter.measure(keys, pixelSize: 1.5).width
        painter.text(keys, at: Vector2(size.width - width - 12, 12), pixelSize: 1.5, color: .gray, opacity: 0.8)
    }

    private func drawStats(into painter: inout Painter) {
        var lines = ["\(fps.framesPerSecond) fps  \(scene.liveCount) particles"]
        if let summary = timings.summary { lines.append(summary) }
        let widths = lines.map { painter.measure($0, pixelSize: 1.5).width }
        let lineHeight = painter.measure("0", pixelSize: 1.5).height + 6
        painter.fillRoundedRect(
            Rect(x: 8, y: 30, width: widths.max()! + 16, height: lineHeight * Float(lines.count) + 8),
            radius: 6, color: .black, opacity: 0.6)
        for (i, line) in lines.enumerated() {
            painter.text(line, at: Vector2(16, 37 + lineHeight * Float(i)), pixelSize: 1.5, color: .yellow)
        }
    }
}
