/// The zlib container (RFC 1950): a two-byte header, a Deflate stream and an Adler-32 of the
/// uncompressed bytes, big-endian. PNG's IDAT data is a zlib stream.
package enum Zlib {
    /// `input` compressed and wrapped in a zlib header and checksum.
    package static func compress(_ input: [UInt8], options: DeflateOptions = .default) -> [UInt8] {
        // CMF 0x78: Deflate with a 32 KiB window. FLG 0x9C: default level, no dictionary,
        // and check bits making 0x789C a multiple of 31.
        var out: [UInt8] = [0x78, 0x9C]
        out.append(contentsOf: Deflate.compress(input, options: options))
        let adler = Adler32.checksum(input)
        out.append(contentsOf: [
            UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF),
        ])
        return out
    }

    /// The bytes inside a zlib stream, after checking its header and Adler-32.
    ///
    /// - Parameter maxOutputSize: Largest output accepted, in bytes.
    /// - Throws: `InflateError` when the stream is malformed, truncated, too large or fails its
    ///   checksum.
    package static func decompress(_ input: [UInt8], maxOutputSize: Int = Int.max) throws(InflateError) -> [UInt8] {
        guard input.count >= 2 else { throw .truncated }
        let cmf = Int(input[0])
        let flg = Int(input[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf * 256 + flg) % 31 == 0 else { throw .invalidZlibHeader }
        guard flg & 0x20 == 0 else { throw .presetDictionaryUnsupported }
        var reader = BitReader(input, startingAt: 2)
        let output = try Inflate.decompress(&reader, maxOutputSize: maxOutputSize)
        reader.alignToByte()
        guard let trailer = reader.readAlignedBytes(4) else { throw .truncated }
        let expected = trailer.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard Adler32.checksum(output) == expected else { throw .checksumMismatch }
        return output
    }
}
