import PyroCore
import PyroSwiftUISupport
import Testing

@Suite struct SystemEffectTests {
    @Test func aTriggerFiresEveryBurstAndStartsEveryStream() {
        let size = Size(width: 200, height: 200)
        let burst = EmitterConfiguration(
            name: "burst", emission: .burst(count: 30), origin: .unit(Vector2(0.5, 0.5)),
            lifetime: .constant(1), launch: .radial(speed: ValueRange(10, 20)),
            shapes: [ShapeChoice(.circle, size: 4)], colors: [.red])
        let stream = EmitterConfiguration(
            name: "stream", emission: .continuous(rate: 100, duration: nil),
            origin: .unit(Vector2(0.5, 1)), lifetime: .constant(1),
            launch: .radial(speed: ValueRange(10, 20)),
            shapes: [ShapeChoice(.circle, size: 4)], colors: [.blue])
        var effect = SystemEffect(ParticleSystem(emitters: [burst, stream], seed: 9, canvasSize: size))
        effect.update(to: 0.5)
        #expect(effect.liveCount == 0)
        effect.trigger(at: 0.5, origin: Vector2(20, 30))
        effect.update(to: 0.9)
        // 30 from the burst; the stream's births at 0.5, 0.51, ... 0.9.
        #expect(effect.liveCount == 30 + 41)
        let start = effect.displayList(at: 0.5)
        #expect(start.batches[0].x.allSatisfy { $0 == 20 })
    }
}
