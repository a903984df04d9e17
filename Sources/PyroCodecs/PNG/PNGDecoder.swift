/// Reads 8-bit RGB and RGBA, non-interlaced PNG files into `RGBAImage`s.
///
/// Meant for golden-image tests and round trips of this module's own files, not as a general
/// PNG reader. Every input is untrusted: anything malformed or unsupported ends in a
/// `PNGDecodingError`, never a trap. CRCs and the zlib Adler-32 are checked. Ancillary chunks
/// are skipped, so an APNG file decodes to its default image (the first frame).
package enum PNGDecoder {
    /// The image in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: A whole PNG file.
    ///   - maxPixelCount: Larger images are refused before any memory is reserved for them.
    /// - Returns: The pixels, RGB images getting alpha 255.
    /// - Throws: `PNGDecodingError` describing the first problem found.
    package static func decode(_ bytes: [UInt8], maxPixelCount: Int = 1 << 26) throws(PNGDecodingError) -> RGBAImage {
        guard bytes.count >= 8 else {
            throw bytes.elementsEqual(PNGChunkWriter.signature.prefix(bytes.count)) ? .truncated : .notPNG
        }
        guard bytes[0..<8].elementsEqual(PNGChunkWriter.signature) else { throw .notPNG }

        var offset = 8
        var header: (width: Int, height: Int, colorType: Int)?
        var compressed: [UInt8] = []
        var sawImageData = false
        while true {
            guard bytes.count - offset >= 12 else { throw .truncated }
            let length = Int(PNGChunkWriter.readBigEndian(bytes, at: offset))
            guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else { throw .truncated }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            // Damaged types are shown with "?" for bytes that are not printable ASCII.
            let type = String(typeBytes.map { (0x20...0x7E).contains($0) ? Character(Unicode.Scalar($0)) : "?" })
            let data = bytes[(offset + 8)..<(offset + 8 + length)]
            let storedCRC = PNGChunkWriter.readBigEndian(bytes, at: offset + 8 + length)
            guard CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == storedCRC else {
                throw .checksumMismatch(chunk: type)
            }
            offset += 12 + length

            if header == nil {
                guard type == "IHDR", length == 13 else { throw .missingHeader }
                header = try readHeader(Array(data), maxPixelCount: maxPixelCount)
                continue
            }
            switch type {
            case "IDAT":
                compressed.append(contentsOf: data)
                sawImageData = true
            case "IEND":
                guard sawImageData, let header else { throw .missingImageData }
                return try decodePixels(
                    compressed, width: header.width, height: header.height,
                    colorType: header.colorType)
            case "PLTE":
                continue  // A suggested palette for true-colour images; not needed.
            default:
                // Bit 5 of the first letter clear (upper case) marks a critical chunk.
                if typeBytes.first.map({ $0 & 0x20 == 0 }) ?? true { throw .unsupportedChunk(type) }
            }
        }
    }

    private static func readHeader(
        _ data: [UInt8], maxPixelCount: Int
    ) throws(PNGDecodingError) -> (width: Int, height: Int, colorType: Int) {
        let width = Int(PNGChunkWriter.readBigEndian(data, at: 0))
        let height = Int(PNGChunkWriter.readBigEndian(data, at: 4))
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= maxPixelCount else {
            throw .tooLarge(width: width, height: height, limit: maxPixelCount)
        }
        let bitDepth = Int(data[8])
        let colorType = Int(data[9])
        let interlaced = data[12] != 0
        guard data[10] == 0, data[11] == 0 else {
            throw .unknownMethod(compression: Int(data[10]), filter: Int(data[11]))
        }
        guard bitDepth == 8, colorType == 2 || colorType == 6, !interlaced else {
            throw .unsupportedFormat(bitDepth: bitDepth, colorType: colorType, interlaced: interlaced)
        }
        return (width, height, colorType)
    }

    private static func decodePixels(
        _ compressed: [UInt8], width: Int, height: Int, colorType: Int
    ) throws(PNGDecodingError) -> RGBAImage {
        let channels = colorType == 6 ? 4 : 3
        let rowLength = width * channels
        let expected = (rowLength + 1) * height
        let raw: [UInt8]
        do {
            raw = try Zlib.decompress(compressed, maxOutputSize: expected)
        } catch .outputTooLarge {
            throw .imageDataSizeMismatch(expected: expected)
        } catch {
            throw .corruptImageData(error)
        }
        guard raw.count == expected else { throw .imageDataSizeMismatch(expected: expected) }
        for y in 0..<height where raw[y * (rowLength + 1)] > 4 {
            throw .invalidFilter(raw[y * (rowLength + 1)])
        }
        guard let samples = PNGFilter.unfilterRows(raw, rowLength: rowLength, rowCount: height, bytesPerPixel: channels)
        else { throw .invalidFilter(255) }
        if channels == 4 {
            return RGBAImage(width: width, height: height, pixels: samples)!
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            rgba[p * 4] = samples[p * 3]
            rgba[p * 4 + 1] = samples[p * 3 + 1]
            rgba[p * 4 + 2] = samples[p * 3 + 2]
        }
        return RGBAImage(width: width, height: height, pixels: rgba)!
    }
}
