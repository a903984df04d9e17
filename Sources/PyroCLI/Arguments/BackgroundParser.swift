import PyroCore
import PyroRaster

/// Parses `--background`: `transparent`, a colour (a name, CSS names included, `#RGB` or
/// `#RRGGBB[AA]`), or `TOP-BOTTOM`, a vertical gradient between two colours.
enum BackgroundParser {
    static func parse(_ text: String) throws(UsageError) -> Background {
        if let background = Background(text: text) { return background }
        // Not a background: name the nearest one, or the bad end of a gradient.
        let lowered = text.lowercased()
        let parts = lowered.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let context = "--background: '\(text)'"
        switch parts.count {
        case 1:
            if let hint = Suggestion.didYouMean(lowered, among: ["transparent"] + Suggestion.colorNames) {
                throw UsageError("--background: '\(text)' is not transparent or a colour; \(hint) (pyro help colors)")
            }
        case 2:
            _ = try Suggestion.color(parts[0], context: context)
            _ = try Suggestion.color(parts[1], context: context)
        default:
            break
        }
        throw UsageError(
            "--background: '\(text)' is not transparent, a colour (a name such as black or navy, "
                + "#RGB or #RRGGBB[AA]; pyro help colors) or TOP-BOTTOM (two colours for a vertical gradient)")
    }
}
