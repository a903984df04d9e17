import PyroCore

/// How one sprite particle is drawn into a `GraphicsContext`, worked out from its fill command:
/// concatenate the command's `placement`, set `opacity`, fill the image in the rectangle
/// (`x`, `y`, `width`, `height`, in points, centred on the origin), template-rendered in `tint`
/// when there is one.
///
/// This is PyroRaster's rule: a tinted sprite is its alpha times the particle's colour (its
/// alpha included) times the particle's opacity; an untinted one is its own colours times the
/// opacity and the colour's alpha.
public struct SpriteDrawing: Equatable, Sendable {
    /// The rectangle the picture is stretched over, in the particle's placement space (points).
    public var x: Double, y: Double, width: Double, height: Double
    /// The context's opacity for this particle, 0...1.
    public var opacity: Double
    /// The colour a template-rendered picture is filled with (straight alpha), or nil to draw
    /// the picture's own colours.
    public var tint: RGBAColor?

    /// The drawing of the particle `command` describes, as a `tinted` sprite or not.
    public init(_ command: FillCommand, tinted: Bool) {
        x = -command.width / 2
        y = -command.height / 2
        width = command.width
        height = command.height
        if tinted {
            opacity = command.opacity
            tint = command.color
        } else {
            opacity = command.opacity * Double(command.color.alpha) / 255
            tint = nil
        }
    }
}
