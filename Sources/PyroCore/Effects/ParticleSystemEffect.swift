/// An effect that is one `ParticleSystem` plus its own triggers: most presets.
///
/// Conforming types get the clock, the drawing and the counts from their system, so a preset
/// only says how it is configured and what its trigger does.
public protocol ParticleSystemEffect: Effect {
    /// The engine behind the effect. Replacing it replaces the effect's particles and schedule.
    var system: ParticleSystem { get set }
}

extension ParticleSystemEffect {
    public mutating func update(to time: Double) { system.update(to: time) }

    public func render(reduceMotion: Bool, into list: inout DisplayList) {
        system.render(reduceMotion: reduceMotion, into: &list)
    }

    public var canvasSize: Size { system.canvasSize }
    public mutating func resize(to size: Size) { system.resize(to: size) }
    public var liveCount: Int { system.liveCount }
}
