/// Any built-in effect, as one concrete type: lets callers hold a preset chosen at run time
/// without existential boxes (which Embedded Swift does not have).
///
/// Exactly one of the optional properties holds the effect; mutate it in place through
/// optional chaining (`effect.fuseFirework?.addPoint(p)`), which never copies its particles.
public struct PresetEffect: Effect {
    public var fuseFirework: FuseFirework?
    public var particleBurst: ParticleBurst?
    public var keyframeBurst: KeyframeBurst?
    public var confetti: Confetti?
    public var confettiBurst: ConfettiBurst?
    public var fountain: Fountain?

    public init(_ effect: FuseFirework) { fuseFirework = effect }
    public init(_ effect: ParticleBurst) { particleBurst = effect }
    public init(_ effect: KeyframeBurst) { keyframeBurst = effect }
    public init(_ effect: Confetti) { confetti = effect }
    public init(_ effect: ConfettiBurst) { confettiBurst = effect }
    public init(_ effect: Fountain) { fountain = effect }

    public mutating func update(to time: Double) {
        fuseFirework?.update(to: time)
        particleBurst?.update(to: time)
        keyframeBurst?.update(to: time)
        confetti?.update(to: time)
        confettiBurst?.update(to: time)
        fountain?.update(to: time)
    }

    public mutating func trigger(at time: Double, origin: Vector2?) {
        fuseFirework?.trigger(at: time, origin: origin)
        particleBurst?.trigger(at: time, origin: origin)
        keyframeBurst?.trigger(at: time, origin: origin)
        confetti?.trigger(at: time, origin: origin)
        confettiBurst?.trigger(at: time, origin: origin)
        fountain?.trigger(at: time, origin: origin)
    }

    public func render(reduceMotion: Bool, into list: inout DisplayList) {
        fuseFirework?.render(reduceMotion: reduceMotion, into: &list)
        particleBurst?.render(reduceMotion: reduceMotion, into: &list)
        keyframeBurst?.render(reduceMotion: reduceMotion, into: &list)
        confetti?.render(reduceMotion: reduceMotion, into: &list)
        confettiBurst?.render(reduceMotion: reduceMotion, into: &list)
        fountain?.render(reduceMotion: reduceMotion, into: &list)
    }

    public var canvasSize: Size2 {
        fuseFirework?.canvasSize ?? particleBurst?.canvasSize ?? keyframeBurst?.canvasSize
            ?? confetti?.canvasSize ?? confettiBurst?.canvasSize ?? fountain?.canvasSize
            ?? Size2(width: 0, height: 0)
    }

    public var liveCount: Int {
        (fuseFirework?.liveCount ?? 0) + (particleBurst?.liveCount ?? 0) + (keyframeBurst?.liveCount ?? 0)
            + (confetti?.liveCount ?? 0) + (confettiBurst?.liveCount ?? 0) + (fountain?.liveCount ?? 0)
    }
}
