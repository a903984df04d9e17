/// Why a fuse cannot be lit.
public enum FuseError: Error, Equatable, Sendable {
    /// Nothing has been drawn, so there is nothing to burn.
    case nothingDrawn
    /// The fuse is already lit (or has exploded); reset it to draw again.
    case alreadyLit

    /// A sentence for people.
    public var description: String {
        switch self {
        case .nothingDrawn:
            return "the fuse needs a drawn path of at least 1 point to burn; it has none"
        case .alreadyLit:
            return "the fuse is already lit; reset it to draw a new one"
        }
    }
}
