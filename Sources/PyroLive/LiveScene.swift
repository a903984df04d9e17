/// The interactive demos `pyro play` can show, one per source article, in the order the
/// number keys 1-6 select them.
public enum LiveScene: String, CaseIterable, Sendable {
    /// Seed 000: draw a fuse, light it, watch it burn back and explode.
    case fuse
    /// Seed 001: each click starts a particle burst.
    case burst
    /// Seed 002: each click emits a star burst.
    case stars
    /// Seed 002: each click emits floating hearts.
    case hearts
    /// Seed 003: confetti over the screen for 3 seconds, then a 2-second fade.
    case confetti
    /// Seed 004: the "You Did It" screen with a confetti burst on each press of Celebrate.
    case celebrate

    /// The number key that selects the scene (1-6).
    public var number: Int { LiveScene.allCases.firstIndex(of: self)! + 1 }

    /// The scene selected by a number key, if any.
    public init?(number: Int) {
        guard number >= 1, number <= LiveScene.allCases.count else { return nil }
        self = LiveScene.allCases[number - 1]
    }

    /// A capitalised name for the window's scene bar.
    public var title: String {
        switch self {
        case .fuse: return "Fuse"
        case .burst: return "Burst"
        case .stars: return "Stars"
        case .hearts: return "Hearts"
        case .confetti: return "Confetti"
        case .celebrate: return "Celebrate"
        }
    }

    /// One line on what the scene does and how to use it, for `pyro play --help`.
    public var summary: String {
        switch self {
        case .fuse: return "draw a path, press Light the Fuse! (Enter); Draw Again (R) resets"
        case .burst: return "click anywhere for a particle burst; several can run at once"
        case .stars: return "click anywhere: stars burst from the big star"
        case .hearts: return "click anywhere: hearts burst from the big heart"
        case .confetti: return "press C or the button: confetti for 3 s, then a 2 s fade"
        case .celebrate: return "the trophy screen; Celebrate fires a confetti burst"
        }
    }
}
