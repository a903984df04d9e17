import PyroCore

/// Why text could not be turned into a sprite.
public enum TextSpriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// FreeType could not be loaded from any of the file names `tried`; `reason` is the
    /// loader's last message.
    case freeTypeNotFound(tried: [String], reason: String)
    /// A library opened but lacks a FreeType function PyroText calls.
    case freeTypeIncomplete(library: String, symbol: String)
    /// No file of the font family `family` (`FontFamily`) is installed: every path in `tried`
    /// is missing; `install` says what provides one.
    case fontNotFound(family: String, tried: [String], install: String)
    /// The font file could not be read from `path`.
    case unreadableFile(path: String)
    /// FreeType refused the font (`code` is FreeType's error number).
    case unusableFont(code: Int32)
    /// The pixel size is outside 1...`TextSprite.maximumPixelSize`.
    case invalidPixelSize(Int)
    /// The text draws nothing: it is empty, white space, or its characters have no ink.
    case nothingToDraw
    /// The rendered text is wider or taller than `SpriteImage.maximumDimension` pixels.
    case tooLarge(width: Int, height: Int)
    /// FreeType failed in `call` with error number `code`.
    case freeTypeFailed(call: String, code: Int32)

    /// One line for people, naming what was looked for or what was wrong.
    public var description: String {
        switch self {
        case .freeTypeNotFound(let tried, let reason):
            return "FreeType not found (looked for " + tried.joined(separator: ", ") + "): " + reason
                + "; install it (Debian and Ubuntu: apt-get install libfreetype6; macOS: brew install freetype)"
                + " or name the library in PYRO_FREETYPE_LIBRARY"
        case .freeTypeIncomplete(let library, let symbol):
            return library + " has no " + symbol + "; FreeType 2.10 or newer is needed"
        case .fontNotFound(let family, let tried, let install):
            return "no \"" + family + "\" font found (looked for " + tried.joined(separator: ", ") + "); " + install
        case .unreadableFile(let path):
            return "cannot read the font file " + path
        case .unusableFont(let code):
            return "FreeType cannot use this font (error " + String(code)
                + "); give a TrueType, OpenType or colour-emoji font file"
        case .invalidPixelSize(let size):
            return "pixel size " + String(size) + " is outside 1..." + String(TextSprite.maximumPixelSize)
        case .nothingToDraw:
            return "the text draws nothing (empty, spaces, or characters without ink)"
        case .tooLarge(let width, let height):
            return "the text renders " + String(width) + "x" + String(height) + " pixels; sprites are at most "
                + String(SpriteImage.maximumDimension) + " a side"
        case .freeTypeFailed(let call, let code):
            return "FreeType's " + call + " failed with error " + String(code)
        }
    }
}
