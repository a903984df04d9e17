/// A polyline drawn with a round-capped, round-joined pen: the fuse and its glow.
public struct StrokeItem: Equatable, Sendable {
    /// A short name for what this is, such as `fuse` or `fuse-glow`.
    public var name: String
    /// The polyline's vertices, in canvas points.
    public var points: [Vector2]
    /// Pen width, in points.
    public var lineWidth: Float
    /// Stroke colour (straight alpha; `opacity` multiplies it).
    public var color: RGBAColor
    /// Opacity in 0...1, multiplied with the colour's alpha.
    public var opacity: Float
    /// The drawn part of the line as fractions (0...1) of its arc length, like SwiftUI's
    /// `trim(from:to:)`.
    public var trimStart: Float
    /// End of the drawn part, as a fraction (0...1) of the length.
    public var trimEnd: Float
    /// Gaussian blur radius (standard deviation), in points; 0 draws a sharp line.
    public var blurRadius: Float
    /// How the stroke combines with what lies beneath.
    public var blend: Blending

    /// A stroke along `points` (points), `lineWidth` points wide, drawn from `trimStart` to
    /// `trimEnd` of its length (fractions), blurred by `blurRadius` points; values are sanitised.
    public init(
        name: String, points: [Vector2], lineWidth: Float, color: RGBAColor, opacity: Float = 1,
        trimStart: Float = 0, trimEnd: Float = 1, blurRadius: Float = 0, blend: Blending = .normal
    ) {
        self.name = name
        self.points = points.filter { $0.isFinite }
        self.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 0
        self.color = color
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        let start = trimStart.isFinite ? min(max(trimStart, 0), 1) : 0
        let end = trimEnd.isFinite ? min(max(trimEnd, 0), 1) : 1
        self.trimStart = min(start, end)
        self.trimEnd = max(start, end)
        self.blurRadius = blurRadius.isFinite ? max(blurRadius, 0) : 0
        self.blend = blend
    }
}
