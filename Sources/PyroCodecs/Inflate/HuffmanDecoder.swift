/// Decodes one canonical Huffman code with a single lookup table indexed by the next bits.
///
/// The table has `1 << maxLength` entries, where `maxLength` is the longest code actually
/// used (at most 15), so a symbol costs one peek and one table read.
struct HuffmanDecoder {
    /// Entry: symbol << 4 | length; 0 marks bit patterns that no code uses.
    private let table: [UInt32]
    private let maxLength: Int

    /// A decoder for `lengths`, or nil when they over-subscribe the code space.
    ///
    /// Incomplete codes are accepted (RFC 1951 allows a lone distance code); unused patterns
    /// decode as errors.
    init?(lengths: ArraySlice<UInt8>) {
        var counts = [Int](repeating: 0, count: 16)
        for l in lengths {
            guard l <= 15 else { return nil }
            counts[Int(l)] += 1
        }
        counts[0] = 0
        var left = 1
        for bits in 1...15 {
            left = left * 2 - counts[bits]
            if left < 0 { return nil }
        }
        let maxLength = max(1, (1...15).last { counts[$0] > 0 } ?? 1)
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + counts[bits - 1]) << 1
            nextCode[bits] = code
        }
        var table = [UInt32](repeating: 0, count: 1 << maxLength)
        for (index, l) in lengths.enumerated() where l > 0 {
            let length = Int(l)
            let reversed = HuffmanCode.reverse(nextCode[length], bits: length)
            nextCode[length] += 1
            let entry = UInt32(index) << 4 | UInt32(length)
            var slot = reversed
            while slot < table.count {
                table[slot] = entry
                slot += 1 << length
            }
        }
        self.table = table
        self.maxLength = maxLength
    }

    /// The next symbol, or nil for a pattern that is not a code.
    @inline(__always)
    func decode(_ reader: inout BitReader) -> Int? {
        let entry = table[Int(reader.peek(maxLength))]
        guard entry != 0 else { return nil }
        reader.consume(Int(entry & 0xF))
        return Int(entry >> 4)
    }
}
