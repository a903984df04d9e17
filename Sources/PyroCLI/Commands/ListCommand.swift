import PyroCore
import PyroLive

/// `pyro list`: the presets, one line each, or one preset's parameters.
enum ListCommand {
    static let spec = CommandSpec(
        name: "list",
        summary: "the built-in effects, or one effect's parameters (--params)",
        usage: ["pyro list [--json]", "pyro list --params <preset> [--json]"],
        description: """
            Lists the built-in effects with a one-line description each and the `pyro play` scene
            that shows each one. With --params, lists what `--set NAME=VALUE` can change in a
            preset: each parameter's name, type, default and allowed values.
            """,
        flags: [
            Flag("params", value: "PRESET", "the parameters of PRESET instead of the presets"),
            Flag("json", "a JSON array instead of a table"),
        ])

    static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) throws {
        let args = try ArgumentList(arguments, spec: spec)
        try args.expectPositionals(atMost: 0)
        let json = args.has("json")
        if let name = args.value("params") {
            let preset = try PresetName.preset(name, context: "--params")
            lines(json ? parametersJSON(preset) : parametersTable(preset)).forEach(output)
        } else {
            lines(json ? presetsJSON() : presetsTable()).forEach(output)
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    static func presetsTable() -> String {
        let width = Preset.allCases.map(\.rawValue.count).max() ?? 0
        return Preset.allCases.map { preset in
            let pad = String(repeating: " ", count: width - preset.rawValue.count)
            return "\(preset.rawValue)\(pad)  \(preset.summary)"
        }.joined(separator: "\n")
    }

    static func presetsJSON() -> String {
        let items = Preset.allCases.map { preset in
            let scene = LiveScene(preset: preset).map { JSON.string($0.rawValue) } ?? "null"
            return "{\"name\":\(JSON.string(preset.rawValue)),\"summary\":\(JSON.string(preset.summary)),"
                + "\"scene\":\(scene),\"parameters\":[\(preset.parameters.map { JSON.string($0.name) }.joined(separator: ","))]}"
        }
        return "[" + items.joined(separator: ",\n") + "]"
    }

    static func parametersTable(_ preset: Preset) -> String {
        if preset.parameters.isEmpty {
            return "\(preset.rawValue): no parameters; --set takes none, the effect runs as defined"
        }
        let configuration = preset.defaultConfiguration
        let rows = preset.parameters.map { p in
            [
                p.name, p.kind.typeName, configuration.value(of: p.name).map(ParameterText.format) ?? "",
                ParameterText.allowed(p.kind), p.summary,
            ]
        }
        let header = ["NAME", "TYPE", "DEFAULT", "ALLOWED", "MEANING"]
        let widths = (0..<4).map { column in (rows + [header]).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            (0..<4).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[4]
        }
        return
            (["\(preset.rawValue): pyro render \(preset.rawValue) --set NAME=VALUE ...", line(header)]
            + rows.map(line)).joined(separator: "\n")
    }

    static func parametersJSON(_ preset: Preset) -> String {
        let configuration = preset.defaultConfiguration
        let items = preset.parameters.map { p in
            var fields = ["\"name\":\(JSON.string(p.name))", "\"type\":\(JSON.string(p.kind.typeName))"]
            if let value = configuration.value(of: p.name) { fields.append("\"default\":\(json(value))") }
            switch p.kind {
            case .integer(let r): fields += ["\"min\":\(r.lowerBound)", "\"max\":\(r.upperBound)"]
            case .number(let r), .range(let r):
                fields += ["\"min\":\(JSON.number(r.lowerBound))", "\"max\":\(JSON.number(r.upperBound))"]
            case .unitPoint: fields += ["\"min\":0", "\"max\":1"]
            case .colors: fields.append("\"maxCount\":\(PresetParameter.maximumColors)")
            case .choices(let names):
                fields += [
                    "\"choices\":[" + names.map(JSON.string).joined(separator: ",") + "]",
                    "\"maxCount\":\(PresetParameter.maximumChoices)",
                ]
            case .color, .flag: break
            }
            fields.append("\"summary\":\(JSON.string(p.summary))")
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "[" + items.joined(separator: ",\n") + "]"
    }

    /// A value as JSON: numbers, [lower, upper], "#RRGGBBAA" strings, [x, y].
    static func json(_ value: PresetValue) -> String {
        switch value {
        case .integer(let n): "\(n)"
        case .number(let v): ParameterText.format(v)
        case .range(let lower, let upper): "[\(ParameterText.format(lower)),\(ParameterText.format(upper))]"
        case .color(let c): JSON.string(c.hexString)
        case .colors(let list): "[" + list.map { JSON.string($0.hexString) }.joined(separator: ",") + "]"
        case .unitPoint(let p): "[\(ParameterText.format(Double(p.x))),\(ParameterText.format(Double(p.y)))]"
        case .choices(let names): "[" + names.map(JSON.string).joined(separator: ",") + "]"
        case .flag(let on): on ? "true" : "false"
        }
    }
}
