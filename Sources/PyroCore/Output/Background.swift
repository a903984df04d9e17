/// What a canvas shows before anything is drawn on it.
public enum Background: Equatable, Sendable {
    /// Every pixel transparent black.
    case transparent
    /// Every pixel one colour.
    case solid(RGBAColor)
    /// `top` on the first row, `bottom` on the last, interpolated linearly in between in
    /// premultiplied space (so a fade to transparent never darkens).
    case verticalGradient(top: RGBAColor, bottom: RGBAColor)
}
