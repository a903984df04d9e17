/// Maps colours to palette indices quickly through a lookup table on the 5-5-5 bit grid.
///
/// Each grid bin is resolved once, by a nearest-colour search (weighted 2:4:3 like
/// `MedianCutQuantizer`), and then costs one table read per pixel. The search walks the
/// palette sorted by green outwards from the query and stops when the green difference alone
/// exceeds the best match, which typically checks a handful of entries instead of 256.
struct PaletteMapper {
    /// Palette index per grid key, plus one entry for `ColorHistogram.transparentKey`.
    private var table: [UInt16]
    private static let unresolved: UInt16 = 0xFFFF
    /// Palette entries sorted by green (ties by index): g, r, b, index.
    private let byGreen: [(g: Int, r: Int, b: Int, index: Int)]
    /// Palette colours by index: r, g, b.
    private let colors: [(r: Int, g: Int, b: Int)]
    /// The last index a search returned; a good first guess since bins are met in key order.
    private var lastFound = 0

    /// - Parameters:
    ///   - palette: Opaque colours as 0xRRGGBB, at most 256.
    ///   - transparentIndex: Index that transparent pixels take, if the frame has any.
    init(palette: [UInt32], transparentIndex: Int?) {
        table = [UInt16](repeating: Self.unresolved, count: ColorHistogram.binCount + 1)
        table[ColorHistogram.transparentKey] = UInt16(transparentIndex ?? 0)
        colors = palette.map { (r: Int($0 >> 16), g: Int(($0 >> 8) & 0xFF), b: Int($0 & 0xFF)) }
        byGreen = palette.enumerated()
            .map { (g: Int(($1 >> 8) & 0xFF), r: Int($1 >> 16), b: Int($1 & 0xFF), index: $0) }
            .sorted { $0.g != $1.g ? $0.g < $1.g : $0.index < $1.index }
    }

    /// Sets the index of a grid bin directly (for exact palettes).
    mutating func assign(key: Int, index: Int) {
        table[key] = UInt16(index)
    }

    /// Resolves a bin using a representative colour, such as the mean of its pixels.
    mutating func resolve(key: Int, color: UInt32) {
        lastFound = nearest(
            red: Int(color >> 16), green: Int((color >> 8) & 0xFF), blue: Int(color & 0xFF), guess: lastFound)
        table[key] = UInt16(lastFound)
    }

    /// The palette index of every key in `keys`; keys not resolved yet are resolved from
    /// their bin centre on first use.
    ///
    /// - Complexity: One table read per key, plus one search per newly met bin.
    mutating func indices(forKeys keys: [UInt16]) -> [UInt8] {
        var table = self.table
        self.table = []  // Keeps `table` uniquely referenced: no copy-on-write in the loop.
        defer { self.table = table }
        return [UInt8](unsafeUninitializedCapacity: keys.count) { out, count in
            keys.withUnsafeBufferPointer { keys in
                table.withUnsafeMutableBufferPointer { table in
                    for i in 0..<keys.count {
                        let key = Int(keys[i])
                        var index = table[key]
                        if index == Self.unresolved {
                            let r = (key >> 10) << 3 | 4
                            let g = ((key >> 5) & 31) << 3 | 4
                            let b = (key & 31) << 3 | 4
                            lastFound = nearest(red: r, green: g, blue: b, guess: lastFound)
                            index = UInt16(lastFound)
                            table[key] = index
                        }
                        out[i] = UInt8(truncatingIfNeeded: index)
                    }
                }
            }
            count = keys.count
        }
    }

    /// The index of the palette colour closest to (red, green, blue); ties go to the lowest
    /// index.
    ///
    /// - Parameter guess: A palette index likely to be close. It only makes the search faster
    ///   by bounding it from the start; the result does not depend on it.
    func nearest(red: Int, green: Int, blue: Int, guess: Int = 0) -> Int {
        byGreen.withUnsafeBufferPointer { entries in
            let (wr, wg, wb) = MedianCutQuantizer.channelWeights
            let count = entries.count
            // First entry with g >= green.
            var low = 0
            var high = count
            while low < high {
                let mid = (low + high) / 2
                if entries[mid].g < green { low = mid + 1 } else { high = mid }
            }
            var best = Int.max
            var bestIndex = 0
            if guess < colors.count {
                let c = colors[guess]
                best =
                    wr * (c.r - red) * (c.r - red) + wg * (c.g - green) * (c.g - green) + wb * (c.b - blue)
                    * (c.b - blue)
                bestIndex = guess
            }
            @inline(__always) func consider(_ e: (g: Int, r: Int, b: Int, index: Int), _ dg: Int) {
                let dr = e.r - red
                let db = e.b - blue
                let d = wr * dr * dr + wg * dg * dg + wb * db * db
                if d < best || (d == best && e.index < bestIndex) {
                    best = d
                    bestIndex = e.index
                }
            }
            // Walk outwards in green; a side stops once its green difference alone is too big.
            var up = low
            var down = low - 1
            while up < count || down >= 0 {
                if up < count {
                    let dg = entries[up].g - green
                    if wg * dg * dg > best {
                        up = count
                    } else {
                        consider(entries[up], dg)
                        up += 1
                    }
                }
                if down >= 0 {
                    let dg = entries[down].g - green
                    if wg * dg * dg > best {
                        down = -1
                    } else {
                        consider(entries[down], dg)
                        down -= 1
                    }
                }
            }
            return bestIndex
        }
    }
}
