import Testing

@testable import PyroCodecs

@Suite struct DeflateTests {
    static let text = Array(
        """
        It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of \
        foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, \
        it was the season of Darkness, it was the spring of hope, it was the winter of despair.
        """.utf8)

    static func roundTrip(_ input: [UInt8], options: DeflateOptions = .default) throws -> [UInt8] {
        try Inflate.decompress(Deflate.compress(input, options: options))
    }

    @Test func emptyInputRoundTrips() throws {
        #expect(try Self.roundTrip([]) == [])
        #expect(try Zlib.decompress(Zlib.compress([])) == [])
    }

    @Test func emptyInputIsOneFixedBlockLikeZlib() {
        #expect(Deflate.compress([]) == [0x03, 0x00])
    }

    @Test func compressibleInputUsesDynamicHuffmanBlock() {
        let data = Array(repeatElement(Self.text, count: 20).joined())
        let first = Deflate.compress(data)[0]
        #expect(first & 1 == 1)  // final block
        #expect(first >> 1 & 3 == 2)  // dynamic Huffman codes
    }

    @Test func inflateReadsStoredBlock() throws {
        #expect(try Inflate.decompress([0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63]) == Array("abc".utf8))
    }

    @Test func inflateRejectsStoredBlockWithBadComplement() {
        #expect(throws: InflateError.storedLengthMismatch) {
            try Inflate.decompress([0x01, 0x03, 0x00, 0xFC, 0xFE, 0x61, 0x62, 0x63])
        }
    }

    @Test func textRoundTripsAndShrinks() throws {
        let compressed = Deflate.compress(Self.text)
        #expect(compressed.count < Self.text.count * 3 / 4)
        #expect(try Inflate.decompress(compressed) == Self.text)
    }

    @Test func randomBytesRoundTripAndBarelyGrow() throws {
        var rng = SplitMix64(seed: 42)
        let data = rng.bytes(70_000)
        let compressed = Deflate.compress(data)
        // Stored blocks cost 5 bytes per 65535; incompressible data must not grow more.
        #expect(compressed.count <= data.count + 5 * 2 + 5)
        #expect(try Inflate.decompress(compressed) == data)
    }

    @Test func longRunsRoundTripAndCompressFarBelowRawSize() throws {
        var data = [UInt8](repeating: 0, count: 200_000)
        for i in 100_000..<150_000 { data[i] = 0xAB }
        let compressed = Deflate.compress(data)
        #expect(compressed.count < 1_000)
        #expect(try Inflate.decompress(compressed) == data)
    }

    @Test func repetitivePatternCompressesFarBelowRawSize() throws {
        let pattern = Array("confetti,sparkle,".utf8)
        let data = Array((0..<10_000).map { _ in pattern }.joined())
        let compressed = Zlib.compress(data)
        #expect(compressed.count * 100 < data.count)
        #expect(try Zlib.decompress(compressed) == data)
    }

    @Test func skewedBytesUseManyBlocksAndRoundTrip() throws {
        // Small-alphabet noise: no long matches, so this exercises dynamic Huffman blocks with
        // many tokens, block boundaries and lengths close to the 15-bit limit.
        var rng = SplitMix64(seed: 3)
        var data: [UInt8] = []
        for _ in 0..<150_000 {
            let r = rng.next()
            data.append(UInt8(r.trailingZeroBitCount % 20) &* 13)
        }
        let compressed = Deflate.compress(data)
        #expect(compressed.count < data.count / 2)
        #expect(try Inflate.decompress(compressed) == data)
    }

    @Test(arguments: [DeflateOptions.default, .fast])
    func everyOptionSetRoundTrips(options: DeflateOptions) throws {
        var rng = SplitMix64(seed: 9)
        var data = Self.text
        data += rng.bytes(500)
        data += Self.text
        #expect(try Self.roundTrip(data, options: options) == data)
    }

    @Test func compressionIsDeterministic() {
        var rng = SplitMix64(seed: 5)
        let data = rng.bytes(5_000) + Self.text + Self.text
        #expect(Deflate.compress(data) == Deflate.compress(data))
    }

    @Test func zlibHeaderAndChecksumAreStandard() {
        let stream = Zlib.compress(Array("abc".utf8))
        #expect(Array(stream.prefix(2)) == [0x78, 0x9C])
        #expect(Array(stream.suffix(4)) == [0x02, 0x4D, 0x01, 0x27])
    }

    @Test func inflateReadsFixedBlockMadeByZlib() throws {
        // Python: zlib.compress(b"hello hello hello hello", 9)
        let stream: [UInt8] = [
            0x78, 0xDA, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x57, 0xC8, 0x40, 0x27, 0x01, 0x68, 0x03, 0x08, 0xB1,
        ]
        #expect(try Zlib.decompress(stream) == Array("hello hello hello hello".utf8))
    }

    @Test func inflateReadsDynamicBlockMadeByZlib() throws {
        // Python: zlib.compress(text, 9), which zlib writes as one dynamic Huffman block.
        let text = Array(
            ("The particle system emits sparks, streamers and confetti; each particle has a position, velocity, "
                + "colour, size, rotation and lifetime in seconds. Gravity pulls at 9.81 metres per second squared. ")
                .utf8)
        let stream: [UInt8] = [
            0x78, 0xDA, 0x45, 0x8E, 0x5B, 0x0A, 0xC2, 0x50, 0x0C, 0x44, 0xB7, 0x32, 0x0B, 0xB8, 0x14, 0xFC,
            0x53, 0x5C, 0x80, 0x1B, 0x70, 0x03, 0xE1, 0x36, 0xD2, 0xE0, 0x7D, 0x99, 0xA4, 0x85, 0xBA, 0x7A,
            0x53, 0x11, 0xFC, 0x9D, 0x99, 0x73, 0x98, 0xFB, 0xC2, 0x18, 0xA4, 0x2E, 0xB9, 0x30, 0x6C, 0x37,
            0xE7, 0x0A, 0xAE, 0xE2, 0x06, 0x8B, 0xF8, 0x69, 0x09, 0xE6, 0xCA, 0x54, 0x59, 0x0D, 0xD4, 0x66,
            0xE4, 0xDE, 0x1E, 0xEC, 0x2E, 0x57, 0x30, 0xE5, 0xE5, 0x8F, 0x2E, 0x14, 0x3D, 0x46, 0x37, 0x71,
            0xE9, 0x2D, 0x61, 0xE3, 0xD2, 0xB3, 0xF8, 0x9E, 0x82, 0x28, 0x7D, 0xD5, 0xF0, 0xC8, 0x9B, 0x13,
            0xB4, 0x3B, 0x1D, 0x8B, 0xAF, 0xAC, 0x48, 0xB8, 0xA4, 0x32, 0xA4, 0xC1, 0x38, 0xD4, 0xB3, 0x4D,
            0xB8, 0x29, 0x6D, 0x01, 0x62, 0xAC, 0xA5, 0x84, 0xD3, 0x71, 0x99, 0xCE, 0x27, 0x54, 0x8E, 0x1B,
            0x86, 0xC1, 0xFA, 0x5B, 0xC2, 0x5E, 0x2B, 0x29, 0xCF, 0x13, 0x3E, 0x7D, 0x27, 0x46, 0xB9,
        ]
        #expect(stream[2] >> 1 & 3 == 2)
        #expect(try Zlib.decompress(stream) == text)
    }

    @Test func inflateReportsTruncatedStream() {
        let stream = Zlib.compress(Self.text)
        #expect(throws: InflateError.truncated) {
            try Inflate.decompress(Array(stream[2..<(stream.count / 2)]))
        }
    }

    @Test func zlibReportsChecksumMismatch() {
        var stream = Zlib.compress(Self.text)
        stream[stream.count - 1] ^= 0x01
        #expect(throws: InflateError.checksumMismatch) { try Zlib.decompress(stream) }
    }

    @Test func inflateRejectsReservedBlockType() {
        #expect(throws: InflateError.invalidBlockType) { try Inflate.decompress([0x07]) }
    }

    @Test func inflateRejectsDistanceBeforeStart() {
        // Fixed block: length 3 (symbol 257, code 0000001) then distance code 0 (00000).
        var writer = BitWriter()
        writer.write(1, count: 1)
        writer.write(1, count: 2)
        writer.write(UInt32(HuffmanCode.reverse(0b000_0001, bits: 7)), count: 7)
        writer.write(0, count: 5)
        #expect(throws: InflateError.distanceTooFar) { try Inflate.decompress(writer.finish()) }
    }

    @Test func inflateHonoursOutputLimit() {
        let stream = Deflate.compress([UInt8](repeating: 1, count: 10_000))
        #expect(throws: InflateError.outputTooLarge(limit: 100)) {
            try Inflate.decompress(stream, maxOutputSize: 100)
        }
    }

    @Test func inflateNeverTrapsOnMangledStreams() {
        var rng = SplitMix64(seed: 11)
        let stream = Deflate.compress(Self.text + Self.text)
        for _ in 0..<300 {
            var mangled = stream
            let index = Int(rng.next() % UInt64(mangled.count))
            mangled[index] ^= UInt8(truncatingIfNeeded: rng.next() | 1)
            _ = try? Inflate.decompress(mangled, maxOutputSize: 1 << 20)
        }
    }

    @Test func huffmanLengthsRespectLimit() {
        // Fibonacci frequencies force a very deep unrestricted tree.
        var frequencies = [1, 1]
        while frequencies.count < 30 {
            frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2])
        }
        let lengths = HuffmanCode.lengths(for: frequencies, maxLength: 15)
        #expect(lengths.max() == 15)
        let kraft = lengths.reduce(0.0) { $0 + 1.0 / Double(1 << Int($1)) }
        #expect(kraft == 1.0)
    }
}
