/// Why a Deflate or zlib stream could not be decompressed.
package enum InflateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input ended before the final block did.
    case truncated
    /// A block header used the reserved block type 3.
    case invalidBlockType
    /// A stored block's length and its one's complement disagree.
    case storedLengthMismatch
    /// A Huffman code table in a dynamic block header is malformed.
    case invalidCodeLengths
    /// A bit pattern or symbol that no valid stream contains.
    case invalidSymbol
    /// A back-reference points before the start of the output.
    case distanceTooFar
    /// The output would exceed the size the caller allowed (bytes).
    case outputTooLarge(limit: Int)
    /// The zlib header is not a Deflate header or its check bits are wrong.
    case invalidZlibHeader
    /// The zlib stream needs a preset dictionary, which is not supported.
    case presetDictionaryUnsupported
    /// The Adler-32 checksum at the end of a zlib stream does not match the data.
    case checksumMismatch

    package var description: String {
        switch self {
        case .truncated: "compressed data ends too early"
        case .invalidBlockType: "compressed data uses reserved block type 3"
        case .storedLengthMismatch: "stored block length does not match its complement"
        case .invalidCodeLengths: "dynamic block has malformed Huffman code lengths"
        case .invalidSymbol: "compressed data contains an invalid code"
        case .distanceTooFar: "compressed data refers back before its start"
        case .outputTooLarge(let limit): "decompressed data is larger than the allowed \(limit) bytes"
        case .invalidZlibHeader: "zlib header is malformed"
        case .presetDictionaryUnsupported: "zlib stream needs a preset dictionary, which is not supported"
        case .checksumMismatch: "Adler-32 checksum of decompressed data does not match"
        }
    }
}
