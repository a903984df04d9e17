import PyroCore
import Testing

@testable import PyroRaster

@Suite struct SineCosineTests {
    /// The renderer's combined sine and cosine must give FastMath's bits exactly in every lane,
    /// whatever the other lanes hold (angles that need reducing, infinities, NaN), so that
    /// particles turn the same whichever is used and however they fall into groups of eight.
    @Test func matchesFastMathBitForBitInEveryLane() {
        var seed: UInt32 = 2026
        var angles: [Float] = [
            0, -0, .pi / 4, -.pi / 4, .pi / 2, .pi, 3 * .pi / 2, 2 * .pi, 1e5, -1e5, 1e6, 3e7,
            .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
        ]
        for _ in 0..<20_000 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            angles.append((Float(seed >> 8) / Float(1 << 24) - 0.5) * 2000)
        }
        // Shifted by one each time, so every angle meets different neighbours in every lane.
        for shift in 0..<3 {
            for start in stride(from: 0, to: angles.count, by: 8) {
                var lanes = SIMD8<Float>()
                for j in 0..<8 { lanes[j] = angles[(start + j + shift) % angles.count] }
                let (s, c) = SineCosine.of(lanes)
                for j in 0..<8 {
                    let angle = lanes[j]
                    let expected = (FastMath.sin(angle), FastMath.cos(angle))
                    #expect(
                        s[j].bitPattern == expected.0.bitPattern || (s[j].isNaN && expected.0.isNaN), "sin \(angle)")
                    #expect(
                        c[j].bitPattern == expected.1.bitPattern || (c[j].isNaN && expected.1.isNaN), "cos \(angle)")
                }
            }
        }
    }
}
