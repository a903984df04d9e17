import PyroCore
import PyroFormat

/// What pyro.js would otherwise restate, written by the engine into `pyro_output` as one JSON
/// object (read once per page), and returns its length in bytes:
///
/// - `presets`: the effects' names in `pyro list` order (`canvas-confetti` alone in confetti.wasm),
///   and `refused`, those this build cannot draw (their pictures are text, and the browser build
///   has no FreeType);
/// - `confetti`: the `canvas-confetti` preset's parameters, each with its `name`, the page's
///   `option` name (`startVelocity`), its `type` (`pyro list --params`' word), its `default` in
///   the form a page writes it (`'#26ccff'`, `{x: 0.5, y: 0.5}`, `['square', 'circle']`), the
///   `min` and `max` of a number, the `choices` of a list of names, and a `summary` with units;
/// - `labels`: the demos' button and hint texts (`DemoLabels`), shared with `pyro play`.
@_cdecl("pyro_facts")
func pyroFacts() -> Int32 {
    write(JSONWriter.compact(EngineFacts.json))
    return Int32(output.count)
}

package enum EngineFacts {
    static var json: JSONValue {
        .object([
            ("presets", .array(stagePresets.map { .string($0.rawValue) })),
            ("refused", .array(refusedPresets.map { .string($0.rawValue) })),
            ("confetti", .array(confettiParameters)),
            ("labels", .object(DemoLabels.all.map { ($0.name, .string($0.text)) })),
        ])
    }

    private static var confettiParameters: [JSONValue] {
        let configuration = CanvasConfetti.Options()
        return CanvasConfetti.Options.parameters.map { parameter in
            var members: [(String, JSONValue)] = [
                ("name", .string(parameter.name)), ("option", .string(optionName(parameter.name))),
                ("type", .string(parameter.kind.typeName)),
            ]
            if let value = configuration.value(of: parameter.name) { members.append(("default", json(value))) }
            switch parameter.kind {
            case .integer(let r): members += [("min", .number(r.lowerBound)), ("max", .number(r.upperBound))]
            case .number(let r), .range(let r):
                members += [("min", .number(r.lowerBound)), ("max", .number(r.upperBound))]
            case .choices(let names): members.append(("choices", .array(names.map { .string($0) })))
            case .color, .colors, .unitPoint, .flag: break
            }
            members.append(("summary", .string(parameter.summary)))
            return .object(members)
        }
    }

    /// A value as a page writes it: numbers, `'#rrggbb'` (`'#rrggbbaa'` when translucent),
    /// `{x, y}`, lists.
    private static func json(_ value: PresetValue) -> JSONValue {
        switch value {
        case .integer(let n): .number(n)
        case .number(let x): .number(Float(x))
        case .range(let lower, let upper): .array([.number(Float(lower)), .number(Float(upper))])
        case .color(let c): .string(hex(c))
        case .colors(let list): .array(list.map { .string(hex($0)) })
        case .unitPoint(let p): .object([("x", .number(p.x)), ("y", .number(p.y))])
        case .choices(let names): .array(names.map { .string($0) })
        case .flag(let on): .bool(on)
        }
    }

    package static func hex(_ color: RGBAColor) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for byte in [color.red, color.green, color.blue] + (color.alpha == 255 ? [] : [color.alpha]) {
            out += [digits[Int(byte >> 4)], digits[Int(byte & 15)]]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
