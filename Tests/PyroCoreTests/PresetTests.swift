/// atan2 for tests, from the standard library's lack of one: via Foundation.
import Foundation
import Testing

@testable import PyroCore

@Suite struct ParticleBurstTests {
    @Test func offsetsFollowSpeedTimesFiveTimesEaseOutOfAgeOverFive() throws {
        var burst = ParticleBurst(seed: 8, canvasSize: canvas800x600)
        burst.fire(at: 0, origin: Vector2(300, 200))
        let early = try #require(burst.batch("burst", at: 1))
        let late = try #require(burst.batch("burst", at: 2.5))
        #expect(early.count == 100)
        let e1: Float = 0.308_366_07
        let e2: Float = 0.684_643_19  // easeOut(0.2), easeOut(0.5)
        for i in 0..<early.count {
            let d1 = Vector2(early.x[i] - 300, early.y[i] - 200).length
            let d2 = Vector2(late.x[i] - 300, late.y[i] - 200).length
            let speed = d1 / (5 * e1)
            #expect(speed >= 9.99 && speed <= 100.01)
            #expect(abs(d2 / (5 * e2) - speed) < 1e-3)
        }
        // Scale 0.1 -> 1 and opacity 1 -> 0 on the same eased progress.
        #expect(early.scaleX.allSatisfy { abs($0 - (0.1 + 0.9 * e1)) < 1e-5 })
        #expect(late.opacity.allSatisfy { abs($0 - (1 - e2)) < 1e-5 })
        #expect(burst.frame(at: 5).particleCount == 0)
    }

    @Test func severalBurstsRunAtOnceEachInTheNextColour() throws {
        var burst = ParticleBurst(seed: 8, canvasSize: canvas800x600)
        burst.fire(at: 0, origin: Vector2(300, 250))
        burst.fire(at: 0.2, origin: Vector2(460, 370))
        let b = try #require(burst.batch("burst", at: 1))
        #expect(b.count == 200)
        #expect(Set(b.color[..<100]) == [RGBAColor.blue.rgba32])
        #expect(Set(b.color[100...]) == [RGBAColor.red.rgba32])
    }
}

@Suite struct KeyframeBurstTests {
    @Test func starsTravelOnSeed002sKeyframesFromTheCanvasCentre() throws {
        var stars = KeyframeBurst(configuration: .starBurst, seed: 2, canvasSize: canvas800x600)
        stars.emit(at: 0)
        // At progress 0.5 (0.6 s): travel = smoothstep(0.5) = 0.5 of the 35-90 point distance,
        // rotation 180°, scale on its track, opacity clamped to 1.
        let b = try #require(stars.batch("stars", at: 0.6))
        #expect(b.count == 16)
        for i in 0..<b.count {
            let d = Vector2(b.x[i] - 400, b.y[i] - 300).length
            #expect(d >= 17.49 && d <= 45.01)
        }
        #expect(b.rotation.allSatisfy { abs($0 - .pi) < 1e-5 })
        let scale = KeyframeBurst.scaleTrack.value(at: 0.5)
        #expect(b.scaleX.allSatisfy { abs($0 - scale) < 1e-6 })
        #expect(b.opacity.allSatisfy { $0 == 1 })
        #expect(b.color.allSatisfy { $0 == RGBAColor.orange.rgba32 })
        #expect(stars.frame(at: 1.2).batches.first { $0.name == "stars" }?.count == 0)
    }

    @Test func theShapeSitsAtTheOriginAtTwiceItsSize() throws {
        let hearts = KeyframeBurst(configuration: .floatingHearts, seed: 2, canvasSize: canvas800x600)
        let origin = try #require(hearts.batch("origin", at: 0))
        #expect(Array(origin.x) == [400] && abs(origin.y[0] - 432) < 1e-4)
        #expect(Array(origin.scaleX) == [2] && Array(origin.scaleY) == [2])
        #expect(origin.shapes == [.heart])
    }

    @Test func heartsAreBornAtHalfAcrossAndSeventyTwoPercentDown() throws {
        var hearts = KeyframeBurst(configuration: .floatingHearts, seed: 2, canvasSize: canvas800x600)
        hearts.emit(at: 0)
        let b = try #require(hearts.batch("hearts", at: 0))
        #expect(b.count == 10)
        #expect(b.x.allSatisfy { $0 == 400 } && b.y.allSatisfy { abs($0 - 432) < 1e-4 })
        #expect(b.opacity.allSatisfy { $0 == 0 })
    }
}

@Suite struct ConfettiTests {
    @Test func fiftySquaresAreScatteredOverTheCanvas() throws {
        var confetti = Confetti(seed: 6, canvasSize: canvas800x600)
        confetti.show(at: 0)
        let b = try #require(confetti.batch("confetti", at: 0))
        #expect(b.count == 50)
        #expect(b.width.allSatisfy { $0 == 20 } && b.height.allSatisfy { $0 == 20 })
        #expect(b.x.allSatisfy { $0 >= 0 && $0 <= 800 } && b.y.allSatisfy { $0 >= 0 && $0 <= 600 })
        #expect(Set(b.color).count == 5)
    }

    @Test func isShownForThreeSecondsThenFadesWithEaseOutOverTwo() throws {
        var confetti = Confetti(seed: 6, canvasSize: canvas800x600)
        confetti.show(at: 1)
        #expect(confetti.batch("confetti", at: 3.9)!.opacity.allSatisfy { $0 == 1 })
        // 1 s into the 2 s fade: 1 - easeOut(0.5).
        #expect(confetti.batch("confetti", at: 5)!.opacity.allSatisfy { abs($0 - (1 - 0.684_643_19)) < 1e-4 })
        #expect(confetti.isActive(at: 5.99))
        #expect(confetti.batch("confetti", at: 6)!.count == 0)
        #expect(!confetti.isActive(at: 6))
        #expect(!confetti.isActive(at: 0.5))
    }

    @Test func piecesTurnAboutXAndAboutACornerWithoutTravelling() throws {
        var confetti = Confetti(seed: 6, canvasSize: canvas800x600)
        confetti.show(at: 0)
        let a = try #require(confetti.batch("confetti", at: 0))
        let b = try #require(confetti.batch("confetti", at: 0.37))
        #expect(a.scaleY.allSatisfy { $0 == 1 } && a.rotation.allSatisfy { $0 == 0 })
        for i in 0..<a.count {
            // Turning about a corner keeps the centre on a circle of radius 10√2 about it.
            #expect(abs(Vector2(b.x[i] - a.x[i], b.y[i] - a.y[i]).length) <= 2 * 14.143)
            #expect(b.scaleY[i] != 1 && b.scaleX[i] == 1)
            let turnsPerSecond = b.rotation[i] / 0.37 / (2 * .pi)
            #expect(turnsPerSecond >= 0.4999 && turnsPerSecond <= 1.0001)
        }
    }

    @Test func anOptionalGentleFallMovesPiecesDownAndWrapsThem() throws {
        var config = Confetti.Configuration()
        config.fallSpeed = 60
        var falling = Confetti(configuration: config, seed: 6, canvasSize: canvas800x600)
        var still = Confetti(seed: 6, canvasSize: canvas800x600)
        falling.show(at: 0)
        still.show(at: 0)
        let f = try #require(falling.batch("confetti", at: 2))
        let s = try #require(still.batch("confetti", at: 2))
        var moved = 0
        for i in 0..<f.count {
            let dy = f.y[i] - s.y[i]
            #expect(abs(dy - 120) < 1e-3 || abs(dy - 120 + 620) < 1e-3)
            #expect(f.y[i] >= -10 && f.y[i] < 610)
            if abs(dy - 120) < 1e-3 { moved += 1 }
        }
        #expect(moved > 30)
    }
}

@Suite struct ConfettiBurstTests {
    @Test func throws120PiecesFromTwoThirdsDownEveryThirdACircle() throws {
        var burst = ConfettiBurst(seed: 1, canvasSize: canvas800x600)
        burst.fire(at: 0)
        let b = try #require(burst.batch("confetti", at: 0))
        #expect(b.count == 120)
        #expect(b.x.allSatisfy { $0 == 400 } && b.y.allSatisfy { abs($0 - 408) < 1e-4 })
        for i in 0..<120 {
            #expect(b.shapes[Int(b.shapeIndex[i])] == (i % 3 == 0 ? .circle : .rectangle))
            #expect(b.height[i] == (i % 3 == 0 ? 8 : 13) && b.width[i] == 8)
        }
        let palette: [RGBAColor] = [.pink, .yellow, .mint, .cyan, .orange, .purple]
        #expect(Array(b.color) == (0..<120).map { palette[$0 % 6].rgba32 })
    }

    @Test func piecesLaunchUpwardInAFanAndFollowDragAndGravity() throws {
        var burst = ConfettiBurst(seed: 1, canvasSize: canvas800x600)
        burst.fire(at: 0)
        let b = try #require(burst.batch("confetti", at: 0.1))
        // Over 0.1 s with drag 2.6: travel T = (1 - e^-0.26)/2.6; gravity adds (900/2.6)(0.1 - T).
        let travel: Float = (1 - 0.771_051_6) / 2.6
        let fall: Float = 900 / 2.6 * (0.1 - travel)
        for i in 0..<b.count {
            let vx = (b.x[i] - 400) / travel
            let vy = (b.y[i] - 408 - fall) / travel
            let speed = (vx * vx + vy * vy).squareRoot()
            let angle = FastMathTestHelpers.atan2(vx, -vy)
            #expect(speed >= 499.9 && speed <= 2400.1)
            #expect(abs(angle) <= 0.9001)
        }
    }

    @Test func fadesOverTheLastThirtyPercentOfAThreeSecondLife() throws {
        var burst = ConfettiBurst(seed: 1, canvasSize: canvas800x600)
        burst.fire(at: 0)
        #expect(burst.batch("confetti", at: 2.1)!.opacity.allSatisfy { abs($0 - 1) < 1e-5 })
        #expect(burst.batch("confetti", at: 2.55)!.opacity.allSatisfy { abs($0 - 0.5) < 1e-5 })
        #expect(burst.batch("confetti", at: 3)!.count == 0)
    }

    @Test func eachTriggerFiresADifferentReproducibleBurst() throws {
        var a = ConfettiBurst(seed: 1, canvasSize: canvas800x600)
        a.fire(at: 0)
        a.fire(at: 5)
        let first = try #require(a.batch("confetti", at: 0.5))
        let second = try #require(a.batch("confetti", at: 5.5))
        #expect(first.x != second.x)
        var b = ConfettiBurst(seed: 1, canvasSize: canvas800x600)
        b.fire(at: 0)
        b.fire(at: 5)
        #expect(b.batch("confetti", at: 5.5) == second)
    }
}

enum FastMathTestHelpers {
    static func atan2(_ y: Float, _ x: Float) -> Float { Float(Foundation.atan2(Double(y), Double(x))) }
}

@Suite struct ReduceMotionTests {
    @Test func confettiBurstPiecesHoldWhereTheyWouldBeAtPointSixSecondsAndFade() throws {
        var burst = ConfettiBurst(seed: 1, canvasSize: canvas800x600)
        burst.fire(at: 0)
        let moving = try #require(burst.batch("confetti", at: 0.6))
        let still1 = try #require(burst.batch("confetti", at: 0.1, reduceMotion: true))
        let still2 = try #require(burst.batch("confetti", at: 2.55, reduceMotion: true))
        #expect(still1.x == moving.x && still1.y == moving.y && still1.rotation == moving.rotation)
        #expect(still2.x == moving.x && still2.scaleX == moving.scaleX)
        #expect(still2.opacity.allSatisfy { abs($0 - 0.5) < 1e-5 })
    }

    @Test(arguments: [Preset.starBurst, .floatingHearts])
    func starsAndHeartsShowNoParticles(preset: Preset) {
        var effect = preset.makeEffect(seed: 1, canvasSize: canvas800x600)
        effect.trigger(at: 0, origin: nil)
        let list = effect.displayList(at: 0.5, reduceMotion: true)
        #expect(list.batches.filter { $0.name != "origin" }.allSatisfy { $0.count == 0 })
        #expect(effect.liveCount > 0)
    }

    @Test(arguments: [Preset.particleBurst, .confetti, .confettiBurst, .fuseFirework])
    func nothingTravelsUnderReduceMotion(preset: Preset) {
        var effect = preset.makeEffect(seed: 1, canvasSize: canvas800x600)
        if preset == .fuseFirework {
            effect.withFuseFirework { fuse in
                for p in FuseFirework.samplePath(canvasSize: canvas800x600) { fuse.addPoint(p) }
            }
        }
        effect.trigger(at: 0, origin: nil)
        let t1 = preset == .fuseFirework ? 2.7 : 0.8
        let t2 = t1 + 0.5
        let a = effect.displayList(at: t1, reduceMotion: true).batches.filter {
            $0.name != "sparks" && $0.name != "flame"
        }
        let b = effect.displayList(at: t2, reduceMotion: true).batches.filter {
            $0.name != "sparks" && $0.name != "flame"
        }
        #expect(a.map(\.x) == b.map(\.x))
        #expect(a.map(\.y) == b.map(\.y))
        #expect(a.reduce(0) { $0 + $1.count } > 0)
    }
}

@Suite struct PresetCatalogueTests {
    @Test func everyPresetHasItsCommandLineNameAndASummary() {
        #expect(
            Preset.allCases.map(\.rawValue) == [
                "fuse-firework", "particle-burst", "star-burst", "floating-hearts", "confetti", "confetti-burst",
                "fountain",
                "canvas-confetti", "fire", "smoke", "snow", "rain", "fireflies", "magic", "sparks", "splash",
                "fireworks",
                "emoji",
            ])
        #expect(Preset.allCases.allSatisfy { !$0.summary.isEmpty })
    }

    @Test(arguments: Preset.allCases)
    func everyPresetDrawsFiniteFramesOverItsWholeLife(preset: Preset) {
        var effect = preset.makeEffect(seed: 77, canvasSize: canvas800x600)
        if preset == .fuseFirework {
            effect.withFuseFirework { fuse in
                for p in FuseFirework.samplePath(canvasSize: canvas800x600) { fuse.addPoint(p) }
            }
        }
        effect.trigger(at: 0, origin: nil)
        var peak = 0
        for t in stride(from: 0.0, through: 6, by: 0.1) {
            let list = effect.displayList(at: t)
            #expect(list.batches.allSatisfy { $0.isFinite })
            peak = max(peak, list.particleCount)
        }
        #expect(peak > 0)
    }
}

@Suite struct FountainTests {
    @Test func streamsSparksFromTheBottomCentreAtItsRate() throws {
        var fountain = Fountain(seed: 3, canvasSize: canvas800x600)
        fountain.start(at: 0)
        // Births at k / 400 s for k = 0...400 by t = 1, all still alive (lives are 1.2-2 s).
        let b = try #require(fountain.batch("fountain", at: 1))
        #expect(b.count == 401)
        #expect(b.blend == .additive)
        #expect(b.x.last == 400 && abs(b.y.last! - 570) < 1e-3)
        #expect(b.color.last == RGBAColor.white.rgba32)
    }

    @Test func itsLiveCountLevelsOffAndStopsWithTheStream() {
        var fountain = Fountain(seed: 3, canvasSize: canvas800x600)
        fountain.start(at: 0)
        fountain.update(to: 30)
        let settled = fountain.liveCount
        // Mean life 1.6 s at 400 per second: about 640 alive.
        #expect(settled > 560 && settled < 720)
        fountain.stop(at: 30)
        fountain.update(to: 32.1)
        #expect(fountain.liveCount == 0)
    }
}
