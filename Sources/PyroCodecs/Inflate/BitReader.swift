/// Reads bit fields least-significant bit first from a byte buffer, never past its end.
///
/// Reading beyond the end yields zero bits and sets `overran`, so decoders can check once per
/// symbol instead of before every bit.
struct BitReader {
    private let bytes: [UInt8]
    private var position: Int
    private var buffer: UInt64 = 0
    private var bitCount = 0
    /// Set when more bits were consumed than the input holds.
    private(set) var overran = false

    init(_ bytes: [UInt8], startingAt position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    @inline(__always)
    private mutating func refill() {
        while bitCount <= 56 {
            if position < bytes.count {
                buffer |= UInt64(bytes[position]) << UInt64(bitCount)
                position += 1
            } else {
                // Pretend zero bytes follow; `consume` notices if they are actually used.
                if bitCount >= 32 { return }
                position += 1
            }
            bitCount += 8
        }
    }

    /// The next `count` bits (0...32) without consuming them.
    @inline(__always)
    mutating func peek(_ count: Int) -> UInt32 {
        if bitCount < count { refill() }
        return UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(count)) - 1))
    }

    @inline(__always)
    mutating func consume(_ count: Int) {
        buffer >>= UInt64(count)
        bitCount -= count
        if position > bytes.count && bitsPastEnd > 0 { overran = true }
    }

    /// Bits consumed beyond the real input.
    private var bitsPastEnd: Int { (position - bytes.count) * 8 - bitCount }

    /// Reads `count` bits (0...32).
    @inline(__always)
    mutating func read(_ count: Int) -> UInt32 {
        let value = peek(count)
        consume(count)
        return value
    }

    /// Drops bits up to the next byte boundary.
    mutating func alignToByte() {
        consume(bitCount % 8)
    }

    /// Byte offset of the next unread whole byte; only meaningful when aligned.
    var byteOffset: Int { position - bitCount / 8 }

    /// Skips `count` whole bytes; the reader must be aligned. Returns nil if not that many remain.
    mutating func readAlignedBytes(_ count: Int) -> ArraySlice<UInt8>? {
        let start = byteOffset
        guard count >= 0, start <= bytes.count, count <= bytes.count - start else { return nil }
        position = start + count
        buffer = 0
        bitCount = 0
        return bytes[start..<(start + count)]
    }
}
