import Foundation
import PyroCore
import PyroFormat
import PyroText

/// Draws text sprites (an effect file's `"text"`, the `emoji` preset's emoji) through PyroText,
/// with font files named relative to `folder`, and remembers when a failure was the machine's
/// (no FreeType, no font of a family) rather than the file's, so that the command can exit 69
/// instead of 65.
final class TextDrawer {
    /// Where relative font paths start (the effect file's folder; nil: the working directory).
    let folder: URL?
    /// The last failure that installing something would fix.
    private(set) var unavailable: TextSpriteError?
    /// Font files read so far, by path: a colour emoji font is about 10 MB.
    private var fonts: [String: [UInt8]] = [:]

    init(folder: URL? = nil) {
        self.folder = folder
    }

    /// `source` drawn as particles draw it: tinted when the font gives a mask, in its own colours
    /// when it has them.
    func draw(_ source: TextSpriteSource) -> Result<ParticleShape, TextSpriteError> {
        do throws(TextSpriteError) {
            let path: String
            if let family = FontFamily(rawValue: source.font) {
                path = try family.locate()
            } else if !source.font.hasPrefix("/"), let folder {
                path = folder.appendingPathComponent(source.font).path
            } else {
                path = source.font
            }
            guard let data = fonts[path] ?? FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else {
                throw .unreadableFile(path: path)
            }
            fonts[path] = data
            return .success(try TextSprite(text: source.text, fontData: data, pixelSize: source.pixelSize).shape)
        } catch {
            switch error {
            case .freeTypeNotFound, .freeTypeIncomplete, .fontNotFound: unavailable = error
            default: break
            }
            return .failure(error)
        }
    }

    /// The reader's form of `draw(_:)`.
    var resource: (TextSpriteSource) -> Result<ParticleShape, SpriteLoadError> {
        { [self] source in draw(source).mapError { SpriteLoadError($0.description) } }
    }

    /// `definition` with its text drawn (unchanged when it has none).
    ///
    /// - Throws: `CommandFailure` naming `effect`: `.unavailable` (69) without FreeType or a
    ///   family's font, `.dataError` (65) for text that cannot be drawn.
    func drawing(_ definition: EffectDefinition, effect: String) throws(CommandFailure) -> EffectDefinition {
        guard !definition.textSources.isEmpty else { return definition }
        do {
            return try definition.drawingText { (source) throws(TextSpriteError) in try draw(source).get() }
        } catch {
            let status: ExitStatus = unavailable == nil ? .dataError : .unavailable
            throw CommandFailure(status, effect + ": " + error.description)
        }
    }
}
