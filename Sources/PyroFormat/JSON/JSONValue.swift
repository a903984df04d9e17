/// Where something is in a text file: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Equatable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// A position at `line` and `column` (both from 1).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A JSON value, with where it starts in the file it was read from.
///
/// Two values are equal when their contents are, wherever they were read from. Object members
/// keep their order (and duplicates, which the effect reader refuses).
public struct JSONValue: Equatable, Sendable {
    /// What the value is.
    public indirect enum Kind: Equatable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, exact as written.
        case number(JSONNumber)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object: its members in file order.
        case object([JSONMember])
    }

    /// The value.
    public var kind: Kind
    /// Where it starts (line 1, column 1 for values made in code).
    public var position: SourcePosition

    /// A value of `kind` starting at `position`.
    public init(_ kind: Kind, at position: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.kind = kind
        self.position = position
    }

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.kind == b.kind }

    /// A string value.
    public static func string(_ s: String) -> JSONValue { JSONValue(.string(s)) }
    /// A `Double` in its shortest exact form (0 when not finite).
    public static func number(_ v: Double) -> JSONValue { JSONValue(.number(JSONNumber(v) ?? JSONNumber(0))) }
    /// A `Float` in its shortest exact form (0 when not finite).
    public static func number(_ v: Float) -> JSONValue { JSONValue(.number(JSONNumber(v) ?? JSONNumber(0))) }
    /// An integer.
    public static func number(_ v: Int) -> JSONValue { JSONValue(.number(JSONNumber(v))) }
    /// An array.
    public static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items)) }
    /// An object from (key, value) pairs, in order.
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
    }
    /// `true` or `false`.
    public static func bool(_ v: Bool) -> JSONValue { JSONValue(.bool(v)) }

    /// What kind of value this is, in words, for error messages (`a number`, `an object`).
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One member of a JSON object.
public struct JSONMember: Equatable, Sendable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyPosition: SourcePosition
    /// The value.
    public var value: JSONValue

    /// A member `key: value`.
    public init(key: String, keyPosition: SourcePosition = SourcePosition(line: 1, column: 1), value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }

    public static func == (a: JSONMember, b: JSONMember) -> Bool { a.key == b.key && a.value == b.value }
}
