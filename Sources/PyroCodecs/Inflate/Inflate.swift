/// Decompresses raw Deflate streams (RFC 1951): stored, fixed and dynamic Huffman blocks.
///
/// Every input is treated as untrusted: malformed data ends in an `InflateError`, never a
/// trap, and `maxOutputSize` bounds the memory a small hostile input can claim.
package enum Inflate {
    /// The bytes that `input` decompresses to.
    ///
    /// - Parameters:
    ///   - input: A raw Deflate stream; bytes after the final block are ignored.
    ///   - maxOutputSize: Largest output accepted, in bytes.
    /// - Returns: The decompressed bytes.
    /// - Throws: `InflateError` when the stream is malformed, truncated or too large.
    package static func decompress(_ input: [UInt8], maxOutputSize: Int = Int.max) throws(InflateError) -> [UInt8] {
        var reader = BitReader(input)
        return try decompress(&reader, maxOutputSize: maxOutputSize)
    }

    /// Decompresses from `reader`, leaving it just after the final block.
    static func decompress(_ reader: inout BitReader, maxOutputSize: Int) throws(InflateError) -> [UInt8] {
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            isFinal = reader.read(1) == 1
            let type = reader.read(2)
            if reader.overran { throw .truncated }
            switch type {
            case 0:
                reader.alignToByte()
                let length = Int(reader.read(16))
                let complement = Int(reader.read(16))
                if reader.overran { throw .truncated }
                guard length == ~complement & 0xFFFF else { throw .storedLengthMismatch }
                guard length <= maxOutputSize - output.count else { throw .outputTooLarge(limit: maxOutputSize) }
                guard let bytes = reader.readAlignedBytes(length) else { throw .truncated }
                output.append(contentsOf: bytes)
            case 1:
                try inflateBlock(
                    &reader, literal: fixedLiteral, distance: fixedDistance, into: &output, limit: maxOutputSize)
            case 2:
                let (literal, distance) = try readDynamicHeader(&reader)
                try inflateBlock(&reader, literal: literal, distance: distance, into: &output, limit: maxOutputSize)
            default:
                throw .invalidBlockType
            }
        }
        return output
    }

    private static let fixedLiteral = HuffmanDecoder(lengths: DeflateTables.fixedLiteralLengths[...])!
    private static let fixedDistance = HuffmanDecoder(lengths: DeflateTables.fixedDistanceLengths[...])!

    private static func readDynamicHeader(
        _ reader: inout BitReader
    ) throws(InflateError) -> (HuffmanDecoder, HuffmanDecoder) {
        let literalCount = Int(reader.read(5)) + 257
        let distanceCount = Int(reader.read(5)) + 1
        let codeLengthCount = Int(reader.read(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .invalidCodeLengths }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount {
            codeLengthLengths[DeflateTables.codeLengthOrder[i]] = UInt8(reader.read(3))
        }
        if reader.overran { throw .truncated }
        guard let codeLengthDecoder = HuffmanDecoder(lengths: codeLengthLengths[...]) else {
            throw .invalidCodeLengths
        }
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            guard let symbol = codeLengthDecoder.decode(&reader) else { throw .invalidCodeLengths }
            if reader.overran { throw .truncated }
            var repeatCount = 0
            var value: UInt8 = 0
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
                continue
            case 16:
                guard let last = lengths.last else { throw .invalidCodeLengths }
                value = last
                repeatCount = 3 + Int(reader.read(2))
            case 17:
                repeatCount = 3 + Int(reader.read(3))
            default:
                repeatCount = 11 + Int(reader.read(7))
            }
            guard lengths.count + repeatCount <= literalCount + distanceCount else { throw .invalidCodeLengths }
            lengths.append(contentsOf: repeatElement(value, count: repeatCount))
        }
        if reader.overran { throw .truncated }
        guard lengths[256] != 0,
            let literal = HuffmanDecoder(lengths: lengths[0..<literalCount]),
            let distance = HuffmanDecoder(lengths: lengths[literalCount...])
        else { throw .invalidCodeLengths }
        return (literal, distance)
    }

    private static func inflateBlock(
        _ reader: inout BitReader, literal: HuffmanDecoder, distance: HuffmanDecoder,
        into output: inout [UInt8], limit: Int
    ) throws(InflateError) {
        while true {
            guard let symbol = literal.decode(&reader) else {
                throw reader.overran ? .truncated : .invalidSymbol
            }
            if reader.overran { throw .truncated }
            if symbol < 256 {
                guard output.count < limit else { throw .outputTooLarge(limit: limit) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < 29 else { throw .invalidSymbol }
            let length =
                DeflateTables.lengthBase[lengthCode] + Int(reader.read(DeflateTables.lengthExtraBits[lengthCode]))
            guard let distanceCode = distance.decode(&reader), distanceCode < 30 else {
                throw reader.overran ? .truncated : .invalidSymbol
            }
            let d =
                DeflateTables.distanceBase[distanceCode]
                + Int(reader.read(DeflateTables.distanceExtraBits[distanceCode]))
            if reader.overran { throw .truncated }
            guard d <= output.count else { throw .distanceTooFar }
            guard length <= limit - output.count else { throw .outputTooLarge(limit: limit) }
            var from = output.count - d
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }
}
