import PyroCore
import Testing
@testable import PyroRaster

@Suite struct SineCosineTests {
    /// The renderer's combined sine and cosine must give FastMath's bits exactly, so that
    /// particles turn the same whichever is used.
    @Test func matchesFastMathBitForBit() {
        var seed: UInt32 = 2026
        var angles: [Float] = [0, -0, .pi / 4, -.pi / 4, .pi / 2, .pi, 3 * .pi / 2, 2 * .pi, 1e5, -1e5, 1e6, 3e7,
                               .greatestFiniteMagnitude, .infinity, -.infinity, .nan]
        for _ in 0..<20_000 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            angles.append((Float(seed >> 8) / Float(1 << 24) - 0.5) * 2000)
        }
        for angle in angles {
            let (s, c) = SineCosine.of(angle)
            let expected = (FastMath.sin(angle), FastMath.cos(angle))
            #expect(s.bitPattern == expected.0.bitPattern || (s.isNaN && expected.0.isNaN), "sin \(angle)")
            #expect(c.bitPattern == expected.1.bitPattern || (c.isNaN && expected.1.isNaN), "cos \(angle)")
        }
    }
}
