import Foundation
import Testing

@testable import PyroCore

/// The places where Pyro once drifted from the seed articles, pinned with the articles' own
/// numbers (docs/SEEDS.md records every deliberate difference).
@Suite struct SeedFidelityTests {
    // MARK: Seed 001

    /// The article's preview: a blue and a red burst at once, offset (-100, -50) and (60, 70)
    /// from the centre.
    @Test func particleBurstsDefaultIsTheArticlesBlueAndRedBurstsAtOnce() throws {
        let schedule = Preset.particleBurst.defaultSchedule(canvasSize: canvas800x600)
        #expect(schedule.fireTimes == [0, 0])
        #expect(schedule.origins == [Vector2(300, 250), Vector2(460, 370)])
        let effect = try Preset.particleBurst.makeEffect(seed: 1, canvasSize: canvas800x600, schedule: schedule)
        let b = try #require(effect.batch("burst", at: 0))
        #expect(b.count == 200)
        #expect(Set(b.color[..<100]) == [RGBAColor.blue.rgba32])
        #expect(b.x[..<100].allSatisfy { $0 == 300 } && b.y[..<100].allSatisfy { $0 == 250 })
        #expect(Set(b.color[100...]) == [RGBAColor.red.rgba32])
        #expect(b.x[100...].allSatisfy { $0 == 460 } && b.y[100...].allSatisfy { $0 == 370 })
    }

    // MARK: Seed 002

    /// Every tap emits from the fixed origin, where the shape sits, wherever the tap lands.
    @Test func starsAndTheirShapeShareTheFixedOrigin() throws {
        var stars = KeyframeBurst(configuration: .starBurst, seed: 2, canvasSize: canvas800x600)
        stars.trigger(at: 0, origin: nil)
        let b = try #require(stars.batch("stars", at: 0))
        let shape = try #require(stars.batch("origin", at: 0))
        #expect(b.x.allSatisfy { $0 == 400 } && b.y.allSatisfy { $0 == 300 })
        #expect(Array(shape.x) == [400] && Array(shape.y) == [300])
    }

    /// `pyro inspect star-burst --origin 100,100 --at 0.5`: the shape and its stars move together.
    @Test func anOriginMovesTheShapeAndItsParticlesTogether() throws {
        let schedule = Preset.Schedule(origins: [Vector2(100, 100)])
        let effect = try Preset.starBurst.makeEffect(seed: 1, canvasSize: canvas800x600, schedule: schedule)
        let born = try #require(effect.batch("stars", at: 0))
        #expect(born.x.allSatisfy { $0 == 100 } && born.y.allSatisfy { $0 == 100 })
        let shape = try #require(effect.batch("origin", at: 0.5))
        #expect(Array(shape.x) == [100] && Array(shape.y) == [100])
    }

    /// A move holds from its trigger on; later taps without a point emit from the moved origin,
    /// and scrubbing back before the move shows the shape where it was.
    @Test func theShapeMovesAtTheTriggerThatMovesIt() throws {
        var hearts = KeyframeBurst(configuration: .floatingHearts, seed: 2, canvasSize: canvas800x600)
        hearts.emit(at: 0)
        hearts.emit(at: 0.5, origin: Vector2(120, 80))
        hearts.emit(at: 0.8)
        #expect(hearts.place(at: 0.49) == Vector2(400, 0.72 * 600))
        #expect(hearts.place(at: 0.5) == Vector2(120, 80))
        #expect(Array(try #require(hearts.batch("origin", at: 0.3)).x) == [400])
        #expect(Array(try #require(hearts.batch("origin", at: 0.6)).x) == [120])
        let b = try #require(hearts.batch("hearts", at: 0.8))
        #expect(b.count == 30)
        #expect(b.x[20...].allSatisfy { $0 == 120 } && b.y[20...].allSatisfy { $0 == 80 })
    }

    // MARK: Seed 003

    /// `pyro inspect confetti --fire-at 0,1 --at 2,4.5,5.5`: setting `isActive = true` while the
    /// confetti shows changes nothing, so 50 pieces at 2 s and 4.5 s, none at 5.5 s.
    @Test func showingConfettiWhileItShowsChangesNothing() throws {
        let schedule = Preset.Schedule(fireTimes: [0, 1])
        var twice = try Preset.confetti.makeEffect(seed: 1, canvasSize: canvas800x600, schedule: schedule)
        var once = try Preset.confetti.makeEffect(seed: 1, canvasSize: canvas800x600, schedule: Preset.Schedule())
        for t in [2, 4.5] {
            let a = twice.displayList(at: t)
            let b = once.displayList(at: t)
            #expect(a.particleCount == 50)
            #expect(a == b)
        }
        #expect(twice.frame(at: 5.5).particleCount == 0)
    }

    @Test func confettiCanBeShownAgainOnceItHasFaded() throws {
        var confetti = Confetti(seed: 6, canvasSize: canvas800x600)
        confetti.show(at: 0)
        confetti.show(at: 4.99)
        confetti.show(at: 5)
        #expect(confetti.frame(at: 4.99).particleCount == 50)
        #expect(confetti.frame(at: 5.5).particleCount == 50)
        #expect(confetti.batch("confetti", at: 5.5)!.opacity.allSatisfy { $0 == 1 })
        #expect(confetti.isActive(at: 9.99) && !confetti.isActive(at: 10))
    }

    /// Showings are decided in time order, whatever order they were asked for in.
    @Test func confettiShowingsDoNotDependOnTheOrderTheyWereAskedFor() throws {
        var inOrder = Confetti(seed: 6, canvasSize: canvas800x600)
        var reversed = Confetti(seed: 6, canvasSize: canvas800x600)
        for t in [0.0, 1, 5.5] { inOrder.show(at: t) }
        reversed.update(to: 2)
        for t in [5.5, 1, 0.0] { reversed.show(at: t) }
        #expect(inOrder.showings == [0, 5.5])
        #expect(reversed.showings == [0, 5.5])
        for t in [0.5, 2, 4.9, 5.2, 6] {
            #expect(inOrder.frame(at: t) == reversed.frame(at: t))
        }
        #expect(reversed.isActive(at: 2) && !reversed.isActive(at: 5.2) && reversed.isActive(at: 5.5))
    }

    /// The article draws each piece's turn period uniformly: 0.7-2 s about x (mean 1.35 s) and
    /// 1-2 s about z (mean 1.5 s). Drawing the rate uniformly would put the means at 1.11 s and
    /// 1.38 s, and three quarters of the flips under 1.35 s.
    @Test func confettiTurnPeriodsAreUniformAsTheArticleDrawsThem() throws {
        var configuration = Confetti.Configuration()
        configuration.count = 20_000
        var confetti = Confetti(configuration: configuration, seed: 9, canvasSize: canvas800x600)
        confetti.show(at: 0)
        let t: Float = 0.3  // every flip and spin is still under half a turn
        let b = try #require(confetti.batch("confetti", at: Double(t)))
        let flips = b.scaleY.map { 2 * Float.pi * t / Float(acos(Double($0))) }
        let spins = b.rotation.map { 2 * Float.pi * t / $0 }
        func mean(_ v: [Float]) -> Float { v.reduce(0, +) / Float(v.count) }
        #expect(abs(mean(flips) - 1.35) < 0.01)
        #expect(abs(mean(spins) - 1.5) < 0.01)
        #expect(flips.allSatisfy { $0 >= 0.699 && $0 <= 2.001 })
        #expect(spins.allSatisfy { $0 >= 0.999 && $0 <= 2.001 })
        let shortFlips = Float(flips.filter { $0 < 1.35 }.count) / Float(flips.count)
        #expect(abs(shortFlips - 0.5) < 0.02)
    }

    @Test func aPeriodDrawIsUniformInSecondsPerTurn() {
        let periods = SpinConfiguration(speedDraw: .uniformPeriod)
        let rates = ValueRange(2 * .pi / 2, 2 * .pi / 0.5)  // a turn every 2 s ... every 0.5 s
        #expect(periods.speed(in: rates, 0) == rates.lower)
        #expect(abs(periods.speed(in: rates, 1) - rates.upper) < 1e-5)
        #expect(abs(2 * .pi / periods.speed(in: rates, 0.5) - 1.25) < 1e-5)
        // Spins either way round cannot be drawn by period: drawn by rate instead.
        #expect(periods.speed(in: ValueRange(-4, 4), 0.25) == -2)
        #expect(SpinConfiguration().speed(in: rates, 0.5) == rates.value(0.5))
    }

    // MARK: Seed 000 (the explosion's numbers and the flame are in FuseFireworkTests)

    /// `pyro render fuse-firework` covers the burn and the whole explosion, and its still shows
    /// the explosion.
    @Test func theFusesDefaultsCoverTheBurnAndTheExplosion() throws {
        let preset = Preset.fuseFirework
        var fuse = try preset.makeEffect(
            seed: 1, canvasSize: canvas800x600,
            schedule: preset.defaultSchedule(canvasSize: canvas800x600))
        #expect(fuse.fuseFirework?.points == FuseFirework.samplePath(canvasSize: canvas800x600))
        fuse.update(to: preset.tellingMoment)
        #expect(fuse.fuseFirework?.state == .exploding)
        fuse.update(to: preset.defaultDuration)
        #expect(fuse.fuseFirework?.state == .done)
    }
}
