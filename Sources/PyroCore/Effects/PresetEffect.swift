/// Any built-in or defined effect, as one concrete type: lets callers hold a preset chosen at run time
/// without existential boxes (which Embedded Swift does not have).
///
/// Each case holds exactly one effect. The protocol methods forward to it in place (the payload
/// is moved out and back, never copied), and `withFuseFirework(_:)` reaches the fuse's own
/// calls (`addPoint`, `light`, `reset`) the same way, `withCanvasConfetti(_:)` canvas-confetti's
/// (`fire`, `reset`).
public enum PresetEffect: Effect {
    /// The fuse firework (seed 000).
    case fuseFirework(FuseFirework)
    /// The particle burst (seed 001).
    case particleBurst(ParticleBurst)
    /// The star burst or floating hearts (seed 002).
    case keyframeBurst(KeyframeBurst)
    /// Confetti (seed 003).
    case confetti(Confetti)
    /// The confetti burst (seed 004).
    case confettiBurst(ConfettiBurst)
    /// The fountain of sparks.
    case fountain(Fountain)
    /// canvas-confetti's bursts.
    case canvasConfetti(CanvasConfetti)
    /// An effect described as data: a catalog preset or an effect file.
    case defined(DefinedEffect)

    public mutating func update(to time: Double) {
        // Each payload is moved out and back, so its particle storage is mutated in place.
        switch consume self {
        case .fuseFirework(var effect):
            effect.update(to: time)
            self = .fuseFirework(effect)
        case .particleBurst(var effect):
            effect.update(to: time)
            self = .particleBurst(effect)
        case .keyframeBurst(var effect):
            effect.update(to: time)
            self = .keyframeBurst(effect)
        case .confetti(var effect):
            effect.update(to: time)
            self = .confetti(effect)
        case .confettiBurst(var effect):
            effect.update(to: time)
            self = .confettiBurst(effect)
        case .fountain(var effect):
            effect.update(to: time)
            self = .fountain(effect)
        case .canvasConfetti(var effect):
            effect.update(to: time)
            self = .canvasConfetti(effect)
        case .defined(var effect):
            effect.update(to: time)
            self = .defined(effect)
        }
    }

    public mutating func trigger(at time: Double, origin: Vector2?) {
        switch consume self {
        case .fuseFirework(var effect):
            effect.trigger(at: time, origin: origin)
            self = .fuseFirework(effect)
        case .particleBurst(var effect):
            effect.trigger(at: time, origin: origin)
            self = .particleBurst(effect)
        case .keyframeBurst(var effect):
            effect.trigger(at: time, origin: origin)
            self = .keyframeBurst(effect)
        case .confetti(var effect):
            effect.trigger(at: time, origin: origin)
            self = .confetti(effect)
        case .confettiBurst(var effect):
            effect.trigger(at: time, origin: origin)
            self = .confettiBurst(effect)
        case .fountain(var effect):
            effect.trigger(at: time, origin: origin)
            self = .fountain(effect)
        case .canvasConfetti(var effect):
            effect.trigger(at: time, origin: origin)
            self = .canvasConfetti(effect)
        case .defined(var effect):
            effect.trigger(at: time, origin: origin)
            self = .defined(effect)
        }
    }

    public mutating func resize(to size: Size) {
        switch consume self {
        case .fuseFirework(var effect):
            effect.resize(to: size)
            self = .fuseFirework(effect)
        case .particleBurst(var effect):
            effect.resize(to: size)
            self = .particleBurst(effect)
        case .keyframeBurst(var effect):
            effect.resize(to: size)
            self = .keyframeBurst(effect)
        case .confetti(var effect):
            effect.resize(to: size)
            self = .confetti(effect)
        case .confettiBurst(var effect):
            effect.resize(to: size)
            self = .confettiBurst(effect)
        case .fountain(var effect):
            effect.resize(to: size)
            self = .fountain(effect)
        case .canvasConfetti(var effect):
            effect.resize(to: size)
            self = .canvasConfetti(effect)
        case .defined(var effect):
            effect.resize(to: size)
            self = .defined(effect)
        }
    }

    public func render(reduceMotion: Bool, into list: inout DisplayList) {
        switch self {
        case .fuseFirework(let effect): effect.render(reduceMotion: reduceMotion, into: &list)
        case .particleBurst(let effect): effect.render(reduceMotion: reduceMotion, into: &list)
        case .keyframeBurst(let effect): effect.render(reduceMotion: reduceMotion, into: &list)
        case .confetti(let effect): effect.render(reduceMotion: reduceMotion, into: &list)
        case .confettiBurst(let effect): effect.render(reduceMotion: reduceMotion, into: &list)
        case .fountain(let effect): effect.render(reduceMotion: reduceMotion, into: &list)
        case .canvasConfetti(let effect): effect.render(reduceMotion: reduceMotion, into: &list)
        case .defined(let effect): effect.render(reduceMotion: reduceMotion, into: &list)
        }
    }

    public func render(reduceMotion: Bool, reusing list: inout DisplayList) {
        switch self {
        case .fuseFirework(let effect): effect.render(reduceMotion: reduceMotion, reusing: &list)
        case .particleBurst(let effect): effect.render(reduceMotion: reduceMotion, reusing: &list)
        case .keyframeBurst(let effect): effect.render(reduceMotion: reduceMotion, reusing: &list)
        case .confetti(let effect): effect.render(reduceMotion: reduceMotion, reusing: &list)
        case .confettiBurst(let effect): effect.render(reduceMotion: reduceMotion, reusing: &list)
        case .fountain(let effect): effect.render(reduceMotion: reduceMotion, reusing: &list)
        case .canvasConfetti(let effect): effect.render(reduceMotion: reduceMotion, reusing: &list)
        case .defined(let effect): effect.render(reduceMotion: reduceMotion, reusing: &list)
        }
    }

    public var canvasSize: Size {
        switch self {
        case .fuseFirework(let effect): effect.canvasSize
        case .particleBurst(let effect): effect.canvasSize
        case .keyframeBurst(let effect): effect.canvasSize
        case .confetti(let effect): effect.canvasSize
        case .confettiBurst(let effect): effect.canvasSize
        case .fountain(let effect): effect.canvasSize
        case .canvasConfetti(let effect): effect.canvasSize
        case .defined(let effect): effect.canvasSize
        }
    }

    public var liveCount: Int {
        switch self {
        case .fuseFirework(let effect): effect.liveCount
        case .particleBurst(let effect): effect.liveCount
        case .keyframeBurst(let effect): effect.liveCount
        case .confetti(let effect): effect.liveCount
        case .confettiBurst(let effect): effect.liveCount
        case .fountain(let effect): effect.liveCount
        case .canvasConfetti(let effect): effect.liveCount
        case .defined(let effect): effect.liveCount
        }
    }

    /// The fuse firework this holds, if it holds one (a copy: use `withFuseFirework` to change it).
    public var fuseFirework: FuseFirework? {
        if case .fuseFirework(let effect) = self { return effect }
        return nil
    }

    /// Runs `body` on the fuse firework in place and returns its result; nil, without calling
    /// `body`, when this holds another effect.
    public mutating func withFuseFirework<Result, Failure: Error>(
        _ body: (inout FuseFirework) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard case .fuseFirework = self else { return nil }
        switch consume self {
        case .fuseFirework(var effect):
            do {
                let result = try body(&effect)
                self = .fuseFirework(effect)
                return result
            } catch {
                self = .fuseFirework(effect)
                throw error
            }
        case let other:
            self = other
            return nil
        }
    }

    /// Runs `body` on the canvas-confetti effect in place and returns its result; nil, without
    /// calling `body`, when this holds another effect.
    public mutating func withCanvasConfetti<Result>(_ body: (inout CanvasConfetti) -> Result) -> Result? {
        guard case .canvasConfetti = self else { return nil }
        switch consume self {
        case .canvasConfetti(var effect):
            let result = body(&effect)
            self = .canvasConfetti(effect)
            return result
        case let other:
            self = other
            return nil
        }
    }
}
