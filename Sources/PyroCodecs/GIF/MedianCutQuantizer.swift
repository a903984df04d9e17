/// Chooses a palette for a histogram by median cut (Heckbert, 1982).
///
/// Boxes of colour bins are split, largest weighted spread first, at the pixel-count median of
/// their widest channel, until there are enough boxes; each box becomes its pixels' mean
/// colour, unless one exact colour holds more than half its pixels: then that colour, so that
/// a flat background or a flat particle colour is in the palette exactly and stays flat. Channels are weighted 2:4:3 (red, green, blue) as a cheap stand-in for perceived
/// difference, the same weights `PaletteMapper` uses. Sorting is stable and starts from bin
/// key order, so the palette is deterministic.
enum MedianCutQuantizer {
    static let channelWeights: (red: Int, green: Int, blue: Int) = (2, 4, 3)

    private struct Box {
        var range: Range<Int>  // into the shared bin array
        var pixelCount: Int
        // Weighted sum of squared distances to the mean; priority for splitting. 64 bits: a
        // full-HD frame's squares overflow a 32-bit Int (wasm32, watchOS's arm64_32).
        var error: Int64
        var widestChannel: Int  // 0 red, 1 green, 2 blue
    }

    private struct Bin {
        var color: (r: Int, g: Int, b: Int)
        var count: Int
        /// The bin's majority colour (0xRRGGBB) and a lower bound on its pixels, if it has one.
        var dominant: (color: UInt32, pixels: Int)?
    }

    /// At most `maxColors` (1...256) colours, as 0xRRGGBB, for the pixels in `histogram`.
    static func palette(for histogram: ColorHistogram, maxColors: Int) -> [UInt32] {
        var bins: [Bin] = histogram.occupiedBins.map { key in
            let c = histogram.meanColor(ofBin: key)
            return Bin(
                color: (Int(c >> 16), Int((c >> 8) & 0xFF), Int(c & 0xFF)), count: Int(histogram.counts[key]),
                dominant: histogram.dominantColor(ofBin: key))
        }
        guard !bins.isEmpty else { return [] }
        var boxes = [makeBox(bins, 0..<bins.count)]
        var scratch: [Bin] = []
        scratch.reserveCapacity(bins.count)
        while boxes.count < maxColors {
            // The box with the largest error that can still be split.
            var chosen = -1
            for (i, box) in boxes.enumerated()
            where box.range.count > 1 && (chosen < 0 || box.error > boxes[chosen].error) {
                chosen = i
            }
            guard chosen >= 0, boxes[chosen].error > 0 else { break }
            let box = boxes[chosen]
            let channel = box.widestChannel
            sortByChannel(&bins, box.range, channel: channel, scratch: &scratch)
            var seen = 0
            var cut = box.range.lowerBound + 1
            for i in box.range {
                seen += bins[i].count
                if seen * 2 >= box.pixelCount {
                    cut = i + 1
                    break
                }
            }
            cut = min(max(cut, box.range.lowerBound + 1), box.range.upperBound - 1)
            boxes[chosen] = makeBox(bins, box.range.lowerBound..<cut)
            boxes.append(makeBox(bins, cut..<box.range.upperBound))
        }
        return boxes.map { box in
            var (r, g, b, n) = (0, 0, 0, 0)
            var dominant: (color: UInt32, pixels: Int)?
            for bin in bins[box.range] {
                r += bin.color.r * bin.count
                g += bin.color.g * bin.count
                b += bin.color.b * bin.count
                n += bin.count
                if let d = bin.dominant, d.pixels > dominant?.pixels ?? 0 { dominant = d }
            }
            if let dominant, dominant.pixels * 2 > n { return dominant.color }
            return UInt32((r + n / 2) / n) << 16 | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n)
        }
    }

    /// Stable counting sort of `bins[range]` by one channel (0...255): O(n + 256) per split,
    /// which matters when a noisy frame fills all 32 768 bins.
    private static func sortByChannel(_ bins: inout [Bin], _ range: Range<Int>, channel: Int, scratch: inout [Bin]) {
        var starts = [Int](repeating: 0, count: 257)
        for i in range { starts[component(bins[i].color, channel) + 1] += 1 }
        for v in 0..<256 { starts[v + 1] += starts[v] }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bins[range])
        for bin in scratch {
            let v = component(bin.color, channel)
            bins[range.lowerBound + starts[v]] = bin
            starts[v] += 1
        }
    }

    @inline(__always)
    private static func component(_ c: (r: Int, g: Int, b: Int), _ channel: Int) -> Int {
        channel == 0 ? c.r : channel == 1 ? c.g : c.b
    }

    private static func makeBox(_ bins: [Bin], _ range: Range<Int>) -> Box {
        var n = 0
        var sum: (Int64, Int64, Int64) = (0, 0, 0)
        var squares: (Int64, Int64, Int64) = (0, 0, 0)
        for bin in bins[range] {
            let (r, g, b) = (Int64(bin.color.r), Int64(bin.color.g), Int64(bin.color.b))
            let count = Int64(bin.count)
            n += bin.count
            sum.0 += r * count
            sum.1 += g * count
            sum.2 += b * count
            squares.0 += r * r * count
            squares.1 += g * g * count
            squares.2 += b * b * count
        }
        // n · variance for each channel, weighted.
        let pixels = Int64(max(n, 1))
        let spread = [
            (squares.0 - sum.0 * sum.0 / pixels) * Int64(channelWeights.red),
            (squares.1 - sum.1 * sum.1 / pixels) * Int64(channelWeights.green),
            (squares.2 - sum.2 * sum.2 / pixels) * Int64(channelWeights.blue),
        ]
        var widest = 0
        if spread[1] > spread[widest] { widest = 1 }
        if spread[2] > spread[widest] { widest = 2 }
        return Box(range: range, pixelCount: n, error: spread[0] + spread[1] + spread[2], widestChannel: widest)
    }
}
