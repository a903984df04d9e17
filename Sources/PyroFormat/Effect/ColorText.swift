import PyroCore

/// Colours in effect files: Pyro's names (`red` is SwiftUI's red), CSS names, or `#RRGGBB[AA]`.
enum ColorText {
    /// Pyro's name for `color` when it has one, else `#RRGGBB` (opaque) or `#RRGGBBAA`.
    static func text(_ color: RGBAColor) -> String {
        if let named = RGBAColor.pyroNames.first(where: { $0.color == color }) { return named.name }
        let hex = color.hexString
        return color.alpha == 255 ? String(decoding: Array(hex.utf8.prefix(7)), as: UTF8.self) : hex
    }

    static func encode(_ color: RGBAColor) -> JSONValue { .string(text(color)) }

    static func decode(_ field: JSONField, _ what: String = "a colour") throws(EffectFileError) -> RGBAColor {
        let s = try field.string(what + " (a name or #RRGGBB[AA])")
        guard let color = RGBAColor(nameOrHex: s) else {
            let names = RGBAColor.pyroNames.map { $0.name } + RGBAColor.cssNames.map { $0.name }
            let hint = JSONField.hint(for: s, among: names)
            // Worded for every host: a web page reads this message too, where there is no `pyro` to run.
            throw field.error(
                "\(field.shownValue) is not a colour; \(hint)use a colour name (SwiftUI's or CSS's) "
                    + "or #RGB, #RRGGBB, #RRGGBBAA")
        }
        return color
    }
}
