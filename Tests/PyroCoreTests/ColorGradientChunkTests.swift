import Testing

@testable import PyroCore

/// `ColorGradient.write(at:into:count:)`, the chunk evaluator the emitter uses, must give
/// exactly `rgba32(at:)` for every particle, and its call-free rounding exactly the libm form
/// it replaces.
@Suite struct ColorGradientChunkTests {
    /// The fountain's gradient, one that falls in every channel, a single stop, two stops at one
    /// place, stops out of order and transparent ones.
    static let gradients: [ColorGradient] = [
        ColorGradient([(0, .white), (0.2, .yellow), (0.6, .orange), (1, .red)]),
        ColorGradient([
            (0, RGBAColor(red: 255, green: 200, blue: 9, alpha: 255)),
            (1, RGBAColor(red: 0, green: 1, blue: 2, alpha: 3)),
        ]),
        ColorGradient([(0.5, .red)]),
        ColorGradient([(0.3, .red), (0.3, .blue), (0.9, .green)]),
        ColorGradient([(1, .black), (0, RGBAColor(red: 10, green: 20, blue: 30, alpha: 0)), (0.25, .white)]),
        ColorGradient([]),
    ]

    /// Progress values at and around every stop, the ends, non-finite ones and a fine sweep.
    static var progressValues: [Float] {
        var values: [Float] = [-.infinity, .infinity, .nan, -1, -0.0, 0, 1, 2, 0.3, 0.9, 0.25, 0.2, 0.6]
        for v in [Float(0), 0.2, 0.25, 0.3, 0.5, 0.6, 0.9, 1] { values += [v.nextUp, v.nextDown] }
        for i in 0...4_096 { values.append(Float(i) / 4_096 * 1.2 - 0.1) }
        return values
    }

    @Test func chunkGivesTheColourOfEveryParticleBitForBit() {
        let progress = Self.progressValues
        for gradient in Self.gradients {
            var out = [UInt32](repeating: 0xDEAD_BEEF, count: progress.count)
            progress.withUnsafeBufferPointer { p in
                out.withUnsafeMutableBufferPointer { o in
                    gradient.write(at: p.baseAddress!, into: o.baseAddress!, count: p.count)
                }
            }
            for (i, value) in progress.enumerated() where out[i] != gradient.rgba32(at: value) {
                Issue.record("\(gradient.stops.map { $0.0 }) at \(value): \(out[i]) != \(gradient.rgba32(at: value))")
            }
        }
    }

    @Test func roundedByteIsTheRoundedClampedByte() {
        // Every half and its neighbours, where rounding is decided, and the clamp's edges.
        var values: [Float] = [-.infinity, .infinity, -1e9, 1e9, -0.5, -0.0, 255.5, 256, 0.49999997]
        for whole in -2...258 {
            for x in [Float(whole), Float(whole) + 0.5] { values += [x, x.nextUp, x.nextDown] }
        }
        for x in values {
            let expected = UInt32(min(max(x.rounded(), 0), 255))
            #expect(ColorGradient.roundedByte(x) == expected, "\(x)")
        }
    }
}
