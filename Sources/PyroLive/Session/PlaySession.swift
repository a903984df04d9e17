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
    /// True while the H panel of keys is shown.
    private(set) var showHelp = false
    private(set) var pointer = PointerState()
    /// Set once Escape or a quit request arrives.
    private(set) var wantsQuit = false
    private let seed: UInt64
    private let configurations: [Preset: PresetConfiguration]
    private var fps = FrameRateMeter()
    /// Where a window's frame time goes, shown with the stats (headless runs leave it empty).
    var timings = FrameTimings()

    init(scene: LiveScene, options: LiveOptions, size: Size, at time: Double) {
        seed = options.seed
        configurations = options.configurations
        reduceMotion = options.reduceMotion
        showStats = options.showStats
        self.size = size
        sceneID = scene
        let context = SceneContext(
            size: size, seed: options.seed, reduceMotion: options.reduceMotion,
            openedAt: time, configurations: options.configurations, catalogStart: options.catalogStart)
        if let (file, first) = options.file {
            self.scene = FileScene(context: context, file: file, first: first)
        } else {
            self.scene = Self.make(scene, context)
        }
    }

    private static func make(_ id: LiveScene, _ context: SceneContext) -> any PlayScene {
        let light = RGBAColor.lightBackground
        switch id {
        case .fuse:
            return FuseScene(context: context)
        case .burst:
            let c = context.particleBurst
            return TapScene(context: context, background: light, isDark: false, firesAtPointer: true) { seed, size in
                ParticleBurst(configuration: c, seed: seed, canvasSize: size)
            }
        case .stars:
            let c = context.keyframeBurst(.starBurst)
            return TapScene(context: context, background: light, isDark: false, firesAtPointer: false) { seed, size in
                KeyframeBurst(configuration: c, seed: seed, canvasSize: size)
            }
        case .hearts:
            let c = context.keyframeBurst(.floatingHearts)
            return TapScene(context: context, background: light, isDark: false, firesAtPointer: false) { seed, size in
                KeyframeBurst(configuration: c, seed: seed, canvasSize: size)
            }
        case .confetti:
            return ConfettiScene(context: context)
        case .celebrate:
            return CelebrateScene(context: context)
        case .fountain:
            let c = context.fountain
            return TapScene(context: context, background: .black, isDark: true, firesAtPointer: false) { seed, size in
                Fountain(configuration: c, seed: seed, canvasSize: size)
            }
        case .catalog:
            return CatalogScene(context: context)
        }
    }

    /// Opens `id` afresh, as its number key does.
    mutating func open(_ id: LiveScene, at time: Double) {
        sceneID = id
        pointer.pressedButton = nil
        scene = Self.make(
            id,
            SceneContext(
                size: size, seed: seed, reduceMotion: reduceMotion, openedAt: time, configurations: configurations))
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
        showStats || showHelp || pointer.isDown || scene.isAnimating(at: time)
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
        case .character("h"):
            showHelp.toggle()
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

    /// Font pixel size of the top bar and the overlays, in points.
    private static let barPixelSize: Float = 1.5
    /// Margin around the top bar and between its entries, in points.
    private static let barMargin: Float = 12

    /// The keys every scene shares, as the H panel lists them.
    static let keyLegend = [
        "1-\(LiveScene.allCases.count)   switch scene",
        "M     Reduce Motion on/off",
        "F     frames per second, particles",
        "H     these keys",
        "Esc   quit",
        "Fuse: Enter lights, R draws again",
        "Confetti: C shows it",
        "Catalog: N next, P previous",
    ]

    /// The scene names along the top, the current one highlighted, and "H keys" at the right:
    /// how people learn the keys. Names shorten to numbers when the window is too narrow, and
    /// Reduce Motion shows on a line of its own below, so nothing overlaps.
    private func drawSceneBar(into painter: inout Painter) {
        let primary: RGBAColor = scene.isDark ? .white : .black
        let size = Self.barPixelSize
        let margin = Self.barMargin
        let (labels, legend) = sceneBarLayout(width: self.size.width, painter: painter)
        let legendWidth = painter.measure(legend, pixelSize: size).width
        painter.text(
            legend, at: Vector2(self.size.width - legendWidth - margin, margin), pixelSize: size, color: .gray,
            opacity: 0.8)
        var x = margin
        for (id, label) in labels {
            let current = id == sceneID
            painter.text(
                label, at: Vector2(x, margin), pixelSize: size, color: current ? primary : .gray,
                opacity: current ? 1 : 0.8, bold: current)
            x += painter.measure(label, pixelSize: size).width + Self.gap(after: label)
        }
        if reduceMotion {
            let note = "Reduce Motion on"
            let (width, height) = painter.measure(note, pixelSize: size)
            painter.text(
                note, at: Vector2(self.size.width - width - margin, margin + height + 8), pixelSize: size,
                color: primary, opacity: 0.8)
        }
        if showHelp { drawKeyLegend(into: &painter) }
    }

    /// Space after a scene-bar label, in points: less after a bare number.
    private static func gap(after label: String) -> Float { label.count > 1 ? 18 : 10 }

    /// The scene-bar labels and the key legend that fit in `width` points, from the fullest to
    /// the barest: every "n Name"; numbers with only the current scene named; the current scene
    /// alone; its number alone. The legend shortens from "H keys" to "H" before names go.
    func sceneBarLayout(width: Float, painter: Painter) -> (labels: [(LiveScene, String)], legend: String) {
        let size = Self.barPixelSize
        let named = { (id: LiveScene) in "\(id.number) \(id.title)" }
        let layouts: [[(LiveScene, String)]] = [
            LiveScene.allCases.map { ($0, named($0)) },
            LiveScene.allCases.map { ($0, $0 == sceneID ? named($0) : "\($0.number)") },
            [(sceneID, named(sceneID))],
            [(sceneID, "\(sceneID.number)")],
        ]
        let openLegend = showHelp ? "H close" : "H keys"
        for labels in layouts {
            let used = labels.reduce(Self.barMargin) { sum, entry in
                sum + painter.measure(entry.1, pixelSize: size).width + Self.gap(after: entry.1)
            }
            for legend in [openLegend, "H"]
            where used + painter.measure(legend, pixelSize: size).width
                + 2 * Self.barMargin <= width
            {
                return (labels, legend)
            }
        }
        return (layouts[layouts.count - 1], "H")
    }

    /// The H panel: the scenes and the shared keys on a dark plate in the middle of the window,
    /// in smaller type when the window is narrow.
    private func drawKeyLegend(into painter: inout Painter) {
        let scenes = LiveScene.allCases.map { "\($0.number) \($0.title)" }
        let lines =
            ["Scenes: " + scenes[..<4].joined(separator: "  "), "        " + scenes[4...].joined(separator: "  ")]
            + Self.keyLegend
        let size: Float =
            lines.map { painter.measure($0, pixelSize: Self.barPixelSize).width }.max()! + 32
                <= self.size.width ? Self.barPixelSize : 1
        let lineHeight = painter.measure("0", pixelSize: size).height + 8
        let width = lines.map { painter.measure($0, pixelSize: size).width }.max()! + 32
        let height = lineHeight * Float(lines.count) + 24
        let frame = Rect(center: Vector2(self.size.width / 2, self.size.height / 2), width: width, height: height)
        painter.fillRoundedRect(frame, radius: 10, color: .black, opacity: 0.8)
        for (i, line) in lines.enumerated() {
            painter.text(
                line, at: Vector2(frame.x + 16, frame.y + 12 + lineHeight * Float(i)), pixelSize: size,
                color: .white)
        }
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
