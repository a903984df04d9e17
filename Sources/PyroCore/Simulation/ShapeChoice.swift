/// A shape a particle may take, with its size before scaling.
public struct ShapeChoice: Equatable, Sendable {
    /// The outline.
    public var shape: ParticleShape
    /// Width and height at size factor 1, in points.
    public var size: Size
    /// The text the shape is a picture of, or nil. A host that draws text sets `shape` to the
    /// drawn sprite (`EffectDefinition.drawingText(_:)`); until then it is
    /// `TextSpriteSource.placeholder`. Writers save this rather than the sprite's pixels.
    public var text: TextSpriteSource?

    /// The largest side, in points. With size factors capped at `maximumSizeFactor`, a
    /// particle's size stays finite: 10^12 × 10^12 is far below `Float`'s largest value (3.4 × 10^38).
    public static let maximumSide: Float = 1e12
    /// The largest size factor a particle may draw (see `maximumSide`).
    public static let maximumSizeFactor: Float = 1e12

    /// - Parameters: width and height in points; non-finite or negative sides read as 0, and
    ///   sides are at most `maximumSide`.
    public init(_ shape: ParticleShape, width: Float, height: Float) {
        self.shape = shape
        self.size = Size(width: Self.side(width), height: Self.side(height))
    }

    private static func side(_ value: Float) -> Float {
        value.isFinite ? min(max(value, 0), maximumSide) : 0
    }

    /// A shape `size` points wide and high (see `init(_:width:height:)`).
    public init(_ shape: ParticleShape, size: Float) {
        self.init(shape, width: size, height: size)
    }

    /// A picture of `text`, drawn by a host that reads fonts, stretched to `width` × `height`
    /// points (a single emoji is about square); its shape is `TextSpriteSource.placeholder`
    /// until then.
    public init(text: TextSpriteSource, width: Float, height: Float) {
        self.init(TextSpriteSource.placeholder, width: width, height: height)
        self.text = text
    }

    /// A picture of `text` `size` points wide and high (see `init(text:width:height:)`).
    public init(text: TextSpriteSource, size: Float) {
        self.init(text: text, width: size, height: size)
    }

    /// True when the choice is text that no host has drawn yet (its shape is not a sprite).
    public var isUndrawnText: Bool {
        guard text != nil else { return false }
        if case .sprite = shape { return false }
        return true
    }
}
