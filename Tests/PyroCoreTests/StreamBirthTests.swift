import Testing

@testable import PyroCore

/// A stream's particles are born a chunk at a time, with a column of birth times (`Births`);
/// those a jump reaches already dead pass through the nursery and are not stored. The store
/// must hold, bit for bit, what the oracle `Emitter.newborn` gives the living ones, in order,
/// and a full store must cut the stream where births one by one would: at the first living
/// particle that does not fit, the dead before it taking no room.
@Suite struct StreamBirthTests {
    /// Particles per second of every stream here.
    private static let rate = 3000.0

    /// Streams that exercise every way a value is drawn or shared: ranges, a triangular fan, a
    /// base velocity, pivots, flips, random picks, an area origin with an emitter shape, a path
    /// origin (where each particle's birth time places it), and a colour over life (the colour
    /// column not kept). Lives of 0.5 to 4 s, so that a jump finds the dead among the living.
    private static let emitters: [EmitterConfiguration] = {
        let shapes = [ShapeChoice(.circle, size: 4), ShapeChoice(.rectangle, size: 6)]
        var ranges = EmitterConfiguration(
            name: "ranges", emission: .continuous(rate: rate, duration: nil),
            origin: .unitArea(origin: Vector2(0.1, 0.2), size: Vector2(0.5, 0.3)), lifetime: ValueRange(0.5, 4),
            launch: LaunchConfiguration(
                angle: 0.3, spread: 1.2, distribution: .triangular,
                speed: ValueRange(50, 400), baseVelocity: Vector2(3, -7)),
            spin: SpinConfiguration(
                initialRotation: ValueRange(-1, 1), spin: ValueRange(2, 9),
                flipPhase: ValueRange(0, 6), flipRate: ValueRange(1, 3),
                pivots: [Vector2(-0.5, -0.5), Vector2(0.5, 0.5)]),
            shapes: shapes, shapePick: .random, sizeFactor: ValueRange(0.2, 1.5),
            colors: [.red, .white, .gray], colorPick: .random)
        ranges.emitterShape = .ellipse(radii: Vector2(40, 20), edge: false)
        let path = EmitterConfiguration(
            name: "path", emission: .continuous(rate: rate, duration: nil),
            origin: .path(Polyline([Vector2(0, 0), Vector2(300, 100)]), from: 10, to: 200, duration: 2),
            lifetime: ValueRange(4, 0.5), launch: .radial(speed: ValueRange(0, 90)), shapes: [shapes[0]],
            colors: [.red, .white], colorPick: .cycle,
            colorOverLife: ColorGradient([(0, .white), (1, .red)]))
        return [ranges, path]
    }()

    /// The particles `emitter` stores, oldest first, as the oracle gives them: stream particle k,
    /// born at k / rate seconds (the stream starts at 0).
    private static func reference(_ emitter: Emitter) -> [[UInt64]] {
        let s = emitter.store
        return (0..<s.count).map { i in
            let k = Int(s.identifier(i))
            return emitter.newborn(
                index: k, burst: 0, id: UInt32(k), birth: Double(k) / rate, origin: nil,
                canvas: canvas800x600
            ).rowBits(as: s)
        }
    }

    /// The ordinals a stream started at 0 holds after one jump to `time` with room for
    /// `capacity`, born one by one: from the first that can still be alive, each living one
    /// stored while there is room, and none after the first that does not fit.
    private static func identifiers(_ emitter: Emitter, jumpingTo time: Double, capacity: Int) -> [Int] {
        let first = max(Int(((time - emitter.family.horizon) * rate).rounded(.down)), 0)
        var stored: [Int] = []
        for k in first...Int((time * rate).rounded(.down)) {
            let birth = Double(k) / rate
            guard birth <= time else { break }
            let p = emitter.newborn(index: k, burst: 0, id: UInt32(k), birth: birth, origin: nil, canvas: canvas800x600)
            guard Float(time - birth) < p.lifetime else { continue }
            guard stored.count < capacity else { break }
            stored.append(k)
        }
        return stored
    }

    private static func identifiers(_ emitter: Emitter) -> [Int] {
        (0..<emitter.store.count).map { Int(emitter.store.identifier($0)) }
    }

    @Test func aStreamIsStoredExactlyAsNewbornsOneByOne() {
        for config in Self.emitters {
            // Frame by frame for 2.5 s (newborns certainly alive, written straight into the
            // store; the ring wraps as the old die) and in one jump (newborns up to 4 s old,
            // many dead: through the nursery, several chunks of it).
            var frames = ParticleSystem(emitters: [config], seed: 9, canvasSize: canvas800x600)
            var jump = frames
            frames.start(emitter: 0, at: 0)
            jump.start(emitter: 0, at: 0)
            for f in 1...150 { frames.update(to: Double(f) / 60) }
            jump.update(to: 2.5)
            let e = jump.emitters[0]
            #expect(Self.identifiers(e) == Self.identifiers(e, jumpingTo: 2.5, capacity: .max), "\(config.name)")
            #expect(e.store.rowBits == Self.reference(e), "\(config.name)")
            #expect(frames.emitters[0].store.rowBits == e.store.rowBits, "\(config.name)")
        }
    }

    @Test func aFullStoreCutsTheStreamWhereBirthsOneByOneWould() {
        // Room for 4000 of the about 5800 alive at 2.5 s: the jump stores the living up to the
        // 4000th, passing over the dead between them.
        for config in Self.emitters {
            var system = ParticleSystem(emitters: [config], seed: 4, canvasSize: canvas800x600, capacity: 4000)
            system.start(emitter: 0, at: 0)
            system.update(to: 2.5)
            let e = system.emitters[0]
            let expected = Self.identifiers(e, jumpingTo: 2.5, capacity: 4000)
            #expect(expected.count == 4000 && expected.last! < Int(2.5 * Self.rate), "\(config.name)")
            #expect(Self.identifiers(e) == expected, "\(config.name)")
            #expect(e.store.rowBits == Self.reference(e), "\(config.name)")
        }
    }
}
