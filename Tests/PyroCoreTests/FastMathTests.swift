import Foundation
import Testing

@testable import PyroCore

@Suite struct FastMathTests {
    @Test func floatSineAndCosineStayWithinTheirStatedErrorUpTo1000Radians() {
        var worst: Float = 0
        var x: Float = -1000
        while x <= 1000 {
            worst = max(worst, abs(FastMath.sin(x) - Float(Foundation.sin(Double(x)))))
            worst = max(worst, abs(FastMath.cos(x) - Float(Foundation.cos(Double(x)))))
            x += 0.0137
        }
        #expect(worst < 3e-7)
    }

    @Test func doubleSineAndCosineStayWithinTheirStatedError() {
        var worst = 0.0
        var x = -1e5
        while x <= 1e5 {
            worst = max(worst, abs(FastMath.sin(x) - Foundation.sin(x)), abs(FastMath.cos(x) - Foundation.cos(x)))
            x += 1.7
        }
        for i in 0..<10_000 {
            let x = Double(i) * 0.000_628 - 3.14
            worst = max(worst, abs(FastMath.sin(x) - Foundation.sin(x)), abs(FastMath.cos(x) - Foundation.cos(x)))
        }
        #expect(worst < 1e-14)
    }

    @Test func exponentialStaysWithinItsStatedRelativeError() {
        var worstFloat: Float = 0
        var worstDouble = 0.0
        var x = -80.0
        while x <= 80 {
            let f = Float(x)
            worstFloat = max(worstFloat, abs(FastMath.exp(f) / Float(Foundation.exp(Double(f))) - 1))
            x += 0.0311
        }
        x = -700
        while x <= 700 {
            worstDouble = max(worstDouble, abs(FastMath.exp(x) / Foundation.exp(x) - 1))
            x += 0.0917
        }
        #expect(worstFloat < 5e-7)
        #expect(worstDouble < 1e-14)
    }

    @Test func theNormalRangeExponentialGivesExpsOwnBitsOverItsWholeRange() {
        // Every 1999th Float from -87 to 88 (about 1.1 million values), both ends, and values near
        // them.
        let low = FastMath.normalExpLow
        let high = FastMath.normalExpHigh
        var bits = low.bitPattern
        var checked = 0
        var differing = 0
        func check(_ x: Float) {
            checked += 1
            if FastMath.expInNormalRange(x).bitPattern != FastMath.exp(x).bitPattern { differing += 1 }
        }
        // Negative Floats' bit patterns fall toward zero, then the positive ones rise.
        while bits > 0x8000_0000 {
            check(Float(bitPattern: bits))
            bits -= min(1999, bits - 0x8000_0000)
        }
        bits = 0
        while bits < high.bitPattern {
            check(Float(bitPattern: bits))
            bits += 1999
        }
        for x: Float in [low, high, -0.0, 0, -87.3, 87.9, -86.99999, 88.0 - 1e-5] where x >= low && x <= high {
            check(x)
        }
        #expect(checked > 1_000_000)
        #expect(differing == 0)
    }

    @Test func exactValuesAtLandmarks() {
        #expect(FastMath.sin(Float(0)) == 0)
        #expect(FastMath.cos(Float(0)) == 1)
        #expect(FastMath.exp(Float(0)) == 1)
        #expect(FastMath.exp(0.0) == 1)
        #expect(FastMath.sin(0.0) == 0)
        #expect(FastMath.cos(0.0) == 1)
    }

    @Test func specialValuesNeverTurnIntoGarbage() {
        #expect(FastMath.sin(Float.nan).isNaN)
        #expect(FastMath.cos(Double.infinity).isNaN)
        #expect(FastMath.exp(-Float.infinity) == 0)
        #expect(FastMath.exp(Float.infinity) == .infinity)
        #expect(FastMath.exp(-1000.0) == 0)
        #expect(FastMath.exp(Float(-200)) == 0)
        // Huge angles are reduced exactly first, so they stay in -1...1.
        #expect(abs(FastMath.sin(Float(3e9))) <= 1)
        #expect(abs(FastMath.cos(1e300)) <= 1)
    }
}
