import PyroCore

/// "did you mean ...?" for names given on the command line: the closest allowed name by edit
/// distance (`NameSuggestion`, which effect files use too), in the quotes `pyro`'s messages use.
enum Suggestion {
    /// `did you mean 'name'?` for the name in `names` closest to `word`, or nil when none is close.
    static func didYouMean(_ word: String, among names: [String]) -> String? {
        NameSuggestion.closest(to: word, among: names).map { "did you mean '\($0)'?" }
    }

    /// Every colour name `RGBAColor(nameOrHex:)` takes: Pyro's, then CSS's.
    static let colorNames = RGBAColor.pyroNames.map(\.name) + RGBAColor.cssNames.map(\.name)

    /// The colour `text` names (a name in any case or `#RGB`, `#RRGGBB`, `#RRGGBBAA`).
    ///
    /// - Throws: `UsageError` starting with `context`, naming `text` and the closest colour name.
    static func color(_ text: String, context: String) throws(UsageError) -> RGBAColor {
        if let color = RGBAColor(nameOrHex: text) { return color }
        let hint = didYouMean(text, among: colorNames).map { " " + $0 } ?? ""
        throw UsageError(
            "\(context): '\(text)' is not a colour;\(hint) use a name (pyro help colors), "
                + "#RGB, #RRGGBB or #RRGGBBAA")
    }
}
