extension EmitterConfiguration {
    /// How each particle picks from a list (of shapes or colours).
    public enum Pick: Equatable, Sendable {
        /// Particle k of a burst takes item k modulo the list's length (seed 004's colours).
        case cycle
        /// Particle k takes `pattern[k % pattern.count]` (indices into the list), such as
        /// [0, 1, 1]: every third piece a circle.
        case pattern([Int])
        /// A uniform random item per particle.
        case random
        /// Every particle of the n-th burst takes item n modulo the list's length: one colour per
        /// burst, changing from burst to burst (seed 001's blue and red bursts).
        case perBurst
    }
}
