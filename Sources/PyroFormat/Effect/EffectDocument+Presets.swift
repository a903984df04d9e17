import PyroCore

/// Built-in presets as effect files (`pyro export`).
///
/// Presets that are one particle system fired by bursts or a stream export as a full
/// `EffectDefinition`: `particle-burst`, `confetti-burst`, `fountain` and every catalog preset
/// (`fire`, `smoke`, ...), which is one already. The others do more
/// than a definition can say, so their files name the preset and list its parameters:
/// `fuse-firework` (a drawn path, a burning stroke and flame, an explosion where the drawing
/// began), `star-burst` and `floating-hearts` (the big shape drawn at the origin, which a firing
/// with a point moves), `confetti` (showing it again while it is shown changes nothing) and
/// `canvas-confetti` (each firing is a particle system of its own).
extension EffectDocument {
    /// The canvas presets are exported for, in points (the command line's default).
    public static let exportCanvas = Size(width: 800, height: 600)

    /// The file `pyro export <preset>` writes: what `pyro render <preset>` shows with
    /// `configuration` (the preset's defaults when nil) on the default canvas.
    public static func exported(_ preset: Preset, configuration: PresetConfiguration? = nil) -> EffectDocument {
        let configuration = configuration ?? preset.defaultConfiguration
        let canvas = exportCanvas
        func definition(_ emitter: EmitterConfiguration, _ action: EmitterAction.Kind, firings: [Firing])
            -> EffectDocument
        {
            .definition(
                EffectDefinition(
                    name: preset.rawValue, summary: preset.summary, emitters: [emitter],
                    onTrigger: [EmitterAction(emitter: emitter.name, kind: action)], firings: firings,
                    background: preset.defaultBackground, duration: preset.defaultDuration,
                    tellingMoment: preset.tellingMoment, canvasSize: canvas))
        }
        switch configuration {
        case .particleBurst(let c):
            // The default schedule's points unless `origin` was set, which replaces them (as
            // `pyro render particle-burst --set origin=...` does).
            let firings =
                c.origin == ParticleBurst.Configuration().origin
                ? ParticleBurst.previewPlaces.map { Firing(time: 0, place: $0) }
                : [Firing(time: 0)]
            return definition(ParticleBurst.emitter(c), .burst(count: nil), firings: firings)
        case .confettiBurst(let c):
            return definition(ConfettiBurst.emitter(c), .burst(count: nil), firings: [Firing(time: 0)])
        case .fountain(let c):
            return definition(Fountain.emitter(c), .start, firings: [Firing(time: 0)])
        case .fuseFirework, .keyframeBurst, .confetti, .canvasConfetti:
            return .preset(PresetDocument(preset: preset, configuration: configuration))
        case .defined(let d):
            // A catalog preset is a definition already.
            return .definition(d)
        }
    }

    /// The canvas the effect is made for, in points.
    public var canvasSize: Size {
        switch self {
        case .definition(let d): d.canvasSize
        case .preset(let p): p.canvasSize ?? Self.exportCanvas
        }
    }

    /// What the canvas shows beneath the particles.
    public var background: Background {
        switch self {
        case .definition(let d): d.background
        case .preset(let p): p.background ?? p.preset.defaultBackground
        }
    }

    /// Seconds of a complete animation.
    public var duration: Double {
        switch self {
        case .definition(let d): d.duration
        case .preset(let p): p.duration ?? p.preset.defaultDuration
        }
    }

    /// The moment, in seconds, a still shows.
    public var tellingMoment: Double {
        switch self {
        case .definition(let d): d.tellingMoment
        case .preset(let p): p.tellingMoment ?? p.preset.tellingMoment
        }
    }

    /// The effect's name: the definition's, or the preset's.
    public var name: String {
        switch self {
        case .definition(let d): d.name
        case .preset(let p): p.preset.rawValue
        }
    }

    /// The effect, fired as the file says (or at `firings` instead, when given), on a canvas of
    /// `canvasSize` points (nil: the file's).
    ///
    /// - Throws: `FuseError.nothingDrawn` when a fuse's path has no points.
    public func makeEffect(seed: UInt64, canvasSize: Size? = nil, firings: [Firing]? = nil) throws(FuseError)
        -> PresetEffect
    {
        let size = canvasSize ?? self.canvasSize
        switch self {
        case .definition(let d):
            var effect = DefinedEffect(d, seed: seed, canvasSize: size)
            if let firings {
                for f in firings { effect.trigger(at: f.time, origin: f.place?.resolved(in: effect.canvasSize)) }
            } else {
                effect.applyFirings()
            }
            return .defined(effect)
        case .preset(var p):
            if let firings { p.firings = firings }
            return try p.configuration.makeEffect(seed: seed, canvasSize: size, schedule: p.schedule(canvasSize: size))
        }
    }
}
