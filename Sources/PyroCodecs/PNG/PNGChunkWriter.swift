/// Appends PNG chunks: length, four-letter type, data and a CRC-32 over type and data.
///
/// Shared by `PNGEncoder` and `APNGEncoder` (APNG's extra chunks are ordinary PNG chunks).
struct PNGChunkWriter {
    /// The eight bytes every PNG and APNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private(set) var bytes: [UInt8]

    init() { bytes = Self.signature }

    /// Appends one chunk and returns the offset of its data, for callers that patch it later.
    @discardableResult
    mutating func append(_ type: String, _ data: [UInt8]) -> Int {
        precondition(type.utf8.count == 4, "PNG chunk types have four letters")
        precondition(data.count <= Int(Int32.max), "PNG chunks hold at most 2^31 - 1 bytes")
        Self.appendBigEndian(UInt32(data.count), to: &bytes)
        let typeStart = bytes.count
        bytes.append(contentsOf: type.utf8)
        bytes.append(contentsOf: data)
        let dataOffset = typeStart + 4
        Self.appendBigEndian(CRC32.checksum(bytes[typeStart...]), to: &bytes)
        return dataOffset
    }

    /// The bytes appended since the last call, which the writer forgets; offsets returned
    /// by `append` refer to the bytes before any were taken, so patch before taking.
    mutating func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        return taken
    }

    /// Overwrites the data of the chunk whose data starts at `dataOffset` (same length) and
    /// recomputes its CRC, which covers the chunk type and data.
    mutating func patch(dataAt dataOffset: Int, with data: [UInt8]) {
        let typeStart = dataOffset - 4
        let length = Int(Self.readBigEndian(bytes, at: typeStart - 4))
        precondition(length == data.count, "a patched chunk keeps its length")
        bytes.replaceSubrange(dataOffset..<(dataOffset + length), with: data)
        let crc = CRC32.checksum(bytes[typeStart..<(dataOffset + length)])
        var crcBytes: [UInt8] = []
        Self.appendBigEndian(crc, to: &crcBytes)
        bytes.replaceSubrange((dataOffset + length)..<(dataOffset + length + 4), with: crcBytes)
    }

    static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(value >> 24))
        out.append(UInt8((value >> 16) & 0xFF))
        out.append(UInt8((value >> 8) & 0xFF))
        out.append(UInt8(value & 0xFF))
    }

    static func appendBigEndian(_ value: UInt16, to out: inout [UInt8]) {
        out.append(UInt8(value >> 8))
        out.append(UInt8(value & 0xFF))
    }

    static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// IHDR data for an 8-bit RGBA, non-interlaced image.
    static func rgbaHeader(width: Int, height: Int) -> [UInt8] {
        precondition(width >= 1 && height >= 1, "PNG images are at least 1x1, got \(width)x\(height)")
        precondition(width <= Int(Int32.max) && height <= Int(Int32.max), "PNG sizes fit in 31 bits")
        var data: [UInt8] = []
        appendBigEndian(UInt32(width), to: &data)
        appendBigEndian(UInt32(height), to: &data)
        // Bit depth 8, colour type 6 (RGBA), compression 0, filter method 0, no interlace.
        data.append(contentsOf: [8, 6, 0, 0, 0])
        return data
    }
}
