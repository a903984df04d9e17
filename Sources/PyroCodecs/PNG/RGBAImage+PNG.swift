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
    /// Reads 8-bit RGB and RGBA images without interlacing (what image editors write by
    /// default for pictures with transparency); other formats are refused with a message that
    /// says so. Every input is treated as untrusted: damaged files throw, never trap.
    ///
    /// - Parameters:
    ///   - pngData: a whole PNG file.
    ///   - maxPixelCount: larger images are refused before memory is reserved for them.
    /// - Throws: `PNGReadError` naming the first problem found.
    public init(pngData: [UInt8], maxPixelCount: Int = 1 << 26) throws(PNGReadError) {
        do {
            self = try PNGDecoder.decode(pngData, maxPixelCount: maxPixelCount)
        } catch {
            throw PNGReadError(error.description)
        }
    }
}
