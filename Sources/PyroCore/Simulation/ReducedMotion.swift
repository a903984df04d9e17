/// What an emitter shows when the person has asked for reduced motion.
public enum ReducedMotion: Equatable, Sendable {
    /// Pieces appear where they would be at `age` seconds, hold still there (no travel, spin or
    /// flip) and fade with their real age — seed 004's behaviour (it freezes at 0.6 s).
    case freeze(atAge: Float)
    /// Nothing is drawn (seed 002 clears its stars and hearts).
    case hide
}
