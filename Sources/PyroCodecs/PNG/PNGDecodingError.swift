/// Why `PNGDecoder` could not read a file.
package enum PNGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with the PNG signature.
    case notPNG
    /// The file ends inside a chunk or before IEND.
    case truncated
    /// A chunk's stored CRC-32 does not match its type and data.
    case checksumMismatch(chunk: String)
    /// The first chunk is not a 13-byte IHDR.
    case missingHeader
    /// Width or height is 0 or above 2^31 - 1.
    case invalidDimensions(width: Int, height: Int)
    /// The image has more pixels than the caller allowed.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// A format this decoder does not read; only 8-bit RGB (2) and RGBA (6), non-interlaced.
    case unsupportedFormat(bitDepth: Int, colorType: Int, interlaced: Bool)
    /// The header names a compression or filter method other than 0, the only ones defined.
    case unknownMethod(compression: Int, filter: Int)
    /// A critical chunk this decoder does not understand.
    case unsupportedChunk(String)
    /// There is no IDAT chunk.
    case missingImageData
    /// The zlib stream in the IDAT chunks is damaged.
    case corruptImageData(InflateError)
    /// A row names a filter type other than 0...4.
    case invalidFilter(UInt8)
    /// The decompressed data is not the size the header implies (`expected` bytes).
    case imageDataSizeMismatch(expected: Int)
    /// A palette image without a usable PLTE chunk, or a pixel naming an entry it lacks.
    case invalidPalette

    package var description: String {
        switch self {
        case .notPNG: "not a PNG file (signature missing)"
        case .truncated: "PNG file is truncated"
        case .checksumMismatch(let chunk): "PNG chunk \(chunk) fails its CRC check"
        case .missingHeader: "PNG file does not start with a valid IHDR chunk"
        case .invalidDimensions(let w, let h): "PNG size \(w)x\(h) is invalid; both must be 1...2147483647"
        case .tooLarge(let w, let h, let limit): "PNG size \(w)x\(h) exceeds the limit of \(limit) pixels"
        case .unsupportedFormat(let depth, let type, let interlaced):
            "PNG with bit depth \(depth), colour type \(type)\(interlaced ? ", interlaced" : "") is not supported; "
                + "only 8-bit RGB (2) and RGBA (6) without interlacing"
        case .unknownMethod(let compression, let filter):
            "PNG header names compression method \(compression) and filter method \(filter); only 0 is defined"
        case .unsupportedChunk(let name): "PNG critical chunk \(name) is not supported"
        case .missingImageData: "PNG file has no IDAT chunk"
        case .corruptImageData(let error): "PNG image data is corrupt: \(error)"
        case .invalidFilter(let type): "PNG row uses unknown filter type \(type); allowed are 0...4"
        case .imageDataSizeMismatch(let expected):
            "PNG image data does not decompress to the \(expected) bytes its size implies"
        case .invalidPalette: "PNG palette is missing, malformed, or shorter than a pixel's index"
        }
    }
}
