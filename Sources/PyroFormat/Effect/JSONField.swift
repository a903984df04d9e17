import PyroCore

/// A value of an effect file together with its JSON path, with readers that check its kind and
/// range and say what is allowed when it is wrong.
///
/// A class rather than a struct: the codecs pass fields through many small readers, and one
/// reference is cheaper to copy and release than a value with a string and an enum inside; it
/// keeps the effect-file reader's wasm smaller (web/size_check.py records by how much).
final class JSONField {
    let value: JSONValue
    /// `emitters[1].lifetime`; empty for the document itself.
    let path: String

    init(value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    func error(_ message: String) -> EffectFileError {
        EffectFileError(position: value.position, path: path, message: message)
    }

    /// The text of the value as it might appear in the file, shortened.
    @inline(never) var shownValue: String {
        let text = JSONWriter.compact(value)
        return text.utf8.count > 40 ? String(decoding: Array(text.utf8.prefix(37)), as: UTF8.self) + "..." : text
    }

    @inline(never) func member(_ key: String, _ value: JSONValue) -> JSONField {
        JSONField(value: value, path: path.isEmpty ? key : path + "." + key)
    }

    @inline(never) func element(_ index: Int, _ value: JSONValue) -> JSONField {
        JSONField(value: value, path: path + "[\(index)]")
    }

    /// The members of an object whose keys are all in `allowed`.
    func object(_ what: String, keys allowed: [String]) throws(EffectFileError) -> JSONObjectField {
        guard case .object(let members) = value.kind else {
            throw error(
                "expected \(what) (an object with keys \(Self.list(allowed))), found \(value.kindName) \(shownValue)")
        }
        for (i, m) in members.enumerated() {
            let at = JSONField(value: JSONValue(.null, at: m.keyPosition), path: member(m.key, m.value).path)
            if members[..<i].contains(where: { $0.key.hasSameBytes(as: m.key) }) {
                throw at.error("the key \"\(m.key)\" appears twice")
            }
            guard allowed.containsExactly(m.key) else {
                let hint = JSONField.hint(for: m.key, among: allowed)
                throw at.error("unknown key \"\(m.key)\"; \(hint)\(what) takes \(Self.list(allowed))")
            }
        }
        return JSONObjectField(field: self, members: members)
    }

    @inline(never) func array(_ what: String) throws(EffectFileError) -> [JSONField] {
        guard case .array(let items) = value.kind else {
            throw error("expected \(what) (an array), found \(value.kindName) \(shownValue)")
        }
        return items.enumerated().map { element($0, $1) }
    }

    @inline(never) func string(_ what: String) throws(EffectFileError) -> String {
        guard case .string(let s) = value.kind else {
            throw error("expected \(what) (a string), found \(value.kindName) \(shownValue)")
        }
        return s
    }

    @inline(never) func bool(_ what: String) throws(EffectFileError) -> Bool {
        guard case .bool(let b) = value.kind else {
            throw error("expected \(what) (true or false), found \(value.kindName) \(shownValue)")
        }
        return b
    }

    @inline(never) func number(_ what: String) throws(EffectFileError) -> JSONNumber {
        guard case .number(let n) = value.kind else {
            throw error("expected \(what) (a number), found \(value.kindName) \(shownValue)")
        }
        return n
    }

    /// A `Float` within `allowed`, described as `what` (with its unit) when it is not.
    @inline(never) func float(_ what: String, _ allowed: ClosedRange<Float>) throws(EffectFileError) -> Float {
        let v = try number(what).float
        guard v.isFinite, allowed.contains(v) else {
            throw error(
                "\(shownValue) is not allowed: \(what), \(Self.text(allowed.lowerBound))...\(Self.text(allowed.upperBound))"
            )
        }
        return v
    }

    /// An angle in radians (a number) or degrees (a string such as "90deg"), finite.
    @inline(never) func angle(_ what: String) throws(EffectFileError) -> Float {
        if case .string(let s) = value.kind {
            let bytes = Array(s.utf8)
            guard bytes.count > 3, bytes.suffix(3).elementsEqual("deg".utf8),
                case .number(let n)? = (try? JSONReader.read(Array(bytes.dropLast(3))))?.kind,
                n.double.isFinite, n.double.magnitude <= 1e9
            else {
                throw error("\(shownValue) is not an angle: \(what), radians (a number) or degrees (\"90deg\")")
            }
            return Float(n.double * Double.pi / 180)
        }
        return try float(what + " in radians (or degrees as \"90deg\")", -1e9...1e9)
    }

    @inline(never) func double(_ what: String, _ allowed: ClosedRange<Double>) throws(EffectFileError) -> Double {
        let v = try number(what).double
        guard v.isFinite, allowed.contains(v) else {
            throw error(
                "\(shownValue) is not allowed: \(what), \(Self.text(allowed.lowerBound))...\(Self.text(allowed.upperBound))"
            )
        }
        return v
    }

    @inline(never) func integer(_ what: String, _ allowed: ClosedRange<Int>) throws(EffectFileError) -> Int {
        guard let v = try number(what).integer, allowed.contains(v) else {
            throw error(
                "\(shownValue) is not allowed: \(what), a whole number \(allowed.lowerBound)...\(allowed.upperBound)")
        }
        return v
    }

    /// One of `names`, which are listed when it is not.
    @inline(never) func choice(_ what: String, _ names: [String]) throws(EffectFileError) -> String {
        let s = try string(what)
        guard names.containsExactly(s) else {
            let hint = JSONField.hint(for: s, among: names)
            throw error("\(shownValue) is not allowed; \(hint)\(what) is one of \(Self.list(names))")
        }
        return s
    }

    /// `[x, y]`, each coordinate within `allowed`.
    @inline(never) func vector(_ what: String, _ allowed: ClosedRange<Float> = -1e9...1e9) throws(EffectFileError)
        -> Vector2
    {
        guard case .array(let items) = value.kind, items.count == 2 else {
            throw error("expected \(what) as [x, y], found \(shownValue)")
        }
        return Vector2(
            try element(0, items[0]).float(what + " x", allowed), try element(1, items[1]).float(what + " y", allowed))
    }

    @inline(never) static func text(_ v: Float) -> String { (JSONNumber(v) ?? JSONNumber(0)).text }
    @inline(never) static func text(_ v: Double) -> String { (JSONNumber(v) ?? JSONNumber(0)).text }

    @inline(never) static func list(_ names: [String]) -> String {
        names.map { "\"" + $0 + "\"" }.joined(separator: ", ")
    }

    /// `did you mean "name"? ` for the name in `names` closest to `word` (`NameSuggestion`), or
    /// nothing when none is close.
    @inline(never) static func hint(for word: String, among names: [String]) -> String {
        NameSuggestion.closest(to: word, among: names).map { "did you mean \"" + $0 + "\"? " } ?? ""
    }
}

/// An object of an effect file whose keys have been checked; a class for the reason given at
/// `JSONField`.
final class JSONObjectField {
    let field: JSONField
    let members: [JSONMember]

    init(field: JSONField, members: [JSONMember]) {
        self.field = field
        self.members = members
    }

    @inline(never) func has(_ key: String) -> Bool { members.contains { $0.key.hasSameBytes(as: key) } }

    @inline(never) func optional(_ key: String) -> JSONField? {
        members.first { $0.key.hasSameBytes(as: key) }.map { field.member(key, $0.value) }
    }

    /// The `Float` at `key` within `allowed` (`JSONField.float`), or `fallback` when the key is
    /// left out.
    @inline(never)
    func float(_ key: String, _ what: String, _ allowed: ClosedRange<Float>, or fallback: Float)
        throws(EffectFileError) -> Float
    {
        guard let f = optional(key) else { return fallback }
        return try f.float(what, allowed)
    }

    /// The `Bool` at `key`, or false when the key is left out.
    @inline(never)
    func bool(_ key: String, _ what: String) throws(EffectFileError) -> Bool {
        guard let f = optional(key) else { return false }
        return try f.bool(what)
    }

    func required(_ key: String, _ what: String) throws(EffectFileError) -> JSONField {
        guard let f = optional(key) else { throw field.error("missing \"\(key)\": \(what)") }
        return f
    }
}
