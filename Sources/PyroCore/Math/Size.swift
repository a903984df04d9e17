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
}
