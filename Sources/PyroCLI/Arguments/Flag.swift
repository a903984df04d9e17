/// One flag a command takes, declared once: the parser reads it and the help prints it.
struct Flag: Sendable {
    /// The long name, without dashes (`size` for `--size`).
    let name: String
    /// A one-letter alias (`o` for `-o`), if any.
    let short: Character?
    /// How the value is written in help (`WxH`), or nil for a switch that takes none.
    let value: String?
    /// What the flag does, its default and allowed values; new lines continue it in help.
    let help: String
    /// True when the flag may be given more than once (`--set`); otherwise a second one is refused.
    let repeats: Bool

    init(_ name: String, short: Character? = nil, value: String? = nil, repeats: Bool = false, _ help: String) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
        self.repeats = repeats
    }

    /// True for a flag that takes no value.
    var isSwitch: Bool { value == nil }

    /// How help shows the flag: `-o, --output FILE`.
    var spelling: String {
        let long = "--\(name)" + (value.map { " " + $0 } ?? "")
        return short.map { "-\($0), " + long } ?? long
    }
}
