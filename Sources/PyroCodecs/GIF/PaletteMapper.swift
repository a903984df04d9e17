/// Maps colours to palette indices quickly through a lookup table on the 5-5-5 bit grid.
///
/// Each grid bin is resolved once, by a nearest-colour search (weighted 2:4:3 like
/// `MedianCutQuantizer`), and then costs one table read per pixel.
///
/// Searches are local (Heckbert's "locally sorted search"): colour space is cut into 8x8x8
/// cells of 32 levels a side, and each cell keeps the few palette entries that can be nearest
/// to some colour inside it: those whose closest possible distance to the cell is no more
/// than the smallest farthest distance of any entry. The result is the same as comparing all
/// entries, ties going to the lowest index, at a fraction of the cost when a noisy frame
/// fills all 32 768 bins.
struct PaletteMapper {
    /// Palette index per grid key, plus one entry for `ColorHistogram.transparentKey`.
    private var table: [UInt16]
    private static let unresolved: UInt16 = 0xFFFF
    /// Palette colours by index.
    private let colors: [(r: Int, g: Int, b: Int)]
    /// Candidate palette indices for each cell, ascending; empty until first needed.
    private var candidates: [[UInt8]]
    private static let cellShift = 5  // 32 levels a cell side
    private static let cellsPerSide = 256 >> cellShift

    /// - Parameters:
    ///   - palette: Opaque colours as 0xRRGGBB, at most 256.
    ///   - transparentIndex: Index that transparent pixels take, if the frame has any.
    init(palette: [UInt32], transparentIndex: Int?) {
        precondition(palette.count <= 256, "a GIF palette holds at most 256 colours")
        table = [UInt16](repeating: Self.unresolved, count: ColorHistogram.binCount + 1)
        table[ColorHistogram.transparentKey] = UInt16(transparentIndex ?? 0)
        colors = palette.map { (r: Int($0 >> 16), g: Int(($0 >> 8) & 0xFF), b: Int($0 & 0xFF)) }
        candidates = [[UInt8]](repeating: [], count: Self.cellsPerSide * Self.cellsPerSide * Self.cellsPerSide)
    }

    /// Sets the index of a grid bin directly (for exact palettes).
    mutating func assign(key: Int, index: Int) {
        table[key] = UInt16(index)
    }

    /// Resolves a bin using a representative colour, such as the mean of its pixels.
    mutating func resolve(key: Int, color: UInt32) {
        table[key] = UInt16(nearest(red: Int(color >> 16), green: Int((color >> 8) & 0xFF), blue: Int(color & 0xFF)))
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
                            index = UInt16(nearest(red: r, green: g, blue: b))
                            table[key] = index
                        }
                        out[i] = UInt8(truncatingIfNeeded: index)
                    }
                }
            }
            count = keys.count
        }
    }

    /// The index of the palette colour closest to (red, green, blue), each 0...255; ties go
    /// to the lowest index.
    mutating func nearest(red: Int, green: Int, blue: Int) -> Int {
        guard !colors.isEmpty else { return 0 }
        let side = Self.cellsPerSide
        let cell = ((red >> Self.cellShift) * side + (green >> Self.cellShift)) * side + (blue >> Self.cellShift)
        if candidates[cell].isEmpty { candidates[cell] = cellCandidates(cell) }
        let (wr, wg, wb) = MedianCutQuantizer.channelWeights
        var best = Int.max
        var bestIndex = 0
        for i in candidates[cell] {
            let c = colors[Int(i)]
            let d =
                wr * (c.r - red) * (c.r - red) + wg * (c.g - green) * (c.g - green) + wb * (c.b - blue) * (c.b - blue)
            if d < best {  // Candidates ascend, so the first of equal distances is kept.
                best = d
                bestIndex = Int(i)
            }
        }
        return bestIndex
    }

    /// Palette entries that are nearest to at least one colour in `cell`, possibly with a few
    /// extra, ascending by index.
    private func cellCandidates(_ cell: Int) -> [UInt8] {
        let side = Self.cellsPerSide
        let size = 1 << Self.cellShift
        let low = (r: cell / (side * side) * size, g: cell / side % side * size, b: cell % side * size)
        let high = (r: low.r + size - 1, g: low.g + size - 1, b: low.b + size - 1)
        let (wr, wg, wb) = MedianCutQuantizer.channelWeights
        var smallestFar = Int.max
        for c in colors {
            let far = (
                r: max(c.r - low.r, high.r - c.r), g: max(c.g - low.g, high.g - c.g), b: max(c.b - low.b, high.b - c.b)
            )
            smallestFar = min(smallestFar, wr * far.r * far.r + wg * far.g * far.g + wb * far.b * far.b)
        }
        var result: [UInt8] = []
        for (i, c) in colors.enumerated() {
            let r = c.r < low.r ? low.r - c.r : max(0, c.r - high.r)
            let g = c.g < low.g ? low.g - c.g : max(0, c.g - high.g)
            let b = c.b < low.b ? low.b - c.b : max(0, c.b - high.b)
            if wr * r * r + wg * g * g + wb * b * b <= smallestFar { result.append(UInt8(i)) }
        }
        return result
    }
}
