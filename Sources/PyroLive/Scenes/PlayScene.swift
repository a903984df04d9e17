import PyroCore

/// What every scene is given when it opens.
struct SceneContext: Sendable {
    /// The canvas, in points.
    var size: Size
    var seed: UInt64
    var reduceMotion: Bool
    /// Session time when the scene opened, in seconds.
    var openedAt: Double
    /// Preset configurations that replace the defaults (`pyro play --set`).
    var configurations: [Preset: PresetConfiguration] = [:]
    /// The catalog preset the catalog scene opens on (nil: the first).
    var catalogStart: Preset?
}

/// One interactive demo: it reacts to input and draws itself at a time.
///
/// Times are session seconds, never a clock read by the scene, so a scripted run gives the same
/// frames every time. Clicks on buttons reach `pressButton`; other pointer input reaches the
/// pointer methods.
protocol PlayScene {
    /// True when the scene's background is dark, so that the overlay draws light text.
    var isDark: Bool { get }

    /// The scene's buttons at `time`, laid out for the current size.
    func buttons(at time: Double) -> [ButtonSpec]
    mutating func pressButton(_ id: String, at time: Double)

    mutating func pointerDown(at point: Vector2, time: Double)
    mutating func pointerDragged(to point: Vector2, time: Double)
    mutating func pointerUp(at point: Vector2, time: Double)
    /// Reacts to a key; returns false when the scene has no use for it.
    mutating func key(_ key: Key, at time: Double) -> Bool

    mutating func resize(to size: Size)
    mutating func setReduceMotion(_ on: Bool, at time: Double)

    /// Brings the scene to `time` and paints it (background first).
    mutating func draw(at time: Double, into painter: inout Painter)
    /// Live particles after the last `draw`.
    var liveCount: Int { get }
    /// True while frames would differ without new input: the window idles otherwise, as the
    /// seeds' timelines pause when nothing is alive.
    func isAnimating(at time: Double) -> Bool
}

extension PlayScene {
    func isAnimating(at time: Double) -> Bool { liveCount > 0 }
    var isDark: Bool { true }
    func buttons(at time: Double) -> [ButtonSpec] { [] }
    mutating func pressButton(_ id: String, at time: Double) {}
    mutating func pointerDown(at point: Vector2, time: Double) {}
    mutating func pointerDragged(to point: Vector2, time: Double) {}
    mutating func pointerUp(at point: Vector2, time: Double) {}
    mutating func key(_ key: Key, at time: Double) -> Bool { false }
}
