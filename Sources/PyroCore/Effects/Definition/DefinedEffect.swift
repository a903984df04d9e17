/// Runs an `EffectDefinition`: one particle system, fired as the definition says.
///
/// Building it applies nothing: the definition's own `firings` are applied by
/// `applyFirings()` (what `pyro render` shows with no `--fire-at`), and each
/// `trigger(at:origin:)` runs the definition's `onTrigger` actions from that moment.
public struct DefinedEffect: ParticleSystemEffect {
    public var system: ParticleSystem
    /// The definition the effect runs.
    public let definition: EffectDefinition
    /// `definition.onTrigger` with each emitter name resolved to its index (nil: no such emitter).
    private let actionTargets: [Int?]

    /// The effect `definition` describes, its particles seeded by `seed`, on a canvas of
    /// `canvasSize` points (nil: the definition's own canvas size).
    public init(
        _ definition: EffectDefinition, seed: UInt64, canvasSize: Size? = nil,
        capacity: Int = ParticleSystem.defaultCapacity
    ) {
        self.definition = definition
        let system = ParticleSystem(
            emitters: definition.emitters, seed: seed,
            canvasSize: canvasSize ?? definition.canvasSize, capacity: capacity)
        actionTargets = definition.onTrigger.map { system.emitterIndex(named: $0.emitter) }
        self.system = system
    }

    /// Fires every firing of the definition's `firings` list.
    public mutating func applyFirings() {
        for firing in definition.firings {
            trigger(at: firing.time, origin: firing.place?.resolved(in: canvasSize))
        }
    }

    /// Runs the definition's `onTrigger` actions from `time` seconds; bursts start at `origin`
    /// (canvas points) when one is given, streams at their emitters' own origins.
    public mutating func trigger(at time: Double, origin: Vector2?) {
        for (action, target) in zip(definition.onTrigger, actionTargets) {
            guard let target else { continue }
            let delay = action.delay.isFinite ? max(action.delay, 0) : 0
            switch action.kind {
            case .burst(let count): system.fire(emitter: target, at: time + delay, origin: origin, count: count)
            case .start: system.start(emitter: target, at: time + delay)
            case .stop: system.stop(emitter: target, at: time + delay)
            }
        }
    }
}
