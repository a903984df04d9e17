/// A `PresetParameter` tied to the field of a preset's configuration that it reads and writes.
///
/// The helpers (`integer`, `number`, ...) convert between the parameter's value kind and the
/// field's type, so each binding is one line of a preset's table.
struct ParameterBinding<Configuration>: Sendable {
    let parameter: PresetParameter
    let get: @Sendable (Configuration) -> PresetValue
    /// Writes a value that `parameter.allows`.
    let set: @Sendable (inout Configuration, PresetValue) -> Void

    static func integer(
        _ name: String, _ allowed: ClosedRange<Int>, _ summary: String,
        get: @escaping @Sendable (Configuration) -> Int, set: @escaping @Sendable (inout Configuration, Int) -> Void
    ) -> Self {
        Self(
            parameter: PresetParameter(name: name, kind: .integer(allowed), summary: summary),
            get: { .integer(get($0)) },
            set: { c, v in if case .integer(let n) = v { set(&c, n) } })
    }

    static func number(
        _ name: String, _ allowed: ClosedRange<Double>, _ summary: String,
        get: @escaping @Sendable (Configuration) -> Double,
        set: @escaping @Sendable (inout Configuration, Double) -> Void
    ) -> Self {
        Self(
            parameter: PresetParameter(name: name, kind: .number(allowed), summary: summary),
            get: { .number(get($0)) },
            set: { c, v in if case .number(let x) = v { set(&c, x) } })
    }

    static func range(
        _ name: String, _ allowed: ClosedRange<Double>, _ summary: String,
        get: @escaping @Sendable (Configuration) -> ValueRange,
        set: @escaping @Sendable (inout Configuration, ValueRange) -> Void
    ) -> Self {
        Self(
            parameter: PresetParameter(name: name, kind: .range(allowed), summary: summary),
            get: {
                let r = get($0)
                return .range(Double(r.lower), Double(r.upper))
            },
            set: { c, v in if case .range(let lower, let upper) = v { set(&c, ValueRange(Float(lower), Float(upper))) }
            })
    }

    static func color(
        _ name: String, _ summary: String,
        get: @escaping @Sendable (Configuration) -> RGBAColor,
        set: @escaping @Sendable (inout Configuration, RGBAColor) -> Void
    ) -> Self {
        Self(
            parameter: PresetParameter(name: name, kind: .color, summary: summary),
            get: { .color(get($0)) },
            set: { c, v in if case .color(let color) = v { set(&c, color) } })
    }

    static func colors(
        _ name: String, _ summary: String,
        get: @escaping @Sendable (Configuration) -> [RGBAColor],
        set: @escaping @Sendable (inout Configuration, [RGBAColor]) -> Void
    ) -> Self {
        Self(
            parameter: PresetParameter(name: name, kind: .colors, summary: summary),
            get: { .colors(get($0)) },
            set: { c, v in if case .colors(let list) = v { set(&c, list) } })
    }

    static func unitPoint(
        _ name: String, _ summary: String,
        get: @escaping @Sendable (Configuration) -> Vector2,
        set: @escaping @Sendable (inout Configuration, Vector2) -> Void
    ) -> Self {
        Self(
            parameter: PresetParameter(name: name, kind: .unitPoint, summary: summary),
            get: { .unitPoint(get($0)) },
            set: { c, v in if case .unitPoint(let p) = v { set(&c, p) } })
    }

    static func choices(
        _ name: String, _ names: [String], _ summary: String,
        get: @escaping @Sendable (Configuration) -> [String],
        set: @escaping @Sendable (inout Configuration, [String]) -> Void
    ) -> Self {
        Self(
            parameter: PresetParameter(name: name, kind: .choices(names), summary: summary),
            get: { .choices(get($0)) },
            set: { c, v in if case .choices(let list) = v { set(&c, list) } })
    }

    static func flag(
        _ name: String, _ summary: String,
        get: @escaping @Sendable (Configuration) -> Bool, set: @escaping @Sendable (inout Configuration, Bool) -> Void
    ) -> Self {
        Self(
            parameter: PresetParameter(name: name, kind: .flag, summary: summary),
            get: { .flag(get($0)) },
            set: { c, v in if case .flag(let on) = v { set(&c, on) } })
    }
}
