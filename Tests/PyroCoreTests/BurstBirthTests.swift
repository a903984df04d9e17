import Testing

@testable import PyroCore

/// A burst's particles are written into the store a column at a time (`Births`): every column
/// must hold, bit for bit, what the oracle `Emitter.newborn` gives each particle one by one.
@Suite struct BurstBirthTests {
    /// The stored particles of `emitter`, oldest first (`ParticleStore.rowBits`).
    private static func rows(_ emitter: Emitter) -> [[UInt64]] { emitter.store.rowBits }

    /// The same particles as `rows`, each worked out again by `Emitter.newborn` from its burst
    /// (found by its identifier) and its ordinal in it.
    private static func reference(_ emitter: Emitter, canvas: Size) -> [[UInt64]] {
        let s = emitter.store
        return (0..<s.count).map { i in
            let id = s.identifier(i)
            let b = emitter.bursts.first { id &- $0.firstID < UInt32($0.count) }!
            let p = emitter.newborn(
                index: Int(id &- b.firstID), burst: b.serial, id: id, birth: b.time,
                origin: b.origin, canvas: canvas)
            return p.rowBits(as: s)
        }
    }

    /// The identifiers `emitter`'s store should hold, oldest first, at `time`, when its bursts
    /// were all born in one advance to `time` with room for `capacity` particles (or in several,
    /// with room for all): each burst's particles in order from its first identifier, as many
    /// as there is room left for (a burst certainly dead by `time` takes none), less those dead
    /// at `time`. Worked out from each burst's first identifier, not from the stored ones, so
    /// that it catches a burst stored from the wrong ordinal.
    private static func expectedIdentifiers(
        _ emitter: Emitter, at time: Double, capacity: Int,
        canvas: Size
    ) -> [UInt32] {
        var stored = 0
        var ids: [UInt32] = []
        for b in emitter.bursts where b.time + emitter.family.horizon > time {
            let n = min(b.count, capacity - stored)
            stored += n
            for k in 0..<n {
                let id = b.firstID &+ UInt32(k)
                let p = emitter.newborn(
                    index: k, burst: b.serial, id: id, birth: b.time, origin: b.origin,
                    canvas: canvas)
                if Float(time - p.birth) < p.lifetime { ids.append(id) }
            }
        }
        return ids
    }

    /// The identifiers in `emitter`'s store, oldest first.
    private static func identifiers(_ emitter: Emitter) -> [UInt32] {
        (0..<emitter.store.count).map { emitter.store.identifier($0) }
    }

    /// Emitters that exercise every way a value is drawn or shared: ranges and fixed values
    /// (zeros of either sign included), both angle distributions, a fan with no spread about a
    /// zero angle (its sign then follows the draw), every pick, pivots, flips, both speed draws,
    /// every origin, an emitter shape and launch angles beyond 1e5 radians.
    private static let emitters: [EmitterConfiguration] = {
        let palette: [RGBAColor] = [.red, .white, .black, .gray]
        let shapes = [ShapeChoice(.circle, size: 4), ShapeChoice(.rectangle, size: 6), ShapeChoice(.circle, size: 9)]
        var all = [
            ParticleBurst.emitter(ParticleBurst.Configuration()),
            Confetti.emitter(Confetti.Configuration()),
            EmitterConfiguration(
                name: "ranges", emission: .burst(count: 1),
                origin: .unitArea(
                    origin: Vector2(0.1, 0.2),
                    size: Vector2(0.5, 0.3)),
                lifetime: ValueRange(0.5, 4),
                launch: LaunchConfiguration(
                    angle: 0.3, spread: 1.2, distribution: .triangular,
                    speed: ValueRange(50, 400), baseVelocity: Vector2(3, -7)),
                spin: SpinConfiguration(
                    initialRotation: ValueRange(-1, 1), spin: ValueRange(2, 9),
                    flipPhase: ValueRange(0, 6), flipRate: ValueRange(1, 3),
                    speedDraw: .uniformPeriod,
                    pivots: [Vector2(-0.5, -0.5), Vector2(0.5, 0.5), Vector2(0, 0.5)]),
                shapes: shapes, shapePick: .random, sizeFactor: ValueRange(0.2, 1.5), colors: palette,
                colorPick: .random),
            EmitterConfiguration(
                name: "zeros", emission: .burst(count: 1), origin: .point(Vector2(-0.0, 40)),
                lifetime: .constant(-0.0),
                launch: LaunchConfiguration(angle: -0.0, spread: 0, speed: ValueRange(-0.0, 0)),
                spin: SpinConfiguration(
                    initialRotation: .constant(-0.0), spin: ValueRange(0, -0.0),
                    flipRate: .constant(-0.0), speedDraw: .uniformPeriod,
                    pivots: [Vector2(0.25, 0.25)]),
                shapes: shapes, shapePick: .pattern([2, 0, 1, 1, 7]), sizeFactor: .constant(-0.0),
                colors: palette, colorPick: .cycle),
            EmitterConfiguration(
                name: "fixed", emission: .burst(count: 1), origin: .unit(Vector2(0.25, 0.75)),
                lifetime: .constant(2), launch: LaunchConfiguration(angle: -2, spread: 0, speed: .constant(120)),
                spin: SpinConfiguration(spin: .constant(3), flipPhase: .constant(1), flipRate: .constant(-2)),
                shapes: shapes, shapePick: .perBurst, sizeFactor: .constant(2), colors: palette,
                colorPick: .perBurst, colorOverLife: ColorGradient([(0, .white), (1, .red)])),
            EmitterConfiguration(
                name: "path", emission: .burst(count: 1),
                origin: .path(Polyline([Vector2(0, 0), Vector2(300, 100)]), from: 10, to: 200, duration: 2),
                lifetime: ValueRange(1, 3), launch: .radial(speed: ValueRange(0, 90)),
                shapes: [shapes[0]], colors: [.red]),
        ]
        // Launch angles beyond 1e5 radians take the general sine and cosine.
        var far = all[2]
        far.name = "far"
        far.launch = LaunchConfiguration(angle: 2e5, spread: 0.5, speed: ValueRange(10, 20))
        all.append(far)
        var shaped = all[2]
        shaped.name = "shaped"
        shaped.emitterShape = .ellipse(radii: Vector2(40, 20), edge: false)
        all.append(shaped)
        var lined = all[3]
        lined.name = "lined"
        lined.emitterShape = .line(from: Vector2(-1e38, 0), to: Vector2(3e38, 5))
        all.append(lined)
        return all
    }()

    @Test func aBurstIsStoredExactlyAsNewbornsOneByOne() {
        for config in Self.emitters {
            // Bursts at two points and at the configured origin, 3000 particles (several chunks
            // of seeds), one capped by the system's capacity.
            var system = ParticleSystem(emitters: [config], seed: 11, canvasSize: canvas800x600, capacity: 7000)
            system.fire(emitter: 0, at: 0, origin: Vector2(120, 80), count: 3000)
            system.fire(emitter: 0, at: 0.25, count: 3000)
            system.fire(emitter: 0, at: 0.5, origin: Vector2(-0.0, 1e30), count: 3000)
            system.update(to: 0.5)
            let e = system.emitters[0]
            let expected = Self.expectedIdentifiers(e, at: 0.5, capacity: 7000, canvas: canvas800x600)
            #expect(Self.identifiers(e) == expected, "\(config.name)")
            #expect(Self.rows(e) == Self.reference(e, canvas: canvas800x600), "\(config.name)")
        }
    }

    @Test func aBurstWrittenAcrossTheRingsEndIsStoredExactlyToo() {
        // Bursts of 1000 and 100 at 0 s make room for 2000 (the second doubles the first's
        // exact 1000), filling slots 0 ..< 1100. Lives of 0.5 to 4 s: at 2 s about half have
        // died, scattered, so the survivors move to the young end (slots up to 1099) and the
        // ring's first slot moves on. A burst of 1000 at 2 s then fills slots 1100 ..< 2000 and
        // goes on from slot 0.
        var system = ParticleSystem(emitters: [Self.emitters[2]], seed: 5, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0, count: 1000)
        system.fire(emitter: 0, at: 0, count: 100)
        system.update(to: 2)
        #expect(system.emitters[0].store.capacity == 2000 && system.emitters[0].store.count < 900)
        system.fire(emitter: 0, at: 2, count: 1000)
        system.update(to: 2.1)
        let e = system.emitters[0]
        #expect(e.store.capacity == 2000)
        #expect(e.store.slot(e.store.count - 1000) == 1100 && e.store.slot(e.store.count - 1) == 99)
        // The third burst (lives of at least 0.5 s) is the last 1000 rows, in order of ordinal.
        let third = e.bursts[2].firstID
        #expect(Self.identifiers(e).suffix(1000) == ArraySlice((0..<1000).map { third &+ UInt32($0) }))
        #expect(Self.identifiers(e) == Self.expectedIdentifiers(e, at: 2.1, capacity: .max, canvas: canvas800x600))
        #expect(Self.rows(e) == Self.reference(e, canvas: canvas800x600))
    }

    @Test func presetBurstsKeepTheValuesTheyHadWhenBornOneByOne() {
        // Bits recorded from particles born one by one, before bursts were written a column
        // at a time: birth, lifetime, origin x, y, velocity x, y, rotation, spin, flip phase,
        // flip rate (0 when not kept), size, colour (0 when not kept), shape, pivot (0 when not
        // kept), identifier.
        let expected: [String: [Int: [UInt64]]] = [
            "particle-burst": [
                0: [
                    0, 1_084_227_584, 1_137_180_672, 1_133_903_872, 1_113_055_926, 1_108_248_180, 0, 0, 0, 0,
                    1_065_353_216,
                    8_060_927, 0, 0, 0,
                ],
                1: [
                    0, 1_084_227_584, 1_137_180_672, 1_133_903_872, 3_252_522_458, 1_095_478_579, 0, 0, 0, 0,
                    1_065_353_216,
                    8_060_927, 0, 0, 1,
                ],
                517: [
                    0, 1_084_227_584, 1_137_180_672, 1_133_903_872, 1_107_466_537, 1_114_697_745, 0, 0, 0, 0,
                    1_065_353_216,
                    8_060_927, 0, 0, 517,
                ],
                999: [
                    0, 1_084_227_584, 1_137_180_672, 1_133_903_872, 3_261_797_361, 3_258_405_601, 0, 0, 0, 0,
                    1_065_353_216,
                    8_060_927, 0, 0, 999,
                ],
                1000: [
                    0, 1_084_227_584, 1_137_180_672, 1_133_903_872, 1_119_963_385, 3_250_969_659, 0, 0, 0, 0,
                    1_065_353_216,
                    4_282_069_247, 0, 0, 1000,
                ],
                1999: [
                    0, 1_084_227_584, 1_137_180_672, 1_133_903_872, 3_250_658_764, 1_116_264_796, 0, 0, 0, 0,
                    1_065_353_216,
                    4_282_069_247, 0, 0, 1999,
                ],
            ],
            "confetti": [
                0: [
                    0, 1_084_227_584, 1_133_911_155, 1_100_513_371, 0, 0, 0, 1_084_941_117, 0, 1_084_798_811,
                    1_065_353_216,
                    8_060_927, 0, 1, 0,
                ],
                1: [
                    0, 1_084_227_584, 1_136_361_074, 1_135_940_168, 0, 0, 0, 1_085_131_737, 0, 1_089_061_831,
                    1_065_353_216,
                    4_287_955_199, 0, 0, 1,
                ],
                517: [
                    0, 1_084_227_584, 1_137_937_194, 1_139_771_579, 0, 0, 0, 1_085_785_890, 0, 1_082_680_878,
                    1_065_353_216,
                    885_479_935, 0, 0, 517,
                ],
                999: [
                    0, 1_084_227_584, 1_142_343_021, 1_131_102_389, 0, 0, 0, 1_081_420_863, 0, 1_087_900_210,
                    1_065_353_216,
                    4_291_559_679, 0, 0, 999,
                ],
            ],
            "confetti-burst": [
                0: [
                    0, 1_077_936_128, 1_137_180_672, 1_137_442_816, 3_268_048_810, 3_301_860_079, 1_082_724_887,
                    1_076_205_598,
                    1_077_003_441, 1_091_540_408, 1_065_353_216, 4_281_161_215, 0, 0, 0,
                ],
                1: [
                    0, 1_077_936_128, 1_137_180_672, 1_137_442_816, 3_270_913_372, 3_295_087_674, 1_075_855_483,
                    1_076_866_320,
                    1_042_284_264, 1_093_680_231, 1_065_353_216, 4_291_559_679, 1, 0, 1,
                ],
                517: [
                    0, 1_077_936_128, 1_137_180_672, 1_137_442_816, 1_150_344_613, 3_298_914_859, 1_079_064_679,
                    1_078_974_682,
                    1_073_006_949, 1_088_917_844, 1_065_353_216, 4_291_559_679, 1, 0, 517,
                ],
                999: [
                    0, 1_077_936_128, 1_137_180_672, 1_137_442_816, 1_135_898_577, 3_303_300_658, 1_086_212_280,
                    3_213_854_548,
                    1_084_972_211, 1_093_224_878, 1_065_353_216, 850_257_663, 0, 0, 999,
                ],
            ],
        ]
        for (name, particles) in expected {
            var system: ParticleSystem
            switch name {
            case "particle-burst":
                var c = ParticleBurst.Configuration()
                c.count = 1000
                system = ParticleBurst(configuration: c, seed: 7, canvasSize: canvas800x600).system
                system.fire(emitter: 0, at: 0, origin: Vector2(400, 300))
                system.fire(emitter: 0, at: 0)
            case "confetti":
                var c = Confetti.Configuration()
                c.count = 1000
                system = Confetti(configuration: c, seed: 7, canvasSize: canvas800x600).system
                system.fire(emitter: 0, at: 0)
            default:
                var c = ConfettiBurst.Configuration()
                c.count = 1000
                system = ConfettiBurst(configuration: c, seed: 7, canvasSize: canvas800x600).system
                system.fire(emitter: 0, at: 0)
            }
            system.update(to: 0.5)
            let s = system.emitters[0].store
            for (i, bits) in particles {
                let c = s.columns
                let k = s.slot(i)
                let row: [UInt64] = [
                    c.birth[k].bitPattern, UInt64(c.lifetime[k].bitPattern), UInt64(c.originX[k].bitPattern),
                    UInt64(c.originY[k].bitPattern), UInt64(c.velocityX[k].bitPattern),
                    UInt64(c.velocityY[k].bitPattern), UInt64(c.rotation[k].bitPattern),
                    UInt64(c.spin[k].bitPattern), s.keepsFlip ? UInt64(c.flipPhase[k].bitPattern) : 0,
                    s.keepsFlip ? UInt64(c.flipRate[k].bitPattern) : 0, UInt64(c.size[k].bitPattern),
                    s.keepsColor ? UInt64(c.color[k]) : 0, UInt64(c.shape[k]),
                    s.keepsPivot ? UInt64(c.pivot[k]) : 0, UInt64(c.id[k]),
                ]
                #expect(row == bits, "\(name) particle \(i)")
            }
        }
    }

    @Test func aDrawTakenOnItsOwnIsTheDrawInSequence() {
        for seed: UInt64 in [0, 1, 0x9E37_79B9_7F4A_7C15, .max] {
            var rng = SplitMix64(seed: seed)
            for n: UInt64 in 1...20 {
                #expect(SplitMix64.unitFloat(seed: seed, draw: n) == rng.nextUnitFloat())
            }
        }
    }
}
