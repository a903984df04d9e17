import Foundation
import PyroCore
import PyroFormat

/// `pyro export`: a built-in preset as an effect file, to start a new effect from.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "a preset as an effect file (JSON) to edit and render: pyro render FILE.json",
        usage: ["pyro export <preset> [--set NAME=VALUE ...] [-o FILE.json]"],
        description: """
            Writes the preset as an effect file (docs/EFFECT_FORMAT.md) to standard output, or to
            FILE.json with -o. particle-burst, confetti-burst and fountain become full definitions
            (emitters, what a firing does, firings); fuse-firework, star-burst, floating-hearts and
            confetti do more than a definition can say, so their files name the preset and list its
            parameters. Rendering the file draws exactly what rendering the preset draws. The
            catalog presets become definitions too; emoji's pictures are written as text (its
            emoji and font family), so its file, like the preset, needs FreeType to render.
            """,
        flags: [
            Flag("output", short: "o", value: "FILE", "write the file here instead of to standard output"),
            Flag(
                "set", value: "NAME=VALUE", repeats: true,
                "change a preset parameter first; repeat for more (pyro list --params <preset>)"),
        ],
        epilogue: """
            EXAMPLES:
              pyro export confetti-burst > burst.json
              pyro export fountain --set rate=800 -o fountain.json
              pyro render burst.json -o burst.gif
            """)

    static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) throws {
        let args = try ArgumentList(arguments, spec: spec)
        guard let name = args.positionals.first else {
            throw UsageError("pyro export: name a preset (\(PresetName.all))")
        }
        try args.expectPositionals(atMost: 1)
        let preset = try PresetName.preset(name, context: "pyro export")
        let configuration = try ParameterText.configuration(preset, settings: args.allValues("set"))
        let text = EffectDocument.exported(preset, configuration: configuration).text
        if let path = args.value("output") {
            let file = try AtomicFile(path: path)
            try file.write(Array(text.utf8))
        } else {
            output(String(text.dropLast()))
        }
    }
}
