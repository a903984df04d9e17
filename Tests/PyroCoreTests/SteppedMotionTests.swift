import Testing

@testable import PyroCore

/// Emitters with turbulence or an attractor are integrated in fixed steps from each particle's
/// birth: frames are the same whatever the stepping, and without those forces the steps land on
/// the closed-form path.
@Suite struct SteppedMotionTests {
    /// A burst and a stream thrown upward through eddies, pulled toward the canvas centre.
    static var swirl: EmitterConfiguration {
        var c = EmitterConfiguration(
            name: "swirl", emission: .continuous(rate: 40, duration: nil), origin: .unit(Vector2(0.5, 0.9)),
            lifetime: ValueRange(1, 2),
            launch: LaunchConfiguration(angle: 0, spread: 1, speed: ValueRange(100, 300)),
            motion: MotionConfiguration(
                gravity: Vector2(0, 200), drag: 0.5, wind: Vector2(30, 0),
                turbulence: Turbulence(strength: 400, scale: 60, speed: 1),
                attractor: Attractor(center: .unit(Vector2(0.5, 0.5)), strength: 150)),
            spin: SpinConfiguration(alignment: VelocityAlignment(stretch: 0.02)),
            shapes: [ShapeChoice(.rectangle, width: 2, height: 6)], colors: [.white])
        c.name = "swirl"
        return c
    }

    static func system() -> ParticleSystem {
        var system = ParticleSystem(emitters: [swirl], seed: 11, canvasSize: canvas800x600)
        system.start(emitter: 0, at: 0)
        return system
    }

    static func frame(_ system: ParticleSystem) -> DisplayList {
        var list = DisplayList(canvasSize: canvas800x600)
        system.render(into: &list)
        return list
    }

    @Test func theFrameAtATimeIsTheSameWhateverTheSteppingOrOrder() throws {
        let target = 1.73
        var jump = Self.system()
        jump.update(to: target)
        let expected = Self.frame(jump)
        #expect(try #require(expected.batches.first).count > 40)

        for rate in [30.0, 144.0] {
            var stepped = Self.system()
            var t = 0.0
            while t + 1 / rate < target {
                t += 1 / rate
                stepped.update(to: t)
            }
            stepped.update(to: target)
            #expect(Self.frame(stepped) == expected, "stepping at \(rate) Hz")
        }

        var back = Self.system()
        back.update(to: 1)
        back.update(to: 2.9)
        back.update(to: target)
        #expect(Self.frame(back) == expected, "seeking back from later")
    }

    @Test func theStateAfterStepNIsKeptPerParticle() throws {
        var system = Self.system()
        system.update(to: 0.5)
        let store = system.emitters[0].store
        #expect(store.stepped.count == store.count)
        // Whole steps of h = 1/240 s (as a Float) since birth: n h <= age < (n + 1) h.
        let h = Double(MotionConfiguration.defaultStepDuration)
        for i in 0..<store.count {
            let age = 0.5 - store.birthTime(i)
            let n = Double(store.stepped.columns.steps[i])
            #expect(n * h <= age && age < (n + 1) * h)
        }
        #expect((0..<store.count).map { store.stepped.columns.steps[$0] }.max() == 119)
    }

    @Test func deathsKeepTheStateRowForRowSoEachFrameOnlyTakesItsOwnSteps() throws {
        // Lifetimes of 1-2 s: from 1 s on, particles die out of order every frame.
        var system = Self.system()
        for frame in 1...150 {
            system.update(to: Double(frame) / 60)
            // Row i is particle i's state: no stale rows past the survivors (they would stand
            // for the next newborns, or force every particle to be integrated again from birth).
            let store = system.emitters[0].store
            #expect(store.stepped.count == store.count, "rows at frame \(frame)")
        }
        // And the state carried through 150 frames of deaths is the state from birth.
        var fresh = Self.system()
        fresh.update(to: 2.5)
        #expect(Self.frame(fresh) == Self.frame(system))
    }

    @Test func withoutTurbulenceOrAttractionTheStepsFollowTheClosedForm() throws {
        for drag: Float in [0, 2.6] {
            let closed = straightUpEmitter(speed: 600, gravity: 900, drag: drag)
            var stepped = closed
            stepped.motion.turbulence = Turbulence(strength: 0)
            stepped.motion.wind = Vector2(40, 0)
            var exact = closed
            exact.motion.wind = Vector2(40, 0)
            var a = ParticleSystem(emitters: [exact], seed: 1, canvasSize: canvas800x600)
            var b = ParticleSystem(emitters: [stepped], seed: 1, canvasSize: canvas800x600)
            a.fire(emitter: 0, at: 0)
            b.fire(emitter: 0, at: 0)
            for t in [0.25, 0.5017, 1.0, 2.3] {
                a.update(to: t)
                b.update(to: t)
                let p = try #require(Self.frame(a).batches.first)
                let q = try #require(Self.frame(b).batches.first)
                // Stated tolerance: 0.01 pt over 2.3 s (Float rounding of ~550 steps).
                #expect(
                    abs(p.x[0] - q.x[0]) < 0.01 && abs(p.y[0] - q.y[0]) < 0.01,
                    "drag \(drag) at \(t): closed (\(p.x[0]), \(p.y[0])), stepped (\(q.x[0]), \(q.y[0]))")
            }
        }
    }

    @Test func anAttractorPullsParticlesTowardIt() throws {
        var c = straightUpEmitter(speed: 0, gravity: 0, drag: 1.5)
        c.motion.attractor = Attractor(center: .point(Vector2(400, 300)), strength: 500, radius: 10)
        var system = ParticleSystem(emitters: [c], seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        // From (100, 500) the pull points at (400, 300), 360.6 pt away.
        var last: Float = 360.6
        for t in [0.25, 0.5, 1.0, 2.0, 4.0] {
            system.update(to: t)
            let b = try #require(Self.frame(system).batches.first)
            let dx = b.x[0] - 400
            let dy = b.y[0] - 300
            let distance = (dx * dx + dy * dy).squareRoot()
            #expect(distance < last, "at \(t) s: \(distance) pt")
            // It travels along the straight line toward the centre.
            #expect(abs(dx * 200 + dy * 300) < 1e-2 * 360 * distance + 1e-3)
            last = distance
        }
        #expect(last < 60)
        // A negative strength pushes away.
        c.motion.attractor?.strength = -500
        var away = ParticleSystem(emitters: [c], seed: 1, canvasSize: canvas800x600)
        away.fire(emitter: 0, at: 0)
        away.update(to: 1)
        let b = try #require(Self.frame(away).batches.first)
        #expect(b.x[0] < 100 && b.y[0] > 500)
    }

    @Test func turbulenceMovesParticlesDifferentlyForDifferentSeeds() throws {
        var c = straightUpEmitter(speed: 0, gravity: 0, drag: 0, count: 20)
        c.origin = .unitArea(origin: Vector2(0.1, 0.1), size: Vector2(0.8, 0.8))
        c.motion.turbulence = Turbulence(strength: 300, scale: 50, speed: 1)
        func positions(_ seed: UInt64) throws -> [Float] {
            var system = ParticleSystem(emitters: [c], seed: seed, canvasSize: canvas800x600)
            system.fire(emitter: 0, at: 0)
            system.update(to: 1)
            let b = try #require(Self.frame(system).batches.first)
            return Array(b.x) + b.y
        }
        var still = c
        still.motion.turbulence = nil
        var system = ParticleSystem(emitters: [still], seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        system.update(to: 1)
        let at = try #require(Self.frame(system).batches.first)
        let one = try positions(1)
        #expect(one == (try positions(1)))
        #expect(one != Array(at.x) + at.y, "turbulence moves the particles")
        #expect(zip(one, Array(at.x) + at.y).map { abs($0 - $1) }.max()! > 20)
        #expect(one != (try positions(2)))
    }

    @Test func underReducedMotionASteppedEmitterShowsItsClosedFormPath() throws {
        var c = straightUpEmitter(speed: 100, gravity: 50, drag: 0)
        c.reducedMotion = .freeze(atAge: 0.5)
        var stepped = c
        stepped.motion.turbulence = Turbulence(strength: 1000)
        var a = ParticleSystem(emitters: [c], seed: 1, canvasSize: canvas800x600)
        var b = ParticleSystem(emitters: [stepped], seed: 1, canvasSize: canvas800x600)
        a.fire(emitter: 0, at: 0)
        b.fire(emitter: 0, at: 0)
        a.update(to: 2)
        b.update(to: 2)
        var la = DisplayList(canvasSize: canvas800x600)
        var lb = DisplayList(canvasSize: canvas800x600)
        a.render(reduceMotion: true, into: &la)
        b.render(reduceMotion: true, into: &lb)
        #expect(la == lb)
    }
}
