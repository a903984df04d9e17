import Testing

@testable import PyroCore

/// Under drag, a chunk of a stream checks only its first and last -kτ for the range where the
/// fast exponential is exact (ages never increase along a chunk). Every centre must still be
/// the closed form with `FastMath.exp` bit for bit, also where a chunk's oldest particles
/// reach past that range (k τ > 87 here from τ = 2.2 s).
@Suite struct OrderedTravelTests {
    @Test func streamCentresUnderStrongDragHaveTheClosedFormsBits() {
        let drag: Float = 40
        let gravity = Vector2(0, 600)
        let emitter = EmitterConfiguration(
            name: "stream", emission: .continuous(rate: 3000, duration: nil),
            origin: .unitArea(origin: Vector2(0.3, 0.9), size: Vector2(0.4, 0.02)),
            lifetime: ValueRange(1, 3),
            launch: LaunchConfiguration(angle: 0, spread: 0.7, speed: ValueRange(400, 900)),
            motion: MotionConfiguration(gravity: gravity, drag: drag),
            shapes: [ShapeChoice(.circle, size: 3)], colors: [.orange])
        var system = ParticleSystem(emitters: [emitter], seed: 3, canvasSize: Size(width: 1920, height: 1080))
        system.start(emitter: 0, at: 0)
        let time = 3.5
        system.update(to: time)
        var list = DisplayList(canvasSize: system.canvasSize)
        system.render(into: &list)
        let batch = list.batches[0]
        let store = system.emitters[0].store
        #expect(batch.x.count == store.count && store.count > 5000)
        let ax = gravity.x / drag
        let ay = gravity.y / drag
        var wrong: [Int] = []
        var pastRange = 0
        let s = store.columns
        for i in 0..<store.count {
            let k = store.slot(i)
            let t = Float(time - s.birth[k])
            if -drag * t < FastMath.normalExpLow { pastRange += 1 }
            let travel = (1 - FastMath.exp(-drag * t)) / drag
            let pull = t - travel
            let x = s.originX[k] + s.velocityX[k] * travel + ax * pull
            let y = s.originY[k] + s.velocityY[k] * travel + ay * pull
            if batch.x[i].bitPattern != (x.isFinite ? x : 0).bitPattern
                || batch.y[i].bitPattern != (y.isFinite ? y : 0).bitPattern
            {
                wrong.append(i)
            }
        }
        #expect(pastRange > 0)
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}
