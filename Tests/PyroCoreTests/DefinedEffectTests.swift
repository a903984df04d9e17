import Testing

@testable import PyroCore

@Suite struct DefinedEffectTests {
    static let sparks = EmitterConfiguration(
        name: "sparks", emission: .burst(count: 30), origin: .unit(Vector2(0.5, 0.5)), lifetime: .constant(2),
        launch: LaunchConfiguration(angle: 0, spread: 6.28, speed: ValueRange(50, 100)),
        shapes: [ShapeChoice(.circle, size: 4)], colors: [.yellow])
    static let smoke = EmitterConfiguration(
        name: "smoke", emission: .continuous(rate: 10, duration: nil), origin: .unit(Vector2(0.5, 1)),
        lifetime: .constant(3), shapes: [ShapeChoice(.circle, size: 20)], colors: [.gray])

    static let definition = EffectDefinition(
        name: "test", emitters: [sparks, smoke],
        onTrigger: [
            EmitterAction(emitter: "sparks", kind: .burst(count: nil)),
            EmitterAction(emitter: "sparks", kind: .burst(count: 5), delay: 0.5),
            EmitterAction(emitter: "smoke", kind: .start),
            EmitterAction(emitter: "smoke", kind: .stop, delay: 1),
            EmitterAction(emitter: "nobody", kind: .start),
        ],
        firings: [Firing(time: 0.25, place: .unit(Vector2(0.25, 0.5)))])

    @Test func aTriggerRunsEachActionAfterItsDelayExactlyAsDirectCallsWould() {
        var defined = DefinedEffect(Self.definition, seed: 3, canvasSize: canvas800x600)
        defined.trigger(at: 1, origin: Vector2(100, 120))

        var direct = ParticleSystem(emitters: [Self.sparks, Self.smoke], seed: 3, canvasSize: canvas800x600)
        direct.fire(emitter: 0, at: 1, origin: Vector2(100, 120))
        direct.fire(emitter: 0, at: 1.5, origin: Vector2(100, 120), count: 5)
        direct.start(emitter: 1, at: 1)
        direct.stop(emitter: 1, at: 2)

        for time in [0.5, 1.2, 1.7, 2.5] {
            direct.update(to: time)
            var expected = DisplayList(canvasSize: canvas800x600)
            direct.render(into: &expected)
            #expect(defined.displayList(at: time) == expected)
        }
        // 30 + 5 sparks; smoke at 1.0, 1.1, ... 1.9: ten puffs.
        #expect(defined.liveCount == 45)
    }

    @Test func theDefinitionsOwnFiringsResolveCanvasFractionsAgainstTheCanvas() throws {
        var defined = DefinedEffect(Self.definition, seed: 3, canvasSize: canvas800x600)
        defined.applyFirings()
        let sparks = try #require(defined.batch("sparks", at: 0.25))
        #expect(sparks.count == 30)
        #expect(sparks.x.allSatisfy { $0 == 200 } && sparks.y.allSatisfy { $0 == 300 })
    }

    @Test func withoutACanvasSizeTheDefinitionsOwnIsUsed() {
        let defined = DefinedEffect(Self.definition, seed: 3)
        #expect(defined.canvasSize == Size(width: 800, height: 600))
    }
}
