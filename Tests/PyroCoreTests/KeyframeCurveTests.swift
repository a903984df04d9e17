import Testing

@testable import PyroCore

@Suite struct KeyframeCurveTests {
    @Test func aLoneCubicKeyframeStartsAndEndsAtRest() {
        // Zero velocity at both ends: the Hermite curve is smoothstep, 3s² - 2s³.
        let track = KeyframeCurve(initialValue: 0, [.cubic(10, duration: 1)])
        #expect(track.value(at: 0) == 0)
        #expect(abs(track.value(at: 0.25) - 1.5625) < 1e-6)
        #expect(abs(track.value(at: 0.5) - 5) < 1e-6)
        #expect(track.value(at: 1) == 10)
        #expect(track.value(at: 7) == 10)
        #expect(track.value(at: -1) == 0)
    }

    @Test func linearKeyframesInterpolateStraightAndFollowTheirTimingCurve() {
        let track = KeyframeCurve(
            initialValue: 2, [.linear(4, duration: 0.5), .linear(0, duration: 0.5, curve: .easeOut)])
        #expect(abs(track.value(at: 0.25) - 3) < 1e-6)
        #expect(track.value(at: 0.5) == 4)
        #expect(abs(track.value(at: 0.75) - 4 * (1 - 0.684_643_19)) < 1e-5)
    }

    @Test func seed002OpacityRisesInATenthThenCubicFallsWithTheLinearSegmentsVelocity() {
        let opacity = KeyframeBurst.opacityTrack
        #expect(abs(opacity.value(at: 0.05) - 0.5) < 1e-6)
        #expect(opacity.value(at: 0.1) == 1)
        // The cubic inherits the linear keyframe's end velocity, 10 per unit, and ends at rest:
        // h(s) = 11s³ - 21s² + 9s + 1 over 0.9; at s = 0.1 that is 1.701 (drawn clamped to 1).
        #expect(abs(opacity.value(at: 0.19) - 1.701) < 1e-4)
        #expect(abs(opacity.value(at: 0.55) - (11 * 0.125 - 21 * 0.25 + 4.5 + 1)) < 1e-4)
        #expect(opacity.value(at: 1) == 0)
    }

    @Test func seed002ScaleSwellsToOneAtAFifthThenShrinksToPointThree() {
        let scale = KeyframeBurst.scaleTrack
        #expect(abs(scale.value(at: 0) - 0.4) < 1e-6)
        // Catmull-Rom velocity at the middle keyframe: (0.3 - 0.4) / (1 - 0) = -0.1 per unit.
        // At s = 0.5 of the first segment: 0.5·0.4 + 0.5·1 + (-0.125)(0.2)(-0.1) = 0.7025.
        #expect(abs(scale.value(at: 0.1) - 0.7025) < 1e-5)
        #expect(abs(scale.value(at: 0.2) - 1) < 1e-6)
        #expect(abs(scale.value(at: 1) - 0.3) < 1e-6)
    }

    @Test func holdKeepsThePreviousValueUntilItsEnd() {
        let track = KeyframeCurve(initialValue: 1, [.hold(5, duration: 2)])
        #expect(track.value(at: 1.99) == 1)
        #expect(track.value(at: 2) == 5)
    }

    @Test func explicitVelocitiesOverrideTheAutomaticOnes() {
        let track = KeyframeCurve(initialValue: 0, [.cubic(1, duration: 1, startVelocity: 1, endVelocity: 1)])
        // Velocity 1 at both ends of a unit rise: a straight line.
        #expect(abs(track.value(at: 0.3) - 0.3) < 1e-6)
    }

    @Test func nonFiniteKeyframesAreDroppedAndZeroDurationsJump() {
        let track = KeyframeCurve(initialValue: .nan, [.linear(.infinity, duration: 1), .linear(3, duration: 0)])
        #expect(track.initialValue == 0)
        #expect(track.value(at: 0) == 3)
        #expect(track.duration == 0)
    }
}
