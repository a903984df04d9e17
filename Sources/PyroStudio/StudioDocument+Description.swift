import PyroCore
import PyroFormat
import PyroWeb

extension StudioDocument {
    /// What the page builds its controls from, as one JSON object: the file's `kind`
    /// (`"preset"` or `"definition"`), `name`, `canvasSize` in points, `background` (with its
    /// colours as `#rrggbb[aa]` in `backgroundSwatches`) and
    /// `duration` and `tellingMoment` (seconds) as the file says or implies them, whether it is
    /// the `fuse` (whose path is drawn) and `expandable` (see `expand()`), and its `parameters`.
    ///
    /// Each parameter is the engine's declaration (`pyro list --params`): `name`, `type`
    /// (`integer`, `number`, `range`, `color`, `colors`, `point`, `names`, `flag`), `summary`
    /// with units, `min` and `max` of a number, `choices` of a list of names, the `swatches` of a
    /// colour or colours (`#rrggbb[aa]`), and its `value` and `default` as a preset file writes them.
    var description: JSONValue {
        let size = document.canvasSize
        let kind = if case .preset = document { "preset" } else { "definition" }
        return .object([
            ("kind", .string(kind)),
            ("name", .string(document.name)),
            ("canvasSize", .array([.number(size.width), .number(size.height)])),
            ("background", FileForm.background(document.background)),
            ("backgroundSwatches", .array(backgroundSwatches)),
            ("duration", .number(document.duration)),
            ("tellingMoment", .number(document.tellingMoment)),
            ("fuse", .bool(isFuse)),
            ("expandable", .bool(expanded != nil)),
            ("parameters", .array(parameterDescriptions)),
        ])
    }

    /// The background's colours as `#rrggbb[aa]`: none when transparent, one, or top and bottom.
    private var backgroundSwatches: [JSONValue] {
        switch document.background {
        case .transparent: []
        case .solid(let c): [.string(EngineFacts.hex(c))]
        case .verticalGradient(let top, let bottom): [.string(EngineFacts.hex(top)), .string(EngineFacts.hex(bottom))]
        }
    }

    /// A colour parameter's colours as `#rrggbb[aa]`, for a page's colour pickers (which know
    /// no names: Pyro's `pink` is not CSS's).
    private func swatches(_ value: PresetValue?) -> [JSONValue] {
        switch value {
        case .color(let c)?: [.string(EngineFacts.hex(c))]
        case .colors(let list)?: list.map { .string(EngineFacts.hex($0)) }
        default: []
        }
    }

    private var parameterDescriptions: [JSONValue] {
        guard let preset = parameterPreset, let configuration else { return [] }
        let values = FileForm.parameterValues(configuration, of: preset)
        let defaults = FileForm.parameterValues(preset.defaultConfiguration, of: preset)
        func value(_ name: String, _ list: [JSONMember]) -> JSONValue {
            list.first { $0.key.hasSameBytes(as: name) }?.value ?? JSONValue(.null)
        }
        return configuration.parameters.map { parameter in
            var members: [(String, JSONValue)] = [
                ("name", .string(parameter.name)), ("type", .string(parameter.kind.typeName)),
                ("summary", .string(parameter.summary)),
                ("value", value(parameter.name, values)), ("default", value(parameter.name, defaults)),
            ]
            switch parameter.kind {
            case .integer(let r): members += [("min", .number(r.lowerBound)), ("max", .number(r.upperBound))]
            case .number(let r), .range(let r):
                members += [("min", .number(r.lowerBound)), ("max", .number(r.upperBound))]
            case .choices(let names): members.append(("choices", .array(names.map { .string($0) })))
            case .color, .colors:
                members.append(("swatches", .array(swatches(configuration.value(of: parameter.name)))))
            case .unitPoint, .flag: break
            }
            return .object(members)
        }
    }
}
