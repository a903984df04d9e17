/// A width and height, in points.
public struct Size: Equatable, Hashable, Sendable {
    /// Width, in points.
    public var width: Float
    /// Height, in points.
    public var height: Float

    @inlinable
    public init(width: Float, height: Float) {
        self.width = width
        self.height = height
    }

    /// This size with non-finite or negative sides read as 0: what a canvas may be.
    public var sanitizedCanvas: Size {
        Size(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }
}
