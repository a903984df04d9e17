/// When an emitter gives birth to particles.
public enum Emission: Equatable, Sendable {
    /// `count` particles at once, each time the emitter is fired (`ParticleSystem.fire`).
    case burst(count: Int)
    /// A steady stream of `rate` particles per second from the moment the emitter is started
    /// (`ParticleSystem.start`), for `duration` seconds (nil: until stopped).
    ///
    /// Particle k is born exactly at start + k / rate, so births do not depend on frame timing.
    case continuous(rate: Double, duration: Double?)
}
