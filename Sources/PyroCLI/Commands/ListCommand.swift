import PyroCore

/// `pyro list`: the presets, one line each.
enum ListCommand {
    static let help = """
        USAGE: pyro list

        Lists the built-in effects with a one-line description each.
        """

    static func run(_ arguments: [String], output: (String) -> Void) throws(UsageError) {
        let args = try ArgumentList(arguments, command: "list", valueFlags: [], switchFlags: [])
        if let extra = args.positionals.first { throw UsageError("pyro list: unexpected argument '\(extra)'") }
        let width = Preset.allCases.map(\.rawValue.count).max() ?? 0
        for preset in Preset.allCases {
            let pad = String(repeating: " ", count: width - preset.rawValue.count)
            output("\(preset.rawValue)\(pad)  \(preset.summary)")
        }
    }
}
