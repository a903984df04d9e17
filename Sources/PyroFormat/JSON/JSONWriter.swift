/// Writes a `JSONValue` as JSON text that people can read: two-space indentation, one member a
/// line, and arrays or objects that fit within `lineWidth` columns kept on one line.
public struct JSONWriter {
    /// The widest line the writer aims for, in characters.
    public var lineWidth = 100

    /// A writer with the default layout.
    public init() {}

    /// The text of `value`, ending with a newline.
    public func text(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, indent: 0, into: &out, forceExpand: true)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// The text of `value` on one line.
    public static func compact(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        writeCompact(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(_ value: JSONValue, indent: Int, into out: inout [UInt8], forceExpand: Bool = false) {
        switch value.kind {
        case .array(let items) where !items.isEmpty:
            if !forceExpand, let line = fitting(value, indent: indent) {
                out += line
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                out.append(0x0A)
                out += [UInt8](repeating: 0x20, count: indent + 2)
                write(item, indent: indent + 2, into: &out)
                if i + 1 < items.count { out.append(UInt8(ascii: ",")) }
            }
            out.append(0x0A)
            out += [UInt8](repeating: 0x20, count: indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty:
            if !forceExpand, let line = fitting(value, indent: indent) {
                out += line
                return
            }
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                out.append(0x0A)
                out += [UInt8](repeating: 0x20, count: indent + 2)
                Self.writeString(member.key, into: &out)
                out += [UInt8(ascii: ":"), 0x20]
                // Lists of nested objects (emitters) read best one item a line.
                let expand: Bool
                if case .array(let items) = member.value.kind, items.contains(where: Self.isNestedObject) {
                    expand = true
                } else {
                    expand = false
                }
                write(member.value, indent: indent + 2, into: &out, forceExpand: expand)
                if i + 1 < members.count { out.append(UInt8(ascii: ",")) }
            }
            out.append(0x0A)
            out += [UInt8](repeating: 0x20, count: indent)
            out.append(UInt8(ascii: "}"))
        default:
            Self.writeCompact(value, into: &out)
        }
    }

    private static func isNestedObject(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value.kind else { return false }
        return members.contains { member in
            switch member.value.kind {
            case .object(let inner): !inner.isEmpty
            case .array(let inner): !inner.isEmpty
            default: false
            }
        }
    }

    /// The one-line form when it fits in the line after `indent` columns and a key.
    private func fitting(_ value: JSONValue, indent: Int) -> [UInt8]? {
        var line: [UInt8] = []
        Self.writeCompact(value, into: &line)
        return indent + line.count + 24 <= lineWidth ? line : nil
    }

    private static func writeCompact(_ value: JSONValue, into out: inout [UInt8]) {
        switch value.kind {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .number(let n): out += Array(n.text.utf8)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out += [UInt8(ascii: ","), 0x20] }
                writeCompact(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out += [UInt8(ascii: ","), 0x20] }
                writeString(member.key, into: &out)
                out += [UInt8(ascii: ":"), 0x20]
                writeCompact(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A quoted string with `"`, `\` and control characters escaped.
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
