import Testing

@testable import PyroCore

/// `Emitter.twoShapeSizes`, the two-shape sizes sixteen at a time, must give exactly the bits of
/// the per-particle form `(shape == 0 ? w0 : w1) * size` for every shape byte and size.
@Suite struct TwoShapeSizesTests {
    @Test func sixteenAtATimeMatchesOneByOne() {
        var rng = SplitMix64(seed: 12)
        let count = 16 * 40 + 7
        var shapes = [UInt8](repeating: 0, count: count)
        var sizes = [Float](repeating: 0, count: count)
        let specialSizes: [Float] = [
            0, -0.0, 1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude,
        ]
        for i in 0..<count {
            // Mostly 0 and 1, as stored; also bytes with and without the sign bit set.
            let r = rng.next()
            shapes[i] = i < 256 ? UInt8(i) : UInt8(truncatingIfNeeded: r & 1)
            sizes[i] = i % 9 == 0 ? specialSizes[(i / 9) % specialSizes.count] : rng.nextUnitFloat() * 2
        }
        let w0: Float = 3
        let h0: Float = 3.3
        let w1: Float = 2.000_001
        let h1: Float = .greatestFiniteMagnitude
        var width = [Float](repeating: -1, count: count)
        var height = [Float](repeating: -1, count: count)
        let done = width.withUnsafeMutableBufferPointer { w in
            height.withUnsafeMutableBufferPointer { h in
                Emitter.twoShapeSizes(
                    w0: w0, h0: h0, w1: w1, h1: h1, count: count, shape: shapes, size: sizes,
                    width: w.baseAddress!, height: h.baseAddress!)
            }
        }
        #expect(done == count - count % 16)
        var wrong: [Int] = []
        for i in 0..<done {
            let first = shapes[i] == 0
            if width[i].bitPattern != ((first ? w0 : w1) * sizes[i]).bitPattern
                || height[i].bitPattern != ((first ? h0 : h1) * sizes[i]).bitPattern
            {
                wrong.append(i)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        // The rest is left for the caller.
        #expect(width[done...].allSatisfy { $0 == -1 })
    }
}
