import Testing

@testable import PyroCore

@Suite struct ParticleSystemTests {
    private func frame(_ effect: inout ConfettiBurst, steppedBy step: Double?, to end: Double) -> DisplayList {
        if let step {
            var t = 0.0
            while t < end {
                t = min(t + step, end)
                effect.update(to: t)
            }
        }
        return effect.displayList(at: end)
    }

    @Test func steppingAt30HzAt144HzOrInOneJumpGivesTheSameParticles() {
        var a = ConfettiBurst(seed: 9, canvasSize: canvas800x600)
        var b = a
        var c = a
        for e in [0.0, 0.4] {
            a.fire(at: e)
            b.fire(at: e)
            c.fire(at: e)
        }
        let at30 = frame(&a, steppedBy: 1.0 / 30, to: 2)
        let at144 = frame(&b, steppedBy: 1.0 / 144, to: 2)
        let jump = frame(&c, steppedBy: nil, to: 2)
        #expect(at30.particleCount == 240)
        #expect(at30 == jump)
        #expect(at144 == jump)
    }

    @Test func continuousEmissionIsFrameRateIndependentToo() {
        let config = EmitterConfiguration(
            name: "stream", emission: .continuous(rate: 250, duration: nil), origin: .unit(Vector2(0.5, 0.5)),
            lifetime: ValueRange(0.5, 1.5), launch: .radial(speed: ValueRange(10, 200)),
            motion: MotionConfiguration(gravity: Vector2(0, 300), drag: 1), shapes: [ShapeChoice(.circle, size: 3)],
            colors: [.red, .blue])
        var stepped = ParticleSystem(emitters: [config], seed: 5, canvasSize: canvas800x600)
        stepped.start(emitter: 0, at: 0.1)
        var jumped = stepped
        var t = 0.0
        while t < 3 {
            t += 1.0 / 60
            stepped.update(to: min(t, 3))
        }
        jumped.update(to: 3)
        var a = DisplayList(canvasSize: canvas800x600)
        var b = a
        stepped.render(into: &a)
        jumped.render(into: &b)
        #expect(a == b)
        #expect(a.particleCount > 200)
    }

    @Test func goingBackInTimeRebuildsTheExactEarlierFrame() {
        var effect = ConfettiBurst(seed: 4, canvasSize: canvas800x600)
        effect.fire(at: 0)
        let early = effect.displayList(at: 0.7)
        _ = effect.displayList(at: 2.9)
        #expect(effect.displayList(at: 0.7) == early)
    }

    @Test func theSameSeedGivesTheSameFrameAndAnotherSeedDoesNot() {
        func frame(seed: UInt64) -> DisplayList {
            var effect = ConfettiBurst(seed: seed, canvasSize: canvas800x600)
            effect.fire(at: 0)
            return effect.displayList(at: 1.3)
        }
        #expect(frame(seed: 11) == frame(seed: 11))
        #expect(frame(seed: 11) != frame(seed: 12))
    }

    @Test func expiredParticlesAreRecycledAndTheLiveCountStaysFlat() {
        let config = EmitterConfiguration(
            name: "stream", emission: .continuous(rate: 1000, duration: nil), origin: .point(.zero),
            lifetime: .constant(0.5), shapes: [ShapeChoice(.circle, size: 1)], colors: [.white])
        var system = ParticleSystem(emitters: [config], seed: 1, canvasSize: canvas800x600)
        system.start(emitter: 0, at: 0)
        var counts: [Int] = []
        var t = 0.0
        for _ in 0..<600 {
            t += 1.0 / 60
            system.update(to: t)
            counts.append(system.liveCount)
        }
        let capacity = system.emitters[0].store.capacity
        for _ in 0..<600 {
            t += 1.0 / 60
            system.update(to: t)
        }
        // Births at k/1000 s with a 0.5 s life: 500 alive after warm-up, give or take the one
        // particle whose birth or death falls within rounding of the frame time.
        #expect(counts.suffix(500).allSatisfy { (499...501).contains($0) })
        #expect(counts.suffix(500).filter { $0 == 500 }.count > 250)
        #expect(system.emitters[0].store.capacity == capacity)
    }

    @Test func aStreamsReusedDisplayListGrowsAtItsFirstFrameOnly() {
        // Lifetimes of 0.5 to 1.5 s: the count wavers around 1000 from frame to frame. The
        // columns get room for an eighth more at the first frame, and never grow again (a
        // growth copies every column: a frame slower than the others).
        let config = EmitterConfiguration(
            name: "stream", emission: .continuous(rate: 1000, duration: nil), origin: .point(.zero),
            lifetime: ValueRange(0.5, 1.5), shapes: [ShapeChoice(.circle, size: 1)], colors: [.white])
        var system = ParticleSystem(emitters: [config], seed: 1, canvasSize: canvas800x600)
        system.start(emitter: 0, at: 0)
        var list = DisplayList(canvasSize: canvas800x600)
        var t = 2.0
        system.update(to: t)
        system.render(reusing: &list)
        let first = list.batches[0].count
        let capacity = list.batches[0].x.capacity
        #expect(capacity >= first + first / 8)
        var highest = first
        for _ in 0..<300 {
            t += 1.0 / 60
            system.update(to: t)
            system.render(reusing: &list)
            highest = max(highest, list.batches[0].count)
            #expect(list.batches[0].x.capacity == capacity)
            #expect(list.batches[0].shapeIndex.capacity >= list.batches[0].count)
        }
        #expect(highest > first)
    }

    @Test func anHourLongJumpCostsOnlyTheParticlesAliveAtTheEnd() {
        let config = EmitterConfiguration(
            name: "stream", emission: .continuous(rate: 100, duration: nil), origin: .point(.zero),
            lifetime: .constant(2), shapes: [ShapeChoice(.circle, size: 1)], colors: [.white])
        var system = ParticleSystem(emitters: [config], seed: 1, canvasSize: canvas800x600)
        system.start(emitter: 0, at: 0)
        system.update(to: 3600)
        #expect(system.liveCount == 200)
        #expect(system.emitters[0].store.identifier(0) == 359_801)
    }

    @Test func theLiveParticleCapDropsBirthsBeyondIt() {
        var system = ParticleSystem(
            emitters: [straightUpEmitter(speed: 0, gravity: 0, drag: 0, count: 500)],
            seed: 1, canvasSize: canvas800x600, capacity: 300)
        system.fire(emitter: 0, at: 0)
        system.fire(emitter: 0, at: 0.1)
        system.update(to: 1)
        #expect(system.liveCount == 300)
    }

    @Test func particlesScheduledInTheFutureAreNotDrawnYet() {
        var effect = ConfettiBurst(seed: 1, canvasSize: canvas800x600)
        effect.fire(at: 1)
        #expect(effect.displayList(at: 0.5).particleCount == 0)
        #expect(effect.displayList(at: 1).particleCount == 120)
    }

    @Test func burstsFiredOutOfOrderAreBornInTimeOrder() {
        var a = ConfettiBurst(seed: 2, canvasSize: canvas800x600)
        var b = a
        a.fire(at: 0.5)
        a.fire(at: 0.2)
        b.fire(at: 0.2)
        b.fire(at: 0.5)
        let fa = a.displayList(at: 1)
        let fb = b.displayList(at: 1)
        // Serial numbers differ, so the pieces differ, but each list starts with the older burst.
        #expect(fa.particleCount == fb.particleCount)
        #expect(fa.batches[0].opacity.count == 240)
    }

    @Test func nonFiniteTimesAreIgnored() {
        var effect = ConfettiBurst(seed: 1, canvasSize: canvas800x600)
        effect.fire(at: .nan)
        effect.fire(at: 0)
        let before = effect.displayList(at: 1)
        effect.update(to: .infinity)
        effect.update(to: .nan)
        var after = DisplayList(canvasSize: canvas800x600)
        effect.render(reduceMotion: false, into: &after)
        #expect(after == before)
    }
}
