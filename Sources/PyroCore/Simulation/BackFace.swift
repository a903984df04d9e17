/// What a flipping piece shows when its back faces the viewer (the flip's cosine is negative),
/// as two-sided confetti paper does.
public enum BackFace: Equatable, Sendable {
    /// The back looks like the front.
    case same
    /// The back is this colour (its alpha replaces the front's).
    case color(RGBAColor)
    /// The back is the front colour with red, green and blue multiplied by this factor
    /// (0...1: 0 is black, 1 the front; alpha is kept).
    case shade(Float)

    /// The factor of `.shade` as a fraction of 256 (0...256); values outside 0...1 and NaN are
    /// clamped (NaN reads as 1).
    var shadeWeight: UInt32 {
        guard case .shade(let factor) = self else { return 256 }
        let f = factor.isNaN ? 1 : min(max(factor, 0), 1)
        return UInt32((f * 256).rounded())
    }
}
