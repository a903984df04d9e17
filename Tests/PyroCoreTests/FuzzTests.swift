import Testing

@testable import PyroCore

/// Seeded property tests: random, often absurd, configurations and times never crash the engine
/// and never put a NaN or an infinity into a display list.
@Suite struct FuzzTests {
    /// Awkward numbers: ordinary ones mixed with zero, negatives, huge values, NaN and infinity.
    struct Chaos {
        var rng: SplitMix64

        mutating func float() -> Float {
            switch rng.nextIndex(below: 10) {
            case 0: return .nan
            case 1: return rng.nextIndex(below: 2) == 0 ? .infinity : -.infinity
            case 2: return 0
            case 3: return -rng.nextFloat(in: 0, 1000)
            case 4: return rng.nextFloat(in: 1e6, 1e30)
            case 5: return .leastNonzeroMagnitude
            default: return rng.nextFloat(in: -50, 500)
            }
        }

        mutating func double() -> Double {
            let f = float()
            return rng.nextIndex(below: 8) == 0 ? Double(rng.nextUnitDouble() * 1e300) : Double(f)
        }

        mutating func range() -> ValueRange { ValueRange(float(), float()) }
        mutating func point() -> Vector2 { Vector2(float(), float()) }

        mutating func track() -> KeyframeCurve {
            var frames: [Keyframe] = []
            for _ in 0..<rng.nextIndex(below: 4) {
                switch rng.nextIndex(below: 3) {
                case 0: frames.append(.linear(float(), duration: float(), curve: .bezier(point(), point())))
                case 1: frames.append(.cubic(float(), duration: float(), startVelocity: float(), endVelocity: nil))
                default: frames.append(.hold(float(), duration: float()))
                }
            }
            return KeyframeCurve(initialValue: float(), frames)
        }

        mutating func shape() -> ParticleShape {
            switch rng.nextIndex(below: 10) {
            case 0: return .circle
            case 1: return .rectangle
            case 2: return .roundedRectangle(cornerRadius: float())
            case 3: return .triangle
            case 4: return .star(points: rng.nextIndex(below: 200) - 50, innerRadius: float())
            case 5: return .heart
            case 6: return .flame
            case 7: return .polygon((0..<rng.nextIndex(below: 6)).map { _ in point() })
            case 8:
                return .path(
                    ShapePath([.move(to: point()), .curve(to: point(), control1: point(), control2: point()), .close]))
            default:
                return .sprite(
                    SpriteImage(width: 2, height: 1, alphaMask: [255, 9])!, tinted: rng.nextIndex(below: 2) == 0)
            }
        }

        mutating func emitter() -> EmitterConfiguration {
            let emission: Emission =
                rng.nextIndex(below: 2) == 0
                ? .burst(count: rng.nextIndex(below: 400) - 20)
                : .continuous(rate: Double(float()), duration: rng.nextIndex(below: 2) == 0 ? nil : double())
            let origins: [EmitterOrigin] = [
                .point(point()), .unit(point()), .unitArea(origin: point(), size: point()),
                .path(
                    Polyline((0..<rng.nextIndex(below: 5)).map { _ in point() }), from: float(), to: float(),
                    duration: double()),
            ]
            let warps: [TimeWarp] = [.none, .eased(.easeOut, duration: float()), .track(track())]
            return EmitterConfiguration(
                name: "fuzz", emission: emission, origin: origins[rng.nextIndex(below: origins.count)],
                lifetime: ValueRange(rng.nextFloat(in: -1, 5), float()),
                launch: LaunchConfiguration(
                    angle: float(), spread: float(),
                    distribution: rng.nextIndex(below: 2) == 0 ? .uniform : .triangular, speed: range()),
                motion: MotionConfiguration(
                    gravity: point(), drag: float(), wind: point(),
                    timeWarp: warps[rng.nextIndex(below: warps.count)]),
                spin: SpinConfiguration(
                    initialRotation: range(), spin: range(), rotationOverLife: track(),
                    flipPhase: range(), flipRate: range(),
                    flipAxis: rng.nextIndex(below: 2) == 0 ? .vertical : .horizontal,
                    pivots: (0..<rng.nextIndex(below: 3)).map { _ in point() }),
                shapes: (0..<rng.nextIndex(below: 4)).map { _ in ShapeChoice(shape(), width: float(), height: float())
                },
                shapePick: [
                    EmitterConfiguration.Pick.cycle, .random, .perBurst, .pattern([rng.nextIndex(below: 9) - 3]),
                ][rng.nextIndex(below: 4)],
                sizeFactor: range(), scaleOverLife: track(), opacityOverLife: track(),
                colors: (0..<rng.nextIndex(below: 4)).map { _ in
                    RGBAColor(rgba32: UInt32(truncatingIfNeeded: rng.next()))
                },
                colorPick: .random,
                colorOverLife: rng.nextIndex(below: 2) == 0 ? nil : ColorGradient([(float(), .red), (float(), .blue)]),
                reducedMotion: rng.nextIndex(below: 2) == 0 ? .hide : .freeze(atAge: float()),
                wrapsVertically: rng.nextIndex(below: 2) == 0)
        }
    }

    @Test func randomConfigurationsAndTimesNeverProduceNonFiniteOutput() {
        var chaos = Chaos(rng: SplitMix64(seed: 0xF022))
        for round in 0..<150 {
            let emitters = (0..<(1 + chaos.rng.nextIndex(below: 3))).map { _ in chaos.emitter() }
            let canvas = Size(width: chaos.float(), height: chaos.float())
            var system = ParticleSystem(emitters: emitters, seed: UInt64(round), canvasSize: canvas, capacity: 5000)
            for _ in 0..<4 {
                let e = chaos.rng.nextIndex(below: 4) - 1
                switch chaos.rng.nextIndex(below: 3) {
                case 0:
                    system.fire(
                        emitter: e, at: chaos.double(), origin: chaos.point(),
                        count: chaos.rng.nextIndex(below: 300) - 10)
                case 1: system.start(emitter: e, at: chaos.double())
                default: system.stop(emitter: e, at: chaos.double())
                }
            }
            for _ in 0..<5 {
                system.update(to: chaos.double())
                #expect(system.liveCount <= 5000)
                var list = DisplayList(canvasSize: canvas)
                system.render(reduceMotion: chaos.rng.nextIndex(below: 4) == 0, into: &list)
                for batch in list.batches {
                    #expect(batch.isFinite, "round \(round)")
                    #expect(batch.opacity.allSatisfy { $0 >= 0 && $0 <= 1 })
                    #expect(batch.width.allSatisfy { $0 >= 0 } && batch.height.allSatisfy { $0 >= 0 })
                    #expect(batch.shapeIndex.allSatisfy { Int($0) < batch.shapes.count })
                }
            }
        }
    }

    @Test func randomFusePathsAndTimesNeverProduceNonFiniteOutput() {
        var chaos = Chaos(rng: SplitMix64(seed: 0xF05E))
        for round in 0..<100 {
            var config = FuseFirework.Configuration()
            config.burnDuration = chaos.double()
            config.burnSpeed = chaos.rng.nextIndex(below: 2) == 0 ? nil : chaos.double()
            config.explosionCount = chaos.rng.nextIndex(below: 400) - 20
            config.explosionFade = chaos.float()
            config.sparkRate = chaos.double()
            var fuse = FuseFirework(configuration: config, seed: UInt64(round), canvasSize: canvas800x600)
            for _ in 0..<chaos.rng.nextIndex(below: 6) { fuse.addPoint(chaos.point()) }
            try? fuse.light(at: chaos.double())
            for _ in 0..<5 {
                fuse.update(to: chaos.double())
                var list = DisplayList(canvasSize: canvas800x600)
                fuse.render(reduceMotion: false, into: &list)
                #expect(list.batches.allSatisfy { $0.isFinite })
                #expect(list.strokes.allSatisfy { s in s.points.allSatisfy { $0.isFinite } && s.trimStart.isFinite })
                #expect(fuse.tip?.isFinite ?? true)
                #expect(fuse.burntFraction.isFinite)
            }
        }
    }

    @Test func curvesAndTracksStayFiniteForAnyInput() {
        var chaos = Chaos(rng: SplitMix64(seed: 0xC0DE))
        for _ in 0..<2000 {
            // Keyframe values up to 1e30 may overshoot to infinity, but never to NaN.
            let track = chaos.track()
            #expect(!track.value(at: chaos.float()).isNaN)
            let curve = Easing.bezier(chaos.point(), chaos.point())
            let v = curve.value(at: chaos.float())
            #expect(v.isFinite)
        }
    }
}
