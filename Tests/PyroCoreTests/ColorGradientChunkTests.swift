import Testing

@testable import PyroCore

/// `ColorGradient.write(at:into:count:)`, the one evaluator of a gradient (the emitter's chunks
/// and `rgba32(at:)`), must give exactly the scalar evaluator it replaced for every particle,
/// and its call-free rounding exactly the libm form.
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

    /// The scalar evaluator the chunk replaced, kept as the oracle: each channel interpolated
    /// and rounded through libm's `rounded()`.
    static func oracle(_ gradient: ColorGradient, at progress: Float) -> UInt32 {
        let stops = gradient.stops
        guard let first = stops.first else { return RGBAColor.white.rgba32 }
        if !(progress > first.0) { return first.1.rgba32 }
        for i in 1..<max(stops.count, 1) where progress < stops[i].0 {
            let (p0, c0) = stops[i - 1]
            let (p1, c1) = stops[i]
            let t = (progress - p0) / (p1 - p0)
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8(min(max((Float(a) + (Float(b) - Float(a)) * t).rounded(), 0), 255))
            }
            return RGBAColor(
                red: mix(c0.red, c1.red), green: mix(c0.green, c1.green),
                blue: mix(c0.blue, c1.blue), alpha: mix(c0.alpha, c1.alpha)
            ).rgba32
        }
        return stops[stops.count - 1].1.rgba32
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
            for (i, value) in progress.enumerated() {
                let expected = Self.oracle(gradient, at: value)
                if out[i] != expected || gradient.rgba32(at: value) != expected {
                    Issue.record("\(gradient.stops.map { $0.0 }) at \(value): \(out[i]) != \(expected)")
                }
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
