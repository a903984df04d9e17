/// Reads every standard PNG: greyscale, RGB, palette, greyscale with alpha and RGBA, at every
/// bit depth the format allows (1, 2, 4, 8, 16), with or without Adam7 interlacing, with tRNS
/// transparency; into 8-bit straight-alpha `RGBAImage`s (16-bit samples keep their high byte).
///
/// For pictures people bring (sprites); `PNGDecoder` is this reader limited to the formats this
/// module writes. Every input is untrusted: anything malformed ends in a `PNGDecodingError`,
/// never a trap. CRCs and the zlib Adler-32 are checked; ancillary chunks other than tRNS are
/// skipped, so an APNG file reads as its default image (the first frame).
package enum PNGImageReader {
    /// Adam7's passes: first column and row, then steps across and down.
    static let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The header's facts.
    struct Header {
        var width: Int, height: Int, depth: Int, colorType: Int, interlaced: Bool
        /// Samples a pixel.
        var channels: Int {
            switch colorType {
            case 2: return 3
            case 4: return 2
            case 6: return 4
            default: return 1
            }
        }
        /// Bytes of one row of `pixels` pixels, without its filter byte.
        func rowBytes(_ pixels: Int) -> Int { (pixels * channels * depth + 7) / 8 }
    }

    /// The image in `bytes` (a whole PNG file); larger than `maxPixelCount` pixels is refused
    /// before memory is reserved for it.
    ///
    /// - Parameter onlyEightBitColour: refuse, as soon as the header is read, anything but
    ///   8-bit RGB or RGBA without interlacing (`PNGDecodingError.unsupportedFormat`).
    package static func read(
        _ bytes: [UInt8], maxPixelCount: Int = 1 << 26, onlyEightBitColour: Bool = false
    ) throws(PNGDecodingError) -> RGBAImage {
        guard bytes.count >= 8 else {
            throw bytes.elementsEqual(PNGChunkWriter.signature.prefix(bytes.count)) ? .truncated : .notPNG
        }
        guard bytes[0..<8].elementsEqual(PNGChunkWriter.signature) else { throw .notPNG }
        var offset = 8
        var header: Header?
        var compressed: [UInt8] = []
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var sawImageData = false
        while true {
            guard bytes.count - offset >= 12 else { throw .truncated }
            let length = Int(PNGChunkWriter.readBigEndian(bytes, at: offset))
            guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else { throw .truncated }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(typeBytes.map { (0x20...0x7E).contains($0) ? Character(Unicode.Scalar($0)) : "?" })
            let data = bytes[(offset + 8)..<(offset + 8 + length)]
            guard
                CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)])
                    == PNGChunkWriter.readBigEndian(bytes, at: offset + 8 + length)
            else { throw .checksumMismatch(chunk: type) }
            offset += 12 + length
            if header == nil {
                guard type == "IHDR", length == 13 else { throw .missingHeader }
                let read = try readHeader(Array(data), maxPixelCount: maxPixelCount)
                guard !onlyEightBitColour || (read.depth == 8 && [2, 6].contains(read.colorType) && !read.interlaced)
                else {
                    throw .unsupportedFormat(
                        bitDepth: read.depth, colorType: read.colorType, interlaced: read.interlaced)
                }
                header = read
                continue
            }
            switch type {
            case "IDAT":
                compressed.append(contentsOf: data)
                sawImageData = true
            case "PLTE":
                guard length % 3 == 0, (3...768).contains(length) else { throw .invalidPalette }
                palette = Array(data)
            case "tRNS":
                transparency = Array(data)
            case "IEND":
                guard sawImageData, let header else { throw .missingImageData }
                if header.colorType == 3 && palette.isEmpty { throw .invalidPalette }
                return try decodePixels(compressed, header, palette: palette, transparency: transparency)
            default:
                if typeBytes.first.map({ $0 & 0x20 == 0 }) ?? true { throw .unsupportedChunk(type) }
            }
        }
    }

    private static func readHeader(_ data: [UInt8], maxPixelCount: Int) throws(PNGDecodingError) -> Header {
        let width = Int(PNGChunkWriter.readBigEndian(data, at: 0))
        let height = Int(PNGChunkWriter.readBigEndian(data, at: 4))
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= maxPixelCount else {
            throw .tooLarge(width: width, height: height, limit: maxPixelCount)
        }
        let depth = Int(data[8])
        let colorType = Int(data[9])
        guard data[10] == 0, data[11] == 0 else {
            throw .unknownMethod(compression: Int(data[10]), filter: Int(data[11]))
        }
        let allowed: [Int]
        switch colorType {
        case 0: allowed = [1, 2, 4, 8, 16]
        case 3: allowed = [1, 2, 4, 8]
        case 2, 4, 6: allowed = [8, 16]
        default: allowed = []
        }
        guard allowed.contains(depth), data[12] <= 1 else {
            throw .unsupportedFormat(bitDepth: depth, colorType: colorType, interlaced: data[12] != 0)
        }
        return Header(width: width, height: height, depth: depth, colorType: colorType, interlaced: data[12] == 1)
    }

    private static func decodePixels(
        _ compressed: [UInt8], _ h: Header, palette: [UInt8], transparency: [UInt8]
    ) throws(PNGDecodingError) -> RGBAImage {
        let passes = h.interlaced ? Self.passes : [(0, 0, 1, 1)]
        // Each non-empty pass: its size, and where its filtered rows start.
        var layout: [(columns: Int, rows: Int, start: Int)] = []
        var expected = 0
        for pass in passes {
            let columns = h.width > pass.x ? (h.width - pass.x + pass.dx - 1) / pass.dx : 0
            let rows = h.height > pass.y ? (h.height - pass.y + pass.dy - 1) / pass.dy : 0
            layout.append((columns, rows, expected))
            if columns > 0 && rows > 0 { expected += (h.rowBytes(columns) + 1) * rows }
        }
        let raw: [UInt8]
        do {
            raw = try Zlib.decompress(compressed, maxOutputSize: expected)
        } catch .outputTooLarge {
            throw .imageDataSizeMismatch(expected: expected)
        } catch {
            throw .corruptImageData(error)
        }
        guard raw.count == expected else { throw .imageDataSizeMismatch(expected: expected) }
        if !h.interlaced, h.depth == 8, h.colorType == 6 || (h.colorType == 2 && transparency.count < 6) {
            return try eightBitColour(raw, h)
        }
        var rgba = [UInt8](repeating: 0, count: h.width * h.height * 4)
        let bytesPerPixel = max(1, h.channels * h.depth / 8)
        for (pass, place) in zip(passes, layout) where place.columns > 0 && place.rows > 0 {
            let rowBytes = h.rowBytes(place.columns)
            let slice = Array(raw[place.start..<(place.start + (rowBytes + 1) * place.rows)])
            for y in 0..<place.rows where slice[y * (rowBytes + 1)] > 4 {
                throw .invalidFilter(slice[y * (rowBytes + 1)])
            }
            guard
                let rows = PNGFilter.unfilterRows(
                    slice, rowLength: rowBytes, rowCount: place.rows,
                    bytesPerPixel: bytesPerPixel)
            else { throw .invalidFilter(255) }
            for y in 0..<place.rows {
                for x in 0..<place.columns {
                    let pixel = try self.pixel(
                        rows, row: y * rowBytes, column: x, h, palette: palette,
                        transparency: transparency)
                    let at = ((pass.y + y * pass.dy) * h.width + pass.x + x * pass.dx) * 4
                    rgba[at] = pixel.0
                    rgba[at + 1] = pixel.1
                    rgba[at + 2] = pixel.2
                    rgba[at + 3] = pixel.3
                }
            }
        }
        return RGBAImage(width: h.width, height: h.height, pixels: rgba)!
    }

    /// 8-bit RGBA or opaque RGB without interlacing, the files Pyro writes, a row at a time
    /// rather than a pixel at a time.
    private static func eightBitColour(_ raw: [UInt8], _ h: Header) throws(PNGDecodingError) -> RGBAImage {
        let channels = h.channels
        let rowLength = h.rowBytes(h.width)
        for y in 0..<h.height where raw[y * (rowLength + 1)] > 4 {
            throw .invalidFilter(raw[y * (rowLength + 1)])
        }
        guard
            let samples = PNGFilter.unfilterRows(raw, rowLength: rowLength, rowCount: h.height, bytesPerPixel: channels)
        else { throw .invalidFilter(255) }
        if channels == 4 { return RGBAImage(width: h.width, height: h.height, pixels: samples)! }
        var rgba = [UInt8](repeating: 255, count: h.width * h.height * 4)
        for p in 0..<(h.width * h.height) {
            rgba[p * 4] = samples[p * 3]
            rgba[p * 4 + 1] = samples[p * 3 + 1]
            rgba[p * 4 + 2] = samples[p * 3 + 2]
        }
        return RGBAImage(width: h.width, height: h.height, pixels: rgba)!
    }

    /// Sample `index` of the pixel row starting at `row`, at the header's depth (0...2^depth − 1).
    @inline(__always)
    private static func sample(_ rows: [UInt8], row: Int, index: Int, depth: Int) -> Int {
        switch depth {
        case 16: return Int(rows[row + 2 * index]) << 8 | Int(rows[row + 2 * index + 1])
        case 8: return Int(rows[row + index])
        default:
            let bit = index * depth
            let byte = Int(rows[row + bit / 8])
            return byte >> (8 - depth - bit % 8) & (1 << depth - 1)
        }
    }

    /// The straight RGBA8 colour of pixel `column` of a row.
    private static func pixel(
        _ rows: [UInt8], row: Int, column: Int, _ h: Header, palette: [UInt8], transparency: [UInt8]
    ) throws(PNGDecodingError) -> (UInt8, UInt8, UInt8, UInt8) {
        let n = h.channels
        func value(_ c: Int) -> Int { sample(rows, row: row, index: column * n + c, depth: h.depth) }
        /// A sample scaled to 8 bits: 16-bit keeps its high byte, low depths spread over 0...255.
        func byte(_ v: Int) -> UInt8 {
            h.depth == 16 ? UInt8(v >> 8) : UInt8(v * 255 / (1 << h.depth - 1))
        }
        /// The 16-bit value at `i` of tRNS, when it has one.
        func key(_ i: Int) -> Int? {
            transparency.count >= 2 * i + 2 ? Int(transparency[2 * i]) << 8 | Int(transparency[2 * i + 1]) : nil
        }
        switch h.colorType {
        case 0:
            let g = value(0)
            return (byte(g), byte(g), byte(g), key(0) == g ? 0 : 255)
        case 2:
            let r = value(0)
            let g = value(1)
            let b = value(2)
            let clear = transparency.count >= 6 && key(0) == r && key(1) == g && key(2) == b
            return (byte(r), byte(g), byte(b), clear ? 0 : 255)
        case 3:
            let i = value(0)
            guard 3 * i + 2 < palette.count else { throw .invalidPalette }
            let alpha = i < transparency.count ? transparency[i] : 255
            return (palette[3 * i], palette[3 * i + 1], palette[3 * i + 2], alpha)
        case 4:
            let g = byte(value(0))
            return (g, g, g, byte(value(1)))
        default:
            return (byte(value(0)), byte(value(1)), byte(value(2)), byte(value(3)))
        }
    }
}
