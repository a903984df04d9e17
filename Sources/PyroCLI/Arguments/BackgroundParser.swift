import PyroCore
import PyroRaster

/// Parses `--background`: `transparent`, a colour (a name, CSS names included, or `#RRGGBB[AA]`),
/// or `TOP-BOTTOM`, a vertical gradient between two colours.
enum BackgroundParser {
    static func parse(_ text: String) throws(UsageError) -> Background {
        let lowered = text.lowercased()
        if lowered == "transparent" || lowered == "clear" { return .transparent }
        let parts = lowered.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2, let top = color(String(parts[0])), let bottom = color(String(parts[1])) {
            return .verticalGradient(top: top, bottom: bottom)
        }
        if parts.count == 1, let c = color(lowered) { return .solid(c) }
        throw UsageError("--background: '\(text)' is not transparent, a colour (a name such as black or navy, "
            + "or #RRGGBB[AA]; pyro help colors) or TOP-BOTTOM (two colours for a vertical gradient)")
    }

    static func color(_ text: String) -> RGBAColor? { RGBAColor(nameOrHex: text) }
}
