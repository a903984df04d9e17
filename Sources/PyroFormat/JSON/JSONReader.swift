/// Reads JSON text (RFC 8259) into a `JSONValue`, remembering the line and column of every
/// value and key.
///
/// Strict: no comments, no trailing commas, no NaN; nesting deeper than `maximumDepth` is
/// refused, so no input can exhaust the stack. Invalid UTF-8 in strings is replaced by U+FFFD.
/// Every input gives a value or a `JSONSyntaxError`, in time linear in its length.
public struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Reads `text` as one JSON value.
    public static func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try read(Array(text.utf8))
    }

    /// Reads UTF-8 `bytes` as one JSON value (a leading byte-order mark is skipped).
    public static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == bytes.count else {
            throw JSONSyntaxError("unexpected \(reader.describeNext()) after the value", at: reader.position)
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipSpace() {
        while let b = next, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { advance() }
    }

    private func describeNext() -> String {
        guard let b = next else { return "end of file" }
        if b >= 0x21 && b < 0x7F { return "'" + String(decoding: [b], as: UTF8.self) + "'" }
        if b == 0x20 { return "space" }
        return "byte 0x" + String(b >> 4, radix: 16) + String(b & 0xF, radix: 16)
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        guard let b = next else { throw JSONSyntaxError("expected a value, found end of file", at: start) }
        switch b {
        case UInt8(ascii: "{"): return JSONValue(.object(try object()), at: start)
        case UInt8(ascii: "["): return JSONValue(.array(try array()), at: start)
        case UInt8(ascii: "\""): return JSONValue(.string(try string()), at: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONValue(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try number()), at: start)
        default: throw JSONSyntaxError("expected a value, found \(describeNext())", at: start)
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let start = position
        for expected in word.utf8 {
            guard next == expected else {
                throw JSONSyntaxError("expected '\(word)' (strings need double quotes)", at: start)
            }
            advance()
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw JSONSyntaxError("nested more than \(Self.maximumDepth) levels deep", at: position)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> [JSONValue] {
        try enter()
        advance()
        skipSpace()
        var items: [JSONValue] = []
        if next == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return items
        }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard let b = next else { throw JSONSyntaxError("unclosed array: expected ',' or ']'", at: position) }
            advance()
            if b == UInt8(ascii: "]") { break }
            guard b == UInt8(ascii: ",") else {
                throw JSONSyntaxError(
                    "expected ',' or ']' in an array, found '\(String(decoding: [b], as: UTF8.self))'",
                    at: SourcePosition(line: line, column: column - 1))
            }
            skipSpace()
            if next == UInt8(ascii: "]") { throw JSONSyntaxError("trailing comma before ']'", at: position) }
        }
        depth -= 1
        return items
    }

    private mutating func object() throws(JSONSyntaxError) -> [JSONMember] {
        try enter()
        advance()
        skipSpace()
        var members: [JSONMember] = []
        if next == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return members
        }
        while true {
            skipSpace()
            let keyPosition = position
            guard next == UInt8(ascii: "\"") else {
                throw JSONSyntaxError("expected a key in double quotes, found \(describeNext())", at: keyPosition)
            }
            let key = try string()
            skipSpace()
            guard next == UInt8(ascii: ":") else {
                throw JSONSyntaxError("expected ':' after the key \"\(key)\", found \(describeNext())", at: position)
            }
            advance()
            skipSpace()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: try value()))
            skipSpace()
            guard let b = next else { throw JSONSyntaxError("unclosed object: expected ',' or '}'", at: position) }
            if b == UInt8(ascii: "}") {
                advance()
                break
            }
            guard b == UInt8(ascii: ",") else {
                throw JSONSyntaxError("expected ',' or '}' in an object, found \(describeNext())", at: position)
            }
            advance()
            skipSpace()
            if next == UInt8(ascii: "}") { throw JSONSyntaxError("trailing comma before '}'", at: position) }
        }
        depth -= 1
        return members
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = position
        advance()
        var out: [UInt8] = []
        while true {
            guard let b = next else { throw JSONSyntaxError("unclosed string", at: start) }
            if b == UInt8(ascii: "\"") {
                advance()
                return String(decoding: out, as: UTF8.self)
            }
            if b < 0x20 {
                throw JSONSyntaxError(
                    "a control character (byte \(b)) inside a string; write it as an escape such as \\n",
                    at: position)
            }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                advance()
                continue
            }
            let escapePosition = position
            advance()
            guard let e = next else { throw JSONSyntaxError("unclosed string", at: start) }
            advance()
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(at: escapePosition)
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    guard next == UInt8(ascii: "\\") else {
                        throw JSONSyntaxError("an unpaired surrogate escape", at: escapePosition)
                    }
                    advance()
                    guard next == UInt8(ascii: "u") else {
                        throw JSONSyntaxError("an unpaired surrogate escape", at: escapePosition)
                    }
                    advance()
                    let low = try hex4(at: escapePosition)
                    guard low >= 0xDC00 && low < 0xE000 else {
                        throw JSONSyntaxError("an unpaired surrogate escape", at: escapePosition)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00 && scalar < 0xE000 {
                    throw JSONSyntaxError("an unpaired surrogate escape", at: escapePosition)
                }
                out += Self.utf8(scalar)
            default:
                throw JSONSyntaxError("unknown escape '\\\(String(decoding: [e], as: UTF8.self))'", at: escapePosition)
            }
        }
    }

    private mutating func hex4(at start: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let b = next else { throw JSONSyntaxError("\\u needs four hex digits", at: start) }
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw JSONSyntaxError("\\u needs four hex digits", at: start)
            }
            v = v << 4 | d
            advance()
        }
        return v
    }

    private static func utf8(_ scalar: UInt32) -> [UInt8] {
        switch scalar {
        case 0..<0x80: return [UInt8(scalar)]
        case 0x80..<0x800: return [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
        case 0x800..<0x10000:
            return [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
        default:
            return [
                UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F), UInt8(0x80 | scalar >> 6 & 0x3F),
                UInt8(0x80 | scalar & 0x3F),
            ]
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONNumber {
        let start = position
        var negative = false
        if next == UInt8(ascii: "-") {
            negative = true
            advance()
        }
        var digits: [UInt8] = []
        var exponent = 0
        var sticky = false
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        guard isDigit(next) else { throw JSONSyntaxError("expected a digit after '-'", at: start) }
        if next == UInt8(ascii: "0") {
            advance()
            if isDigit(next) { throw JSONSyntaxError("a number cannot have a leading zero", at: start) }
        } else {
            while let b = next, isDigit(b) {
                if digits.count <= JSONNumber.maximumDigits {
                    digits.append(b - UInt8(ascii: "0"))
                } else {
                    exponent += 1
                    if b != UInt8(ascii: "0") { sticky = true }
                }
                advance()
            }
        }
        if next == UInt8(ascii: ".") {
            advance()
            guard isDigit(next) else { throw JSONSyntaxError("expected a digit after '.'", at: start) }
            while let b = next, isDigit(b) {
                let d = b - UInt8(ascii: "0")
                if digits.count <= JSONNumber.maximumDigits {
                    if !(digits.isEmpty && d == 0) { digits.append(d) }
                    exponent -= 1
                } else if d != 0 {
                    sticky = true
                }
                advance()
            }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            advance()
            var exponentNegative = false
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
                exponentNegative = next == UInt8(ascii: "-")
                advance()
            }
            guard isDigit(next) else { throw JSONSyntaxError("expected a digit in the exponent", at: start) }
            var written = 0
            while let b = next, isDigit(b) {
                // Beyond 10^8 every number is zero or out of range; Int is 32 bits on wasm32.
                if written < 100_000_000 { written = written * 10 + Int(b - UInt8(ascii: "0")) }
                advance()
            }
            exponent = JSONNumber.saturatingAdd(exponent, exponentNegative ? -written : written)
        }
        if sticky {
            digits.append(1)
            exponent = JSONNumber.saturatingAdd(exponent, -1)
        }
        return JSONNumber(isNegative: negative, digits: digits, exponent: exponent)
    }
}
