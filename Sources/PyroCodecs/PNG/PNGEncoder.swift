/// Writes `RGBAImage`s as PNG files: 8-bit RGBA (colour type 6), not interlaced.
///
/// Chunks are IHDR, one IDAT and IEND. Rows are filtered with a per-row choice among the five
/// PNG filters, then zlib-compressed by this module's Deflate. The same image always gives
/// the same bytes.
public enum PNGEncoder {
    /// The PNG file for `image`.
    ///
    /// - Parameters:
    ///   - image: At least 1x1 pixels (PNG has no empty images; a 0-sized image traps).
    ///   - options: How hard Deflate works; `.default` is a good balance.
    /// - Returns: The complete file.
    /// - Complexity: O(width · height).
    public static func encode(_ image: RGBAImage, options: DeflateOptions = .default) -> [UInt8] {
        var chunks = PNGChunkWriter()
        chunks.append("IHDR", PNGChunkWriter.rgbaHeader(width: image.width, height: image.height))
        chunks.append("IDAT", compressedPixels(of: image, options: options))
        chunks.append("IEND", [])
        return chunks.bytes
    }

    /// The zlib stream of filtered rows that IDAT (and APNG's fdAT) carry.
    static func compressedPixels(of image: RGBAImage, options: DeflateOptions) -> [UInt8] {
        let filtered = PNGFilter.filterRows(
            image.pixels, rowLength: image.width * 4, rowCount: image.height, bytesPerPixel: 4)
        return Zlib.compress(filtered, options: options)
    }
}
