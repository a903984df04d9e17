/// Why a PNG file could not be read, as one sentence (`description`).
public struct PNGReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, for people: "PNG file is truncated", "not a PNG file (signature missing)".
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

extension RGBAImage {
    /// The picture in a PNG file.
    ///
    /// Reads every standard PNG: greyscale, RGB, palette (with tRNS transparency), greyscale
    /// with alpha and RGBA, at 1, 2, 4, 8 or 16 bits a sample, interlaced or not; 16-bit
    /// samples keep their high byte. Every input is treated as untrusted: damaged files throw,
    /// never trap.
    ///
    /// - Parameters:
    ///   - pngData: a whole PNG file.
    ///   - maxPixelCount: larger images are refused before memory is reserved for them.
    /// - Throws: `PNGReadError` naming the first problem found.
    public init(pngData: [UInt8], maxPixelCount: Int = 1 << 26) throws(PNGReadError) {
        do {
            self = try PNGImageReader.read(pngData, maxPixelCount: maxPixelCount)
        } catch {
            throw PNGReadError(error.description)
        }
    }
}
