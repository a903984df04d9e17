/// How often each colour occurs in one frame, on a 5-5-5 bit grid, plus each pixel's grid key.
///
/// The grid (32 768 bins) is the resolution at which palettes are chosen and pixels are
/// mapped; the exact mean colour of each bin is kept, and whether all its pixels had the same
/// colour, so frames with few distinct colours can be reproduced exactly.
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
    private var sums: [UInt32]  // r, g, b sums, three per bin
    /// The exact 0xRRGGBB colour of each bin, or `mixedBin` once two colours fell into it.
    private var firstColor: [UInt32]
    private static let emptyBin: UInt32 = 0xFFFF_FFFF
    private static let mixedBin: UInt32 = 0xFFFF_FFFE

    private(set) var hasTransparency = false
    /// True when every bin holds a single exact colour.
    private(set) var isExact = true

    @inline(__always)
    static func key(red: UInt32, green: UInt32, blue: UInt32) -> Int {
        Int((red >> 3) << 10 | (green >> 3) << 5 | (blue >> 3))
    }

    /// Counts the colours of `image`, after applying the transparency rules of `options`.
    init(_ image: RGBAImage, options: GIFOptions) {
        let pixelCount = image.width * image.height
        var keys = [UInt16](repeating: 0, count: pixelCount)
        var counts = [UInt32](repeating: 0, count: Self.binCount)
        var sums = [UInt32](repeating: 0, count: Self.binCount * 3)
        var firstColor = [UInt32](repeating: Self.emptyBin, count: Self.binCount)
        var hasTransparency = false
        var isExact = true
        image.pixels.withUnsafeBufferPointer { pixels in
            keys.withUnsafeMutableBufferPointer { keys in
                counts.withUnsafeMutableBufferPointer { counts in
                    sums.withUnsafeMutableBufferPointer { sums in
                        firstColor.withUnsafeMutableBufferPointer { firstColor in
                            for p in 0..<pixelCount {
                                var (r, g, b) = (
                                    UInt32(pixels[4 * p]), UInt32(pixels[4 * p + 1]), UInt32(pixels[4 * p + 2])
                                )
                                let a = UInt32(pixels[4 * p + 3])
                                if a < 128 {
                                    keys[p] = UInt16(Self.transparentKey)
                                    hasTransparency = true
                                    continue
                                }
                                if a < 255, let matte = options.matte {
                                    (r, g, b) = Self.blend(r, g, b, alpha: a, over: matte)
                                }
                                let key = Self.key(red: r, green: g, blue: b)
                                keys[p] = UInt16(key)
                                counts[key] += 1
                                sums[3 * key] += r
                                sums[3 * key + 1] += g
                                sums[3 * key + 2] += b
                                let color = r << 16 | g << 8 | b
                                let first = firstColor[key]
                                if first != color {
                                    if first == Self.emptyBin {
                                        firstColor[key] = color
                                    } else if first != Self.mixedBin {
                                        firstColor[key] = Self.mixedBin
                                        isExact = false
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.keys = keys
        self.counts = counts
        self.sums = sums
        self.firstColor = firstColor
        self.hasTransparency = hasTransparency
        self.isExact = isExact
        self.occupiedBins = counts.indices.filter { counts[$0] > 0 }
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

    /// The mean colour of the pixels in bin `key`, as 0xRRGGBB; exact for single-colour bins.
    func meanColor(ofBin key: Int) -> UInt32 {
        let n = counts[key]
        let half = n / 2
        let r = (sums[3 * key] + half) / n
        let g = (sums[3 * key + 1] + half) / n
        let b = (sums[3 * key + 2] + half) / n
        return r << 16 | g << 8 | b
    }
}
