import PyroCore

/// A `ParticleSystem` you built yourself, as an effect a view can run: its trigger fires every
/// burst emitter and starts every continuous one.
public struct SystemEffect: ParticleSystemEffect {
    public var system: ParticleSystem

    public init(_ system: ParticleSystem) {
        self.system = system
    }

    /// Fires each burst emitter at `time` seconds (from `origin` when given, in canvas points)
    /// and starts each continuous emitter then.
    public mutating func trigger(at time: Double, origin: Vector2?) {
        for index in system.emitters.indices {
            if !system.fire(emitter: index, at: time, origin: origin) {
                system.start(emitter: index, at: time)
            }
        }
    }
}
