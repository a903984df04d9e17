/// A link from one emitter to another: each of the parent's particles gives birth to the
/// child emitter's particles at its birth, at its death, or steadily along its life.
///
/// A child is born at its parent's position at that moment (the centre of its travel, before
/// pivots and vertical wrapping), with the child's own launch plus a share of the parent's
/// velocity then. Its birth time follows from the parent's constants (birth + lifetime for a
/// death, birth + k / rate for the k-th trail particle), its place from the parent's closed
/// form, or for a stepped parent (turbulence, an attractor) from its integrated path at that
/// time, and its random stream is seeded from the parent's identity, so frames stay a function
/// of seed and time at any frame rate and in any order.
///
/// An emitter that some other emitter names as its child gets its particles only from its
/// parents: its own `emission` is not used (`ParticleSystem.fire` and `start` refuse it).
public struct SubEmitter: Equatable, Sendable {
    /// When a parent particle gives birth to children.
    public enum Event: Equatable, Sendable {
        /// `count` children at the moment the parent is born.
        case birth(count: Int)
        /// `count` children at the moment the parent dies (birth + lifetime), where it is then.
        case death(count: Int)
        /// A trail: `rate` children per second of the parent's age, the k-th at age k / rate
        /// (k = 0, 1, ... while the parent lives).
        case alongLife(rate: Double)
    }

    /// The child emitter's `name` in the same `ParticleSystem` (the first emitter of that name).
    public var child: String
    /// When children are born.
    public var event: Event
    /// Share of the parent's velocity (0...1) added to each child's launch velocity, in points
    /// per second.
    public var inheritVelocity: Float

    /// The largest `count` of a birth or death event: more children than any effect draws.
    public static let maximumCount = 100_000
    /// The fastest trail, in children per second of the parent's age.
    public static let maximumRate = 100_000.0

    /// A link to the emitter called `child`; counts are clamped to 0...`maximumCount`, rates to
    /// 0...`maximumRate` per second (NaN reads as 0) and `inheritVelocity` to 0...1 (NaN reads
    /// as 0).
    public init(child: String, event: Event, inheritVelocity: Float = 0) {
        self.child = child
        switch event {
        case .birth(let count): self.event = .birth(count: min(max(count, 0), Self.maximumCount))
        case .death(let count): self.event = .death(count: min(max(count, 0), Self.maximumCount))
        case .alongLife(let rate): self.event = .alongLife(rate: rate > 0 ? min(rate, Self.maximumRate) : 0)
        }
        self.inheritVelocity = inheritVelocity > 0 ? min(inheritVelocity, 1) : 0
    }
}

/// A sub-emitter link that a `ParticleSystem` does not follow, and why.
public struct SubEmitterIssue: Equatable, Sendable {
    /// Why the link is not followed.
    public enum Reason: Equatable, Sendable {
        /// No emitter of the system has the child's name.
        case unknownChild
        /// Following the link would lead back to the parent (a cycle, or the emitter itself).
        case cycle
    }

    /// Index of the parent emitter in the system.
    public var emitter: Int
    /// Index of the link in the parent's `subEmitters`.
    public var subEmitter: Int
    /// Why it is not followed.
    public var reason: Reason

    /// An issue with link `subEmitter` of emitter `emitter`.
    public init(emitter: Int, subEmitter: Int, reason: Reason) {
        self.emitter = emitter
        self.subEmitter = subEmitter
        self.reason = reason
    }
}
