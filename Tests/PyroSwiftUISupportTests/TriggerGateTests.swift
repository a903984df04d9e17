import PyroSwiftUISupport
import Testing

@Suite struct TriggerGateTests {
    /// Presses `gate` at each of `times` and says which fired.
    private static func press(_ gate: inout TriggerGate, _ times: Double...) -> [Bool] {
        times.map { gate.press(at: $0) }
    }

    @Test func pressesSpacedOutAllFireAndStayIndependent() {
        var gate = TriggerGate(lifetime: 3)
        #expect(Self.press(&gate, 0, 0.5, 1) == [true, true, true])
        #expect(gate.fired == [0, 0.5, 1])
    }

    @Test func aTriggerChangingFiveHundredTimesASecondFiresAtMostTwelveBurstsAtOnce() {
        var gate = TriggerGate(minimumInterval: 1.0 / 30, maximumOverlapping: 12, lifetime: 3)
        var fired: [Double] = []
        for i in 0..<1500 {
            let time = Double(i) / 500
            if gate.press(at: time) { fired.append(time) }
        }
        // One in every 17 presses (0.034 s apart) until twelve are in the air; none more until
        // the first dies at 3 s.
        #expect(fired.count == 12)
        #expect(fired.first == 0 && fired.last == 11 * 0.034)
        #expect(Self.press(&gate, 3.001) == [true])
        #expect(gate.fired.count == 12)
    }

    @Test func theViewIsIdleOnceTheLastBurstHasLivedItsLife() {
        var gate = TriggerGate(lifetime: 3)
        #expect(gate.isIdle(at: 0))
        _ = gate.press(at: 1)
        #expect(!gate.isIdle(at: 3.9))
        #expect(gate.isIdle(at: 4))
    }

    @Test func nonFiniteTimesNeverFireAndBadSettingsAreClamped() {
        var gate = TriggerGate(minimumInterval: .nan, maximumOverlapping: -3, lifetime: -1)
        #expect(gate.minimumInterval == 0 && gate.maximumOverlapping == 1 && gate.lifetime == 0)
        #expect(Self.press(&gate, .nan, .infinity, 2) == [false, false, true])
    }

    @Test func aPressFromThePastCountsAsSimultaneousWithTheLastBurst() {
        var gate = TriggerGate(minimumInterval: 0, lifetime: 3)
        _ = gate.press(at: 5)
        #expect(Self.press(&gate, 4) == [true])
        #expect(gate.fired == [5, 5])
    }
}
