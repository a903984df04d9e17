/// Rotation in the screen plane and 3D flips, as functions of a particle's age in seconds.
///
/// rotation = initial + spin × age + overLife(progress), in radians, clockwise on screen.
/// A flip is a turn about an axis in the screen plane; seen head-on it shows as a scale of
/// cos(phase + flipRate × age) across that axis (seed 004 applies it to x, seed 003 turns
/// about the x axis, which squashes y).
public struct SpinConfiguration: Equatable, Sendable {
    /// Which scale a flip shows in.
    public enum FlipAxis: Equatable, Sendable {
        /// Turning about the vertical axis: scaleX = cos(flip angle).
        case vertical
        /// Turning about the horizontal axis: scaleY = cos(flip angle).
        case horizontal
    }

    /// How a particle draws its spin and flip speeds from their ranges.
    public enum SpeedDraw: Equatable, Sendable {
        /// Uniformly in radians per second.
        case uniformRate
        /// Uniformly in seconds per turn, between a turn at the range's one bound and a turn at
        /// its other, as a SwiftUI animation repeating with a random duration does (seed 003).
        /// Slow turns come up more often than under `uniformRate`. A range that is not all
        /// positive or all negative is drawn by rate.
        case uniformPeriod
    }

    /// Rotation at birth, in radians.
    public var initialRotation: ValueRange
    /// Rotation speed, in radians per second (positive is clockwise).
    public var spin: ValueRange
    /// Extra rotation, in radians, over the particle's progress through its life (0...1).
    public var rotationOverLife: KeyframeCurve?
    /// Flip angle at birth, in radians.
    public var flipPhase: ValueRange
    /// Flip speed, in radians per second; 0 for no flip.
    public var flipRate: ValueRange
    /// Which scale a flip shows in.
    public var flipAxis: FlipAxis
    /// How `spin` and `flipRate` are drawn.
    public var speedDraw: SpeedDraw
    /// Points, in unit-box coordinates of the particle (-0.5...0.5), that it may rotate
    /// about instead of its centre; one is picked per particle. Empty: the centre. Seed 003
    /// spins each square about its top-left or bottom-right corner.
    public var pivots: [Vector2]
    /// Turns each particle along its velocity (and stretches it by speed) on top of the
    /// rotation above; nil: rotation as configured.
    public var alignment: VelocityAlignment?
    /// What a flipping piece shows when its back faces the viewer.
    public var backFace: BackFace

    /// Rotation and flips from ranges drawn per particle (radians, radians per second); pivots
    /// that are not finite are dropped and at most 255 kept. `alignment` turns particles along
    /// their velocity; `backFace` colours the back of flipping pieces.
    public init(
        initialRotation: ValueRange = .constant(0), spin: ValueRange = .constant(0),
        rotationOverLife: KeyframeCurve? = nil, flipPhase: ValueRange = .constant(0),
        flipRate: ValueRange = .constant(0), flipAxis: FlipAxis = .vertical,
        speedDraw: SpeedDraw = .uniformRate, pivots: [Vector2] = [],
        alignment: VelocityAlignment? = nil, backFace: BackFace = .same
    ) {
        self.initialRotation = initialRotation
        self.spin = spin
        self.rotationOverLife = rotationOverLife
        self.flipPhase = flipPhase
        self.flipRate = flipRate
        self.flipAxis = flipAxis
        self.speedDraw = speedDraw
        self.pivots = Array(pivots.filter { $0.isFinite }.prefix(255))
        self.alignment = alignment
        self.backFace = backFace
    }

    /// No rotation and no flip.
    public static let none = SpinConfiguration()

    /// The speed a uniform draw `u` in 0..<1 picks from `range` under `speedDraw`, in radians
    /// per second.
    func speed(in range: ValueRange, _ u: Float) -> Float {
        let a = 1 / range.lower
        let b = 1 / range.upper
        guard speedDraw == .uniformPeriod, range.lower * range.upper > 0, a.isFinite, b.isFinite else {
            return range.value(u)
        }
        // Uniform in 1 / speed is uniform in the period 2π / speed.
        let speed = 1 / (a + (b - a) * u)
        return speed.isFinite ? speed : range.value(u)
    }

    /// True when the flip never changes scale.
    var hasFlip: Bool { flipRate != .constant(0) || flipPhase != .constant(0) }
}
