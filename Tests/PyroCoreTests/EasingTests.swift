import Testing

@testable import PyroCore

@Suite struct EasingTests {
    // Reference values solved to double precision by bisection on the Bézier.
    @Test(arguments: [
        (Easing.easeOut, Float(0.5), Float(0.684_643_19)),
        (Easing.easeOut, 0.2, 0.308_366_07),
        (Easing.easeIn, 0.5, 0.315_356_81),
        (Easing.easeInOut, 0.5, 0.5),
        (Easing.easeInOut, 0.25, 0.129_161_93),
        (Easing.linear, 0.3, 0.3),
    ])
    func matchesSwiftUIsBezierCurves(curve: Easing, x: Float, expected: Float) {
        #expect(abs(curve.value(at: x) - expected) < 2e-6)
    }

    @Test func clampsProgressOutsideZeroToOne() {
        for curve in [Easing.linear, .easeIn, .easeOut, .easeInOut, .bezier(Vector2(0.3, 1.4), Vector2(0.7, -0.4))] {
            #expect(curve.value(at: Float(-1)) == 0)
            #expect(curve.value(at: Float(2)) == 1)
            #expect(curve.value(at: Float.nan) == 0)
        }
    }

    @Test func easedCurvesRiseMonotonically() {
        for curve in [Easing.easeIn, .easeOut, .easeInOut] {
            var last: Float = 0
            for i in 1...1000 {
                let v = curve.value(at: Float(i) / 1000)
                #expect(v >= last)
                last = v
            }
            #expect(last == 1)
        }
    }
}
