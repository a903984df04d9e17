import PyroCore

/// What walks a `KeyTable`'s keys: `KeyReader` reads them from a file, `KeyWriter` writes
/// them. A table's `keys` calls one of the typed methods below for each key, in table order;
/// each goes through one of the two requirements, so the reading and writing of a kind of
/// value is `KeyKind`'s, once, and a table's code only names its keys.
protocol KeyVisitor {
    /// A key whose kind `KeyKind` reads and writes: `value` is the root's (and what a reader
    /// stores into it; nil for an unset option), `defaults` the value a writer leaves out.
    mutating func visit(_ spec: KeySpec, _ value: inout KeyValue?, defaults: KeyValue?)

    /// A structured key, read and written by its own functions: `read` gives the value in a
    /// key's field, `write` its JSON (nil for a value the writer leaves out, such as an unset
    /// option); `defaults` is the value a writer leaves out of an optional key. Each visitor
    /// calls one of the two, so a build that only reads keeps no writing code.
    mutating func visit<T: Equatable>(
        _ spec: KeySpec, _ value: inout T, defaults: T,
        read: (JSONField, EffectResources) throws(EffectFileError) -> T, write: (T) -> JSONValue?)
}

extension KeyVisitor {
    /// A number, an angle (`.angle`) or anything else `kind` reads as a `Float`.
    @inline(never)
    mutating func key(
        _ name: String, _ kind: KeyKind, _ what: String, unit: String? = nil, _ value: inout Float, _ defaults: Float
    ) {
        var v: KeyValue? = .float(value)
        visit(KeySpec(name: name, kind: kind, what: what, missing: nil, unit: unit), &v, defaults: .float(defaults))
        value = v?.float ?? value
    }

    /// A number `kind` (`.double`) reads as a `Double`; nil for an unset option.
    @inline(never)
    mutating func key(
        _ name: String, _ kind: KeyKind, _ what: String, unit: String? = nil, _ value: inout Double?,
        _ defaults: Double?
    ) {
        var v = value.map(KeyValue.double)
        visit(
            KeySpec(name: name, kind: kind, what: what, missing: nil, unit: unit), &v,
            defaults: defaults.map(KeyValue.double))
        value = v?.double
    }

    /// A string (`.text`).
    @inline(never)
    mutating func key(
        _ name: String, _ what: String, required missing: String? = nil, _ value: inout String, _ defaults: String
    ) {
        var v: KeyValue? = .text(value)
        visit(KeySpec(name: name, kind: .text, what: what, missing: missing, unit: nil), &v, defaults: .text(defaults))
        value = v?.text ?? value
    }

    @inline(never)
    mutating func key(
        _ name: String, _ kind: KeyKind, _ what: String, required missing: String? = nil, unit: String? = nil,
        _ value: inout ValueRange, _ defaults: ValueRange
    ) {
        var v: KeyValue? = .range(value)
        visit(
            KeySpec(name: name, kind: kind, what: what, missing: missing, unit: unit), &v, defaults: .range(defaults))
        value = v?.range ?? value
    }

    @inline(never)
    mutating func key(
        _ name: String, _ kind: KeyKind, _ what: String, unit: String? = nil, _ value: inout Vector2,
        _ defaults: Vector2
    ) {
        var v: KeyValue? = .vector(value)
        visit(KeySpec(name: name, kind: kind, what: what, missing: nil, unit: unit), &v, defaults: .vector(defaults))
        value = v?.vector ?? value
    }

    /// A size `[width, height]` in points (`.vector`); nil for an unset option.
    @inline(never)
    mutating func key(
        _ name: String, _ kind: KeyKind, _ what: String, unit: String? = nil, _ value: inout Size?, _ defaults: Size?
    ) {
        func vector(_ s: Size) -> KeyValue { .vector(Vector2(s.width, s.height)) }
        var v = value.map(vector)
        visit(KeySpec(name: name, kind: kind, what: what, missing: nil, unit: unit), &v, defaults: defaults.map(vector))
        value = v.map { Size(width: $0.vector.x, height: $0.vector.y) }
    }

    /// One of `names`, standing for the value at the same position in `values`.
    @inline(never)
    mutating func key<T: Equatable>(
        _ name: String, _ what: String, required missing: String? = nil, _ names: [String], _ values: [T],
        _ value: inout T, _ defaults: T
    ) {
        var v: KeyValue? = .choice(values.firstIndex(of: value) ?? 0)
        visit(
            KeySpec(name: name, kind: .choice(names), what: what, missing: missing, unit: nil), &v,
            defaults: .choice(values.firstIndex(of: defaults) ?? 0))
        value = v.map { values[$0.choice] } ?? value
    }

    /// A structured key, read and written by its own functions (`visit(_:_:defaults:read:write:)`).
    @inline(never)
    mutating func key<T: Equatable>(
        _ name: String, required missing: String? = nil, unit: String? = nil, alwaysWritten: Bool = false,
        _ value: inout T, _ defaults: T, read: (JSONField, EffectResources) throws(EffectFileError) -> T,
        write: (T) -> JSONValue?
    ) {
        let spec = KeySpec(
            name: name, kind: .structured, what: "", missing: missing, unit: unit, alwaysWritten: alwaysWritten)
        visit(spec, &value, defaults: defaults, read: read, write: write)
    }

    /// The format version: checked by `EffectDocument` before a table is read, and always written.
    mutating func version() {
        var version = EffectDocument.version
        key(
            "version", alwaysWritten: true, &version, EffectDocument.version,
            read: { (_, _) throws(EffectFileError) in EffectDocument.version }, write: { .number($0) })
    }
}
