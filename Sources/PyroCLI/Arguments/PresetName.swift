import PyroCore

/// A preset named on the command line, looked up exactly, with the closest name suggested when
/// there is none of that name.
enum PresetName {
    /// Every preset's name, in `pyro list`'s order.
    static var all: String { Preset.allCases.map(\.rawValue).joined(separator: ", ") }

    /// The preset called `name`.
    ///
    /// - Parameters:
    ///   - context: What the message starts with (`pyro render`, `--params`).
    ///   - filesToo: Whether an effect file would do instead, which the message then mentions.
    /// - Throws: `UsageError` naming `name` and the closest preset, or listing them all when none
    ///   is close.
    static func preset(_ name: String, context: String, filesToo: Bool = false) throws(UsageError) -> Preset {
        if let preset = Preset(rawValue: name) { return preset }
        let file = filesToo ? " (or an effect file, FILE.json)" : ""
        if let hint = Suggestion.didYouMean(name, among: Preset.allCases.map(\.rawValue)) {
            throw UsageError("\(context): unknown preset '\(name)'; \(hint) (pyro list shows every preset)")
        }
        throw UsageError("\(context): unknown preset '\(name)'; presets: \(all)\(file)")
    }
}
