import Testing

@testable import PyroCore

/// One public stored property (a dotted path from the root) set to an awkward value after the
/// value was built, bypassing the initialiser's clean-up.
struct PropertyMutation<Root> {
    let path: String
    let apply: (inout Root, inout FuzzTests.Chaos) -> Void

    static func float(_ path: String, _ key: WritableKeyPath<Root, Float>) -> Self {
        Self(path: path) { $0[keyPath: key] = $1.float() }
    }

    static func double(_ path: String, _ key: WritableKeyPath<Root, Double>) -> Self {
        Self(path: path) { $0[keyPath: key] = $1.double() }
    }

    static func rate(_ path: String, _ key: WritableKeyPath<Root, Double>) -> Self {
        Self(path: path) { $0[keyPath: key] = $1.rate() }
    }

    static func count(_ path: String, _ key: WritableKeyPath<Root, Int>) -> Self {
        Self(path: path) { $0[keyPath: key] = $1.count() }
    }

    static func colors(_ path: String, _ key: WritableKeyPath<Root, [RGBAColor]>) -> Self {
        Self(path: path) { $0[keyPath: key] = $1.colors() }
    }

    static func range(_ path: String, _ key: WritableKeyPath<Root, ValueRange>) -> [Self] {
        [float(path + ".lower", key.appending(path: \.lower)), float(path + ".upper", key.appending(path: \.upper))]
    }

    static func vector(_ path: String, _ key: WritableKeyPath<Root, Vector2>) -> [Self] {
        [float(path + ".x", key.appending(path: \.x)), float(path + ".y", key.appending(path: \.y))]
    }

    static func shape(_ path: String, _ key: WritableKeyPath<Root, ShapeChoice>) -> [Self] {
        [
            Self(path: path + ".shape") { $0[keyPath: key].shape = $1.shape() },
            Self(path: path + ".text") { c, chaos in
                c[keyPath: key].text =
                    [
                        nil, TextSpriteSource("", font: "", pixelSize: .min),
                        TextSpriteSource("🎉\u{0}", font: "emoji", pixelSize: .max),
                    ][chaos.rng.nextIndex(below: 3)]
            },
            float(path + ".size.width", key.appending(path: \.size.width)),
            float(path + ".size.height", key.appending(path: \.size.height)),
        ]
    }
}

/// The stored properties of `value` (as dotted paths) that no mutation reaches: a mutation of a
/// path covers everything below it; a path that mutations only reach inside must have every
/// one of its own properties covered.
func uncoveredProperties(of value: Any, covered: Set<String>, prefix: String = "") -> [String] {
    Mirror(reflecting: value).children.flatMap { child -> [String] in
        guard let label = child.label else { return [] }
        let path = prefix + label
        if covered.contains(path) { return [] }
        if covered.contains(where: { $0.hasPrefix(path + ".") }) {
            return uncoveredProperties(of: child.value, covered: covered, prefix: path + ".")
        }
        return [path]
    }
}

extension FuzzTests.Chaos {
    /// Counts that stay small enough for debug builds, with the extremes of `Int` now and then.
    mutating func count() -> Int {
        switch rng.nextIndex(below: 8) {
        case 0: return .min
        case 1: return 0
        default: return rng.nextIndex(below: 420) - 20
        }
    }

    /// Awkward rates (per second) that stay small enough for debug builds: huge finite rates
    /// are the system fuzz test's business, which caps the live count.
    mutating func rate() -> Double {
        switch rng.nextIndex(below: 8) {
        case 0: return .nan
        case 1: return rng.nextIndex(below: 2) == 0 ? .infinity : -.infinity
        case 2: return 0
        case 3: return -Double(rng.nextFloat(in: 0, 1000))
        case 4: return .leastNonzeroMagnitude
        default: return Double(rng.nextFloat(in: 0, 2000))
        }
    }

    /// No colours, one, or several.
    mutating func colors() -> [RGBAColor] {
        (0..<[0, 1, 7][rng.nextIndex(below: 3)]).map { _ in RGBAColor(rgba32: UInt32(truncatingIfNeeded: rng.next())) }
    }

    /// Lists of `n` items where `n` is 0, a few, or more than a byte can index.
    mutating func listLength() -> Int { [0, 1, 3, 300][rng.nextIndex(below: 4)] }

    mutating func pick() -> EmitterConfiguration.Pick {
        [.cycle, .random, .perBurst, .pattern([]), .pattern([.max, .min, 299, -1])][rng.nextIndex(below: 5)]
    }
}

/// Every public stored property of every configuration type, set after construction to NaN,
/// infinities, negatives, huge values, empty and oversized lists: firing and drawing never
/// traps and never gives a NaN, an infinity or an out-of-range value in a display list.
@Suite struct PropertyFuzzTests {
    static var emitterMutations: [PropertyMutation<EmitterConfiguration>] {
        typealias M = PropertyMutation<EmitterConfiguration>
        var list: [M] = [
            M(path: "name") { c, chaos in c.name = ["", "fuzz", "ü\u{0}"][chaos.rng.nextIndex(below: 3)] },
            M(path: "emission") { c, chaos in
                c.emission =
                    chaos.rng.nextIndex(below: 2) == 0
                    ? .burst(count: chaos.count())
                    : .continuous(
                        rate: chaos.double(), duration: chaos.rng.nextIndex(below: 2) == 0 ? nil : chaos.double())
            },
            M(path: "origin") { c, chaos in
                let path = Polyline((0..<chaos.rng.nextIndex(below: 4)).map { _ in chaos.point() })
                c.origin =
                    [
                        .point(chaos.point()), .unit(chaos.point()),
                        .unitArea(origin: chaos.point(), size: chaos.point()),
                        .path(path, from: chaos.float(), to: chaos.float(), duration: chaos.double()),
                    ][chaos.rng.nextIndex(below: 4)]
            },
            .float("launch.angle", \.launch.angle),
            .float("launch.spread", \.launch.spread),
            M(path: "launch.distribution") { c, chaos in
                c.launch.distribution = chaos.rng.nextIndex(below: 2) == 0 ? .uniform : .triangular
            },
            .float("motion.drag", \.motion.drag),
            M(path: "motion.timeWarp") { c, chaos in
                c.motion.timeWarp =
                    [
                        .none, .eased(.bezier(chaos.point(), chaos.point()), duration: chaos.float()),
                        .track(chaos.track()),
                    ][chaos.rng.nextIndex(below: 3)]
            },
            M(path: "spin.rotationOverLife") { c, chaos in
                c.spin.rotationOverLife = chaos.rng.nextIndex(below: 3) == 0 ? nil : chaos.track()
            },
            M(path: "spin.flipAxis") { c, chaos in
                c.spin.flipAxis = chaos.rng.nextIndex(below: 2) == 0 ? .vertical : .horizontal
            },
            M(path: "spin.speedDraw") { c, chaos in
                c.spin.speedDraw = chaos.rng.nextIndex(below: 2) == 0 ? .uniformRate : .uniformPeriod
            },
            M(path: "motion.turbulence") { c, chaos in
                c.motion.turbulence =
                    chaos.rng.nextIndex(below: 3) == 0
                    ? nil : Turbulence(strength: chaos.float(), scale: chaos.float(), speed: chaos.float())
            },
            M(path: "motion.turbulence.fields") { c, chaos in
                c.motion.turbulence = Turbulence(strength: 100)
                c.motion.turbulence?.strength = chaos.float()
                c.motion.turbulence?.scale = chaos.float()
                c.motion.turbulence?.speed = chaos.float()
            },
            M(path: "motion.attractor") { c, chaos in
                let center: Attractor.Center =
                    chaos.rng.nextIndex(below: 2) == 0 ? .point(chaos.point()) : .unit(chaos.point())
                c.motion.attractor =
                    chaos.rng.nextIndex(below: 3) == 0
                    ? nil : Attractor(center: center, strength: chaos.float(), radius: chaos.float())
            },
            M(path: "motion.attractor.fields") { c, chaos in
                c.motion.attractor = Attractor(center: .unit(Vector2(0.5, 0.5)), strength: 100)
                c.motion.attractor?.center =
                    chaos.rng.nextIndex(below: 2) == 0 ? .point(chaos.point()) : .unit(chaos.point())
                c.motion.attractor?.strength = chaos.float()
                c.motion.attractor?.radius = chaos.float()
            },
            M(path: "motion.stepDuration") { c, chaos in
                c.motion.stepDuration = chaos.float()
                if c.motion.turbulence == nil { c.motion.turbulence = Turbulence(strength: 50) }
            },
            M(path: "spin.alignment") { c, chaos in
                c.spin.alignment = chaos.rng.nextIndex(below: 3) == 0 ? nil : VelocityAlignment(stretch: 0.01)
                c.spin.alignment?.stretch = chaos.float()
            },
            M(path: "spin.backFace") { c, chaos in
                c.spin.backFace =
                    [
                        .same, .color(RGBAColor(rgba32: UInt32(truncatingIfNeeded: chaos.rng.next()))),
                        .shade(chaos.float()),
                    ][chaos.rng.nextIndex(below: 3)]
            },
            M(path: "spin.pivots") { c, chaos in c.spin.pivots = (0..<chaos.listLength()).map { _ in chaos.point() } },
            M(path: "shapes") { c, chaos in
                c.shapes = (0..<chaos.listLength()).map { _ in
                    ShapeChoice(chaos.shape(), width: chaos.float(), height: chaos.float())
                }
            },
            M(path: "shapes[].size") { c, chaos in
                for i in c.shapes.indices { c.shapes[i].size = Size(width: chaos.float(), height: chaos.float()) }
            },
            M(path: "shapePick") { c, chaos in c.shapePick = chaos.pick() },
            M(path: "scaleOverLife") { c, chaos in c.scaleOverLife = chaos.track() },
            M(path: "opacityOverLife") { c, chaos in c.opacityOverLife = chaos.track() },
            .colors("colors", \.colors),
            M(path: "colorPick") { c, chaos in c.colorPick = chaos.pick() },
            M(path: "colorOverLife") { c, chaos in
                c.colorOverLife =
                    chaos.rng.nextIndex(below: 3) == 0
                    ? nil : ColorGradient([(chaos.float(), .red), (chaos.float(), .blue)])
            },
            M(path: "blend") { c, chaos in c.blend = chaos.rng.nextIndex(below: 2) == 0 ? .normal : .additive },
            M(path: "reducedMotion") { c, chaos in
                c.reducedMotion = chaos.rng.nextIndex(below: 2) == 0 ? .hide : .freeze(atAge: chaos.float())
            },
            M(path: "wrapsVertically") { c, chaos in c.wrapsVertically.toggle() },
            M(path: "emitterShape") { c, chaos in
                let path = Polyline((0..<chaos.rng.nextIndex(below: 4)).map { _ in chaos.point() })
                c.emitterShape =
                    [
                        .point, .line(from: chaos.point(), to: chaos.point()),
                        .rectangle(size: chaos.point(), edge: chaos.rng.nextIndex(below: 2) == 0),
                        .ellipse(radii: chaos.point(), edge: chaos.rng.nextIndex(below: 2) == 0),
                        .ring(radii: chaos.point(), inner: chaos.float()), .path(path),
                    ][chaos.rng.nextIndex(below: 6)]
            },
            M(path: "subEmitters") { c, chaos in
                c.subEmitters = (0..<[0, 1, 3][chaos.rng.nextIndex(below: 3)]).map { _ in
                    var link = SubEmitter(
                        child: ["child", c.name, "nobody"][chaos.rng.nextIndex(below: 3)],
                        event: .birth(count: 1))
                    switch chaos.rng.nextIndex(below: 3) {
                    case 0: link.event = .birth(count: chaos.count())
                    case 1: link.event = .death(count: chaos.count())
                    default: link.event = .alongLife(rate: chaos.rate())
                    }
                    link.inheritVelocity = chaos.float()
                    return link
                }
            },
        ]
        list +=
            M.range("lifetime", \.lifetime) + M.range("launch.speed", \.launch.speed)
            + M.range("sizeFactor", \.sizeFactor)
        list += M.vector("motion.gravity", \.motion.gravity) + M.vector("motion.wind", \.motion.wind)
        list += M.vector("launch.baseVelocity", \.launch.baseVelocity)
        list += M.range("spin.initialRotation", \.spin.initialRotation) + M.range("spin.spin", \.spin.spin)
        list += M.range("spin.flipPhase", \.spin.flipPhase) + M.range("spin.flipRate", \.spin.flipRate)
        return list
    }

    /// A valid configuration of each kind to start from: every preset's emitters, a stream.
    static let baseEmitters: [EmitterConfiguration] = [
        ConfettiBurst.emitter(.init()), Confetti.emitter(.init()), Fountain.emitter(.init()),
        ParticleBurst.emitter(.init()), KeyframeBurst.emitter(.starBurst),
        straightUpEmitter(speed: 300, gravity: 500, drag: 1, lifetime: 2, count: 40),
    ]

    /// Fires emitter 0 twice (with a child emitter when it has sub-emitters), steps through times, draws each moment with and without reduced
    /// motion, and checks the display list.
    static func exercise(_ configuration: EmitterConfiguration, seed: UInt64, _ note: String) {
        var emitters = [configuration]
        if !configuration.subEmitters.isEmpty {
            // A child for the links to name (a copy with links of its own, so that it also
            // names itself and the parent: cycles to cut).
            var child = configuration
            child.name = "child"
            emitters.append(child)
        }
        var system = ParticleSystem(emitters: emitters, seed: seed, canvasSize: canvas800x600, capacity: 300)
        system.fire(emitter: 0, at: 0)
        system.fire(emitter: 0, at: 0.3, origin: Vector2(10, 20))
        system.start(emitter: 0, at: 0.1)
        for time in [0, 0.35, 1.5, 4] {
            system.update(to: time)
            for reduceMotion in [false, true] {
                var list = DisplayList(canvasSize: canvas800x600)
                system.render(reduceMotion: reduceMotion, into: &list)
                checkSound(list, note)
            }
        }
    }

    /// Sanitising rebuilds a configuration through its initialisers, so a property that the
    /// rebuild forgets silently reverts to its default; a valid configuration must come through
    /// unchanged.
    @Test(arguments: 0..<baseEmitters.count)
    func sanitisingAValidConfigurationChangesNothing(_ index: Int) {
        #expect(Self.baseEmitters[index].sanitized == Self.baseEmitters[index])
    }

    @Test func everyEmitterPropertyIsCovered() {
        let paths = Set(Self.emitterMutations.map(\.path))
        #expect(
            uncoveredProperties(of: Self.baseEmitters[0], covered: paths) == [],
            "a new property needs a mutation in PropertyFuzzTests")
    }

    @Test func emptyPalettesAndShapeListsAndOversizedListsDrawWithoutTrapping() throws {
        var c = ConfettiBurst.emitter(.init())
        c.colors = []
        c.shapes = []
        c.spin.pivots = (0..<300).map { Vector2(Float($0) / 600, .nan) } + (0..<300).map { _ in Vector2(0.5, 0.5) }
        var system = ParticleSystem(emitters: [c], seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        var list = DisplayList(canvasSize: canvas800x600)
        system.update(to: 0.5)
        system.render(into: &list)
        let batch = try #require(list.batches.first)
        #expect(batch.count == 120)
        #expect(batch.shapes == [.circle] && Set(batch.color) == [RGBAColor.white.rgba32])
        #expect(system.emitters[0].configuration.spin.pivots.count == 255)

        c.shapes = (0..<300).map { ShapeChoice(.star(points: $0, innerRadius: 0.5), size: 4) }
        c.shapePick = .pattern([299, 298])
        system = ParticleSystem(emitters: [c], seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        list = DisplayList(canvasSize: canvas800x600)
        system.update(to: 0.5)
        system.render(into: &list)
        let stars = try #require(list.batches.first)
        #expect(stars.shapes.count == 255 && Set(stars.shapeIndex) == [254])
    }

    @Test func eachEmitterPropertyAloneNeverBreaksAFrame() {
        var chaos = FuzzTests.Chaos(rng: SplitMix64(seed: 0xB10B))
        for (k, mutation) in Self.emitterMutations.enumerated() {
            for round in 0..<3 {
                var c = Self.baseEmitters[(k + round) % Self.baseEmitters.count]
                mutation.apply(&c, &chaos)
                Self.exercise(c, seed: UInt64(round), "\(mutation.path), round \(round)")
            }
        }
    }

    @Test func everyEmitterPropertyAtOnceNeverBreaksAFrame() {
        var chaos = FuzzTests.Chaos(rng: SplitMix64(seed: 0xA11))
        for round in 0..<40 {
            var c = Self.baseEmitters[round % Self.baseEmitters.count]
            for mutation in Self.emitterMutations where chaos.rng.nextIndex(below: 2) == 0 {
                mutation.apply(&c, &chaos)
            }
            Self.exercise(c, seed: UInt64(round), "round \(round)")
        }
    }

    // MARK: The presets' configurations

    typealias P<Root> = PropertyMutation<Root>

    static var confetti: [P<Confetti.Configuration>] {
        [
            .count("count", \.count), .float("pieceSize", \.pieceSize), .colors("colors", \.colors),
            .float("showDuration", \.showDuration), .float("fadeDuration", \.fadeDuration),
            .float("fallSpeed", \.fallSpeed),
        ]
            + P.range("flipPeriod", \.flipPeriod) + P.range("spinPeriod", \.spinPeriod)
    }

    static var confettiBurst: [P<ConfettiBurst.Configuration>] {
        [
            .count("count", \.count), .colors("colors", \.colors), .float("lifetime", \.lifetime),
            .float("fadeFraction", \.fadeFraction), .float("gravity", \.gravity), .float("drag", \.drag),
            .float("fanHalfAngle", \.fanHalfAngle), .float("pieceWidth", \.pieceWidth),
            .float("pieceHeight", \.pieceHeight),
        ]
            + P.vector("origin", \.origin) + P.range("speed", \.speed)
    }

    static var fountain: [P<Fountain.Configuration>] {
        [.rate("rate", \.rate), .float("fanHalfAngle", \.fanHalfAngle), .float("gravity", \.gravity)]
            + P.vector("origin", \.origin) + P.range("speed", \.speed) + P.range("lifetime", \.lifetime)
    }

    static var fuse: [P<FuseFirework.Configuration>] {
        [
            .double("burnDuration", \.burnDuration),
            P(path: "burnSpeed") { c, chaos in c.burnSpeed = chaos.rng.nextIndex(below: 3) == 0 ? nil : chaos.double()
            },
            .count("explosionCount", \.explosionCount), .colors("explosionColors", \.explosionColors),
            .float("explosionGravity", \.explosionGravity), .float("explosionFade", \.explosionFade),
            .rate("sparkRate", \.sparkRate),
        ]
            + P.range("explosionSize", \.explosionSize) + P.range("explosionSpeed", \.explosionSpeed)
    }

    static var keyframeBurst: [P<KeyframeBurst.Configuration>] {
        [
            P(path: "name") { c, _ in c.name = "" }, .count("count", \.count),
            P(path: "color") { c, chaos in c.color = RGBAColor(rgba32: UInt32(truncatingIfNeeded: chaos.rng.next())) },
            .float("lifetime", \.lifetime),
        ]
            + P.shape("shape", \.shape) + P.vector("origin", \.origin) + P.range("distance", \.distance)
    }

    static var particleBurst: [P<ParticleBurst.Configuration>] {
        [.count("count", \.count), .float("duration", \.duration), .colors("colors", \.colors)]
            + P.range("speed", \.speed) + P.shape("shape", \.shape) + P.vector("origin", \.origin)
    }

    @Test func everyPresetConfigurationPropertyIsCovered() {
        func uncovered<Root>(_ value: Root, _ mutations: [P<Root>]) -> [String] {
            uncoveredProperties(of: value, covered: Set(mutations.map(\.path)))
        }
        #expect(uncovered(Confetti.Configuration(), Self.confetti) == [])
        #expect(uncovered(ConfettiBurst.Configuration(), Self.confettiBurst) == [])
        #expect(uncovered(Fountain.Configuration(), Self.fountain) == [])
        #expect(uncovered(FuseFirework.Configuration(), Self.fuse) == [])
        #expect(uncovered(KeyframeBurst.Configuration.starBurst, Self.keyframeBurst) == [])
        #expect(uncovered(ParticleBurst.Configuration(), Self.particleBurst) == [])
    }

    /// Builds the effect from `base` with each mutation alone and with all of them, triggers it
    /// twice and checks frames over its life.
    static func exercise<Root, E: Effect>(
        _ base: Root, _ mutations: [P<Root>], seed: UInt64,
        make: (Root) -> E, prepare: (inout E) -> Void = { _ in }
    ) {
        var chaos = FuzzTests.Chaos(rng: SplitMix64(seed: seed))
        let singles = mutations.map { [$0] }
        for (round, chosen) in (singles + Array(repeating: mutations, count: 4)).enumerated() {
            var configuration = base
            for mutation in chosen { mutation.apply(&configuration, &chaos) }
            var effect = make(configuration)
            prepare(&effect)
            effect.trigger(at: 0, origin: nil)
            effect.trigger(at: 0.4, origin: chaos.point())
            for time in [0, 0.3, 1, 6] {
                let list = effect.displayList(at: time, reduceMotion: time == 1)
                checkSound(list, "\(E.self) \(chosen.count == 1 ? chosen[0].path : "all"), round \(round)")
            }
        }
    }

    @Test func presetConfigurationsSetToAnythingNeverBreakAFrame() {
        Self.exercise(Confetti.Configuration(), Self.confetti, seed: 1) {
            Confetti(configuration: $0, seed: 1, canvasSize: canvas800x600)
        }
        Self.exercise(ConfettiBurst.Configuration(), Self.confettiBurst, seed: 2) {
            ConfettiBurst(configuration: $0, seed: 2, canvasSize: canvas800x600)
        }
        Self.exercise(Fountain.Configuration(), Self.fountain, seed: 3) {
            Fountain(configuration: $0, seed: 3, canvasSize: canvas800x600)
        }
        Self.exercise(KeyframeBurst.Configuration.floatingHearts, Self.keyframeBurst, seed: 4) {
            KeyframeBurst(configuration: $0, seed: 4, canvasSize: canvas800x600)
        }
        Self.exercise(ParticleBurst.Configuration(), Self.particleBurst, seed: 5) {
            ParticleBurst(configuration: $0, seed: 5, canvasSize: canvas800x600)
        }
        Self.exercise(FuseFirework.Configuration(), Self.fuse, seed: 6) {
            FuseFirework(configuration: $0, seed: 6, canvasSize: canvas800x600)
        } prepare: { fuse in
            for p in FuseFirework.samplePath(canvasSize: canvas800x600) { fuse.addPoint(p) }
        }
    }
}

/// Checks that a frame holds only finite, in-range values.
func checkSound(_ list: DisplayList, _ note: String) {
    for batch in list.batches {
        #expect(batch.isFinite, "\(note)")
        #expect(batch.opacity.allSatisfy { $0 >= 0 && $0 <= 1 }, "\(note)")
        #expect(batch.width.allSatisfy { $0 >= 0 } && batch.height.allSatisfy { $0 >= 0 }, "\(note)")
        #expect(batch.shapeIndex.allSatisfy { Int($0) < batch.shapes.count }, "\(note)")
    }
    for stroke in list.strokes {
        #expect(stroke.points.allSatisfy { $0.isFinite } && stroke.lineWidth.isFinite, "\(note)")
    }
}
