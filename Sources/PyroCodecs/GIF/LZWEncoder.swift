/// GIF's variable-length-code LZW compression of palette indices (GIF89a, appendix F).
///
/// Codes start at `minimumCodeSize + 1` bits and grow to at most 12. The stream begins with a
/// clear code; when all 4096 codes are taken another clear code is sent and the table starts
/// over. Codes are packed least-significant bit first.
enum LZWEncoder {
    /// The code stream for `indices`, not yet split into sub-blocks.
    ///
    /// - Parameters:
    ///   - indices: Palette indices, each below `1 << minimumCodeSize`.
    ///   - minimumCodeSize: 2...8, the bits of the colour table size (GIF requires at least 2).
    /// - Complexity: O(n); one table read per index.
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize), "LZW minimum code size must be 2...8")
        let alphabet = 1 << minimumCodeSize
        let clearCode = alphabet
        let endCode = alphabet + 1
        let maxCode = 4096
        var writer = BitWriter(reservingCapacity: indices.count / 2 + 16)
        // children[code * alphabet + index] is the code for string(code) + index; 0 when
        // absent (0 is never assigned to a string longer than one index).
        var children = [UInt16](repeating: 0, count: maxCode * alphabet)
        var used: [Int] = []
        used.reserveCapacity(maxCode)

        var codeSize = minimumCodeSize + 1
        var nextCode = endCode + 1
        writer.write(UInt32(clearCode), count: codeSize)
        guard let first = indices.first else {
            writer.write(UInt32(endCode), count: codeSize)
            return writer.finish()
        }

        children.withUnsafeMutableBufferPointer { children in
            indices.withUnsafeBufferPointer { indices in
                var prefix = Int(first)
                for i in 1..<indices.count {
                    let index = Int(indices[i])
                    let slot = prefix * alphabet + index
                    let child = children[slot]
                    if child != 0 {
                        prefix = Int(child)
                        continue
                    }
                    writer.write(UInt32(prefix), count: codeSize)
                    // The decoder adds its entry one code later, so it widens its codes when
                    // the entry count passes 2^size; widen here at the same point.
                    if nextCode > (1 << codeSize) - 1 && codeSize < 12 { codeSize += 1 }
                    if nextCode < maxCode {
                        children[slot] = UInt16(nextCode)
                        used.append(slot)
                        nextCode += 1
                    } else {
                        writer.write(UInt32(clearCode), count: codeSize)
                        for s in used { children[s] = 0 }
                        used.removeAll(keepingCapacity: true)
                        codeSize = minimumCodeSize + 1
                        nextCode = endCode + 1
                    }
                    prefix = index
                }
                writer.write(UInt32(prefix), count: codeSize)
                if nextCode > (1 << codeSize) - 1 && codeSize < 12 { codeSize += 1 }
                writer.write(UInt32(endCode), count: codeSize)
            }
        }
        return writer.finish()
    }
}
