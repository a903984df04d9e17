import Foundation
import Testing

@testable import PyroCLI

/// Mistyped names on the command line get the closest name, as effect files do, instead of a
/// list; a name close to none still gets the list.
@Suite struct SuggestionCommandTests {
    static let gif = EffectFileCommandTests.temporary("never-written.gif")

    @Test(arguments: [
        (
            ["render", "confeti-burst", "-o", gif],
            "pyro render: unknown preset 'confeti-burst'; did you mean 'confetti-burst'? (pyro list shows every preset)"
        ),
        (
            ["render", "Confetti-Burst", "-o", gif],
            "pyro render: unknown preset 'Confetti-Burst'; did you mean 'confetti-burst'? (pyro list shows every preset)"
        ),
        (
            ["inspect", "fountian", "--at", "1"],
            "pyro inspect: unknown preset 'fountian'; did you mean 'fountain'? (pyro list shows every preset)"
        ),
        (
            ["list", "--params", "confeti"],
            "pyro list: --params: unknown preset 'confeti'; did you mean 'confetti'? (pyro list shows every preset)"
        ),
        (
            ["export", "fire-works"],
            "pyro export: unknown preset 'fire-works'; did you mean 'fireworks'? (pyro list shows every preset)"
        ),
        (
            ["play", "celebrat"],
            "pyro play: unknown scene 'celebrat'; did you mean 'celebrate'? (pyro help play lists the scenes)"
        ),
        (
            ["play", "Smoke"],
            "pyro play: unknown scene 'Smoke'; did you mean 'smoke'? (pyro help play lists the scenes)"
        ),
        (["rendr"], "pyro: unknown command 'rendr'; did you mean 'render'? (pyro --help)"),
        (["help", "colrs"], "pyro help: no help on 'colrs'; did you mean 'colors'?"),
        (
            ["render", "confetti", "--durtion", "3", "-o", gif],
            "pyro render: unknown option '--durtion'; did you mean '--duration'? (pyro help render)"
        ),
        (
            ["render", "confetti", "-o", gif, "--background", "red-blu"],
            "pyro render: --background: 'red-blu': 'blu' is not a colour; did you mean 'blue'? use a name "
                + "(pyro help colors), #RGB, #RRGGBB or #RRGGBBAA"
        ),
        (
            ["render", "confetti", "-o", gif, "--background", "transparnt"],
            "pyro render: --background: 'transparnt' is not transparent or a colour; did you mean 'transparent'? "
                + "(pyro help colors)"
        ),
        (
            ["inspect", "confetti-burst", "--at", "1", "--set", "colors=Gold,Navvy"],
            "pyro inspect: --set colors='Gold,Navvy': 'Navvy' is not a colour; did you mean 'navy'? use a name "
                + "(pyro help colors), #RGB, #RRGGBB or #RRGGBBAA"
        ),
    ])
    func aTypoGetsTheClosestName(_ arguments: [String], _ message: String) {
        let result = pyro(arguments)
        #expect(result.status == 64)
        #expect(result.errors == [message])
        #expect(!FileManager.default.fileExists(atPath: Self.gif))
    }

    @Test func aNameCloseToNoneGetsTheList() {
        let result = pyro("render", "sparkler", "-o", Self.gif)
        #expect(
            result.errors == [
                "pyro render: unknown preset 'sparkler'; presets: "
                    + PresetName.all + " (or an effect file, FILE.json)"
            ])
        let command = pyro("frobnicate")
        #expect(
            command.errors == [
                "pyro: unknown command 'frobnicate'; commands: list, render, inspect, play, export, "
                    + "bench, soak (pyro --help)"
            ])
    }

    @Test func shortHexColoursAreColours() {
        let result = pyro("inspect", "confetti-burst", "--at", "0.5", "--set", "count=6", "--set", "colors=#f00,#0fc")
        #expect(result.status == 0, "\(result.errors)")
        #expect(Set(result.output.compactMap { jsonObject($0)?["color"] as? String }) == ["#FF0000FF", "#00FFCCFF"])
    }
}
