/// How a primitive's colour combines with what is already drawn.
public enum Blending: UInt8, Equatable, Sendable {
    /// Source over destination (Porter-Duff "over"), the usual painter's blend.
    case normal
    /// Source added to destination and clamped, for glows and sparks.
    case additive
}
