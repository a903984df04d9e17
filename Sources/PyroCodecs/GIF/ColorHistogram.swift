/// How often each colour occurs in one frame, on a 5-5-5 bit grid, plus each pixel's grid key.
///
/// The grid (32 768 bins) is the resolution at which palettes are chosen and pixels are
/// mapped; the exact mean colour of each bin is kept, and the colour most of its pixels share
/// (a majority vote), so frames with few distinct colours can be reproduced exactly and a flat
/// background stays its exact colour even when anti-aliased edges fall into the same bin.
struct ColorHistogram {
    /// Key of a pixel that becomes transparent (alpha < 128); one past the last colour bin.
    static let transparentKey = 32768
    static let binCount = 32768

    /// Bin key for each pixel, row-major; `transparentKey` for transparent pixels.
    private(set) var keys: [UInt16]
    /// Bins that hold at least one pixel, in ascending key order.
    private(set) var occupiedBins: [Int] = []
    /// Pixels in each bin.
    private(set) var counts: [UInt32]
    /// Red, green and blue sums, three per bin, of the last run of pixels.
    private var sums: [UInt32]
    /// Sums of earlier runs; empty unless the frame has more than `pixelsPer32BitRun` pixels.
    private var carriedSums: [UInt64] = []
    /// Pixels summed in 32 bits before the sums move to 64 bits (255 · 2^24 < 2^32). The hot
    /// loop keeps a 32-bit table because that measured faster than 64-bit sums.
    private static let pixelsPer32BitRun = 1 << 24
    /// Each bin's majority candidate as 0xRRGGBB (Boyer-Moore vote): the colour that holds
    /// more than half the bin's pixels, if any colour does.
    private var candidates: [UInt32]
    /// The candidate's net votes: a lower bound on its pixel count, equal to the bin's count
    /// exactly when every pixel in the bin has the candidate's colour.
    private var votes: [UInt32]

    private(set) var hasTransparency = false
    /// True when every bin holds a single exact colour.
    private(set) var isExact = true

    @inline(__always)
    static func key(red: UInt32, green: UInt32, blue: UInt32) -> Int {
        Int((red >> 3) << 10 | (green >> 3) << 5 | (blue >> 3))
    }

    /// Counts the colours of `image`, after applying the transparency rules of `options`.
    ///
    /// - Parameter runLength: Pixels per 32-bit run; tests pass small values to exercise the
    ///   carry into 64 bits without giant frames.
    init(_ image: RGBAImage, options: GIFOptions, runLength: Int = pixelsPer32BitRun) {
        let pixelCount = image.width * image.height
        keys = [UInt16](repeating: 0, count: pixelCount)
        counts = [UInt32](repeating: 0, count: Self.binCount)
        sums = [UInt32](repeating: 0, count: Self.binCount * 3)
        candidates = [UInt32](repeating: 0, count: Self.binCount)
        votes = [UInt32](repeating: 0, count: Self.binCount)
        var start = 0
        while start < pixelCount {
            let end = min(pixelCount, start + runLength)
            let transparent = Self.accumulate(
                image.pixels, start..<end, matte: options.matte, keys: &keys, counts: &counts, sums: &sums,
                candidates: &candidates, votes: &votes)
            hasTransparency = hasTransparency || transparent
            if end < pixelCount {
                if carriedSums.isEmpty { carriedSums = [UInt64](repeating: 0, count: Self.binCount * 3) }
                for i in 0..<sums.count {
                    carriedSums[i] += UInt64(sums[i])
                    sums[i] = 0
                }
            }
            start = end
        }
        occupiedBins = counts.indices.filter { counts[$0] > 0 }
        isExact = occupiedBins.allSatisfy { votes[$0] == counts[$0] }
    }

    /// The hot loop: bins the pixels in `range`; returns whether any was transparent.
    private static func accumulate(
        _ pixels: [UInt8], _ range: Range<Int>, matte: GIFOptions.Matte?, keys: inout [UInt16],
        counts: inout [UInt32], sums: inout [UInt32], candidates: inout [UInt32], votes: inout [UInt32]
    ) -> Bool {
        var transparent = false
        pixels.withUnsafeBufferPointer { pixels in
            keys.withUnsafeMutableBufferPointer { keys in
                counts.withUnsafeMutableBufferPointer { counts in
                    sums.withUnsafeMutableBufferPointer { sums in
                        candidates.withUnsafeMutableBufferPointer { candidates in
                            votes.withUnsafeMutableBufferPointer { votes in
                                for p in range {
                                    var (r, g, b) = (
                                        UInt32(pixels[4 * p]), UInt32(pixels[4 * p + 1]), UInt32(pixels[4 * p + 2])
                                    )
                                    let a = UInt32(pixels[4 * p + 3])
                                    if a < 128 {
                                        keys[p] = UInt16(transparentKey)
                                        transparent = true
                                        continue
                                    }
                                    if a < 255, let matte {
                                        (r, g, b) = blend(r, g, b, alpha: a, over: matte)
                                    }
                                    let key = key(red: r, green: g, blue: b)
                                    keys[p] = UInt16(key)
                                    counts[key] += 1
                                    sums[3 * key] += r
                                    sums[3 * key + 1] += g
                                    sums[3 * key + 2] += b
                                    let color = r << 16 | g << 8 | b
                                    if candidates[key] == color {
                                        votes[key] += 1
                                    } else if votes[key] == 0 {
                                        candidates[key] = color
                                        votes[key] = 1
                                    } else {
                                        votes[key] -= 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return transparent
    }

    /// Straight colour (r, g, b) at alpha `alpha` (0...255) composited over an opaque matte.
    @inline(__always)
    static func blend(_ r: UInt32, _ g: UInt32, _ b: UInt32, alpha a: UInt32, over matte: GIFOptions.Matte) -> (
        UInt32, UInt32, UInt32
    ) {
        let inverse = 255 - a
        return (
            (r * a + UInt32(matte.red) * inverse + 127) / 255,
            (g * a + UInt32(matte.green) * inverse + 127) / 255,
            (b * a + UInt32(matte.blue) * inverse + 127) / 255
        )
    }

    private func sum(_ i: Int) -> UInt64 {
        UInt64(sums[i]) + (carriedSums.isEmpty ? 0 : carriedSums[i])
    }

    /// The colour of every pixel in bin `key` when they all share one, as 0xRRGGBB.
    func exactColor(ofBin key: Int) -> UInt32? {
        counts[key] > 0 && votes[key] == counts[key] ? candidates[key] : nil
    }

    /// The colour that more than half the pixels in bin `key` share, as 0xRRGGBB, with a lower
    /// bound on how many pixels have it; nil when the vote shows no certain majority.
    func dominantColor(ofBin key: Int) -> (color: UInt32, pixels: Int)? {
        votes[key] > counts[key] / 2 ? (candidates[key], Int(votes[key])) : nil
    }

    /// The mean colour of the pixels in bin `key`, as 0xRRGGBB; exact for single-colour bins.
    func meanColor(ofBin key: Int) -> UInt32 {
        let n = UInt64(counts[key])
        let half = n / 2
        let r = (sum(3 * key) + half) / n
        let g = (sum(3 * key + 1) + half) / n
        let b = (sum(3 * key + 2) + half) / n
        return UInt32(r << 16 | g << 8 | b)
    }
}
