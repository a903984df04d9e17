import Testing

@testable import PyroCore

/// `FastMath.sinCosInRange`, the branch-free sine and cosine that burst births vectorise, must
/// give exactly `FastMath.sinCos`'s bits wherever it claims to (|x| <= 1e5).
@Suite struct SinCosInRangeTests {
    @Test func inRangeSineAndCosineHaveTheGeneralOnesBits() {
        var angles: [Float] = [
            0, -0.0, 1e5, -1e5, Float(1e5).nextDown, .pi, -.pi, .pi / 2, -.pi / 4, .pi / 4,
            .leastNonzeroMagnitude, -.leastNormalMagnitude, 3 * .pi / 4, 2 * .pi,
        ]
        var rng = SplitMix64(seed: 3)
        for _ in 0..<20_000 { angles.append((rng.nextUnitFloat() - 0.5) * 16) }
        for _ in 0..<20_000 { angles.append((rng.nextUnitFloat() - 0.5) * 2e5) }
        // Quarter turns and their neighbours, where the quadrant changes.
        for k in -40...40 {
            let q = Float(k) * .pi / 4
            angles += [q, q.nextUp, q.nextDown]
        }
        // Counted, not each expected (a debug build is slow); the first few are named.
        var wrong = 0
        var firstWrong: [Float] = []
        for x in angles {
            let general = FastMath.sinCos(x)
            let inRange = FastMath.sinCosInRange(x)
            if general.sin.bitPattern != inRange.sin.bitPattern || general.cos.bitPattern != inRange.cos.bitPattern {
                wrong += 1
                if firstWrong.count < 3 { firstWrong.append(x) }
            }
        }
        #expect(wrong == 0, "\(wrong) angles differ, first: \(firstWrong)")
    }
}
