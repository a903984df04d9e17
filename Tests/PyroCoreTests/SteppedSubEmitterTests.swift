import Testing

@testable import PyroCore

/// A stepped parent (turbulence, an attractor) gives birth where it is drawn: on its
/// integrated path, not its closed form, with its integrated velocity, and frames stay a
/// function of seed and time.
@Suite struct SteppedSubEmitterTests {
    /// One rocket from (100, 500) straight up at 200 points per second through strong eddies,
    /// pulled toward the canvas centre.
    private func rocket(lifetime: Float = 1, subEmitters: [SubEmitter] = []) -> EmitterConfiguration {
        var c = straightUpEmitter(speed: 200, gravity: 100, drag: 0.5, lifetime: lifetime)
        c.name = "rocket"
        c.motion.turbulence = Turbulence(strength: 900, scale: 40, speed: 2)
        c.motion.attractor = Attractor(center: .unit(Vector2(0.5, 0.5)), strength: 200)
        c.subEmitters = subEmitters
        return c
    }

    /// A still emitter called `name` whose particles live 5 s and move only as they inherit.
    private func child(_ name: String) -> EmitterConfiguration {
        EmitterConfiguration(
            name: name, emission: .burst(count: 0), origin: .point(.zero), lifetime: .constant(5),
            launch: .still, shapes: [ShapeChoice(.circle, size: 2)], colors: [.white])
    }

    private func positions(_ system: ParticleSystem, _ name: String) -> [Vector2] {
        var list = DisplayList(canvasSize: system.canvasSize)
        system.render(into: &list)
        guard let batch = list.batches.first(where: { $0.name == name }) else { return [] }
        return batch.x.indices.map { Vector2(batch.x[$0], batch.y[$0]) }
    }

    private func system(_ emitters: [EmitterConfiguration]) -> ParticleSystem {
        var system = ParticleSystem(emitters: emitters, seed: 5, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        return system
    }

    /// Trail child k is born at k / 8 s, a whole number of 1/240 s steps and a time frames can
    /// land on: at that frame it sits exactly on its parent's drawn centre.
    @Test func aTrailChildIsBornOnItsSteppedParentsDrawnCentre() {
        var system = system([
            rocket(subEmitters: [SubEmitter(child: "trail", event: .alongLife(rate: 8))]),
            child("trail"),
        ])
        var offPath = 0
        for k in 1...7 {
            let t = Double(k) / 8
            system.update(to: t)
            let parent = positions(system, "rocket")
            let trail = positions(system, "trail")
            #expect(trail.count == k + 1)
            #expect(trail.last == parent.first, "child \(k)")
            // The closed form would have put it on the rocket's vertical line.
            if let p = parent.first, p.x != 100 { offPath += 1 }
        }
        #expect(offPath == 7)
    }

    /// A death child is born where the parent would be drawn at its death: a twin parent that
    /// lives longer, drawn at that moment, is there.
    @Test func deathChildrenAreBornWhereTheSteppedParentDies() {
        var system = system([
            rocket(subEmitters: [SubEmitter(child: "spark", event: .death(count: 2))]),
            child("spark"),
        ])
        system.update(to: 1.5)
        var twin = self.system([rocket(lifetime: 2)])
        twin.update(to: 1)
        let there = positions(twin, "rocket")
        #expect(there.count == 1)
        #expect(positions(system, "spark") == [there[0], there[0]])
        #expect(there[0] == Vector2(271.373, 483.81754))
    }

    /// A child inherits the stepped velocity: a still child with all of it moves on from the
    /// parent's death point at the velocity the steps give there.
    @Test func deathChildrenInheritTheSteppedVelocity() throws {
        let parent = rocket(subEmitters: [SubEmitter(child: "spark", event: .death(count: 1), inheritVelocity: 1)])
        var system = system([parent, child("spark")])
        system.update(to: 1.5)
        // The parent's state at its death, integrated here from birth on its own.
        let motion = try #require(system.emitters.first).configuration.motion
        let stepper = MotionStepper(motion, canvas: canvas800x600, seed: 5, emitter: 0)
        var state = MotionStepper.State(x: 100, y: 500, vx: 0, vy: -200)
        // 239 whole steps: a step is Float(1 / 240) s, a hair longer than 1/240.
        let steps = stepper.steps(at: 1, birth: 0)
        #expect(steps == 239)
        stepper.advance(&state, from: 0, to: steps, birth: 0)
        let path = SteppedPath(motion)
        let f = path.fraction(time: 1, birth: 0, steps: steps)
        let at = path.position(state, fraction: f)
        let velocity = path.velocity(state, fraction: f)
        let expected = Vector2(at.x + velocity.x * 0.5, at.y + velocity.y * 0.5)
        let spark = try #require(positions(system, "spark").first)
        #expect(abs(spark.x - expected.x) < 1e-3 && abs(spark.y - expected.y) < 1e-3, "\(spark) \(expected)")
        #expect(velocity != Vector2(0, -200) && velocity != .zero)
    }

    /// Trails, deaths and inherited velocity under the stepped parent: the same frame at 30 or
    /// 144 Hz, in one jump, or seeking back.
    @Test func framesAreTheSameAt30Or144HzInOneJumpOrSeekingBack() {
        func make() -> ParticleSystem {
            var trail = child("trail")
            trail.lifetime = .constant(0.6)
            trail.launch = LaunchConfiguration(angle: 0, spread: 6.28, speed: ValueRange(5, 40))
            trail.motion = MotionConfiguration(gravity: Vector2(0, 60), drag: 1)
            var s = ParticleSystem(
                emitters: [
                    rocket(
                        lifetime: 1.2,
                        subEmitters: [
                            SubEmitter(child: "trail", event: .alongLife(rate: 90), inheritVelocity: 0.3),
                            SubEmitter(child: "spark", event: .death(count: 12), inheritVelocity: 0.5),
                        ]), trail, child("spark"),
                ],
                seed: 8, canvasSize: canvas800x600)
            s.fire(emitter: 0, at: 0)
            s.fire(emitter: 0, at: 0.37)
            return s
        }
        func frame(_ s: ParticleSystem) -> DisplayList {
            var list = DisplayList(canvasSize: canvas800x600)
            s.render(into: &list)
            return list
        }
        let target = 1.43
        var jump = make()
        jump.update(to: target)
        let expected = frame(jump)
        #expect(expected.batches.map(\.count) == [1, 87, 12])
        for rate in [30.0, 144.0] {
            var stepped = make()
            var t = 0.0
            while t + 1 / rate < target {
                t += 1 / rate
                stepped.update(to: t)
            }
            stepped.update(to: target)
            #expect(frame(stepped) == expected, "stepping at \(rate) Hz")
        }
        var back = make()
        back.update(to: 2.2)
        back.update(to: 0.5)
        back.update(to: target)
        #expect(frame(back) == expected, "seeking back")
    }

    /// Two stepped parents with the same motion still push through their own eddies (the field
    /// follows from the emitter's index), so each child follows its own parent.
    @Test func steppedParentsWithTheSameMotionKeepTheirOwnEddies() {
        var second = rocket(subEmitters: [SubEmitter(child: "spark", event: .death(count: 1))])
        second.name = "second"
        var system = system([
            rocket(subEmitters: [SubEmitter(child: "spark", event: .death(count: 1))]), second,
            child("spark"),
        ])
        system.fire(emitter: 1, at: 0)
        system.update(to: 0.99)
        let parents = positions(system, "rocket") + positions(system, "second")
        #expect(parents.count == 2 && parents[0] != parents[1])
        system.update(to: 1)
        let sparks = positions(system, "spark")
        #expect(sparks.count == 2 && sparks[0] != sparks[1])
    }
}
