import Testing

@testable import PyroCore

@Suite struct ResizeTests {
    @Test(arguments: [
        (Size(width: 400, height: 300), Size(width: 400, height: 300)),
        (Size(width: .nan, height: -3), Size(width: 0, height: 0)),
        (Size(width: .infinity, height: 200), Size(width: 0, height: 200)),
        (Size(width: 120, height: -.infinity), Size(width: 120, height: 0)),
    ])
    func nonFiniteAndNegativeSidesReadAsZero(asked: Size, kept: Size) {
        var system = ParticleSystem(emitters: [], seed: 1, canvasSize: canvas800x600)
        system.resize(to: asked)
        #expect(system.canvasSize == kept)
        for preset in Preset.allCases {
            var effect = preset.makeEffect(seed: 1, canvasSize: canvas800x600)
            effect.resize(to: asked)
            #expect(effect.canvasSize == kept, "\(preset)")
            #expect(effect.displayList(at: 0.5).canvasSize == kept, "\(preset)")
        }
    }

    @Test func burstsFiredAfterAResizeStartFromTheUnitOriginOfTheNewSize() throws {
        var burst = ConfettiBurst(seed: 4, canvasSize: canvas800x600)
        burst.fire(at: 0)
        burst.update(to: 0.5)
        burst.resize(to: Size(width: 400, height: 300))
        burst.fire(at: 0.5)
        let b = try #require(burst.batch("confetti", at: 0.5))
        #expect(b.count == 240)
        // The origin (0.5, 0.68) of 400 x 300 points, at the second burst's first instant.
        #expect(b.x[120...].allSatisfy { $0 == 200 } && b.y[120...].allSatisfy { $0 == 204 })
    }

    @Test func liveParticlesKeepRunningThroughAResize() throws {
        var resized = ConfettiBurst(seed: 4, canvasSize: canvas800x600)
        resized.fire(at: 0)
        var unchanged = resized
        resized.update(to: 0.5)
        resized.resize(to: Size(width: 400, height: 300))
        let after = try #require(resized.batch("confetti", at: 1.2))
        let reference = try #require(unchanged.batch("confetti", at: 1.2))
        #expect(after.count == 120)
        #expect(after.x == reference.x && after.y == reference.y && after.rotation == reference.rotation)
        unchanged.update(to: 1.2)
        #expect(unchanged.liveCount == 120)
    }

    @Test func aStreamCarriesOnAndNewSparksLeaveTheNewOrigin() throws {
        var fountain = Fountain(seed: 9, canvasSize: canvas800x600)
        fountain.start(at: 0)
        fountain.update(to: 1)
        let before = fountain.liveCount
        fountain.resize(to: Size(width: 400, height: 300))
        fountain.update(to: 1)
        #expect(fountain.liveCount == before)
        // Spark 600 is born at exactly 1.5 s (600 / 400 per second), at (0.5, 0.95) of 400 x 300.
        let b = try #require(fountain.batch("fountain", at: 1.5))
        #expect(b.x.last == 200 && b.y.last == 285)
    }

    @Test func theKeyframeBurstsShapeFollowsTheCanvas() throws {
        var hearts = KeyframeBurst(configuration: .floatingHearts, seed: 2, canvasSize: canvas800x600)
        hearts.resize(to: Size(width: 200, height: 100))
        let origin = try #require(hearts.batch("origin", at: 0))
        #expect(Array(origin.x) == [100] && Array(origin.y) == [72])
    }

    @Test func aBurningFuseKeepsBurningWhereItWasDrawn() throws {
        var fuse = FuseFirework(seed: 3, canvasSize: canvas800x600)
        for p in [Vector2(100, 100), Vector2(400, 100), Vector2(400, 500)] { fuse.addPoint(p) }
        try fuse.light(at: 0)
        fuse.update(to: 1.25)
        let sparks = fuse.liveCount
        var preset = PresetEffect.fuseFirework(fuse)
        preset.resize(to: Size(width: 320, height: 240))
        #expect(preset.canvasSize == Size(width: 320, height: 240))
        let resized = try #require(preset.fuseFirework)
        #expect(resized.state == .burning && resized.tip == Vector2(400, 150) && resized.liveCount == sparks)
        #expect(resized.batch("explosion", at: 2.5)?.count == 150)
    }
}
