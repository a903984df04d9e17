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
        var paletteIndex: [UInt32: Int] = [:]
        for (i, color) in colors.enumerated() where paletteIndex[color] == nil { paletteIndex[color] = i }
        // Each bin goes to the entry nearest its mean, except that a bin whose majority colour
        // is in the palette goes to that entry: its majority pixels are then exact.
        var flatColor = [UInt32](repeating: Self.noFlatColor, count: ColorHistogram.binCount + 1)
        for key in bins {
            if let dominant = histogram.dominantColor(ofBin: key), let index = paletteIndex[dominant.color] {
                mapper.assign(key: key, index: index)
                flatColor[key] = dominant.color
            } else {
                mapper.resolve(key: key, color: histogram.meanColor(ofBin: key))
            }
        }
        let indices =
            options.dithering == .ordered
            ? dither(image, options: options, histogram: histogram, flatColor: &flatColor, mapper: &mapper)
            : mapper.indices(forKeys: histogram.keys)
        return Frame(
            colorTable: transparentIndex == nil ? colors : colors + [0], transparentIndex: transparentIndex,
            usesGlobalTable: false, indices: indices)
    }

    /// `flatColor` for a bin with no colour that must stay flat (no real colour has bits above 24).
    private static let noFlatColor: UInt32 = 0xFFFF_FFFF
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

    /// Indices with an 8x8 ordered dither, only where it helps: pixels whose exact colour is in
    /// the palette stay flat (a white background stays white, a confetti colour stays itself);
    /// the shades in between, such as a gradient's rows, are dithered.
    ///
    /// - Parameter flatColor: Per bin, a colour in the palette whose pixels stay as they are
    ///   (`noFlatColor` for none); bins that stay whole are marked `keepWholeBin` here.
    private static func dither(
        _ image: RGBAImage, options: GIFOptions, histogram: ColorHistogram, flatColor: inout [UInt32],
        mapper: inout PaletteMapper
    ) -> [UInt8] {
        let keys = histogram.keys
        flatColor[ColorHistogram.transparentKey] = keepWholeBin
        for key in histogram.occupiedBins {
            // A single-colour bin in the palette has that colour as its majority (set above).
            if let exact = histogram.exactColor(ofBin: key), flatColor[key] == exact { flatColor[key] = keepWholeBin }
        }
        var ditheredKeys = keys
        let width = image.width
        image.pixels.withUnsafeBufferPointer { pixels in
            ditheredKeys.withUnsafeMutableBufferPointer { ditheredKeys in
                for y in 0..<image.height {
                    let row = (y & 7) * 8
                    for x in 0..<width {
                        let p = y * width + x
                        let flat = flatColor[Int(ditheredKeys[p])]
                        if flat == keepWholeBin { continue }
                        var (r, g, b) = (UInt32(pixels[4 * p]), UInt32(pixels[4 * p + 1]), UInt32(pixels[4 * p + 2]))
                        let a = UInt32(pixels[4 * p + 3])
                        if a < 255, let matte = options.matte {
                            (r, g, b) = ColorHistogram.blend(r, g, b, alpha: a, over: matte)
                        }
                        if r << 16 | g << 8 | b == flat { continue }
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

    /// `flatColor` for a bin none of whose pixels is dithered.
    private static let keepWholeBin: UInt32 = 0xFFFF_FFFE

    @inline(__always)
    private static func clampByte(_ v: Int) -> UInt32 { UInt32(min(255, max(0, v))) }
}
