import PyroCore

/// What a stage shows: one of the presets (`Pyro.attach`) or canvas-confetti's bursts
/// (`Pyro.confetti`), as one concrete type (Embedded Swift has no existentials).
enum StageEffect {
    case preset(PresetEffect)
    case confetti(CanvasConfetti)

    mutating func update(to time: Double) {
        switch consume self {
        case .preset(var e): e.update(to: time); self = .preset(e)
        case .confetti(var e): e.update(to: time); self = .confetti(e)
        }
    }

    mutating func trigger(at time: Double, origin: Vector2?) {
        switch consume self {
        case .preset(var e): e.trigger(at: time, origin: origin); self = .preset(e)
        case .confetti(var e): e.trigger(at: time, origin: origin); self = .confetti(e)
        }
    }

    mutating func resize(to size: Size) {
        switch consume self {
        case .preset(var e): e.resize(to: size); self = .preset(e)
        case .confetti(var e): e.resize(to: size); self = .confetti(e)
        }
    }

    func render(reduceMotion: Bool, into list: inout DisplayList) {
        switch self {
        case .preset(let e): e.render(reduceMotion: reduceMotion, into: &list)
        case .confetti(let e): e.render(reduceMotion: reduceMotion, into: &list)
        }
    }

    var canvasSize: Size {
        switch self {
        case .preset(let e): e.canvasSize
        case .confetti(let e): e.canvasSize
        }
    }

    var liveCount: Int {
        switch self {
        case .preset(let e): e.liveCount
        case .confetti(let e): e.liveCount
        }
    }

    /// The fuse firework, if this is one (a copy).
    var fuseFirework: FuseFirework? {
        if case .preset(let e) = self { return e.fuseFirework }
        return nil
    }

    /// Runs `body` on the fuse firework in place; nil when this is not one.
    mutating func withFuseFirework<Result, Failure: Error>(
        _ body: (inout FuseFirework) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard case .preset = self else { return nil }
        switch consume self {
        case .preset(var e):
            do {
                let result = try e.withFuseFirework(body)
                self = .preset(e)
                return result
            } catch {
                self = .preset(e)
                throw error
            }
        case let other:
            self = other
            return nil
        }
    }

    /// Runs `body` on the canvas-confetti effect in place; nil when this is not one.
    mutating func withCanvasConfetti<Result>(_ body: (inout CanvasConfetti) -> Result) -> Result? {
        guard case .confetti = self else { return nil }
        switch consume self {
        case .confetti(var e):
            let result = body(&e)
            self = .confetti(e)
            return result
        case let other:
            self = other
            return nil
        }
    }
}
