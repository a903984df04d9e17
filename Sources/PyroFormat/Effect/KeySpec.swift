/// What a key is, whatever table it belongs to: its name, kind (with the allowed values), what
/// its value is in errors, whether a file must give it, and its unit as docs/EFFECT_FORMAT.md
/// names it.
struct KeySpec {
    /// The key as files spell it.
    let name: String
    let kind: KeyKind
    /// What the value is, as an error about it says ("a size factor", "points per second").
    let what: String
    /// What the key is, as the error for a file that leaves it out says; nil when it may be left out.
    let missing: String?
    /// The unit as the documentation's type column names it ("seconds"); nil for none.
    let unit: String?
    /// Whether the writer writes the key even when its value is the defaults' (a file's
    /// `version`, a preset file's `parameters`); required keys always are.
    var alwaysWritten = false

    /// Whether the writer leaves the key out when its value is the defaults'.
    var isLeftOutAtDefaults: Bool { missing == nil && !alwaysWritten }
}
