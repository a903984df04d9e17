import PyroCore

/// A value as the page and the engine hand it to each other through `pyro_input` and
/// `pyro_output`: JavaScript's `null`, booleans, numbers, strings, arrays and plain objects, as
/// tagged little-endian bytes that `web/src/page-value.js` writes and reads. `confetti(options)`
/// and the engine's facts travel this way, so the page's wasm links no JSON reader or writer and
/// no decimal conversion; effect files stay JSON (`pyro-full.wasm`).
///
/// Each value is a tag byte and what follows it:
///
/// | tag | value | then |
/// |---|---|---|
/// | 0 | null (also `undefined`) | nothing |
/// | 1, 2 | false, true | nothing |
/// | 3 | a number | its 8 bytes as a `Double` |
/// | 4 | a number the engine holds as a `Float` | its 4 bytes; the page reads the shortest decimal that is this `Float` (`0.9`, not `0.899999976…`) |
/// | 5 | a string | its length in bytes (4 bytes), then its UTF-8 |
/// | 6 | an array | its count (4 bytes), then the items |
/// | 7 | an object | its count (4 bytes), then each key (a string without its tag) and value |
enum PageValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    /// Written as tag 4; read back as `.number`.
    case float(Float)
    case string(String)
    indirect case array([PageValue])
    /// The members in order.
    indirect case object([PageMember])

    /// An object's member `key` (the first, byte for byte), or nil.
    subscript(key: String) -> PageValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key.hasSameBytes(as: key) }?.value
    }
}

/// One member of a `PageValue.object`.
struct PageMember: Equatable {
    var key: String
    var value: PageValue
}

extension PageValue {
    /// Objects nested deeper than this are not read (a call's deepest value, a custom shape's
    /// matrix, is three levels down), so that no input can exhaust the stack.
    static let maximumDepth = 16

    /// The one value `bytes` hold, or nil when they hold something else: bytes cut short, a
    /// count larger than what follows, an unknown tag, deeper nesting than `maximumDepth`, or
    /// bytes left over.
    init?(bytes: [UInt8]) {
        var reader = PageValueReader(bytes: bytes)
        guard let value = reader.value(depth: 0), reader.offset == bytes.count else { return nil }
        self = value
    }

    /// The value's bytes.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        append(to: &out)
        return out
    }

    private func append(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(0)
        case .bool(let b): out.append(b ? 2 : 1)
        case .number(let x):
            out.append(3)
            Self.append(x.bitPattern, bytes: 8, to: &out)
        case .float(let x):
            out.append(4)
            Self.append(UInt64(x.bitPattern), bytes: 4, to: &out)
        case .string(let s):
            out.append(5)
            Self.append(s, to: &out)
        case .array(let items):
            out.append(6)
            Self.append(UInt64(items.count), bytes: 4, to: &out)
            for item in items { item.append(to: &out) }
        case .object(let members):
            out.append(7)
            Self.append(UInt64(members.count), bytes: 4, to: &out)
            for member in members {
                Self.append(member.key, to: &out)
                member.value.append(to: &out)
            }
        }
    }

    private static func append(_ s: String, to out: inout [UInt8]) {
        append(UInt64(s.utf8.count), bytes: 4, to: &out)
        out += s.utf8
    }

    /// The low `bytes` bytes of `word`, least significant first.
    private static func append(_ word: UInt64, bytes: Int, to out: inout [UInt8]) {
        for i in 0..<bytes { out.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(i)))) }
    }
}

/// Reads `PageValue`s from the front of some bytes.
private struct PageValueReader {
    let bytes: [UInt8]
    /// Bytes read so far.
    var offset = 0

    mutating func value(depth: Int) -> PageValue? {
        guard depth <= PageValue.maximumDepth, let tag = word(bytes: 1) else { return nil }
        switch tag {
        case 0: return .null
        case 1: return .bool(false)
        case 2: return .bool(true)
        case 3: return word(bytes: 8).map { .number(Double(bitPattern: $0)) }
        case 4: return word(bytes: 4).map { .number(Double(Float(bitPattern: UInt32($0)))) }
        case 5: return string().map(PageValue.string)
        case 6:
            guard let count = count(smallest: 1) else { return nil }
            var items: [PageValue] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
            }
            return .array(items)
        case 7:
            guard let count = count(smallest: 5) else { return nil }
            var members: [PageMember] = []
            members.reserveCapacity(count)
            for _ in 0..<count {
                guard let key = string(), let item = value(depth: depth + 1) else { return nil }
                members.append(PageMember(key: key, value: item))
            }
            return .object(members)
        default: return nil
        }
    }

    private mutating func string() -> String? {
        guard let length = count(smallest: 1) else { return nil }
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    /// A 4-byte count of things at least `smallest` bytes each, or nil when fewer bytes follow.
    private mutating func count(smallest: Int) -> Int? {
        guard let n = word(bytes: 4), Int(n) <= (bytes.count - offset) / smallest else { return nil }
        return Int(n)
    }

    /// The next `n` bytes as a little-endian word, or nil when fewer are left.
    private mutating func word(bytes n: Int) -> UInt64? {
        guard bytes.count - offset >= n else { return nil }
        var word: UInt64 = 0
        for i in 0..<n { word |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
        offset += n
        return word
    }
}
