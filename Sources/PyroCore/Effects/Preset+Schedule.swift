extension Preset {
    /// What happens to a preset before its first frame: when its on-demand action fires and
    /// where, and for the fuse, the drawn path and when it is lit.
    ///
    /// `defaultSchedule(canvasSize:)` is what `pyro render <preset>` shows with no options;
    /// `makeEffect(seed:canvasSize:schedule:)` builds the effect with a schedule applied.
    public struct Schedule: Equatable, Sendable {
        /// Seconds at which the on-demand action fires: a burst, a showing of confetti, the
        /// fountain's start. The fuse ignores them: it is lit at `lightTime`.
        public var fireTimes: [Double]
        /// Where each firing starts, in canvas points: the n-th firing uses the n-th point and the
        /// last point serves the rest. Empty: the preset's own origin.
        public var origins: [Vector2]
        /// The fuse's drawn path, in canvas points (nil: `FuseFirework.samplePath`).
        public var fusePath: [Vector2]?
        /// When the fuse is lit, in seconds.
        public var lightTime: Double

        /// A schedule: firing times in seconds, origins in canvas points (one per firing; fewer
        /// leave the rest at the preset's own origin), the fuse's path and when to light it.
        public init(
            fireTimes: [Double] = [0], origins: [Vector2] = [], fusePath: [Vector2]? = nil,
            lightTime: Double = 0
        ) {
            self.fireTimes = fireTimes
            self.origins = origins
            self.fusePath = fusePath
            self.lightTime = lightTime
        }

        /// The origin of firing `index`, if the schedule gives one.
        public func origin(ofFiring index: Int) -> Vector2? {
            origins.isEmpty ? nil : origins[min(index, origins.count - 1)]
        }
    }

    /// The schedule that shows the preset as its article does: one firing at 0 s from the
    /// preset's own origin; for `particle-burst` the article's preview, a blue and a red burst at
    /// once, 100 points left of and 50 above the centre and 60 right of and 70 below it; for the
    /// fuse, the sample path lit at 0 s; for a catalog preset, its definition's firings (a
    /// stream that is already running in the first frame starts before 0 s).
    public func defaultSchedule(canvasSize: Size) -> Schedule {
        switch self {
        case .particleBurst:
            let places = ParticleBurst.previewPlaces
            return Schedule(fireTimes: places.map { _ in 0 }, origins: places.map { $0.resolved(in: canvasSize) })
        case .fuseFirework, .starBurst, .floatingHearts, .confetti, .confettiBurst, .fountain, .canvasConfetti:
            return Schedule()
        case .fire, .smoke, .snow, .rain, .fireflies, .magic, .sparks, .splash, .fireworks, .emoji:
            guard let definition = catalogDefinition else { return Schedule() }
            return catalogSchedule(definition, canvasSize: canvasSize)
        }
    }

    /// The preset's effect with `schedule` applied: what `pyro render` and `pyro inspect` draw.
    ///
    /// - Throws: `FuseError.nothingDrawn` when the fuse's path has no points.
    public func makeEffect(seed: UInt64, canvasSize: Size, schedule: Schedule) throws(FuseError) -> PresetEffect {
        var effect = makeEffect(seed: seed, canvasSize: canvasSize)
        try schedule.apply(to: &effect)
        return effect
    }
}

extension Preset.Schedule {
    /// Fires `effect` as the schedule says; a fuse firework is drawn along the path and lit.
    ///
    /// - Throws: `FuseError.nothingDrawn` when the fuse's path has no points.
    public func apply(to effect: inout PresetEffect) throws(FuseError) {
        if effect.fuseFirework != nil {
            let points = fusePath ?? FuseFirework.samplePath(canvasSize: effect.canvasSize)
            let lightTime = lightTime
            try effect.withFuseFirework { (fuse) throws(FuseError) in
                for p in points { fuse.addPoint(p) }
                try fuse.light(at: lightTime)
            }
        } else {
            for (i, t) in fireTimes.enumerated() {
                effect.trigger(at: t, origin: origin(ofFiring: i))
            }
        }
    }
}
