import PyroCore
import PyroRaster

/// Parses `--background`: `transparent`, a colour (a name, CSS names included, or `#RRGGBB[AA]`),
/// or `TOP-BOTTOM`, a vertical gradient between two colours.
enum BackgroundParser {
    static func parse(_ text: String) throws(UsageError) -> Background {
        if let background = Background(text: text) { return background }
        throw UsageError("--background: '\(text)' is not transparent, a colour (a name such as black or navy, "
            + "or #RRGGBB[AA]; pyro help colors) or TOP-BOTTOM (two colours for a vertical gradient)")
    }
}
