import Foundation

/// Entry point of the `pyro` command line: dispatches to a command and maps errors to exit
/// statuses (64 for usage errors, as sysexits.h has it).
public enum PyroCommand {
    static let help = """
        pyro: particle effects — confetti, fireworks, star bursts, hearts — rendered deterministically.

        USAGE: pyro <command> [options]

        COMMANDS:
          list      the built-in effects
          inspect   the live particles at given times, as JSON lines
          render    an effect to PNG, GIF, APNG (or MP4/WebM with ffmpeg)
          play      an effect's interactive demo in a window
          bench     speed and memory figures

        Run 'pyro <command> --help' for a command's options.
        """

    public static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let status = run(&arguments, output: { print($0) }, error: { writeError($0) })
        exit(status)
    }

    /// Runs one command line; returns the exit status.
    public static func run(_ arguments: inout [String], output: (String) -> Void, error: (String) -> Void) -> Int32 {
        guard let command = arguments.first else {
            error(help)
            return 64
        }
        let rest = Array(arguments.dropFirst())
        if command == "--help" || command == "-h" || command == "help" {
            output(help)
            return 0
        }
        let commands: [String: (help: String, run: ([String], (String) -> Void) throws(UsageError) -> Void)] = [
            "list": (ListCommand.help, ListCommand.run),
            "inspect": (InspectCommand.help, InspectCommand.run),
            "render": (RenderCommand.help, RenderCommand.run),
            "play": (PlayCommand.help, PlayCommand.run),
            "soak": (SoakCommand.help, SoakCommand.run),
            "bench": (BenchCommand.help, BenchCommand.run),
        ]
        guard let entry = commands[command] else {
            error("pyro: unknown command '\(command)'; commands: \(commands.keys.sorted().joined(separator: ", "))")
            return 64
        }
        if rest.contains("--help") || rest.contains("-h") {
            output(entry.help)
            return 0
        }
        do {
            try entry.run(rest, output)
            return 0
        } catch let usage {
            error(usage.message)
            return usage.exitCode
        }
    }

    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
