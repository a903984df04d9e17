/// Compresses bytes into a raw Deflate stream (RFC 1951).
///
/// Input is tokenised by `LZ77Matcher`, then written in blocks of up to `blockTokenCount`
/// tokens. Each block is written in whichever form is smallest: dynamic Huffman codes
/// (length-limited to 15 bits, code-length codes to 7 bits), the fixed codes, or stored bytes.
/// The same input and options always produce the same bytes.
package enum Deflate {
    /// Tokens per block: large enough to amortise a dynamic header (typically 60-100 bytes),
    /// small enough for the codes to follow changes in the data.
    static let blockTokenCount = 32768

    /// The raw Deflate stream of `input` (no zlib or gzip wrapper).
    ///
    /// - Precondition: `input` is smaller than 2 GiB (match positions are kept in 32 bits).
    /// - Complexity: O(n · options.maxChainLength) in the worst case.
    package static func compress(_ input: [UInt8], options: DeflateOptions = .default) -> [UInt8] {
        precondition(input.count < Int(Int32.max), "Deflate input must be under 2 GiB, got \(input.count) bytes")
        return input.withUnsafeBufferPointer { buffer in
            let tokens = LZ77Matcher.tokens(for: buffer, options: options)
            var writer = BitWriter(reservingCapacity: input.count / 3 + 64)
            var start = 0
            var position = 0
            repeat {
                let end = min(tokens.count, start + blockTokenCount)
                let blockTokens = tokens[start..<end]
                var byteCount = 0
                for token in blockTokens {
                    byteCount += LZ77Matcher.isMatch(token) ? LZ77Matcher.length(token) : 1
                }
                let raw = UnsafeBufferPointer(rebasing: buffer[position..<(position + byteCount)])
                writeBlock(blockTokens, raw: raw, isFinal: end == tokens.count, to: &writer)
                position += byteCount
                start = end
            } while start < tokens.count
            return writer.finish()
        }
    }

    private static func writeBlock(
        _ tokens: ArraySlice<UInt32>, raw: UnsafeBufferPointer<UInt8>, isFinal: Bool, to writer: inout BitWriter
    ) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        var extraBits = 0
        for token in tokens {
            if LZ77Matcher.isMatch(token) {
                let lengthCode = Int(DeflateTables.lengthCodeForLength[LZ77Matcher.length(token)])
                let distanceCode = Int(DeflateTables.distanceCodeForDistance[LZ77Matcher.distance(token) - 1])
                literalFrequencies[257 + lengthCode] += 1
                distanceFrequencies[distanceCode] += 1
                extraBits += DeflateTables.lengthExtraBits[lengthCode] + DeflateTables.distanceExtraBits[distanceCode]
            } else {
                literalFrequencies[Int(token)] += 1
            }
        }
        literalFrequencies[256] = 1

        let literalCode = HuffmanCode(frequencies: literalFrequencies, maxLength: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, maxLength: 15)
        let header = DynamicHeader(literalLengths: literalCode.lengths, distanceLengths: distanceCode.lengths)
        let dynamicBits =
            3 + header.bitCount + literalCode.cost(of: literalFrequencies)
            + distanceCode.cost(of: distanceFrequencies) + extraBits

        let fixedLiteral = HuffmanCode(lengths: DeflateTables.fixedLiteralLengths)
        let fixedDistance = HuffmanCode(lengths: DeflateTables.fixedDistanceLengths)
        var fixedBits = 3 + extraBits
        for (symbol, f) in literalFrequencies.enumerated() { fixedBits += f * Int(fixedLiteral.lengths[symbol]) }
        for f in distanceFrequencies { fixedBits += f * 5 }

        // Each stored block holds at most 65535 bytes: 3 header bits, padding, LEN and NLEN.
        let storedBlocks = max(1, (raw.count + 65534) / 65535)
        let storedBits = storedBlocks * (3 + 7 + 32) + raw.count * 8

        if storedBits < dynamicBits && storedBits < fixedBits {
            writeStored(raw, isFinal: isFinal, to: &writer)
        } else if fixedBits <= dynamicBits {
            writer.write(isFinal ? 1 : 0, count: 1)
            writer.write(1, count: 2)
            writeSymbols(tokens, literal: fixedLiteral, distance: fixedDistance, to: &writer)
        } else {
            writer.write(isFinal ? 1 : 0, count: 1)
            writer.write(2, count: 2)
            header.write(to: &writer)
            writeSymbols(tokens, literal: literalCode, distance: distanceCode, to: &writer)
        }
    }

    private static func writeStored(_ raw: UnsafeBufferPointer<UInt8>, isFinal: Bool, to writer: inout BitWriter) {
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let last = offset + count == raw.count
            writer.write(isFinal && last ? 1 : 0, count: 1)
            writer.write(0, count: 2)
            writer.alignToByte()
            writer.write(UInt32(count), count: 16)
            writer.write(UInt32(~UInt16(count)), count: 16)
            writer.appendAligned(raw[offset..<(offset + count)])
            offset += count
        } while offset < raw.count
    }

    private static func writeSymbols(
        _ tokens: ArraySlice<UInt32>, literal: HuffmanCode, distance: HuffmanCode, to writer: inout BitWriter
    ) {
        literal.codes.withUnsafeBufferPointer { literalCodes in
            literal.lengths.withUnsafeBufferPointer { literalLengths in
                for token in tokens {
                    if LZ77Matcher.isMatch(token) {
                        let length = LZ77Matcher.length(token)
                        let lengthCode = Int(DeflateTables.lengthCodeForLength[length])
                        let symbol = 257 + lengthCode
                        writer.write(UInt32(literalCodes[symbol]), count: Int(literalLengths[symbol]))
                        let lengthExtra = DeflateTables.lengthExtraBits[lengthCode]
                        if lengthExtra > 0 {
                            writer.write(UInt32(length - DeflateTables.lengthBase[lengthCode]), count: lengthExtra)
                        }
                        let d = LZ77Matcher.distance(token)
                        let distanceSymbol = Int(DeflateTables.distanceCodeForDistance[d - 1])
                        writer.write(
                            UInt32(distance.codes[distanceSymbol]), count: Int(distance.lengths[distanceSymbol]))
                        let distanceExtra = DeflateTables.distanceExtraBits[distanceSymbol]
                        if distanceExtra > 0 {
                            writer.write(UInt32(d - DeflateTables.distanceBase[distanceSymbol]), count: distanceExtra)
                        }
                    } else {
                        writer.write(UInt32(literalCodes[Int(token)]), count: Int(literalLengths[Int(token)]))
                    }
                }
                writer.write(UInt32(literalCodes[256]), count: Int(literalLengths[256]))
            }
        }
    }
}
