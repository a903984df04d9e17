/// What a command is and which flags it takes: the single declaration its parser, its
/// `--help` and the top-level command list are all made from.
struct CommandSpec: Sendable {
    /// The command's name (`render`).
    let name: String
    /// One line for `pyro --help`'s command list.
    let summary: String
    /// Usage lines, without `USAGE:` (`pyro render <preset> -o FILE [options]`).
    let usage: [String]
    /// Paragraphs between the usage and the options.
    let description: String
    let flags: [Flag]
    /// Text after the options (lists of names, examples), if any.
    var epilogue: String = ""

    /// The flag called `name` (long name), if the command has it.
    func flag(_ name: String) -> Flag? { flags.first { $0.name == name } }

    /// The full `--help` text.
    var help: String {
        var lines = ["USAGE: " + usage[0]] + usage.dropFirst().map { "       " + $0 }
        if !description.isEmpty { lines += ["", description] }
        if !flags.isEmpty {
            let width = min(flags.map(\.spelling.count).max() ?? 0, 26)
            lines += ["", "OPTIONS:"]
            for flag in flags {
                let spelling = flag.spelling
                let helpLines = flag.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let indent = String(repeating: " ", count: width + 4)
                if spelling.count > width {
                    lines.append("  " + spelling)
                    lines += helpLines.map { indent + $0 }
                } else {
                    lines.append(
                        "  " + spelling + String(repeating: " ", count: width - spelling.count + 2) + helpLines[0])
                    lines += helpLines.dropFirst().map { indent + $0 }
                }
            }
        }
        if !epilogue.isEmpty { lines += ["", epilogue] }
        return lines.joined(separator: "\n")
    }
}
