import Testing

@testable import PyroCore

@Suite struct LiveClockTests {
    @Test func advancesByTheWallClockBetweenFrames() {
        var clock = LiveClock()
        clock.tick(wallTime: 100)
        clock.tick(wallTime: 100.016)
        #expect(abs(clock.time - 0.016) < 1e-9)
    }

    @Test func clampsALongGapInsteadOfReplayingIt() {
        var clock = LiveClock()
        clock.tick(wallTime: 10)
        clock.tick(wallTime: 10 + 600)
        #expect(clock.time == 0.25)
        clock.tick(wallTime: 610.01)
        #expect(abs(clock.time - 0.26) < 1e-9)
    }

    @Test func ignoresAClockRunningBackwards() {
        var clock = LiveClock(maximumStep: 0.1)
        clock.tick(wallTime: 5)
        clock.tick(wallTime: 5.05)
        clock.tick(wallTime: 4)
        #expect(abs(clock.time - 0.05) < 1e-9)
        clock.tick(wallTime: 5.07)
        #expect(abs(clock.time - 0.07) < 1e-9)
        clock.tick(wallTime: .nan)
        #expect(abs(clock.time - 0.07) < 1e-9)
    }
}
