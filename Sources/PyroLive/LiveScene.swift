import PyroCore

/// The interactive demos `pyro play` can show, one per source article, the fountain and the
/// catalog, in the order the number keys select them.
package enum LiveScene: String, CaseIterable, Sendable {
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
    /// Pyro's continuous fountain: each click starts the stream.
    case fountain
    /// The catalog presets (fire, smoke, snow, ...), one at a time: N shows the next.
    case catalog

    /// The number key that selects the scene (1-8).
    package var number: Int { LiveScene.allCases.firstIndex(of: self)! + 1 }

    /// The scene selected by a number key, if any.
    package init?(number: Int) {
        guard number >= 1, number <= LiveScene.allCases.count else { return nil }
        self = LiveScene.allCases[number - 1]
    }

    /// A capitalised name for the window's scene bar.
    package var title: String {
        switch self {
        case .fuse: return "Fuse"
        case .burst: return "Burst"
        case .stars: return "Stars"
        case .hearts: return "Hearts"
        case .confetti: return "Confetti"
        case .celebrate: return "Celebrate"
        case .fountain: return "Fountain"
        case .catalog: return "Catalog"
        }
    }

    /// The scene called `name`: its own name (`burst`), its number key (`2`), or the name of the
    /// preset it shows (`particle-burst`), so scenes and presets are one vocabulary.
    package init?(name: String) {
        if let scene = LiveScene(rawValue: name) {
            self = scene
        } else if let n = Int(name), let scene = LiveScene(number: n) {
            self = scene
        } else if let preset = Preset(rawValue: name), let scene = LiveScene(preset: preset) {
            self = scene
        } else {
            return nil
        }
    }

    /// The scene that shows `preset`.
    package init?(preset: Preset) {
        guard let scene = LiveScene.allCases.first(where: { $0.presets.contains(preset) }) else { return nil }
        self = scene
    }

    /// The presets the scene plays: one, or for the catalog every catalog preset in turn.
    package var presets: [Preset] { self == .catalog ? Preset.catalog : [preset] }

    /// The preset the scene plays (the catalog: the one it opens on by default).
    package var preset: Preset {
        switch self {
        case .fuse: return .fuseFirework
        case .burst: return .particleBurst
        case .stars: return .starBurst
        case .hearts: return .floatingHearts
        case .confetti: return .confetti
        case .celebrate: return .confettiBurst
        case .fountain: return .fountain
        case .catalog: return Preset.catalog.first ?? .fountain
        }
    }

    /// One line on what the scene does and how to use it, for `pyro play --help`.
    package var summary: String {
        switch self {
        case .fuse: return "draw a path, press Light the Fuse! (Enter); Draw Again (R) resets"
        case .burst: return "click anywhere for a particle burst; several can run at once"
        case .stars: return "click anywhere: stars burst from the big star"
        case .hearts: return "click anywhere: hearts burst from the big heart"
        case .confetti: return "press C or the button: confetti for 3 s, then a 2 s fade"
        case .celebrate: return "the trophy screen; Celebrate fires a confetti burst"
        case .fountain: return "click to start a fountain of sparks"
        case .catalog: return "fire, smoke, snow, rain, ...: N or the button shows the next, P the previous"
        }
    }
}
