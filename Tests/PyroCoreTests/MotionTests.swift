import Testing

@testable import PyroCore

@Suite struct MotionTests {
    @Test func gravityWithLinearDragFollowsTheClosedForm() {
        // Seed 004's numbers: thrown up at 1000 pt/s, drag 2.6 /s, gravity 900 pt/s².
        // T = (1 - e^(-1.3)) / 2.6; y = 500 - 1000 T + (900 / 2.6)(0.5 - T) = 500 - 203.5708.
        var system = ParticleSystem(
            emitters: [straightUpEmitter(speed: 1000, gravity: 900, drag: 2.6)],
            seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        system.update(to: 0.5)
        var list = DisplayList(canvasSize: canvas800x600)
        system.render(into: &list)
        let b = list.batches[0]
        #expect(abs(b.y[0] - (500 - 203.570_82)) < 1e-3)
        #expect(abs(b.x[0] - 100) < 1e-4)
    }

    @Test func withoutDragGravityGivesAParabola() {
        // y = y0 - v t + g t² / 2 = 500 - 50 + 22.5 at t = 0.5 s.
        var system = ParticleSystem(
            emitters: [straightUpEmitter(speed: 100, gravity: 180, drag: 0)],
            seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        system.update(to: 0.5)
        var list = DisplayList(canvasSize: canvas800x600)
        system.render(into: &list)
        #expect(abs(list.batches[0].y[0] - 472.5) < 1e-4)
    }

    @Test func windActsThroughDragAndSetsTheTerminalDrift() {
        var config = straightUpEmitter(speed: 0, gravity: 0, drag: 4)
        config.motion.wind = Vector2(50, 0)
        var system = ParticleSystem(emitters: [config], seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        // x = 100 + 50 (t - T); at t = 5, T = (1 - e^-20)/4 ≈ 0.25.
        system.update(to: 5)
        var list = DisplayList(canvasSize: canvas800x600)
        system.render(into: &list)
        #expect(abs(list.batches[0].x[0] - (100 + 50 * 4.75)) < 1e-3)
    }

    @Test func launchAngleZeroIsUpAndPositiveLeansRight() {
        var config = straightUpEmitter(speed: 100, gravity: 0, drag: 0)
        config.launch = LaunchConfiguration(angle: .pi / 2, spread: 0, speed: .constant(100))
        var system = ParticleSystem(emitters: [config], seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        system.update(to: 1)
        var list = DisplayList(canvasSize: canvas800x600)
        system.render(into: &list)
        #expect(abs(list.batches[0].x[0] - 200) < 1e-3)
        #expect(abs(list.batches[0].y[0] - 500) < 1e-3)
    }
}
