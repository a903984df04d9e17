import PyroCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The font families text sprites may name instead of a file (`TextSpriteSource.families`),
/// found at the places the usual packages install them.
public enum FontFamily: String, CaseIterable, Sendable {
    /// Colour emoji: Noto Color Emoji (Debian and Ubuntu: fonts-noto-color-emoji), Apple Color
    /// Emoji on macOS.
    case emoji
    /// A sans-serif outline font: DejaVu Sans (fonts-dejavu-core), or Helvetica on macOS.
    case sans
    /// A serif outline font: DejaVu Serif, or Times on macOS.
    case serif
    /// A monospaced outline font: DejaVu Sans Mono, or Menlo on macOS.
    case mono

    /// The environment variable that names this family's font file in place of the usual
    /// places, such as `PYRO_FONT_EMOJI`. Naming a file that does not exist hides the family,
    /// as on a machine without it (CI's bare-machine test run does this).
    public var environmentVariable: String { "PYRO_FONT_" + rawValue.uppercased() }

    /// The files looked for, in order: the environment variable's file alone when it is set,
    /// else the usual places on Linux distributions and macOS.
    public var candidates: [String] {
        candidates(override: getenv(environmentVariable).map { String(cString: $0) })
    }

    /// `override` alone when it is a path (not nil or empty), else the usual places.
    func candidates(override: String?) -> [String] {
        if let override, !override.isEmpty { return [override] }
        var paths: [String] = []
        switch self {
        case .emoji:
            paths += [
                "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "/usr/share/fonts/noto/NotoColorEmoji.ttf",
                "/usr/share/fonts/google-noto-color-emoji-fonts/NotoColorEmoji.ttf",
                "/System/Library/Fonts/Apple Color Emoji.ttc",
            ]
        case .sans:
            paths += [
                "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
                "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf", "/System/Library/Fonts/Helvetica.ttc",
            ]
        case .serif:
            paths += [
                "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/TTF/DejaVuSerif.ttf",
                "/usr/share/fonts/dejavu-serif-fonts/DejaVuSerif.ttf", "/System/Library/Fonts/Times.ttc",
            ]
        case .mono:
            paths += [
                "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
                "/usr/share/fonts/dejavu-sans-mono-fonts/DejaVuSansMono.ttf", "/System/Library/Fonts/Menlo.ttc",
            ]
        }
        return paths
    }

    /// What installs the family's usual font, for messages.
    var installHint: String {
        switch self {
        case .emoji: "Debian and Ubuntu: apt-get install fonts-noto-color-emoji"
        case .sans, .serif, .mono: "Debian and Ubuntu: apt-get install fonts-dejavu-core"
        }
    }

    /// The first candidate that can be read.
    ///
    /// - Throws: `TextSpriteError.fontNotFound` listing every candidate.
    public func locate() throws(TextSpriteError) -> String {
        let tried = candidates
        for path in tried where access(path, R_OK) == 0 { return path }
        throw .fontNotFound(family: rawValue, tried: tried, install: installHint + ", or set " + environmentVariable)
    }
}
