import Foundation

/// Entry point of the `pyro` command line: finds the command, runs it, and turns what it throws
/// into one line on standard error and an `ExitStatus`.
package enum PyroCommand {
    /// The version `pyro --version` prints: the repository's `VERSION` file, which a test checks it against.
    package static let version = "0.5.0"

    /// A command: its declaration (flags and help) and what it does.
    struct Command: Sendable {
        let spec: CommandSpec
        let run: @Sendable (_ arguments: [String], _ output: (String) -> Void, _ error: (String) -> Void) throws -> Void
    }

    /// Every command, in the order `pyro --help` lists them.
    static let commands: [Command] = [
        Command(spec: ListCommand.spec, run: ListCommand.run),
        Command(spec: RenderCommand.spec, run: RenderCommand.run),
        Command(spec: InspectCommand.spec, run: InspectCommand.run),
        Command(spec: PlayCommand.spec, run: PlayCommand.run),
        Command(spec: ExportCommand.spec, run: ExportCommand.run),
        Command(spec: BenchCommand.spec, run: BenchCommand.run),
        Command(spec: SoakCommand.spec, run: SoakCommand.run),
    ]

    static var help: String {
        let width = commands.map(\.spec.name.count).max() ?? 0
        return """
            pyro \(version): particle effects (confetti, fireworks, star bursts, hearts) rendered deterministically.

            USAGE: pyro <command> [options]

            COMMANDS:
            \(commands.map { "  \($0.spec.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.spec.summary)" }
                .joined(separator: "\n"))

            Options go after the command. 'pyro help <command>' or 'pyro <command> --help' shows a
            command's options; 'pyro help colors' lists the colour names.

            GETTING STARTED:
              pyro list                                  the effects
              pyro render confetti-burst -o burst.gif    an animated GIF of one
              pyro list --params confetti-burst          what --set can change
              pyro render confetti-burst --set count=500 --set colors=red,gold -o mine.gif
            """
    }

    package static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let status = run(&arguments, output: { print($0) }, error: { writeError($0) })
        exit(status)
    }

    /// Runs one command line; returns the exit status.
    package static func run(_ arguments: inout [String], output: (String) -> Void, error: (String) -> Void) -> Int32 {
        guard let first = arguments.first else {
            error(help)
            return ExitStatus.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            output(help)
            return ExitStatus.success.rawValue
        case "--version":
            output("pyro \(version)")
            return ExitStatus.success.rawValue
        case "help":
            return showHelp(for: rest, output: output, error: error)
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            error(unknownCommandMessage(first, arguments: rest))
            return ExitStatus.usage.rawValue
        }
        if rest.contains("--help") || rest.contains("-h") {
            output(command.spec.help)
            return ExitStatus.success.rawValue
        }
        let name = command.spec.name
        do {
            try command.run(rest, output, error)
            return ExitStatus.success.rawValue
        } catch let usage as UsageError {
            error(prefixed(usage.message, command: name))
            return ExitStatus.usage.rawValue
        } catch let failure as CommandFailure {
            error(prefixed(failure.message, command: name))
            return failure.status.rawValue
        } catch let other {
            error("pyro \(name): internal error: \(other)")
            return ExitStatus.software.rawValue
        }
    }

    /// `pyro help`, `pyro help <command>`, `pyro help colors`.
    static func showHelp(for topics: [String], output: (String) -> Void, error: (String) -> Void) -> Int32 {
        guard let topic = topics.first else {
            output(help)
            return ExitStatus.success.rawValue
        }
        if topic == "colors" || topic == "colours" {
            output(ParameterText.colorHelp)
            return ExitStatus.success.rawValue
        }
        guard let command = commands.first(where: { $0.spec.name == topic }) else {
            let topics = commands.map(\.spec.name) + ["colors"]
            let known = Suggestion.didYouMean(topic, among: topics) ?? "topics: " + topics.joined(separator: ", ")
            error("pyro help: no help on '\(topic)'; \(known)")
            return ExitStatus.usage.rawValue
        }
        output(command.spec.help)
        return ExitStatus.success.rawValue
    }

    /// What to say about a first word that is no command: options given before the command get
    /// a hint to move them after it.
    static func unknownCommandMessage(_ word: String, arguments: [String]) -> String {
        let names = commands.map(\.spec.name)
        if word.hasPrefix("-") {
            if let index = arguments.firstIndex(where: names.contains) {
                let reordered = [arguments[index]] + arguments[(index + 1)...] + [word] + arguments[..<index]
                return "pyro: options go after the command: pyro \(reordered.joined(separator: " "))"
            }
            return "pyro: '\(word)' is an option; name a command first: pyro <command> \(word) ... "
                + "(commands: \(names.joined(separator: ", ")))"
        }
        let known = Suggestion.didYouMean(word, among: names) ?? "commands: " + names.joined(separator: ", ")
        return "pyro: unknown command '\(word)'; \(known) (pyro --help)"
    }

    /// Every error line starts with the command it came from.
    static func prefixed(_ message: String, command: String) -> String {
        message.hasPrefix("pyro") ? message : "pyro \(command): \(message)"
    }

    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
