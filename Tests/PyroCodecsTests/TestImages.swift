@testable import PyroCodecs

/// Small deterministic pictures shared by the codec tests.
enum TestImages {
    /// A diagonal gradient with a few flat "confetti" squares and a transparent corner.
    static func confetti(width: Int, height: Int, phase: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        let palette: [(UInt8, UInt8, UInt8)] = [
            (255, 59, 48), (52, 199, 89), (0, 122, 255), (255, 204, 0), (175, 82, 222),
        ]
        for y in 0..<height {
            for x in 0..<width {
                let o = image.offset(x: x, y: y)
                var r = UInt8((x * 255) / max(1, width - 1))
                var g = UInt8((y * 255) / max(1, height - 1))
                var b = UInt8(((x + y) * 127) / max(1, width + height - 2) + 64)
                var a: UInt8 = 255
                let cell = ((x + phase * 3) / 6 + (y / 6) * 7) % 11
                if cell < palette.count && (x / 3 + y / 3) % 2 == 0 { (r, g, b) = palette[cell] }
                if x < width / 8 && y < height / 8 { a = 0 }
                image.pixels[o] = r
                image.pixels[o + 1] = g
                image.pixels[o + 2] = b
                image.pixels[o + 3] = a
            }
        }
        return image
    }

    /// Pixels with no structure at all.
    static func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var rng = SplitMix64(seed: seed)
        return RGBAImage(width: width, height: height, pixels: rng.bytes(width * height * 4))!
    }
}

/// The chunks of a PNG-family file, for tests that check structure.
struct ParsedChunk: Equatable {
    var type: String
    var data: [UInt8]
    var crcIsValid: Bool
}

func parseChunks(_ file: [UInt8]) -> [ParsedChunk] {
    var chunks: [ParsedChunk] = []
    var offset = 8
    while offset + 12 <= file.count {
        let length = Int(bigEndian32(file, offset))
        let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
        let data = Array(file[(offset + 8)..<(offset + 8 + length)])
        let crc = bigEndian32(file, offset + 8 + length)
        chunks.append(
            ParsedChunk(
                type: type, data: data, crcIsValid: CRC32.checksum(file[(offset + 4)..<(offset + 8 + length)]) == crc))
        offset += 12 + length
    }
    return chunks
}

func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
        | UInt32(bytes[offset + 3])
}

func bigEndian16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
}
