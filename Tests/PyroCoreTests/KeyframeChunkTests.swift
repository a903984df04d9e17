import Testing

@testable import PyroCore

/// `Emitter.evaluate(_:at:shared:into:count:)` over a chunk must give each particle exactly
/// `value(at:)`'s bits, also where it skips a flat lead-in that the next segment covers, and
/// where a line over the whole of life reads the parameter without offset or division.
@Suite struct KeyframeChunkTests {
    private static func parameters() -> [Float] {
        var values: [Float] = [
            0, -0.0, 1, -1, 2, 0.3, 0.5, 0.6, Float(0.6).nextDown, Float(0.6).nextUp, 1.1,
            .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        ]
        var rng = SplitMix64(seed: 21)
        for _ in 0..<400 { values.append(rng.nextUnitFloat() * 1.2 - 0.1) }
        return values
    }

    private static func mismatches(_ track: KeyframeCurve) -> [Float] {
        var parameter = parameters()
        var out = [Float](repeating: 0, count: parameter.count)
        let shared = parameter.withUnsafeMutableBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                Emitter.evaluate(track, at: p.baseAddress!, shared: false, into: o.baseAddress!, count: p.count)
            }
        }
        if let shared { return parameter.filter { shared.bitPattern != track.value(at: $0).bitPattern } }
        return parameter.indices.filter { out[$0].bitPattern != track.value(at: parameter[$0]).bitPattern }
            .map { parameter[$0] }
    }

    @Test(arguments: [
        // Full, then a fade: the lead-in is skipped.
        KeyframeCurve(initialValue: 1, [.linear(1, duration: 0.6), .linear(0, duration: 0.4)]),
        // A zero-length first segment, and a hold of no length.
        KeyframeCurve(initialValue: 0.2, [.linear(1, duration: 0), .linear(0, duration: 1)]),
        KeyframeCurve(initialValue: 0.2, [.hold(0.7, duration: 0), .linear(0.1, duration: 1)]),
        // Signed zeros: -0 + 0 is +0, which the fade's -0 + 1 · 0 also gives.
        KeyframeCurve(initialValue: -0.0, [.linear(-0.0, duration: 0.5), .linear(1, duration: 0.5)]),
        KeyframeCurve(initialValue: -0.0, [.linear(-0.0, duration: 0.5), .linear(-1, duration: 0.5)]),
        // Lead-ins not covered: a sloping first segment, a flat second, a timed hold.
        KeyframeCurve(initialValue: 0, [.linear(1, duration: 0.3), .linear(0.2, duration: 0.7)]),
        KeyframeCurve(initialValue: 1, [.linear(1, duration: 0.3), .linear(1, duration: 0.7)]),
        KeyframeCurve(initialValue: 1, [.hold(0.5, duration: 0.3), .linear(0, duration: 0.7)]),
        // A line over the whole of life takes the parameter as is, alone or followed by more.
        KeyframeCurve(initialValue: 1, [.linear(0.4, duration: 1)]),
        KeyframeCurve(initialValue: 0.1, [.linear(1, duration: 1), .linear(0, duration: 0.5)]),
        // Straight lines and holds after the lead-in.
        KeyframeCurve(
            initialValue: 1,
            [
                .linear(1, duration: 0.2), .linear(0.4, duration: 0.3),
                .hold(3, duration: 0.1), .linear(-2, duration: 0.4),
            ]),
        // The general path, a chunk through the track's own segments: eased lines, a Bézier,
        // cubic keyframes with and without velocities, and an empty track.
        KeyframeCurve(initialValue: 1, [.linear(0, duration: 1, curve: .easeIn)]),
        KeyframeCurve(
            initialValue: 0,
            [
                .linear(1, duration: 0.3, curve: .easeOut), .hold(0.5, duration: 0.2),
                .linear(2, duration: 0.5, curve: .bezier(Vector2(0.2, 1.4), Vector2(0.6, -0.3))),
            ]),
        KeyframeCurve(
            initialValue: 0.5,
            [
                .cubic(1, duration: 0.4), .cubic(-1, duration: 0.4, startVelocity: 3, endVelocity: 0),
                .linear(0, duration: 0.2),
            ]),
        KeyframeCurve.constant(0.25),
    ])
    func chunkMatchesTheScalarEvaluator(_ track: KeyframeCurve) {
        let wrong = Self.mismatches(track)
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}
