/// The header of a dynamic Huffman block (RFC 1951, section 3.2.7): the literal/length and
/// distance code lengths, run-length coded and themselves Huffman coded.
struct DynamicHeader {
    private let literalCount: Int  // HLIT + 257
    private let distanceCount: Int  // HDIST + 1
    private let codeLengthCount: Int  // HCLEN + 4
    /// Run-length coded lengths: symbol 0...18 plus the value of its extra bits.
    private let runs: [(symbol: Int, extra: Int)]
    private let codeLengthCode: HuffmanCode
    /// Size of the header in bits, after the three block-type bits.
    let bitCount: Int

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        let literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let all = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
        let runs = Self.runLengthCode(all)
        var frequencies = [Int](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let code = HuffmanCode(frequencies: frequencies, maxLength: 7)
        var codeLengthCount = 19
        while codeLengthCount > 4 && code.lengths[DeflateTables.codeLengthOrder[codeLengthCount - 1]] == 0 {
            codeLengthCount -= 1
        }
        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for run in runs { bits += Int(code.lengths[run.symbol]) + Self.extraBitCount(run.symbol) }
        self.literalCount = literalCount
        self.distanceCount = distanceCount
        self.codeLengthCount = codeLengthCount
        self.runs = runs
        self.codeLengthCode = code
        self.bitCount = bits
    }

    func write(to writer: inout BitWriter) {
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(codeLengthCount - 4), count: 4)
        for i in 0..<codeLengthCount {
            writer.write(UInt32(codeLengthCode.lengths[DeflateTables.codeLengthOrder[i]]), count: 3)
        }
        for run in runs {
            writer.write(UInt32(codeLengthCode.codes[run.symbol]), count: Int(codeLengthCode.lengths[run.symbol]))
            let extra = Self.extraBitCount(run.symbol)
            if extra > 0 { writer.write(UInt32(run.extra), count: extra) }
        }
    }

    private static func extraBitCount(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    /// Codes runs with 16 (repeat previous 3-6 times), 17 (3-10 zeros) and 18 (11-138 zeros).
    private static func runLengthCode(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int)] {
        var runs: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    runs.append((18, n - 11))
                    run -= n
                }
                if run >= 3 {
                    runs.append((17, run - 3))
                    run = 0
                }
            } else {
                runs.append((Int(value), 0))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    runs.append((16, n - 3))
                    run -= n
                }
            }
            for _ in 0..<run { runs.append((Int(value), 0)) }
        }
        return runs
    }
}
