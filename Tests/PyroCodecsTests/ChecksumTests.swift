import Testing

@testable import PyroCodecs

@Suite struct ChecksumTests {
    @Test func crc32OfCheckStringIsStandardValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func crc32OfNothingIsZero() {
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func crc32OfPNGIENDChunkTypeMatchesEveryPNG() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func crc32InPiecesEqualsCRC32AtOnce() {
        var rng = SplitMix64(seed: 7)
        let data = rng.bytes(1000)
        var crc = CRC32()
        crc.update(data[0..<3])
        crc.update(data[3..<517])
        crc.update(data[517...])
        #expect(crc.value == CRC32.checksum(data))
    }

    @Test(arguments: [
        ("", UInt32(0x0000_0001)),
        ("a", 0x0062_0062),
        ("abc", 0x024D_0127),
        ("Wikipedia", 0x11E6_0398),
        ("123456789", 0x091E_01DE),
    ])
    func adler32MatchesKnownValues(text: String, expected: UInt32) {
        #expect(Adler32.checksum(Array(text.utf8)) == expected)
    }

    @Test func adler32SurvivesLongRunsOfMaximalBytes() {
        // 100 000 bytes of 0xFF cross the 5552-byte reduction boundary many times.
        let data = [UInt8](repeating: 0xFF, count: 100_000)
        var a: UInt64 = 1
        var b: UInt64 = 0
        for byte in data {
            a = (a + UInt64(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(Adler32.checksum(data) == UInt32(b << 16 | a))
    }
}
