/// The clock that drives a particle's travel, as a function of its age.
///
/// Travel (launch velocity, gravity, drag and wind) is evaluated at warped time τ instead of
/// age, which covers the seeds' three motion styles with one closed form.
public enum TimeWarp: Equatable, Sendable {
    /// τ = age, in seconds: plain physics.
    case none
    /// τ = duration × curve(age / duration): a shared eased clock, as seed 001 animates its
    /// `time` from 0 to 5 s with `.easeOut`.
    case eased(Easing, duration: Float)
    /// τ = track(age / lifetime), dimensionless: a keyframed journey, as seed 002 moves x and y
    /// with a cubic keyframe from 0 to 1 over the particle's life. Speeds are then in points per
    /// unit of τ (the distance travelled when τ reaches 1).
    case track(KeyframeCurve)
}
