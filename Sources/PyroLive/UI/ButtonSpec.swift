import PyroCore

/// A push button in a scene's layout: a rounded rectangle with a label and, after it, an
/// optional icon.
///
/// Scenes describe their buttons for the current window size; the session draws them with the
/// pointer's hover and press state and calls the scene back when one is clicked.
struct ButtonSpec: Equatable, Sendable {
    /// What the scene is told when the button is clicked; also what `click NAME` in a script
    /// refers to.
    var id: String
    var label: String
    var icon: ButtonIcon?
    var frame: Rect
    var tint: RGBAColor
    var isEnabled: Bool = true

    /// How a button looks at a moment.
    enum Look: Equatable, Sendable {
        case normal, hovered, pressed, disabled
    }

    /// The standard size for a label and icon, in points: both plus 20 points of padding a side.
    static func standardSize(for label: String, icon: ButtonIcon? = nil) -> (width: Float, height: Float) {
        let iconWidth = icon == nil ? 0 : ButtonIcon.gap + ButtonIcon.size
        return (Float(BitmapFont.width(of: label)) * Painter.labelPixelSize + iconWidth + 40, 46)
    }

    /// A button with the standard size, centred horizontally in `width`, its bottom edge
    /// `bottomMargin` points above `height`.
    static func bottomCentered(
        id: String, label: String, icon: ButtonIcon? = nil, tint: RGBAColor, in size: Size,
        bottomMargin: Float = 40, isEnabled: Bool = true
    ) -> ButtonSpec {
        let s = standardSize(for: label, icon: icon)
        let frame = Rect(
            x: (size.width - s.width) / 2, y: size.height - bottomMargin - s.height, width: s.width,
            height: s.height)
        return ButtonSpec(id: id, label: label, icon: icon, frame: frame, tint: tint, isEnabled: isEnabled)
    }
}
