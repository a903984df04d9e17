/// A minimal GIF reader for tests: just enough structure to check what `GIFEncoder` wrote,
/// with its own LZW decoder so the encoder is not checked against itself.
struct GIFReader {
    struct Frame {
        var delay: Int
        var disposal: Int
        var transparentIndex: Int?
        var localTable: [UInt32]?
        var minimumCodeSize: Int
        var indices: [UInt8]
    }

    var width = 0
    var height = 0
    var globalTable: [UInt32] = []
    /// NETSCAPE2.0 repeat count; nil when the block is absent.
    var loopCount: Int?
    var frames: [Frame] = []

    init?(_ bytes: [UInt8]) {
        guard bytes.count > 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { return nil }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        var offset = 13
        if bytes[10] & 0x80 != 0 {
            globalTable = Self.table(bytes, &offset, count: 1 << (Int(bytes[10] & 7) + 1))
        }
        var control: (delay: Int, disposal: Int, transparent: Int?) = (0, 0, nil)
        while offset < bytes.count {
            let introducer = bytes[offset]
            offset += 1
            switch introducer {
            case 0x21:
                let label = bytes[offset]
                offset += 1
                let data = Self.subBlocks(bytes, &offset)
                if label == 0xF9 {
                    control = (
                        Int(data[1]) | Int(data[2]) << 8, Int(data[0] >> 2) & 7,
                        data[0] & 1 != 0 ? Int(data[3]) : nil
                    )
                } else if label == 0xFF, Array(data.prefix(11)) == Array("NETSCAPE2.0".utf8) {
                    loopCount = Int(data[12]) | Int(data[13]) << 8
                }
            case 0x2C:
                let w = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8
                let h = Int(bytes[offset + 6]) | Int(bytes[offset + 7]) << 8
                let packed = bytes[offset + 8]
                offset += 9
                var local: [UInt32]?
                if packed & 0x80 != 0 { local = Self.table(bytes, &offset, count: 1 << (Int(packed & 7) + 1)) }
                let minimumCodeSize = Int(bytes[offset])
                offset += 1
                let codes = Self.subBlocks(bytes, &offset)
                guard let indices = lzwDecode(codes, minimumCodeSize: minimumCodeSize), indices.count == w * h else {
                    return nil
                }
                frames.append(
                    Frame(
                        delay: control.delay, disposal: control.disposal, transparentIndex: control.transparent,
                        localTable: local, minimumCodeSize: minimumCodeSize, indices: indices))
                control = (0, 0, nil)
            case 0x3B:
                return
            default:
                return nil
            }
        }
        return nil  // no trailer
    }

    /// The RGBA pixels of frame `i` (transparent pixels are 0, 0, 0, 0).
    func pixels(ofFrame i: Int) -> [UInt8] {
        let frame = frames[i]
        let table = frame.localTable ?? globalTable
        var out: [UInt8] = []
        for index in frame.indices {
            if Int(index) == frame.transparentIndex {
                out += [0, 0, 0, 0]
            } else {
                let c = table[Int(index)]
                out += [UInt8(c >> 16), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF), 255]
            }
        }
        return out
    }

    private static func table(_ bytes: [UInt8], _ offset: inout Int, count: Int) -> [UInt32] {
        var table: [UInt32] = []
        for i in 0..<count {
            let o = offset + 3 * i
            table.append(UInt32(bytes[o]) << 16 | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]))
        }
        offset += 3 * count
        return table
    }

    private static func subBlocks(_ bytes: [UInt8], _ offset: inout Int) -> [UInt8] {
        var data: [UInt8] = []
        while bytes[offset] != 0 {
            let n = Int(bytes[offset])
            data += bytes[(offset + 1)..<(offset + 1 + n)]
            offset += 1 + n
        }
        offset += 1
        return data
    }
}

/// Textbook GIF LZW decoding (variable code size, clear and end codes); nil on a bad code.
func lzwDecode(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8]? {
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    let initial: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
    var dictionary = initial
    var size = minimumCodeSize + 1
    var previous: [UInt8]?
    var output: [UInt8] = []
    var bitPosition = 0
    while bitPosition + size <= data.count * 8 {
        var code = 0
        for bit in 0..<size {
            let p = bitPosition + bit
            code |= Int(data[p / 8] >> UInt8(p % 8) & 1) << bit
        }
        bitPosition += size
        if code == clear {
            dictionary = initial
            size = minimumCodeSize + 1
            previous = nil
            continue
        }
        if code == end { return output }
        let entry: [UInt8]
        if code < dictionary.count && code != clear && code != end {
            entry = dictionary[code]
        } else if code == dictionary.count, let previous {
            entry = previous + [previous[0]]
        } else {
            return nil
        }
        output += entry
        if let previous, dictionary.count < 4096 { dictionary.append(previous + [entry[0]]) }
        if dictionary.count == 1 << size && size < 12 { size += 1 }
        previous = entry
    }
    return nil  // no end code
}
