import Testing

@testable import PyroLive

@Suite struct FramePacerTests {
    @Test func sleepsTheRestOfEachPeriod() {
        var pacer = FramePacer(period: 0.02, now: 0)
        #expect(abs(pacer.pause(now: 0.005) - 0.015) < 1e-9)
        // The next deadline is 0.04 whatever the sleep really took.
        #expect(abs(pacer.pause(now: 0.031) - 0.009) < 1e-9)
    }

    @Test func aLateFrameRestartsTheScheduleInsteadOfRushing() {
        var pacer = FramePacer(period: 0.02, now: 0)
        #expect(pacer.pause(now: 0.1) == 0)
        #expect(abs(pacer.pause(now: 0.105) - 0.015) < 1e-9)
    }
}
