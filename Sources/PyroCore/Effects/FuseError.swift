/// Why a fuse cannot be lit.
public enum FuseError: Error, Equatable, Sendable {
    /// The drawn path has fewer than two distinct points, so there is nothing to burn.
    case pathTooShort(distinctPoints: Int)
    /// The fuse is already lit (or has exploded); reset it to draw again.
    case alreadyLit

    /// A sentence for people.
    public var description: String {
        switch self {
        case .pathTooShort(let n):
            return "the fuse needs a path with at least 2 distinct points to burn; it has \(n)"
        case .alreadyLit:
            return "the fuse is already lit; reset it to draw a new one"
        }
    }
}
