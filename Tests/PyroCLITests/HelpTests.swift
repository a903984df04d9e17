import Testing

@testable import PyroCLI

/// Help comes from the same declarations the parser reads, so the two cannot drift.
@Suite struct HelpTests {
    @Test func theTopLevelHelpListsEveryCommandWithWhatItIsFor() {
        let result = pyro("--help")
        #expect(result.status == 0)
        let text = result.output.joined(separator: "\n")
        for command in PyroCommand.commands {
            #expect(
                text.contains("  \(command.spec.name)") && text.contains(command.spec.summary), "\(command.spec.name)")
        }
        #expect(text.contains("soak"))
    }

    @Test func helpForACommandIsItsFlagTableAndMatchesDashDashHelp() {
        for command in PyroCommand.commands {
            let name = command.spec.name
            let viaHelp = pyro("help", name)
            let viaFlag = pyro(name, "--help")
            #expect(viaHelp.status == 0 && viaFlag.status == 0)
            #expect(viaHelp.output == viaFlag.output)
            let text = viaHelp.output.joined(separator: "\n")
            #expect(text.hasPrefix("USAGE: pyro \(name)"))
            for flag in command.spec.flags {
                #expect(text.contains("  \(flag.spelling)"), "\(name) --\(flag.name)")
            }
        }
    }

    @Test func everyDeclaredFlagIsAcceptedAndNoOtherIs() {
        for command in PyroCommand.commands {
            for flag in command.spec.flags {
                let words = ["--\(flag.name)"] + (flag.isSwitch ? [] : ["v"])
                #expect(throws: Never.self, "\(command.spec.name) --\(flag.name)") {
                    _ = try ArgumentList(words, spec: command.spec)
                }
            }
            #expect(throws: UsageError.self) { try ArgumentList(["--sparkle"], spec: command.spec) }
        }
    }

    @Test func versionHelpTopicsAndOptionsBeforeTheCommand() {
        #expect(pyro("--version").output == ["pyro \(PyroCommand.version)"])
        let colors = pyro("help", "colors")
        #expect(colors.status == 0 && colors.output.joined().contains("navy"))
        let unknown = pyro("help", "sparkle")
        #expect(unknown.status == 64 && unknown.errors[0].contains("render"))
        let early = pyro("--seed", "3", "render", "confetti", "-o", "x.gif")
        #expect(early.status == 64)
        #expect(early.errors == ["pyro: options go after the command: pyro render confetti -o x.gif --seed 3"])
        let noCommand = pyro("--seed", "3")
        #expect(noCommand.status == 64 && noCommand.errors[0].contains("name a command first"))
    }

    @Test func exitStatusesFollowSysexits() {
        let statuses: [PyroCLI.ExitStatus: Int32] = [
            .success: 0, .checkFailed: 1, .usage: 64, .dataError: 65, .unavailable: 69, .software: 70,
            .cannotCreate: 73, .interrupted: 130, .terminated: 143,
        ]
        for (status, code) in statuses { #expect(status.rawValue == code) }
    }

    @Test func theFlagTableWrapsLongSpellingsOntoTheirOwnLine() {
        let spec = CommandSpec(
            name: "demo", summary: "", usage: ["pyro demo"], description: "",
            flags: [
                Flag("a", value: "N", "short"), Flag("a-very-long-flag-name", value: "VALUE-WITH-WORDS", "long\nmore"),
            ])
        #expect(
            spec.help == """
                USAGE: pyro demo

                OPTIONS:
                  --a N                       short
                  --a-very-long-flag-name VALUE-WITH-WORDS
                                              long
                                              more
                """)
    }
}
