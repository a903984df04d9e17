import PyroCore
import PyroSwiftUISupport
import Testing

@MainActor
@Suite struct EffectPlayerTests {
    static let size = Size(width: 400, height: 300)

    static func confettiPlayer(gate: TriggerGate? = nil) -> EffectPlayer<ConfettiBurst> {
        EffectPlayer(gate: gate) { size in ConfettiBurst(seed: 1, canvasSize: size) }
    }

    @Test func aTriggerBeforeTheFirstFrameWaitsForTheCanvasThenFires() {
        let player = Self.confettiPlayer()
        #expect(player.isIdle)
        #expect(player.trigger(atWallTime: 100))
        #expect(player.effect == nil && !player.isIdle)
        player.advance(toWallTime: 100.016, canvasSize: Self.size)
        #expect(player.effect?.canvasSize == Self.size)
        #expect(player.liveCount == 120)
        #expect(player.frame(reduceMotion: false).particleCount == 120)
    }

    @Test func theViewGoesIdleWhenTheLastPieceDies() {
        let player = Self.confettiPlayer()
        player.advance(toWallTime: 0, canvasSize: Self.size)
        player.trigger(atWallTime: 0)
        var wall = 0.0
        while wall < 2.9 {
            wall += 0.1
            player.advance(toWallTime: wall, canvasSize: Self.size)
            #expect(!player.isIdle)
        }
        player.advance(toWallTime: 3.1, canvasSize: Self.size)
        #expect(player.isIdle && player.liveCount == 0)
    }

    @Test func aLongGapBetweenFramesAdvancesAQuarterSecond() {
        let player = Self.confettiPlayer()
        player.advance(toWallTime: 10, canvasSize: Self.size)
        player.trigger(atWallTime: 10)
        // The app was away for a minute: the burst has aged 0.25 s, not 60.
        player.advance(toWallTime: 70, canvasSize: Self.size)
        #expect(player.time == 0.25)
        #expect(player.liveCount == 120)
    }

    @Test func triggersHundredsOfTimesASecondKeepTheParticleCountBounded() {
        let player = Self.confettiPlayer(gate: TriggerGate(lifetime: 3))
        player.advance(toWallTime: 0, canvasSize: Self.size)
        var fired = 0
        for i in 1...1000 {
            let wall = Double(i) / 500
            if player.trigger(atWallTime: wall) { fired += 1 }
            if i.isMultiple(of: 8) { player.advance(toWallTime: wall, canvasSize: Self.size) }
        }
        #expect(fired == 12)
        #expect(player.liveCount == 12 * 120)
    }

    @Test func aNewCanvasSizeResizesTheRunningEffectAndItsPiecesCarryOn() {
        let player = Self.confettiPlayer()
        player.advance(toWallTime: 0, canvasSize: Self.size)
        player.trigger(atWallTime: 0)
        let rotated = Size(width: 300, height: 400)
        player.advance(toWallTime: 0.1, canvasSize: rotated)
        #expect(player.effect?.canvasSize == rotated)
        #expect(player.liveCount == 120)
        // The next burst starts 68% down the new canvas.
        player.trigger(atWallTime: 0.1)
        let frame = player.frame(reduceMotion: false)
        #expect(frame.canvasSize == rotated)
        #expect(frame.batches[0].y.suffix(120).allSatisfy { $0 == 0.68 * 400 })
    }

    @Test func resetForgetsEveryParticleAndWaitingTrigger() {
        let player = Self.confettiPlayer()
        player.trigger(atWallTime: 0)
        player.reset()
        player.advance(toWallTime: 0.1, canvasSize: Self.size)
        #expect(player.isIdle && player.liveCount == 0)
        player.trigger(atWallTime: 0.2)
        player.advance(toWallTime: 0.3, canvasSize: Self.size)
        #expect(player.liveCount == 120)
        player.reset()
        #expect(player.effect == nil && player.isIdle)
    }

    @Test func aGivenEffectFollowsTheCanvasAndResetsToItself() {
        var fountain = Fountain(seed: 2, canvasSize: Self.size)
        fountain.trigger(at: 0, origin: nil)
        let player = EffectPlayer(effect: fountain)
        let small = Size(width: 50, height: 50)
        for step in 0...5 { player.advance(toWallTime: Double(step) * 0.1, canvasSize: small) }
        #expect(player.effect?.canvasSize == small)
        let live = player.liveCount
        #expect(live > 0)
        player.reset()
        var expected = fountain
        expected.update(to: player.time)
        #expect(player.liveCount == expected.liveCount && player.liveCount == live)
    }

    @Test func reduceMotionFreezesTheBurstInPlace() {
        let player = Self.confettiPlayer()
        player.advance(toWallTime: 0, canvasSize: Self.size)
        player.trigger(atWallTime: 0)
        player.advance(toWallTime: 1, canvasSize: Self.size)
        let early = player.frame(reduceMotion: true).batches[0].x
        player.advance(toWallTime: 1.2, canvasSize: Self.size)
        #expect(player.frame(reduceMotion: true).batches[0].x == early)
        #expect(player.frame(reduceMotion: false).batches[0].x != early)
    }
}

@MainActor
@Suite struct EffectPlayerControlTests {
    static let size = Size(width: 400, height: 300)

    /// Advances `player` from `from` to `to` wall seconds in 60 Hz frames.
    static func play(_ player: EffectPlayer<ConfettiBurst>, from: Double, to: Double) {
        var wall = from
        while wall < to {
            wall = min(wall + 1.0 / 60, to)
            player.advance(toWallTime: wall, canvasSize: size)
        }
    }

    @Test func timeStandsStillWhilePausedAndThePauseIsNeverPlayed() {
        let player = EffectPlayerTests.confettiPlayer()
        player.advance(toWallTime: 10, canvasSize: Self.size)
        player.trigger(atWallTime: 10)
        Self.play(player, from: 10, to: 10.5)
        player.setPaused(true, atWallTime: 10.5)
        Self.play(player, from: 10.5, to: 20.5)
        #expect(abs(player.time - 0.5) < 1e-9)
        // Resumed ten seconds later: the next frame moves one frame on, not ten seconds.
        player.setPaused(false, atWallTime: 20.5)
        player.advance(toWallTime: 20.516)
        #expect(abs(player.time - 0.516) < 1e-9)
        #expect(player.liveCount == 120)
    }

    @Test func aRepeatedTriggerFiresItsRepetitionsAndStaysBusyUntilTheLast() {
        let player = EffectPlayerTests.confettiPlayer()
        player.advance(toWallTime: 0, canvasSize: Self.size)
        // Pieces live 3 s; bursts at 0, 4 and 8 s.
        #expect(player.trigger(atWallTime: 0, repetitions: 3, interval: 4))
        var live: [Int] = []
        for second in 1...11 {
            Self.play(player, from: Double(second - 1), to: Double(second))
            live.append(player.liveCount)
            // Between bursts nothing is alive, but the next one is still to come.
            #expect(player.isIdle == (second == 11))
        }
        #expect(live == [120, 120, 0, 120, 120, 120, 0, 120, 120, 120, 0])
    }

    @Test func triggersWithoutAPointStartWhereTheOriginWasMoved() {
        let player = EffectPlayerTests.confettiPlayer()
        player.advance(toWallTime: 0, canvasSize: Self.size)
        player.origin = Vector2(30, 40)
        player.trigger(atWallTime: 0)
        player.trigger(atWallTime: 0, origin: Vector2(300, 200))
        let batch = player.frame(reduceMotion: false).batches[0]
        #expect(batch.x.prefix(120).allSatisfy { $0 == 30 } && batch.y.prefix(120).allSatisfy { $0 == 40 })
        #expect(batch.x.suffix(120).allSatisfy { $0 == 300 } && batch.y.suffix(120).allSatisfy { $0 == 200 })
    }

    @Test func repetitionsBeforeTheFirstFrameWaitForTheCanvasAndKeepTheirTimes() {
        let player = EffectPlayerTests.confettiPlayer()
        player.trigger(atWallTime: 5, repetitions: 2, interval: 0.5)
        Self.play(player, from: 5, to: 5.25)
        #expect(player.liveCount == 120 && !player.isIdle)
        Self.play(player, from: 5.25, to: 5.5)
        #expect(player.liveCount == 240)
    }
}
