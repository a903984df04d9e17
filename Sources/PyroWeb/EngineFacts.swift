import PyroCore

/// What pyro.js would otherwise restate, written by the engine into `pyro_output` as one object
/// (a `PageValue`, read once per page), and returns its length in bytes:
///
/// - `presets`: the effects' names in `pyro list` order (`canvas-confetti` alone in confetti.wasm),
///   and `refused`, those this build cannot draw (their pictures are text, and the browser build
///   has no FreeType);
/// - `confetti`: the `canvas-confetti` preset's parameters, each with its `name`, the page's
///   `option` name (`startVelocity`), its `type` (`pyro list --params`' word), its `default` in
///   the form a page writes it (`'#26ccff'`, `{x: 0.5, y: 0.5}`, `['square', 'circle']`), the
///   `min` and `max` of a number, the `choices` of a list of names, and a `summary` with units;
/// - `labels`: the demos' button and hint texts (`DemoLabels`), shared with `pyro play`; not in
///   confetti.wasm, whose page has no demo buttons.
@_cdecl("pyro_facts")
func pyroFacts() -> Int32 {
    write(bytes: EngineFacts.value.bytes)
    return Int32(output.count)
}

package enum EngineFacts {
    static var value: PageValue {
        var members = [
            PageMember(key: "presets", value: .array(stagePresets.map { .string($0.rawValue) })),
            PageMember(key: "refused", value: .array(refusedPresets.map { .string($0.rawValue) })),
            PageMember(key: "confetti", value: .array(confettiParameters)),
        ]
        #if !PYRO_WEB_CONFETTI_ONLY
            let labels = DemoLabels.all.map { PageMember(key: $0.name, value: .string($0.text)) }
            members.append(PageMember(key: "labels", value: .object(labels)))
        #endif
        return .object(members)
    }

    private static var confettiParameters: [PageValue] {
        let configuration = CanvasConfetti.Options()
        return CanvasConfetti.Options.parameters.map { parameter in
            var members = [
                PageMember(key: "name", value: .string(parameter.name)),
                PageMember(key: "option", value: .string(optionName(parameter.name))),
                PageMember(key: "type", value: .string(parameter.kind.typeName)),
            ]
            if let value = configuration.value(of: parameter.name) {
                members.append(PageMember(key: "default", value: pageValue(value)))
            }
            switch parameter.kind {
            case .integer(let r): members += bounds(.number(Double(r.lowerBound)), .number(Double(r.upperBound)))
            case .number(let r), .range(let r): members += bounds(.number(r.lowerBound), .number(r.upperBound))
            case .choices(let names):
                members.append(PageMember(key: "choices", value: .array(names.map { .string($0) })))
            case .color, .colors, .unitPoint, .flag: break
            }
            members.append(PageMember(key: "summary", value: .string(parameter.summary)))
            return .object(members)
        }
    }

    private static func bounds(_ min: PageValue, _ max: PageValue) -> [PageMember] {
        [PageMember(key: "min", value: min), PageMember(key: "max", value: max)]
    }

    /// A value as a page writes it: numbers, `'#rrggbb'` (`'#rrggbbaa'` when translucent),
    /// `{x, y}`, lists.
    private static func pageValue(_ value: PresetValue) -> PageValue {
        switch value {
        case .integer(let n): .number(Double(n))
        case .number(let x): .float(Float(x))
        case .range(let lower, let upper): .array([.float(Float(lower)), .float(Float(upper))])
        case .color(let c): .string(hex(c))
        case .colors(let list): .array(list.map { .string(hex($0)) })
        case .unitPoint(let p):
            .object([PageMember(key: "x", value: .float(p.x)), PageMember(key: "y", value: .float(p.y))])
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
