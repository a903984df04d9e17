import Foundation
import PyroCodecs
import PyroCore
import PyroFormat

/// Effect files named on the command line (`pyro render fire.json`): read, checked, and turned
/// into one clear message when they cannot be used.
enum EffectFile {
    /// True when a positional names an effect file rather than a preset.
    static func isFile(_ word: String) -> Bool {
        word.lowercased().hasSuffix(".json")
    }

    /// The document in the file at `path`.
    ///
    /// Commands read a file twice when it has text: first with `drawingText` false, to check it
    /// with their other flags before any font is loaded, then drawn, for the work.
    ///
    /// - Parameter drawingText: Whether its text sprites are drawn through PyroText; when false
    ///   they keep their placeholder shapes (`EffectDefinition.hasUndrawnText`).
    /// - Throws: `CommandFailure` with `.noInput` (66) when the file cannot be read, `.dataError`
    ///   (65) naming the line, column, JSON path, value and what is allowed when it is not a
    ///   valid effect, `.unavailable` (69) when its text needs FreeType or a font family that is
    ///   not installed.
    static func read(_ path: String, drawingText: Bool = true) throws(CommandFailure) -> EffectDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw CommandFailure(.noInput, exists ? "cannot read '\(path)'" : "no such effect file: '\(path)'")
        }
        // Sprite files and fonts are named relative to the effect file.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let text = TextDrawer(folder: folder)
        let resources = EffectResources(
            loadImage: { name in loadPNG(name, folder: folder) },
            drawText: drawingText ? text.resource : nil)
        var document: EffectDocument
        do {
            document = try EffectDocument.read([UInt8](data), file: path, resources: resources)
        } catch {
            // No FreeType or no font of a family is the machine's, not the file's.
            throw CommandFailure(text.unavailable == nil ? .dataError : .unavailable, error.description)
        }
        // A preset whose pictures are text ({"preset": "emoji"}) is drawn here too.
        if drawingText, case .preset(var p) = document, case .defined(let d) = p.configuration, d.hasUndrawnText {
            p.configuration = .defined(try text.drawing(d, effect: path))
            document = .preset(p)
        }
        return document
    }

    /// True when `document` holds text not drawn yet (read with `drawingText` false).
    static func hasUndrawnText(_ document: EffectDocument) -> Bool {
        switch document {
        case .definition(let d): d.hasUndrawnText
        case .preset(let p): if case .defined(let d) = p.configuration { d.hasUndrawnText } else { false }
        }
    }

    /// The PNG file `name` (relative to `folder` unless absolute) as a sprite.
    static func loadPNG(_ name: String, folder: URL) -> Result<SpriteImage, SpriteLoadError> {
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
        guard let png = FileManager.default.contents(atPath: url.path) else {
            return .failure(SpriteLoadError("cannot read \(url.path)"))
        }
        let limit = SpriteImage.maximumDimension
        do {
            let image = try RGBAImage(pngData: [UInt8](png), maxPixelCount: limit * limit)
            guard let sprite = SpriteImage(width: image.width, height: image.height, straightRGBA: image.pixels) else {
                return .failure(
                    SpriteLoadError(
                        "\(image.width)x\(image.height) is too large; sprites are at most \(limit) pixels a side"))
            }
            return .success(sprite)
        } catch {
            return .failure(SpriteLoadError("not a PNG this reader takes: \(error)"))
        }
    }
}
