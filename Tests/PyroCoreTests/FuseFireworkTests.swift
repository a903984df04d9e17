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

    @Test func refusesToLightAnEmptyDrawing() {
        var fuse = FuseFirework(seed: 1, canvasSize: canvas800x600)
        #expect(fuseError { () throws(FuseError) in try fuse.light(at: 0) } == .nothingDrawn)
        #expect(fuse.state == .drawing)
        #expect(FuseError.nothingDrawn.description.contains("at least 1 point"))
    }

    /// Seed 000 lights a single point: the flame stands on it for 2.5 s, then it explodes there.
    @Test func onePointIsEnoughTheFlameStandsStillForTheBurnAndExplodesThere() throws {
        var fuse = FuseFirework(seed: 1, canvasSize: canvas800x600)
        fuse.addPoint(Vector2(200, 300))
        fuse.addPoint(Vector2(200, 300))
        try fuse.light(at: 0)
        #expect(fuse.burnDuration == 2.5)
        for t in [0, 1.2, 2.49] {
            fuse.update(to: t)
            #expect(fuse.state == .burning)
            #expect(fuse.tip == Vector2(200, 300))
            #expect(fuse.frame(at: t).batches.contains { $0.name == "flame" })
        }
        let explosion = try #require(fuse.batch("explosion", at: 2.5))
        #expect(explosion.count == 150)
        #expect(explosion.x.allSatisfy { $0 == 200 } && explosion.y.allSatisfy { $0 == 300 })
    }

    @Test func aSinglePointBurnsForTheConfiguredTimeEvenAtAGivenSpeed() throws {
        var config = FuseFirework.Configuration()
        config.burnSpeed = 350
        var fuse = FuseFirework(configuration: config, seed: 1, canvasSize: canvas800x600)
        fuse.addPoint(Vector2(5, 5))
        try fuse.light(at: 0)
        #expect(fuse.burnDuration == 2.5)
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

    /// Seed 000's explosion timer ticks every 0.016 s: 1-5 points a tick is 62.5-312.5 points
    /// per second, 0.05 points a tick² is 195.3125 points per second squared, and a fade of 0.01
    /// a tick takes 1.6 s.
    @Test func explosionConvertsTheSeedsTicksAtSixtyTwoAndAHalfHertz() throws {
        let c = FuseFirework.Configuration()
        #expect(c.explosionSpeed == ValueRange(62.5, 312.5))  // 1 / 0.016 and 5 / 0.016
        #expect(c.explosionGravity == 195.3125)  // 0.05 / 0.016²
        #expect(c.explosionFade == 1.6)  // 0.016 / 0.01
        var fuse = drawnFuse()
        try fuse.light(at: 0)
        // 0.5 s after the explosion: displacement = v t + (0, g t² / 2), with g = 195.3125.
        let b = try #require(fuse.batch("explosion", at: 3))
        var speeds: [Float] = []
        for i in 0..<b.count {
            let dx = b.x[i] - 100
            let dy = b.y[i] - 100 - 0.5 * 195.3125 * 0.25
            speeds.append((dx * dx + dy * dy).squareRoot() / 0.5)
        }
        #expect(speeds.allSatisfy { $0 >= 62.49 && $0 <= 312.51 })
        #expect(speeds.min()! < 70 && speeds.max()! > 300)
        #expect(b.opacity.allSatisfy { abs($0 - (1 - 0.5 / 1.6)) < 1e-5 })
        #expect(try #require(fuse.batch("explosion", at: 2.5 + 1.59)).count == 150)
        #expect(fuse.batch("explosion", at: 2.5 + 1.6)?.count == 0)
        fuse.update(to: 2.5 + 1.6)
        #expect(fuse.state == .done)
    }

    /// The seed's flame layers are offset by +2, -2 and -5 points inside their animated
    /// `scaleEffect`, so each offset scales with its layer: 1 -> 0.5 (red), 0.9 -> 1.5 (orange,
    /// drawn at 0.7 of that), 1.1 -> 0.3 (yellow, drawn at 0.5 of that) over 0.35 s.
    @Test func flameLayerOffsetsScaleWithTheAnimatedFlame() throws {
        var fuse = drawnFuse()
        try fuse.light(at: 0)
        for (t, red, orange, yellow) in [(0.0, Float(1), Float(0.9), Float(1.1)), (0.35, 0.5, 1.5, 0.3)] {
            fuse.update(to: t)
            let flame = try #require(fuse.frame(at: t).batches.first { $0.name == "flame" })
            let tip = try #require(fuse.tip)
            #expect(abs(flame.y[0] - (tip.y + 2 * red)) < 1e-4 && abs(flame.scaleY[0] - red) < 1e-5)
            #expect(abs(flame.y[1] - (tip.y - 2 * orange)) < 1e-4 && abs(flame.scaleY[1] - 0.7 * orange) < 1e-5)
            #expect(abs(flame.y[2] - (tip.y - 5 * yellow)) < 1e-4 && abs(flame.scaleY[2] - 0.5 * yellow) < 1e-5)
        }
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
        for p in [Vector2(10, 10), Vector2(10, 10), Vector2(.nan, 3), Vector2(10, 10.000_001), Vector2(10, 10.000_001)]
        {
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
