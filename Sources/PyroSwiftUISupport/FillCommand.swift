import PyroCore

/// One particle as a drawing command: fill a unit-box shape through an affine map, in one
/// colour, at one opacity, with one blend.
///
/// The SwiftUI adapter turns it into `GraphicsContext` calls: `concatenate(transform)`,
/// `opacity = opacity`, `blendMode = .plusLighter` for additive batches, then
/// `fill(path, with: .color(color))` where `path` is the batch's shape `shapeIndex` built once
/// in the unit box (-0.5...0.5 on both axes).
public struct FillCommand: Equatable, Sendable {
    /// Index into the batch's `shapes`.
    public var shapeIndex: Int
    /// Maps the unit box to canvas points: translate to the centre, rotate, scale by the
    /// particle's scale and size.
    public var transform: ShapeTransform
    /// The same map without the size: for drawing something that already has its own size
    /// (a SwiftUI view used as the particle) centred on the origin.
    public var placement: ShapeTransform
    /// The particle's size before scaling, in points.
    public var width: Double, height: Double
    /// Straight-alpha colour; its alpha multiplies `opacity`.
    public var color: RGBAColor
    /// Opacity in 0...1 (never 0: invisible particles make no command).
    public var opacity: Double
    public var blend: Blending

    public init(
        shapeIndex: Int, transform: ShapeTransform, placement: ShapeTransform, width: Double, height: Double,
        color: RGBAColor, opacity: Double, blend: Blending
    ) {
        self.shapeIndex = shapeIndex
        self.transform = transform
        self.placement = placement
        self.width = width
        self.height = height
        self.color = color
        self.opacity = opacity
        self.blend = blend
    }
}
