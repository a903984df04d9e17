/// Reduces one RGBA frame to at most 256 palette indices for GIF.
///
/// Steps: histogram on a 5-5-5 grid (`ColorHistogram`), an exact palette when the frame's
/// colours fit, else median cut (`MedianCutQuantizer`), then a table-driven mapping of every
/// pixel (`PaletteMapper`), with ordered dithering when asked for.
enum GIFFrameQuantizer {
    /// The first frame's colour table, which later frames may share.
    struct GlobalPalette {
        var table: [UInt32]
        var transparentIndex: Int?
        /// Opaque colours to their index in `table`.
        var lookup: [UInt32: UInt8]

        init(table: [UInt32], transparentIndex: Int?) {
            self.table = table
            self.transparentIndex = transparentIndex
            lookup = [:]
            for (i, color) in table.enumerated() where i != transparentIndex && lookup[color] == nil {
                lookup[color] = UInt8(i)
            }
        }
    }

    struct Frame {
        /// Colours as 0xRRGGBB; the transparent entry, if any, is black.
        var colorTable: [UInt32]
        var transparentIndex: Int?
        /// True when `colorTable` is the global table passed in and need not be written.
        var usesGlobalTable: Bool
        /// One index per pixel, row-major.
        var indices: [UInt8]
        /// Bits needed for the table size.
        var indexBits: Int { GIFEncoder.tableSizeBits(colorTable.count) }
    }

    /// 8x8 Bayer threshold matrix, values 0...63.
    private static let bayer: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// - Parameter globalPalette: The global table, reused when this frame's colours are all in it.
    static func quantize(_ image: RGBAImage, options: GIFOptions, globalPalette: GlobalPalette?) -> Frame {
        let histogram = ColorHistogram(image, options: options)
        let maxColors = histogram.hasTransparency ? 255 : 256
        let bins = histogram.occupiedBins

        if histogram.isExact && bins.count <= maxColors {
            if let global = globalPalette, let frame = reuse(global, histogram) { return frame }
            var table = bins.map { histogram.meanColor(ofBin: $0) }
            let transparentIndex = histogram.hasTransparency ? table.count : nil
            if transparentIndex != nil { table.append(0) }
            var mapper = PaletteMapper(palette: table, transparentIndex: transparentIndex)
            for (i, key) in bins.enumerated() { mapper.assign(key: key, index: i) }
            return Frame(
                colorTable: table, transparentIndex: transparentIndex, usesGlobalTable: false,
                indices: mapper.indices(forKeys: histogram.keys))
        }

        let colors = MedianCutQuantizer.palette(for: histogram, maxColors: maxColors)
        let transparentIndex = histogram.hasTransparency ? colors.count : nil
        var mapper = PaletteMapper(palette: colors, transparentIndex: transparentIndex)
        for key in bins { mapper.resolve(key: key, color: histogram.meanColor(ofBin: key)) }
        let indices =
            options.dithering == .ordered
            ? dither(image, options: options, histogram: histogram, palette: colors, mapper: &mapper)
            : mapper.indices(forKeys: histogram.keys)
        return Frame(
            colorTable: transparentIndex == nil ? colors : colors + [0], transparentIndex: transparentIndex,
            usesGlobalTable: false, indices: indices)
    }

    /// The frame in the global table's indices, or nil when a colour or transparency is missing.
    private static func reuse(_ global: GlobalPalette, _ histogram: ColorHistogram) -> Frame? {
        if histogram.hasTransparency && global.transparentIndex == nil { return nil }
        var mapper = PaletteMapper(palette: [], transparentIndex: global.transparentIndex)
        for key in histogram.occupiedBins {
            guard let index = global.lookup[histogram.meanColor(ofBin: key)] else { return nil }
            mapper.assign(key: key, index: Int(index))
        }
        return Frame(
            colorTable: global.table, transparentIndex: histogram.hasTransparency ? global.transparentIndex : nil,
            usesGlobalTable: true, indices: mapper.indices(forKeys: histogram.keys))
    }

    /// Indices with an 8x8 ordered dither, except for pixels whose exact colour is in the
    /// palette: flat confetti colours stay flat and only in-between shades are dithered.
    private static func dither(
        _ image: RGBAImage, options: GIFOptions, histogram: ColorHistogram, palette: [UInt32],
        mapper: inout PaletteMapper
    ) -> [UInt8] {
        let keys = histogram.keys
        var undithered = [Bool](repeating: false, count: ColorHistogram.binCount + 1)
        undithered[ColorHistogram.transparentKey] = true
        let paletteColors = Set(palette)
        for key in histogram.occupiedBins {
            if let color = histogram.exactColor(ofBin: key), paletteColors.contains(color) { undithered[key] = true }
        }
        var ditheredKeys = keys
        let width = image.width
        image.pixels.withUnsafeBufferPointer { pixels in
            ditheredKeys.withUnsafeMutableBufferPointer { ditheredKeys in
                for y in 0..<image.height {
                    let row = (y & 7) * 8
                    for x in 0..<width {
                        let p = y * width + x
                        if undithered[Int(ditheredKeys[p])] { continue }
                        var (r, g, b) = (UInt32(pixels[4 * p]), UInt32(pixels[4 * p + 1]), UInt32(pixels[4 * p + 2]))
                        let a = UInt32(pixels[4 * p + 3])
                        if a < 255, let matte = options.matte {
                            (r, g, b) = ColorHistogram.blend(r, g, b, alpha: a, over: matte)
                        }
                        // Threshold 0...63 becomes an offset of -8...+7 levels.
                        let offset = bayer[row + (x & 7)] / 4 - 8
                        ditheredKeys[p] = UInt16(
                            ColorHistogram.key(
                                red: clampByte(Int(r) + offset), green: clampByte(Int(g) + offset),
                                blue: clampByte(Int(b) + offset)))
                    }
                }
            }
        }
        return mapper.indices(forKeys: ditheredKeys)
    }

    @inline(__always)
    private static func clampByte(_ v: Int) -> UInt32 { UInt32(min(255, max(0, v))) }
}
