import PyroCore

/// What a key's value is, with its allowed values: how every key of the kind is read, checked
/// and written (in non-generic code, once, whatever table the key belongs to).
enum KeyKind: Sendable {
    /// A number within the range, in the key's unit.
    case float(ClosedRange<Float>)
    /// A number within the range, in the key's unit, kept as a `Double` (times in seconds).
    case double(ClosedRange<Double>)
    /// A string.
    case text
    /// An angle: radians (a number) or degrees (a string such as "90deg").
    case angle
    /// A range of angles: an angle or `{"min": A, "max": B}`.
    case angleRange
    /// A range drawn per particle: a number or `{"min": A, "max": B}`, each within the range.
    case range(ClosedRange<Float>)
    /// `[x, y]`, each within the range.
    case vector(ClosedRange<Float>)
    /// One of the names, read as its position among them.
    case choice([String])
    /// Anything else: the key's own functions read and write it (`KeyVisitor`'s structured keys).
    case structured

    /// The value in `f`, described as `what` when it is not allowed.
    @inline(never)
    func read(_ f: JSONField, _ what: String) throws(EffectFileError) -> KeyValue {
        switch self {
        case .float(let allowed): return .float(try f.float(what, allowed))
        case .double(let allowed): return .double(try f.double(what, allowed))
        case .text: return .text(try f.string(what))
        case .angle: return .float(try f.angle(what))
        case .angleRange: return .range(try EmitterCodec.decodeAngleRange(f, what))
        case .range(let allowed): return .range(try EmitterCodec.decodeRange(f, what, allowed))
        case .vector(let allowed): return .vector(try f.vector(what, allowed))
        case .choice(let names):
            let chosen = try f.choice(what, names)
            return .choice(names.firstIndex { $0.hasSameBytes(as: chosen) } ?? 0)
        case .structured: preconditionFailure("a structured key reads itself")
        }
    }

    /// The JSON for `value`, which this kind reads.
    @inline(never)
    func write(_ value: KeyValue) -> JSONValue {
        switch value {
        case .float(let v): .number(v)
        case .double(let v): .number(v)
        case .text(let s): .string(s)
        case .range(let r): EmitterCodec.encode(r)
        case .vector(let v): EmitterCodec.encode(v)
        case .choice(let i):
            if case .choice(let names) = self { .string(names[i]) } else { .string("") }
        }
    }
}
