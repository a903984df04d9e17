/// Packs bit fields least-significant bit first, the order Deflate and GIF's LZW both use.
///
/// Huffman codes in Deflate are defined most-significant bit first, so callers pass them
/// already bit-reversed (see `HuffmanCode`).
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var bitCount = 0

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `count` bits of `value` (0...32 bits).
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        accumulator |= UInt64(value) << UInt64(bitCount)
        bitCount += count
        if bitCount >= 32 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            bytes.append(UInt8(truncatingIfNeeded: accumulator >> 8))
            bytes.append(UInt8(truncatingIfNeeded: accumulator >> 16))
            bytes.append(UInt8(truncatingIfNeeded: accumulator >> 24))
            accumulator >>= 32
            bitCount -= 32
        }
    }

    /// Pads with zero bits up to the next byte boundary.
    mutating func alignToByte() {
        while bitCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            bitCount = max(0, bitCount - 8)
        }
        accumulator = 0
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func appendAligned(_ more: some Collection<UInt8>) {
        precondition(bitCount == 0, "appendAligned needs a byte-aligned writer")
        bytes.append(contentsOf: more)
    }

    /// Flushes any partial byte and returns everything written.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}
