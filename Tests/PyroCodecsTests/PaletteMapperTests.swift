import Testing

@testable import PyroCodecs

@Suite struct PaletteMapperTests {
    /// Nearest by comparing every entry, ties to the lowest index: the specification.
    static func bruteForce(_ palette: [UInt32], _ r: Int, _ g: Int, _ b: Int) -> Int {
        let (wr, wg, wb) = MedianCutQuantizer.channelWeights
        var best = Int.max
        var bestIndex = 0
        for (i, c) in palette.enumerated() {
            let dr = Int(c >> 16) - r
            let dg = Int((c >> 8) & 0xFF) - g
            let db = Int(c & 0xFF) - b
            let d = wr * dr * dr + wg * dg * dg + wb * db * db
            if d < best {
                best = d
                bestIndex = i
            }
        }
        return bestIndex
    }

    @Test(arguments: [2, 17, 256])
    func localSearchAgreesWithComparingEveryEntry(paletteSize: Int) {
        var rng = SplitMix64(seed: UInt64(paletteSize))
        // Coarse palette values make equal distances (ties) common.
        let palette = (0..<paletteSize).map { _ in UInt32(truncatingIfNeeded: rng.next()) & 0xE0E0E0 }
        var mapper = PaletteMapper(palette: palette, transparentIndex: nil)
        for _ in 0..<3_000 {
            let (r, g, b) = (Int(rng.next() % 256), Int(rng.next() % 256), Int(rng.next() % 256))
            #expect(mapper.nearest(red: r, green: g, blue: b) == Self.bruteForce(palette, r, g, b))
        }
    }

    @Test func transparentKeyMapsToTransparentIndex() {
        var mapper = PaletteMapper(palette: [0xFF0000, 0x00FF00], transparentIndex: 2)
        #expect(mapper.indices(forKeys: [UInt16(ColorHistogram.transparentKey)]) == [2])
    }
}
