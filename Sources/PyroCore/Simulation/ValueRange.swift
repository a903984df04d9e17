/// A closed range of values that a random draw picks from uniformly.
///
/// Unlike `ClosedRange`, the bounds may come in either order and may be equal; non-finite
/// bounds are replaced by 0 so that a draw is always finite.
public struct ValueRange: Equatable, Sendable {
    /// One bound (either order).
    public var lower: Float
    /// The other bound.
    public var upper: Float

    /// The values between two bounds, in either order; non-finite bounds read as 0.
    public init(_ lower: Float, _ upper: Float) {
        self.lower = lower.isFinite ? lower : 0
        self.upper = upper.isFinite ? upper : 0
    }

    /// A range holding exactly one value.
    public static func constant(_ value: Float) -> ValueRange { ValueRange(value, value) }

    /// A bound below every `value(u)` for u in 0..<1, rounding included: `lower` when the range
    /// rises, else the rounded `lower + (upper - lower)` (each step of `value` rounds
    /// monotonically, and (upper - lower) × u lies between 0 and upper - lower).
    var leastValue: Float { min(lower, lower + (upper - lower)) }

    /// Maps a uniform draw `u` in 0..<1 into the range.
    @inlinable
    public func value(_ u: Float) -> Float { lower + (upper - lower) * u }
}
