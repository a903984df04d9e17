import PyroCore

extension ParticleShape {
    /// Colour emoji (or any characters) drawn by SwiftUI in the particle's box, in their own
    /// colours: `.emoji("🎉")`.
    public static func emoji(_ characters: String) -> ParticleShape {
        CanvasSymbol.text(TextSpriteSource(characters, font: "emoji")).shape
    }

    /// Characters in one of `TextSpriteSource.families` (`sans`, `serif`, `mono`), drawn by
    /// SwiftUI in the particle's box and colour.
    public static func text(_ characters: String, font: String = "sans") -> ParticleShape {
        CanvasSymbol.text(TextSpriteSource(characters, font: font)).shape
    }

    /// An SF Symbol by its system name (`"star.fill"`), in the particle's colour.
    public static func systemImage(_ name: String) -> ParticleShape {
        CanvasSymbol.systemImage(name).shape
    }

    /// The view given to the SwiftUI canvas with `.tag(tag)` (a view's `symbols:`), fitted into
    /// the particle's box in its own colours.
    public static func view(_ tag: String) -> ParticleShape {
        CanvasSymbol.view(tag).shape
    }
}
