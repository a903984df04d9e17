import Testing
@testable import PyroCore

@Suite struct FuseFireworkTests {
    /// An L-shaped fuse: 300 points right, then 400 points down (700 points long).
    private func drawnFuse(_ configuration: FuseFirework.Configuration = .init()) -> FuseFirework {
        var fuse = FuseFirework(configuration: configuration, seed: 3, canvasSize: canvas800x600)
        for p in [Vector2(100, 100), Vector2(400, 100), Vector2(400, 500)] { fuse.addPoint(p) }
        return fuse
    }

    @Test func startsDrawingAndCollectsPoints() {
        let fuse = drawnFuse()
        #expect(fuse.state == .drawing)
        #expect(fuse.points.count == 3)
        #expect(fuse.tip == nil)
    }

    @Test func aHundredThousandPointPathLoadsInLinearTimeAndBurnsAlongItsWholeLength() throws {
        // A zigzag of (3, 4) steps, each exactly 5 points long; every drawn point comes twice.
        var fuse = FuseFirework(seed: 3, canvasSize: canvas800x600)
        for i in 0..<100_000 {
            let p = Vector2(Float(3 * i), Float(4 * (i % 2)))
            fuse.addPoint(p)
            fuse.addPoint(p)
        }
        #expect(fuse.points.count == 200_000)
        #expect(fuse.path.points.count == 100_000)
        #expect(fuse.path.length == 499_995)
        #expect(fuse.path.cumulative[77_777] == 388_885)
        try fuse.light(at: 0)
        fuse.update(to: 1.25)
        // Half burnt: 249 997.5 points in, halfway between vertices 49 999 and 50 000.
        #expect(fuse.tip == Vector2(149_998.5, 2))
    }

    @Test func refusesToLightAPathWithFewerThanTwoDistinctPoints() {
        var fuse = FuseFirework(seed: 1, canvasSize: canvas800x600)
        #expect(fuseError { () throws(FuseError) in try fuse.light(at: 0) } == .pathTooShort(distinctPoints: 0))
        fuse.addPoint(Vector2(5, 5))
        fuse.addPoint(Vector2(5, 5))
        #expect(fuseError { () throws(FuseError) in try fuse.light(at: 0) } == .pathTooShort(distinctPoints: 1))
        #expect(fuse.state == .drawing)
        #expect(FuseError.pathTooShort(distinctPoints: 1).description.contains("at least 2 distinct points"))
    }

    @Test func burnsFromTheLastPointBackToTheFirstAtASteadySpeed() throws {
        var fuse = drawnFuse()
        try fuse.light(at: 1)
        fuse.update(to: 1)
        #expect(fuse.state == .burning)
        #expect(fuse.tip == Vector2(400, 500))
        // 2.5 s for 700 points: at 1.25 s, 350 points burnt, so the tip is 350 from the start.
        fuse.update(to: 2.25)
        #expect(fuse.burntFraction == 0.5)
        #expect(fuse.tip == Vector2(400, 150))
        // At 2.4 s, 96% is burnt: the tip is 28 points from the start.
        fuse.update(to: 3.4)
        #expect(abs(fuse.tip!.x - 128) < 1e-3 && fuse.tip!.y == 100)
    }

    @Test func explodesAtTheFirstPointWith150ParticlesWhenTheFuseIsBurnt() throws {
        var fuse = drawnFuse()
        try fuse.light(at: 0)
        #expect(fuse.batch("explosion", at: 2.49)?.count == 0)
        let explosion = try #require(fuse.batch("explosion", at: 2.5))
        fuse.update(to: 2.5)
        #expect(fuse.state == .exploding)
        #expect(explosion.count == 150)
        #expect(explosion.x.allSatisfy { $0 == 100 } && explosion.y.allSatisfy { $0 == 100 })
        let palette = Set([RGBAColor.red, .orange, .yellow, .blue, .purple, .pink].map(\.rgba32))
        #expect(Set(explosion.color).isSubset(of: palette))
        #expect(Set(explosion.color).count == 6)
        #expect(explosion.width.allSatisfy { $0 >= 2 && $0 <= 8 })
    }

    @Test func explosionParticlesFlyAtTheirLaunchSpeedsUnderGravityAndFadeLinearly() throws {
        var fuse = drawnFuse()
        try fuse.light(at: 0)
        // 0.5 s after the explosion: displacement = v t + (0, g t² / 2), with g = 180.
        let b = try #require(fuse.batch("explosion", at: 3))
        for i in 0..<b.count {
            let dx = b.x[i] - 100, dy = b.y[i] - 100 - 0.5 * 180 * 0.25
            let speed = (dx * dx + dy * dy).squareRoot() / 0.5
            #expect(speed >= 59.99 && speed <= 300.01)
        }
        #expect(b.opacity.allSatisfy { abs($0 - (1 - 0.5 / 1.7)) < 1e-5 })
        #expect(fuse.batch("explosion", at: 2.5 + 1.7)?.count == 0)
        fuse.update(to: 2.5 + 1.7)
        #expect(fuse.state == .done)
    }

    @Test func burnSpeedInPointsPerSecondSetsTheDuration() throws {
        var config = FuseFirework.Configuration()
        config.burnSpeed = 350
        var fuse = drawnFuse(config)
        try fuse.light(at: 0)
        #expect(fuse.burnDuration == 2)
        fuse.update(to: 1)
        #expect(fuse.tip == Vector2(400, 150))
    }

    @Test func ignoresPointsOnceLitAndResetsFromAnyState() throws {
        var fuse = drawnFuse()
        try fuse.light(at: 0)
        fuse.addPoint(Vector2(700, 700))
        #expect(fuse.points.count == 3)
        #expect(fuseError { () throws(FuseError) in try fuse.light(at: 1) } == .alreadyLit)
        fuse.update(to: 3)
        fuse.reset()
        #expect(fuse.state == .drawing)
        #expect(fuse.points.isEmpty)
        #expect(fuse.liveCount == 0)
    }

    @Test func theDisplayListHoldsThePathTheGlowingLitPartTheFlameAndTheSparks() throws {
        var fuse = drawnFuse()
        #expect(fuse.frame(at: 0).strokes.map(\.name) == ["path"])
        #expect(fuse.frame(at: 0).strokes[0].color == .gray)
        try fuse.light(at: 0)
        let list = fuse.displayList(at: 1)
        #expect(list.strokes.map(\.name) == ["path", "fuse-glow", "fuse-glow", "fuse"])
        let lit = list.strokes[3]
        #expect(abs(lit.trimStart - 0.6) < 1e-6 && lit.trimEnd == 1)
        #expect(list.strokes[1].blurRadius == 4 && list.strokes[1].color == .yellow)
        let flame = try #require(list.batches.first { $0.name == "flame" })
        #expect(flame.count == 3)
        #expect(flame.x.allSatisfy { $0 == fuse.tip!.x })
        let sparks = try #require(list.batches.first { $0.name == "sparks" })
        #expect(sparks.count > 10)
        #expect(sparks.blend == .additive)
        #expect(fuse.frame(at: 2.6).batches.contains { $0.name == "flame" } == false)
    }

    @Test func degeneratePathsNeverProduceNaN() throws {
        var fuse = FuseFirework(seed: 1, canvasSize: canvas800x600)
        for p in [Vector2(10, 10), Vector2(10, 10), Vector2(.nan, 3), Vector2(10, 10.000_001), Vector2(10, 10.000_001)] {
            fuse.addPoint(p)
        }
        try fuse.light(at: 0)
        for t in stride(from: 0.0, through: 5, by: 0.25) {
            let list = fuse.displayList(at: t)
            #expect(list.batches.allSatisfy { $0.isFinite })
            #expect(list.strokes.allSatisfy { $0.points.allSatisfy { $0.isFinite } })
            #expect(fuse.tip!.isFinite)
        }
    }
}
