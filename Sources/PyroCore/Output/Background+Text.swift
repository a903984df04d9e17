extension Background {
    /// The background `text` spells, as `pyro render --background` and the web page's
    /// `background` option take it: `transparent` (or `clear`), a colour (a name, CSS's 148
    /// included, or `#RGB`, `#RRGGBB`, `#RRGGBBAA`), or `TOP-BOTTOM`, a vertical gradient between
    /// two colours; letters in any case. Nil when it is none of these.
    package init?(text: String) {
        let lowered = text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        if lowered.elementsEqual("transparent".utf8) || lowered.elementsEqual("clear".utf8) {
            self = .transparent
            return
        }
        let parts = lowered.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if parts.count == 2, let top = RGBAColor(nameOrHex: parts[0]), let bottom = RGBAColor(nameOrHex: parts[1]) {
            self = .verticalGradient(top: top, bottom: bottom)
        } else if parts.count == 1, let color = RGBAColor(nameOrHex: parts[0]) {
            self = .solid(color)
        } else {
            return nil
        }
    }
}
