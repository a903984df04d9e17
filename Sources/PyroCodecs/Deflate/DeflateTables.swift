/// The fixed tables of RFC 1951, section 3.2.5: how lengths and distances map to codes plus
/// extra bits, shared by the compressor and the decompressor.
enum DeflateTables {
    /// Smallest match length for literal/length codes 257...285.
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// Extra bits after literal/length codes 257...285.
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Smallest distance for distance codes 0...29.
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// Extra bits after distance codes 0...29.
    static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// Order in which code-length code lengths are sent in a dynamic block header.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Length code index (0...28, add 257 for the symbol) for each match length 0...258.
    static let lengthCodeForLength: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for code in 0..<29 {
            let end = code == 28 ? 259 : lengthBase[code + 1]
            for length in lengthBase[code]..<end where length < 259 { table[length] = UInt8(code) }
        }
        table[258] = 28  // 258 has its own code rather than 227 + 31 extra.
        return table
    }()

    /// Distance code for each distance 1...32768, stored by distance - 1.
    static let distanceCodeForDistance: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 32768)
        for code in 0..<30 {
            let end = code == 29 ? 32769 : distanceBase[code + 1]
            for distance in distanceBase[code]..<end { table[distance - 1] = UInt8(code) }
        }
        return table
    }()

    /// Code lengths of the fixed literal/length code (section 3.2.6).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { symbol in
        switch symbol {
        case 0..<144: 8
        case 144..<256: 9
        case 256..<280: 7
        default: 8
        }
    }
    /// Code lengths of the fixed distance code: 5 bits each for 30 codes (32 listed).
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 32)
}
