import Testing

@testable import PyroCore

/// `Emitter.unitClamp`, the keyframe segment's clamp of its local parameter and the opacity's
/// clamp, must give exactly the bits of the forms it replaced, `s > 0 ? min(s, 1) : 0` with
/// `s = min(x, 1)` or `s = x`.
@Suite struct UnitClampTests {
    private static func scalarForm(_ x: Float) -> Float {
        let s = min(x, 1)
        return s > 0 ? min(s, 1) : 0
    }

    private static func opacityForm(_ x: Float) -> Float {
        x > 0 ? min(x, 1) : 0
    }

    @Test func clampHasTheScalarFormsBits() {
        var values: [Float] = [
            0, -0.0, 1, -1, Float(1).nextUp, Float(1).nextDown, .nan, -.nan,
            .signalingNaN, .infinity, -.infinity, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        ]
        var rng = SplitMix64(seed: 5)
        for _ in 0..<20_000 { values.append((rng.nextUnitFloat() - 0.25) * 2) }
        for _ in 0..<20_000 { values.append(Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()))) }
        // Collected, then checked once: an expectation per value is slow in a debug build.
        let wrong = values.filter {
            Emitter.unitClamp($0).bitPattern != Self.scalarForm($0).bitPattern
                || Emitter.unitClamp($0).bitPattern != Self.opacityForm($0).bitPattern
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    /// A chunk of straight-line segments gives each particle `value(at:)`'s bits, also for
    /// parameters outside 0...1 and not finite.
    @Test func straightLineChunkMatchesTheScalarEvaluator() {
        let track = KeyframeCurve(
            initialValue: 1,
            [
                .linear(0.4, duration: 0.3), .linear(0.4, duration: 0.2),
                .linear(-2, duration: 0.5), .hold(3, duration: 0.1),
            ])
        var parameters: [Float] = [0, -0.0, 1, -1, 2, 0.3, 0.5, 1.1, .nan, .infinity, -.infinity]
        var rng = SplitMix64(seed: 8)
        for _ in 0..<400 { parameters.append(rng.nextUnitFloat() * 1.2 - 0.1) }
        var out = [Float](repeating: 0, count: parameters.count)
        let shared = parameters.withUnsafeMutableBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                Emitter.evaluate(track, at: p.baseAddress!, shared: false, into: o.baseAddress!, count: p.count)
            }
        }
        #expect(shared == nil)
        for (i, t) in parameters.enumerated() {
            #expect(out[i].bitPattern == track.value(at: t).bitPattern, "\(t)")
        }
    }
}
