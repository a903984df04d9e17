/// How one prepared particle is drawn, decided once in the first pass.
enum DrawPath: UInt8 {
    /// In fixed point from the `FixedRectangle` at the particle's index (nearly every rectangle).
    case fixedRectangle
    /// `RectangleCoverage` in float: a rectangle too large for fixed point.
    case rectangle
    /// From the `CircleCoverage` at the particle's index.
    case circle
    /// A small circle, from the `CircleStamps.Placement` at the particle's index.
    case stampedCircle
    /// `EllipseCoverage`: an ellipse whose radii differ.
    case ellipse
    /// Through the edge accumulator.
    case outline
    /// A picture, through `drawSprite`.
    case sprite
}

/// A few `DrawPath`s, as bits: which set-ups a group of eight particles needs.
struct DrawPathSet: Equatable {
    /// Bit `path.rawValue` for each path in the set.
    private var bits: UInt8 = 0

    /// The empty set.
    init() {}

    /// The set of `path` alone.
    init(_ path: DrawPath) { bits = 1 << path.rawValue }

    /// Adds `path`.
    mutating func insert(_ path: DrawPath) { bits |= 1 << path.rawValue }

    /// Whether `path` is in the set.
    @inline(__always)
    func contains(_ path: DrawPath) -> Bool { bits & 1 << path.rawValue != 0 }
}
