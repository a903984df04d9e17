/// A canonical prefix code as Deflate defines it (RFC 1951, section 3.2.2).
///
/// Built from symbol frequencies with a length limit, so the same frequencies always give the
/// same code. Codes are stored bit-reversed, ready for an LSB-first `BitWriter`.
struct HuffmanCode {
    /// Code length in bits for each symbol; 0 means the symbol is unused.
    let lengths: [UInt8]
    /// Bit-reversed codes, valid where `lengths` is non-zero.
    let codes: [UInt16]

    /// An optimal code for `frequencies` whose lengths do not exceed `maxLength`.
    ///
    /// At least two symbols always get a code (symbols 0 and 1 are added when needed), so the
    /// code is complete and every inflater accepts it.
    init(frequencies: [Int], maxLength: Int) {
        self.init(lengths: HuffmanCode.lengths(for: frequencies, maxLength: maxLength))
    }

    /// The canonical code for given lengths.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        var countPerLength = [Int](repeating: 0, count: 17)
        for l in lengths where l > 0 { countPerLength[Int(l)] += 1 }
        var nextCode = [Int](repeating: 0, count: 17)
        var code = 0
        for bits in 1...16 {
            code = (code + countPerLength[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let value = nextCode[Int(l)]
            nextCode[Int(l)] += 1
            codes[symbol] = UInt16(truncatingIfNeeded: Self.reverse(value, bits: Int(l)))
        }
        self.codes = codes
    }

    /// Bits used to code `frequencies` with these lengths (extra bits not included).
    func cost(of frequencies: [Int]) -> Int {
        var total = 0
        for (i, f) in frequencies.enumerated() { total += f * Int(lengths[i]) }
        return total
    }

    static func reverse(_ value: Int, bits: Int) -> Int {
        var v = value
        var r = 0
        for _ in 0..<bits {
            r = (r << 1) | (v & 1)
            v >>= 1
        }
        return r
    }

    /// Length-limited optimal code lengths by package-merge (Larmore and Hirschberg).
    ///
    /// Ties are broken by symbol number so the result is deterministic.
    ///
    /// - Complexity: O(n · maxLength) for n used symbols.
    static func lengths(for frequencies: [Int], maxLength: Int) -> [UInt8] {
        var weights = frequencies
        var used = weights.indices.filter { weights[$0] > 0 }
        // A lone symbol would get a zero-bit code; give the code two leaves instead.
        var filler = 0
        while used.count < 2 && filler < weights.count {
            if weights[filler] == 0 {
                weights[filler] = 1
                used.append(filler)
            }
            filler += 1
        }
        used.sort { weights[$0] != weights[$1] ? weights[$0] < weights[$1] : $0 < $1 }
        let n = used.count
        var result = [UInt8](repeating: 0, count: frequencies.count)
        guard n >= 2 else { return result }
        precondition(n <= 1 << maxLength, "too many symbols for a \(maxLength)-bit code")

        // Each level is the sorted merge of the leaves with the packages (adjacent pairs) of
        // the level below; we only need to remember which merged items were leaves.
        let leafWeights = used.map { weights[$0] }
        var levels: [[Bool]] = []  // isLeaf for each item, in merged order
        var previous: [Int] = leafWeights
        levels.append([Bool](repeating: true, count: n))
        for _ in 1..<maxLength {
            var packages: [Int] = []
            packages.reserveCapacity(previous.count / 2)
            var k = 0
            while k + 1 < previous.count {
                packages.append(previous[k] + previous[k + 1])
                k += 2
            }
            var merged: [Int] = []
            var isLeaf: [Bool] = []
            merged.reserveCapacity(n + packages.count)
            isLeaf.reserveCapacity(n + packages.count)
            var li = 0
            var pi = 0
            while li < n || pi < packages.count {
                // Leaves win ties, which keeps code lengths short for rare symbols.
                if pi >= packages.count || (li < n && leafWeights[li] <= packages[pi]) {
                    merged.append(leafWeights[li])
                    isLeaf.append(true)
                    li += 1
                } else {
                    merged.append(packages[pi])
                    isLeaf.append(false)
                    pi += 1
                }
            }
            levels.append(isLeaf)
            previous = merged
        }
        // Walk down from the top level taking the 2n - 2 cheapest items.
        var take = 2 * n - 2
        for isLeaf in levels.reversed() {
            var leaves = 0
            var packages = 0
            for item in 0..<min(take, isLeaf.count) {
                if isLeaf[item] { leaves += 1 } else { packages += 1 }
            }
            for leaf in 0..<leaves { result[used[leaf]] += 1 }
            take = 2 * packages
        }
        return result
    }
}
