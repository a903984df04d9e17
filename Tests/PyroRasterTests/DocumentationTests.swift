import PyroCore
import PyroRaster
import Testing

/// The code in the DocC articles (Sources/Pyro/Pyro.docc), kept compiling and true.
@Suite struct DocumentationTests {
    static let sparks = EmitterConfiguration(
        name: "sparks",
        emission: .continuous(rate: 200, duration: nil),
        origin: .unit(Vector2(0.5, 0.9)),
        lifetime: ValueRange(0.6, 1.2),
        launch: LaunchConfiguration(angle: 0, spread: 0.6, speed: ValueRange(300, 600)),
        motion: MotionConfiguration(gravity: Vector2(0, 500), drag: 1.2),
        shapes: [ShapeChoice(.star(points: 5, innerRadius: 0.45), size: 6)],
        opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1, curve: .easeIn)]),
        colors: [.yellow, .orange],
        blend: .additive)

    /// "Making your own effect": a sparkler is a system plus its trigger.
    struct Sparkler: ParticleSystemEffect {
        var system: ParticleSystem

        init(seed: UInt64, canvasSize: Size) {
            system = ParticleSystem(emitters: [DocumentationTests.sparks], seed: seed, canvasSize: canvasSize)
        }

        mutating func trigger(at time: Double, origin: Vector2?) {
            system.start(emitter: 0, at: time)
        }
    }

    @Test func anEffectOfYourOwnIsASystemPlusItsTrigger() {
        var sparkler = Sparkler(seed: 7, canvasSize: Size(width: 800, height: 600))
        sparkler.trigger(at: 0, origin: nil)
        let frame = sparkler.displayList(at: 2)
        #expect(frame.particleCount == sparkler.liveCount)
        // Births every 5 ms; those younger than their 0.6-1.2 s life are alive: 120 to 241.
        #expect(frame.particleCount >= 120 && frame.particleCount <= 241)
        sparkler.resize(to: Size(width: 400, height: 300))
        #expect(sparkler.displayList(at: 2).canvasSize == Size(width: 400, height: 300))
    }

    @Test func aPresetChosenAtRunTimeFiresAndDraws() {
        var effect = Preset.confettiBurst.makeEffect(seed: 1, canvasSize: Size(width: 390, height: 844))
        effect.trigger(at: 0, origin: nil)
        #expect(effect.displayList(at: 1).particleCount == 120)
    }

    @Test func aFountainAnHourInAndBackAgain() {
        var fountain = Fountain(seed: 3, canvasSize: Size(width: 800, height: 600))
        fountain.start(at: 0)
        let late = fountain.displayList(at: 3600)
        let early = fountain.displayList(at: 0.5)
        #expect(late.particleCount > 0 && early.particleCount == 201)
        #expect(fountain.displayList(at: 3600) == late)
    }

    @Test func theFuseArticleBurnsAndExplodes() throws {
        var fuse = FuseFirework(seed: 1, canvasSize: Size(width: 800, height: 600))
        for point in FuseFirework.samplePath(canvasSize: fuse.canvasSize) { fuse.addPoint(point) }
        try fuse.light(at: 0)
        fuse.update(to: 1.25)
        #expect(fuse.state == .burning)
        #expect(fuse.displayList(at: 3).batches.first { $0.name == "explosion" }?.count == 150)
    }
}
