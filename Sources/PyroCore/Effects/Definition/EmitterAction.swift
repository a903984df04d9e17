/// One thing a firing of a defined effect does to one of its emitters.
public struct EmitterAction: Equatable, Sendable {
    /// What happens to the emitter.
    public enum Kind: Equatable, Sendable {
        /// A burst; `count` overrides the emitter's configured burst size (nil: as configured).
        case burst(count: Int?)
        /// The emitter's continuous stream starts.
        case start
        /// The emitter's continuous stream stops; particles already born live on.
        case stop
    }

    /// The `name` of the emitter acted on.
    public var emitter: String
    /// What happens to it.
    public var kind: Kind
    /// Seconds after the firing at which it happens (negative values read as 0).
    public var delay: Double

    /// An action on the emitter called `emitter`, `delay` seconds after the firing.
    public init(emitter: String, kind: Kind, delay: Double = 0) {
        self.emitter = emitter
        self.kind = kind
        self.delay = delay
    }
}
