import PyroCore

/// What the fuse screen of seed 000 shows around the drawing: the hint, and which of its two
/// buttons is there and whether it can be pressed.
public enum FuseControls: Equatable, Sendable {
    /// Drawing: "Draw a path with your finger" and "Light the Fuse!", pressable once the path
    /// has two distinct points (the seed enables it from one point, which explodes at once).
    case drawing(canLight: Bool)
    /// Lit, burning, exploding or done: "Draw Again".
    case lit

    /// The hint shown while drawing.
    public static let hint = "Draw a path with your finger"
    /// The seed's button titles.
    public static let lightTitle = "Light the Fuse! 🔥"
    public static let drawAgainTitle = "Draw Again ✏️"
}

extension EffectPlayer where E == FuseFirework {
    /// A player for seed 000's fuse: busy (animating) while the fuse burns or the firework
    /// explodes, whether or not sparks are alive.
    public convenience init(
        fuse configuration: FuseFirework.Configuration = FuseFirework.Configuration(),
        seed: UInt64 = 0
    ) {
        self.init(
            isBusy: { $0.state == .burning || $0.state == .exploding },
            make: { size in FuseFirework(configuration: configuration, seed: seed, canvasSize: size) })
    }

    /// The controls to show now.
    public var fuseControls: FuseControls {
        guard let fuse = effect else { return .drawing(canLight: false) }
        return fuse.state == .drawing ? .drawing(canLight: fuse.path.points.count >= 2) : .lit
    }

    /// A drag moved to `point` (canvas points): extends the drawing while drawing, and is
    /// ignored once the fuse is lit, before the canvas has a size, or for non-finite points.
    ///
    /// - Returns: whether the drawing changed (the view then redraws).
    @discardableResult
    public func drag(to point: Vector2) -> Bool {
        withEffect { fuse, _ in
            guard fuse.state == .drawing, point.isFinite else { return false }
            let before = fuse.path.points.count
            fuse.addPoint(point)
            // Repeated points are dropped by the fuse; only a new distinct point changes the picture.
            return fuse.path.points.count != before
        } ?? false
    }

    /// "Light the Fuse!": lights it now. Does nothing unless the controls allow it.
    ///
    /// - Returns: whether the fuse was lit.
    @discardableResult
    public func light(atWallTime wallTime: Double) -> Bool {
        guard fuseControls == .drawing(canLight: true) else { return false }
        return trigger(atWallTime: wallTime)
    }
}
