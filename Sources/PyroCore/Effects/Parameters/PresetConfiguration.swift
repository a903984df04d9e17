/// A preset's configuration, whichever preset it is: what `--set name=value` changes before the
/// effect is made.
///
/// Each case holds the configuration type its preset already has, so a value set by name is the
/// same as one set in Swift.
public enum PresetConfiguration: Equatable, Sendable {
    /// The fuse firework's settings (seed 000).
    case fuseFirework(FuseFirework.Configuration)
    /// The particle burst's settings (seed 001).
    case particleBurst(ParticleBurst.Configuration)
    /// Star burst or floating hearts settings (seed 002).
    case keyframeBurst(KeyframeBurst.Configuration)
    /// The confetti overlay's settings (seed 003).
    case confetti(Confetti.Configuration)
    /// The confetti burst's settings (seed 004).
    case confettiBurst(ConfettiBurst.Configuration)
    /// The fountain's settings.
    case fountain(Fountain.Configuration)
    /// The options canvas-confetti's bursts are thrown with.
    case canvasConfetti(CanvasConfetti.Options)
    /// A catalog preset's definition. Its parameters are the catalog preset's of the same name
    /// (`fire`'s `rate`, `colors`, ...), which change the definition's emitters; a definition
    /// whose emitters are not the catalog's has none.
    case defined(EffectDefinition)

    /// The parameters this configuration has, in the order people read them.
    public var parameters: [PresetParameter] {
        switch self {
        case .fuseFirework: FuseFirework.Configuration.bindings.map { $0.parameter }
        case .particleBurst: ParticleBurst.Configuration.bindings.map { $0.parameter }
        case .keyframeBurst: KeyframeBurst.Configuration.bindings.map { $0.parameter }
        case .confetti: Confetti.Configuration.bindings.map { $0.parameter }
        case .confettiBurst: ConfettiBurst.Configuration.bindings.map { $0.parameter }
        case .fountain: Fountain.Configuration.bindings.map { $0.parameter }
        case .canvasConfetti: CanvasConfetti.Options.bindings.map { $0.parameter }
        case .defined(let d): d.parameterBindings.map { $0.parameter }
        }
    }

    /// The current value of the parameter called `name`, or nil when there is none.
    public func value(of name: String) -> PresetValue? {
        switch self {
        case .fuseFirework(let c): Self.value(of: name, in: c, FuseFirework.Configuration.bindings)
        case .particleBurst(let c): Self.value(of: name, in: c, ParticleBurst.Configuration.bindings)
        case .keyframeBurst(let c): Self.value(of: name, in: c, KeyframeBurst.Configuration.bindings)
        case .confetti(let c): Self.value(of: name, in: c, Confetti.Configuration.bindings)
        case .confettiBurst(let c): Self.value(of: name, in: c, ConfettiBurst.Configuration.bindings)
        case .fountain(let c): Self.value(of: name, in: c, Fountain.Configuration.bindings)
        case .canvasConfetti(let o): Self.value(of: name, in: o, CanvasConfetti.Options.bindings)
        case .defined(let d): Self.value(of: name, in: d, d.parameterBindings)
        }
    }

    /// Sets the parameter called `name` to `value`.
    ///
    /// - Throws: `PresetParameterError.unknownName` listing the names this preset has, or
    ///   `.notAllowed` with the parameter, whose kind says what is allowed. Nothing changes
    ///   when it throws.
    public mutating func set(_ name: String, to value: PresetValue) throws(PresetParameterError) {
        switch self {
        case .fuseFirework(var c):
            try Self.set(name, to: value, in: &c, FuseFirework.Configuration.bindings)
            self = .fuseFirework(c)
        case .particleBurst(var c):
            try Self.set(name, to: value, in: &c, ParticleBurst.Configuration.bindings)
            self = .particleBurst(c)
        case .keyframeBurst(var c):
            try Self.set(name, to: value, in: &c, KeyframeBurst.Configuration.bindings)
            self = .keyframeBurst(c)
        case .confetti(var c):
            try Self.set(name, to: value, in: &c, Confetti.Configuration.bindings)
            self = .confetti(c)
        case .confettiBurst(var c):
            try Self.set(name, to: value, in: &c, ConfettiBurst.Configuration.bindings)
            self = .confettiBurst(c)
        case .fountain(var c):
            try Self.set(name, to: value, in: &c, Fountain.Configuration.bindings)
            self = .fountain(c)
        case .canvasConfetti(var o):
            try Self.set(name, to: value, in: &o, CanvasConfetti.Options.bindings)
            self = .canvasConfetti(o)
        case .defined(var d):
            let bindings = d.parameterBindings
            try Self.set(name, to: value, in: &d, bindings)
            self = .defined(d)
        }
    }

    /// The effect this configuration describes.
    public func makeEffect(seed: UInt64, canvasSize: Size) -> PresetEffect {
        switch self {
        case .fuseFirework(let c): .fuseFirework(FuseFirework(configuration: c, seed: seed, canvasSize: canvasSize))
        case .particleBurst(let c): .particleBurst(ParticleBurst(configuration: c, seed: seed, canvasSize: canvasSize))
        case .keyframeBurst(let c): .keyframeBurst(KeyframeBurst(configuration: c, seed: seed, canvasSize: canvasSize))
        case .confetti(let c): .confetti(Confetti(configuration: c, seed: seed, canvasSize: canvasSize))
        case .confettiBurst(let c): .confettiBurst(ConfettiBurst(configuration: c, seed: seed, canvasSize: canvasSize))
        case .fountain(let c): .fountain(Fountain(configuration: c, seed: seed, canvasSize: canvasSize))
        case .canvasConfetti(let o):
            .canvasConfetti(CanvasConfetti(configuration: o, seed: seed, canvasSize: canvasSize))
        case .defined(let d): .defined(DefinedEffect(d, seed: seed, canvasSize: canvasSize))
        }
    }

    /// The effect this configuration describes, fired as `schedule` says.
    ///
    /// - Throws: `FuseError.nothingDrawn` when a fuse's path has no points.
    public func makeEffect(seed: UInt64, canvasSize: Size, schedule: Preset.Schedule) throws(FuseError) -> PresetEffect
    {
        var effect = makeEffect(seed: seed, canvasSize: canvasSize)
        try schedule.apply(to: &effect)
        return effect
    }

    static func value<C>(of name: String, in c: C, _ bindings: [ParameterBinding<C>]) -> PresetValue? {
        bindings.first { $0.parameter.name.hasSameBytes(as: name) }.map { $0.get(c) }
    }

    static func set<C>(
        _ name: String, to value: PresetValue, in c: inout C, _ bindings: [ParameterBinding<C>]
    ) throws(PresetParameterError) {
        guard let binding = bindings.first(where: { $0.parameter.name.hasSameBytes(as: name) }) else {
            throw .unknownName(name, allowed: bindings.map { $0.parameter.name })
        }
        guard binding.parameter.allows(value) else { throw .notAllowed(binding.parameter) }
        binding.set(&c, value)
    }
}

extension Preset {
    /// The preset's configuration as `makeEffect(seed:canvasSize:)` uses it.
    public var defaultConfiguration: PresetConfiguration {
        switch self {
        case .fuseFirework: .fuseFirework(FuseFirework.Configuration())
        case .particleBurst: .particleBurst(ParticleBurst.Configuration())
        case .starBurst: .keyframeBurst(.starBurst)
        case .floatingHearts: .keyframeBurst(.floatingHearts)
        case .confetti: .confetti(Confetti.Configuration())
        case .confettiBurst: .confettiBurst(ConfettiBurst.Configuration())
        case .fountain: .fountain(Fountain.Configuration())
        case .canvasConfetti: .canvasConfetti(CanvasConfetti.Options())
        case .fire, .smoke, .snow, .rain, .fireflies, .magic, .sparks, .splash, .fireworks, .emoji:
            .defined(catalogDefinition ?? EffectDefinition(name: rawValue, emitters: [], onTrigger: []))
        }
    }

    /// The parameters `--set` can change, in the order people read them.
    public var parameters: [PresetParameter] { defaultConfiguration.parameters }
}
