import Foundation
import Testing

@testable import PyroCore

@Suite struct FastMathHeadingTests {
    @Test func atan2StaysWithinItsStatedErrorAllAroundTheCircle() {
        var worst: Float = 0
        for i in 0..<20_000 {
            let angle = Double(i) * 0.000_314_2 - 3.1416
            for radius in [1e-20, 0.37, 1.0, 250.0, 3e30] {
                let x = Float(radius * Foundation.cos(angle))
                let y = Float(radius * Foundation.sin(angle))
                worst = max(worst, abs(FastMath.atan2(y, x) - Float(Foundation.atan2(Double(y), Double(x)))))
            }
        }
        #expect(worst < 3e-7)
    }

    @Test func atan2OfTheAxesAndOddInputs() {
        #expect(FastMath.atan2(0, 0) == 0)
        #expect(FastMath.atan2(0, 1) == 0)
        #expect(FastMath.atan2(1, 0) == .pi / 2)
        #expect(FastMath.atan2(0, -1) == .pi)
        #expect(FastMath.atan2(-1, 0) == -.pi / 2)
        #expect(FastMath.atan2(.nan, 1).isNaN && FastMath.atan2(1, .nan).isNaN)
        #expect(abs(FastMath.atan2(.infinity, 1) - .pi / 2) < 1e-7)
    }

    @Test func headingIsALaunchAngle() {
        // 0 is up, positive turns clockwise (y grows downward).
        #expect(FastMath.heading(0, -5) == 0)
        #expect(FastMath.heading(5, 0) == .pi / 2)
        #expect(FastMath.heading(0, 5) == .pi)
        #expect(FastMath.heading(-5, 0) == -.pi / 2)
    }
}
