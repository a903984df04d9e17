import PyroCore

/// What reading an effect file needs from its host: the pictures a file names but PyroFormat
/// cannot make, since it reads no files and no fonts. The command line loads PNG files
/// relative to the effect file and draws text through PyroText; the browser build has neither.
public struct EffectResources {
    /// Loads the PNG a sprite's `"file"` names, as written in the file. Nil: images cannot be
    /// loaded here, and a sprite with a file is an error that says to give `"pixels"`.
    public var loadImage: ((String) -> Result<SpriteImage, SpriteLoadError>)?
    /// Draws a sprite's `"text"` into the shape particles take (`TextSprite.shape` in
    /// PyroText); the font is as written in the file (a family, or a path relative to it).
    /// Nil: text is kept undrawn, its shape `TextSpriteSource.placeholder`, for the host to draw
    /// later (`EffectDefinition.drawingText(_:)`) or to refuse (`hasUndrawnText`).
    public var drawText: ((TextSpriteSource) -> Result<ParticleShape, SpriteLoadError>)?

    /// Resources from these functions; by default none: no images, text kept undrawn.
    public init(
        loadImage: ((String) -> Result<SpriteImage, SpriteLoadError>)? = nil,
        drawText: ((TextSpriteSource) -> Result<ParticleShape, SpriteLoadError>)? = nil
    ) {
        self.loadImage = loadImage
        self.drawText = drawText
    }
}
