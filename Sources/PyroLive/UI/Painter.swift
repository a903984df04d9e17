import PyroCore
import PyroRaster

/// Immediate-mode drawing for scenes, recorded as a background and one display list in points.
///
/// Everything a scene shows, its buttons and text included, becomes display-list primitives:
/// text is runs of the bitmap font's pixels as rectangles aligned to the screen's pixel grid,
/// buttons are rounded rectangles. So one renderer draws the whole frame, and any renderer that
/// can draw a display list can draw Pyro's UI.
struct Painter {
    /// The canvas size, in points.
    let size: Size
    /// Pixels per point (2 on a HiDPI screen); text snaps to whole pixels with it.
    let scale: Float
    /// Where the pointer is and which button it holds down, for button looks.
    var pointer = PointerState()
    private(set) var background = Background.solid(.black)
    private(set) var list: DisplayList

    /// Font pixel size for button labels and hints, in points.
    static let labelPixelSize: Float = 2

    init(size: Size, scale: Float) {
        self.size = size
        self.scale = scale
        list = DisplayList(canvasSize: size)
    }

    // MARK: Backgrounds and display lists

    /// Starts the frame over on one colour.
    mutating func clear(_ color: RGBAColor) {
        background = .solid(color)
        list.items.removeAll(keepingCapacity: true)
    }

    /// Starts the frame over on any background.
    mutating func clear(_ background: Background) {
        self.background = background
        list.items.removeAll(keepingCapacity: true)
    }

    /// Paints an effect's frame (or any display list made in points).
    mutating func draw(_ other: DisplayList) { list.items.append(contentsOf: other.items) }

    /// Strokes a polyline with a round-capped pen `width` points wide.
    mutating func stroke(_ points: [Vector2], width: Float, color: RGBAColor, opacity: Float = 1) {
        list.items.append(
            .stroke(
                StrokeItem(
                    name: "ui-line", points: points, lineWidth: width, color: color,
                    opacity: opacity)))
    }

    // MARK: Shapes

    /// Fills a rectangle whose corners are rounded by `radius` points.
    mutating func fillRoundedRect(_ rect: Rect, radius: Float, color: RGBAColor, opacity: Float = 1) {
        let shorter = min(rect.width, rect.height)
        guard shorter > 0 else { return }
        let r = min(max(radius, 0), shorter / 2)
        let shape: ParticleShape = r > 0 ? .path(Self.roundedBox(rx: r / rect.width, ry: r / rect.height)) : .rectangle
        add(shape, center: rect.center, width: rect.width, height: rect.height, color: color, opacity: opacity)
    }

    /// A unit box with elliptical corners of radii `rx` by `ry` (fractions of the box), which
    /// become circular once the box is stretched to a rectangle of aspect `ry / rx`.
    /// `ParticleShape.roundedRectangle` has one radius for both axes, which a wide button would
    /// stretch into long, flat corners.
    static func roundedBox(rx: Float, ry: Float) -> ShapePath {
        let h: Float = 0.5
        let k: Float = 0.552_284_75
        var p = ShapePath()
        p.move(to: Vector2(-h + rx, -h))
        p.line(to: Vector2(h - rx, -h))
        p.curve(to: Vector2(h, -h + ry), control1: Vector2(h - rx + k * rx, -h), control2: Vector2(h, -h + ry - k * ry))
        p.line(to: Vector2(h, h - ry))
        p.curve(to: Vector2(h - rx, h), control1: Vector2(h, h - ry + k * ry), control2: Vector2(h - rx + k * rx, h))
        p.line(to: Vector2(-h + rx, h))
        p.curve(to: Vector2(-h, h - ry), control1: Vector2(-h + rx - k * rx, h), control2: Vector2(-h, h - ry + k * ry))
        p.line(to: Vector2(-h, -h + ry))
        p.curve(
            to: Vector2(-h + rx, -h), control1: Vector2(-h, -h + ry - k * ry), control2: Vector2(-h + rx - k * rx, -h))
        p.close()
        return p
    }

    /// Fills a disc of `radius` points.
    mutating func fillCircle(center: Vector2, radius: Float, color: RGBAColor, opacity: Float = 1) {
        add(.circle, center: center, width: radius * 2, height: radius * 2, color: color, opacity: opacity)
    }

    /// Fills any shape stretched over `rect`.
    mutating func fill(_ shape: ParticleShape, in rect: Rect, color: RGBAColor, opacity: Float = 1) {
        add(shape, center: rect.center, width: rect.width, height: rect.height, color: color, opacity: opacity)
    }

    /// Appends one primitive to the UI batch at the end of the list, or starts a new one.
    private mutating func add(
        _ shape: ParticleShape, center: Vector2, width: Float, height: Float,
        color: RGBAColor, opacity: Float
    ) {
        if case .particles(let last)? = list.items.last, last.name == Self.batchName {
            list.items.removeLast()
            var batch = last
            append(to: &batch, shape, center, width, height, color, opacity)
            list.items.append(.particles(batch))
        } else {
            var batch = ParticleBatch(name: Self.batchName, shapes: [])
            append(to: &batch, shape, center, width, height, color, opacity)
            list.items.append(.particles(batch))
        }
    }

    private func append(
        to batch: inout ParticleBatch, _ shape: ParticleShape, _ center: Vector2, _ width: Float,
        _ height: Float, _ color: RGBAColor, _ opacity: Float
    ) {
        var index = batch.shapes.firstIndex(of: shape)
        if index == nil && batch.shapes.count < 256 {
            batch.shapes.append(shape)
            index = batch.shapes.count - 1
        }
        batch.append(
            id: UInt32(batch.count), x: center.x, y: center.y, width: width, height: height,
            opacity: opacity, color: color, shapeIndex: index ?? 0)
    }

    /// The name of the batches that hold UI primitives.
    static let batchName = "ui"

    // MARK: Text

    /// Whole screen pixels per font pixel for text of `pixelSize` points per font pixel.
    func fontFactor(_ pixelSize: Float) -> Int { max(1, Int((pixelSize * scale).rounded())) }

    /// The size of `text` in points.
    func measure(_ text: String, pixelSize: Float = Painter.labelPixelSize) -> (width: Float, height: Float) {
        let f = Float(fontFactor(pixelSize)) / scale
        return (Float(BitmapFont.width(of: text)) * f, Float(BitmapFont.glyphHeight) * f)
    }

    /// Draws one line of text with its cap-height box's top-left corner at `origin` (points).
    ///
    /// - Parameters:
    ///   - pixelSize: points per font pixel, rounded to whole screen pixels so text stays crisp.
    ///   - bold: thickens vertical strokes by a screen pixel or more.
    mutating func text(
        _ text: String, at origin: Vector2, pixelSize: Float = Painter.labelPixelSize,
        color: RGBAColor = .white, opacity: Float = 1, bold: Bool = false
    ) {
        let font = BitmapFont.standard
        let f = fontFactor(pixelSize)
        let left = Int((origin.x * scale).rounded())
        let top = Int((origin.y * scale).rounded())
        let extra = bold ? max(1, f / 2) : 0
        let toPoints = 1 / scale
        for (index, byte) in text.utf8.enumerated() {
            let gx = left + index * BitmapFont.advance * f
            let gy = top + (BitmapFont.descenders.contains(byte) ? 2 * f : 0)
            for (row, bits) in font.glyph(byte).enumerated() where bits != 0 {
                var column = 0
                while column < BitmapFont.glyphWidth {
                    guard bits & (0x10 >> UInt8(column)) != 0 else {
                        column += 1
                        continue
                    }
                    // One rectangle per horizontal run of set pixels, in whole screen pixels.
                    var end = column
                    while end + 1 < BitmapFont.glyphWidth && bits & (0x10 >> UInt8(end + 1)) != 0 { end += 1 }
                    let x0 = gx + column * f
                    let x1 = gx + (end + 1) * f + extra
                    let y0 = gy + row * f
                    let y1 = y0 + f
                    let rect = Rect(
                        x: Float(x0) * toPoints, y: Float(y0) * toPoints, width: Float(x1 - x0) * toPoints,
                        height: Float(y1 - y0) * toPoints)
                    add(
                        .rectangle, center: rect.center, width: rect.width, height: rect.height, color: color,
                        opacity: opacity)
                    column = end + 1
                }
            }
        }
    }

    /// Draws one line of text centred on `center` (points).
    mutating func text(
        _ text: String, centeredAt center: Vector2, pixelSize: Float = Painter.labelPixelSize,
        color: RGBAColor = .white, opacity: Float = 1, bold: Bool = false
    ) {
        let m = measure(text, pixelSize: pixelSize)
        self.text(
            text, at: Vector2(center.x - m.width / 2, center.y - m.height / 2), pixelSize: pixelSize,
            color: color, opacity: opacity, bold: bold)
    }

    /// A hint: text on a translucent dark rounded plate, centred on `center`.
    mutating func hint(_ text: String, centeredAt center: Vector2) {
        let m = measure(text)
        fillRoundedRect(
            Rect(center: center, width: m.width + 32, height: m.height + 28), radius: 10, color: .black,
            opacity: 0.7)
        self.text(text, centeredAt: center, bold: true)
    }

    // MARK: Buttons

    /// How `button` looks with the pointer where it is.
    func look(of button: ButtonSpec) -> ButtonSpec.Look {
        guard button.isEnabled else { return .disabled }
        if pointer.pressedButton == button.id {
            return pointer.position.map(button.frame.contains) == true ? .pressed : .hovered
        }
        if pointer.pressedButton == nil, let p = pointer.position, button.frame.contains(p) { return .hovered }
        return .normal
    }

    /// Draws a button: its tint lightens under the pointer, darkens and sinks while pressed, and
    /// fades to half opacity while disabled (as the seed's `.opacity(0.5)`).
    mutating func button(_ button: ButtonSpec) {
        let look = look(of: button)
        var fill = button.tint
        var frameRect = button.frame
        var opacity: Float = 1
        switch look {
        case .normal: break
        case .hovered: fill = fill.mixed(with: .white, amount: 0.15)
        case .pressed:
            fill = fill.mixed(with: .black, amount: 0.25)
            frameRect = frameRect.offsetBy(dx: 0, dy: 1)
        case .disabled: opacity = 0.5
        }
        fillRoundedRect(frameRect, radius: 10, color: fill, opacity: opacity)
        guard let icon = button.icon else {
            text(button.label, centeredAt: frameRect.center, opacity: opacity, bold: true)
            return
        }
        // Label and icon side by side, centred together.
        let m = measure(button.label)
        let width = m.width + ButtonIcon.gap + ButtonIcon.size
        let left = frameRect.center.x - width / 2
        text(button.label, at: Vector2(left, frameRect.center.y - m.height / 2), opacity: opacity, bold: true)
        icon.draw(
            center: Vector2(left + width - ButtonIcon.size / 2, frameRect.center.y), size: ButtonIcon.size,
            opacity: opacity, into: &self)
    }
}
