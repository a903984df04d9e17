/// Reads the PNG files this module writes: 8-bit RGB and RGBA without interlacing, into
/// `RGBAImage`s.
///
/// Meant for golden-image tests and round trips of this module's own files: it is
/// `PNGImageReader` refusing every other format as soon as the header is read, so a file Pyro
/// could not have written is reported as such rather than read. Every input is untrusted:
/// anything malformed or unsupported ends in a `PNGDecodingError`, never a trap. CRCs and the
/// zlib Adler-32 are checked. Ancillary chunks are skipped (tRNS is applied), so an APNG file
/// decodes to its default image (the first frame).
package enum PNGDecoder {
    /// The image in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: A whole PNG file.
    ///   - maxPixelCount: Larger images are refused before any memory is reserved for them.
    /// - Returns: The pixels, RGB images getting alpha 255.
    /// - Throws: `PNGDecodingError` describing the first problem found.
    package static func decode(_ bytes: [UInt8], maxPixelCount: Int = 1 << 26) throws(PNGDecodingError) -> RGBAImage {
        try PNGImageReader.read(bytes, maxPixelCount: maxPixelCount, onlyEightBitColour: true)
    }
}
