import PyroCore
import PyroRaster

/// Parses `--background`: `transparent`, a colour (a name, CSS names included, `#RGB` or
/// `#RRGGBB[AA]`), or `TOP-BOTTOM`, a vertical gradient between two colours.
enum BackgroundParser {
    static func parse(_ text: String) throws(UsageError) -> Background {
        let lowered = text.lowercased()
        if lowered == "transparent" || lowered == "clear" { return .transparent }
        let parts = lowered.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let context = "--background: '\(text)'"
        switch parts.count {
        case 1:
            if let color = RGBAColor(nameOrHex: lowered) { return .solid(color) }
            if let hint = Suggestion.didYouMean(lowered, among: ["transparent"] + Suggestion.colorNames) {
                throw UsageError("--background: '\(text)' is not transparent or a colour; \(hint) (pyro help colors)")
            }
        case 2:
            // The gradient's bad end is named.
            return .verticalGradient(top: try Suggestion.color(parts[0], context: context),
                                     bottom: try Suggestion.color(parts[1], context: context))
        default:
            break
        }
        throw UsageError("--background: '\(text)' is not transparent, a colour (a name such as black or navy, "
            + "#RGB or #RRGGBB[AA]; pyro help colors) or TOP-BOTTOM (two colours for a vertical gradient)")
    }
}
