import Testing

@testable import PyroCore

/// Sub-emitters: children born at their parents' birth, death or along their life, in closed
/// form, so every frame is a function of seed and time.
@Suite struct SubEmitterTests {
    /// A still emitter called `name`, each particle living `lifetime` seconds.
    private func child(
        _ name: String, lifetime: ValueRange = .constant(5), launch: LaunchConfiguration = .still,
        motion: MotionConfiguration = MotionConfiguration(),
        subEmitters: [SubEmitter] = []
    ) -> EmitterConfiguration {
        var c = EmitterConfiguration(
            name: name, emission: .burst(count: 0), origin: .point(.zero), lifetime: lifetime,
            launch: launch, motion: motion, shapes: [ShapeChoice(.circle, size: 2)],
            colors: [.white])
        c.subEmitters = subEmitters
        return c
    }

    /// One rocket from (100, 500) straight up at 200 points per second, living 1 s.
    private func rocket(gravity: Float = 0, subEmitters: [SubEmitter]) -> EmitterConfiguration {
        var c = straightUpEmitter(speed: 200, gravity: gravity, drag: 0, lifetime: 1)
        c.name = "rocket"
        c.subEmitters = subEmitters
        return c
    }

    private func positions(_ system: ParticleSystem, _ name: String) -> [Vector2] {
        var list = DisplayList(canvasSize: system.canvasSize)
        system.render(into: &list)
        guard let batch = list.batches.first(where: { $0.name == name }) else { return [] }
        return batch.x.indices.map { Vector2(batch.x[$0], batch.y[$0]) }
    }

    @Test func deathChildrenAreBornWhereAndWhenTheParentDies() {
        var system = ParticleSystem(
            emitters: [
                rocket(gravity: 100, subEmitters: [SubEmitter(child: "spark", event: .death(count: 3))]),
                child("spark"),
            ],
            seed: 1, canvasSize: canvas800x600)
        let fired = system.fire(emitter: 0, at: 0)
        #expect(fired)
        system.update(to: 0.999)
        #expect(positions(system, "spark").isEmpty)
        #expect(positions(system, "rocket").count == 1)
        system.update(to: 1)
        // 500 - 200 · 1 + 100 · 1² / 2
        #expect(positions(system, "spark") == Array(repeating: Vector2(100, 350), count: 3))
        #expect(positions(system, "rocket").isEmpty)
    }

    @Test func birthChildrenStartAtTheParentsBirthPoint() {
        var system = ParticleSystem(
            emitters: [rocket(subEmitters: [SubEmitter(child: "puff", event: .birth(count: 2))]), child("puff")],
            seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0.25)
        system.update(to: 0.75)
        #expect(positions(system, "puff") == [Vector2(100, 500), Vector2(100, 500)])
        #expect(positions(system, "rocket") == [Vector2(100, 400)])
    }

    @Test func aTrailGivesRateChildrenPerSecondOfAgeEvenlySpaced() {
        var system = ParticleSystem(
            emitters: [rocket(subEmitters: [SubEmitter(child: "trail", event: .alongLife(rate: 8))]), child("trail")],
            seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        system.update(to: 0.5)
        // Ages 0, 1/8, ..., 4/8: the rocket has moved 25 points between two.
        #expect(positions(system, "trail") == (0...4).map { Vector2(100, 500 - 25 * Float($0)) })
        system.update(to: 3)
        // Ages k/8 below the 1 s life: eight children, none at the death itself.
        #expect(positions(system, "trail") == (0..<8).map { Vector2(100, 500 - 25 * Float($0)) })
    }

    @Test func childrenInheritAShareOfTheParentsVelocityAtThatMoment() {
        var system = ParticleSystem(
            emitters: [
                rocket(
                    gravity: 100,
                    subEmitters: [
                        SubEmitter(
                            child: "spark", event: .death(count: 1),
                            inheritVelocity: 0.5)
                    ]),
                child("spark"),
            ],
            seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        system.update(to: 2)
        // At death the rocket is at y 350 moving at -200 + 100 · 1 = -100 points per second;
        // the spark keeps half of that for 1 s.
        #expect(positions(system, "spark") == [Vector2(100, 300)])
    }

    @Test func threeLevelsDeepInAnyEmitterOrder() {
        let crackle = child("crackle", lifetime: .constant(0.5))
        let burst = child(
            "burst", lifetime: .constant(0.5),
            launch: LaunchConfiguration(angle: 0, spread: 0, speed: .constant(100)),
            subEmitters: [SubEmitter(child: "crackle", event: .death(count: 2))])
        var system = ParticleSystem(
            emitters: [crackle, burst, rocket(subEmitters: [SubEmitter(child: "burst", event: .death(count: 4))])],
            seed: 3, canvasSize: canvas800x600)
        system.fire(emitter: 2, at: 0)
        system.update(to: 1)
        #expect(positions(system, "burst") == Array(repeating: Vector2(100, 300), count: 4))
        system.update(to: 1.5)
        #expect(positions(system, "burst").isEmpty)
        #expect(positions(system, "crackle") == Array(repeating: Vector2(100, 250), count: 8))
        system.update(to: 2)
        #expect(system.liveCount == 0)
    }

    /// Rockets streaming up under gravity and drag, with trails that inherit some velocity,
    /// bursting into sparks that crackle: every kind of link, random lifetimes.
    static func fireworks() -> [EmitterConfiguration] {
        var rocket = EmitterConfiguration(
            name: "rocket", emission: .continuous(rate: 3, duration: nil),
            origin: .unitArea(
                origin: Vector2(0.2, 1), size: Vector2(0.6, 0)),
            lifetime: ValueRange(0.8, 1.4),
            launch: LaunchConfiguration(angle: 0, spread: 0.5, speed: ValueRange(300, 450)),
            motion: MotionConfiguration(gravity: Vector2(0, 200), drag: 0.3), shapes: [ShapeChoice(.circle, size: 3)],
            colors: [.white])
        rocket.subEmitters = [
            SubEmitter(child: "trail", event: .alongLife(rate: 30), inheritVelocity: 0.2),
            SubEmitter(child: "spark", event: .death(count: 24), inheritVelocity: 0.5),
        ]
        let trail = EmitterConfiguration(
            name: "trail", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(0.2, 0.5),
            launch: .radial(speed: ValueRange(0, 20)), shapes: [ShapeChoice(.circle, size: 2)], colors: [.yellow])
        var spark = EmitterConfiguration(
            name: "spark", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(0.6, 1.2),
            launch: .radial(speed: ValueRange(60, 180)),
            motion: MotionConfiguration(gravity: Vector2(0, 80), drag: 1.5),
            shapes: [ShapeChoice(.circle, size: 3)], colors: [.red, .green, .blue], colorPick: .perBurst)
        spark.subEmitters = [SubEmitter(child: "crackle", event: .death(count: 2))]
        let crackle = EmitterConfiguration(
            name: "crackle", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(0.1, 0.3),
            launch: .radial(speed: ValueRange(10, 40)), shapes: [ShapeChoice(.circle, size: 1)], colors: [.white])
        return [rocket, trail, spark, crackle]
    }

    @Test func framesAreTheSameAt30Or144HzInOneJumpOrSeekingBack() {
        var base = ParticleSystem(emitters: Self.fireworks(), seed: 11, canvasSize: canvas800x600)
        base.start(emitter: 0, at: 0.1)
        func frame(_ system: ParticleSystem) -> DisplayList {
            var list = DisplayList(canvasSize: canvas800x600)
            system.render(into: &list)
            return list
        }
        func stepped(_ step: Double) -> DisplayList {
            var s = base
            var t = 0.0
            while t < 2.5 {
                t = min(t + step, 2.5)
                s.update(to: t)
            }
            return frame(s)
        }
        var jump = base
        jump.update(to: 2.5)
        var back = base
        back.update(to: 4)
        back.update(to: 2.5)
        let expected = frame(jump)
        #expect(expected.batches.map(\.count) == [3, 30, 72, 44])
        #expect(stepped(1.0 / 30) == expected)
        #expect(stepped(1.0 / 144) == expected)
        #expect(frame(back) == expected)
    }

    @Test func theLiveParticleCapHoldsAcrossLevels() {
        var rockets = rocket(subEmitters: [SubEmitter(child: "burst", event: .death(count: 20))])
        rockets.emission = .burst(count: 10)
        let burst = child(
            "burst", lifetime: .constant(1), subEmitters: [SubEmitter(child: "crackle", event: .death(count: 5))])
        var system = ParticleSystem(
            emitters: [rockets, burst, child("crackle")], seed: 2, canvasSize: canvas800x600,
            capacity: 50)
        system.fire(emitter: 0, at: 0)
        var counts: [Int] = []
        for step in 1...30 {
            system.update(to: Double(step) * 0.1)
            counts.append(system.liveCount)
        }
        #expect(counts.allSatisfy { $0 <= 50 })
        #expect(counts[9] == 50)  // t = 1: the rockets gave their room to 50 bursts
        #expect(counts[19] == 50)  // t = 2: the bursts gave theirs to 50 crackles
    }

    @Test func aCycleIsCutAndReported() {
        let a = child("a", lifetime: .constant(0.5), subEmitters: [SubEmitter(child: "b", event: .death(count: 2))])
        let b = child(
            "b", lifetime: .constant(0.5),
            subEmitters: [
                SubEmitter(child: "a", event: .death(count: 2)),
                SubEmitter(child: "b", event: .birth(count: 1)),
                SubEmitter(child: "nobody", event: .birth(count: 1)),
            ])
        var root = rocket(subEmitters: [SubEmitter(child: "a", event: .death(count: 1))])
        root.emission = .burst(count: 1)
        let emitters = [root, a, b]
        let issues = [
            SubEmitterIssue(emitter: 2, subEmitter: 0, reason: .cycle),
            SubEmitterIssue(emitter: 2, subEmitter: 1, reason: .cycle),
            SubEmitterIssue(emitter: 2, subEmitter: 2, reason: .unknownChild),
        ]
        #expect(ParticleSystem.subEmitterIssues(in: emitters) == issues)
        var system = ParticleSystem(emitters: emitters, seed: 1, canvasSize: canvas800x600)
        #expect(system.subEmitterIssues == issues)
        system.fire(emitter: 0, at: 0)
        system.update(to: 1.6)
        #expect(positions(system, "b").count == 2)
        system.update(to: 100)
        #expect(system.liveCount == 0)
    }

    @Test func aChildTakesItsParticlesOnlyFromItsParents() {
        var system = ParticleSystem(
            emitters: [rocket(subEmitters: [SubEmitter(child: "spark", event: .death(count: 1))]), child("spark")],
            seed: 1, canvasSize: canvas800x600)
        let fired = system.fire(emitter: 1, at: 0)
        #expect(!fired)
    }

    @Test func settingsAreCleanedUp() {
        let s = SubEmitter(child: "x", event: .alongLife(rate: .nan), inheritVelocity: .infinity)
        #expect(s.event == .alongLife(rate: 0))
        #expect(s.inheritVelocity == 1)
        #expect(SubEmitter(child: "x", event: .death(count: -3)).event == .death(count: 0))
        #expect(SubEmitter(child: "x", event: .birth(count: .max)).event == .birth(count: SubEmitter.maximumCount))
    }
}
