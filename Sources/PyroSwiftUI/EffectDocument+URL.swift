#if canImport(SwiftUI)
    import PyroCore
    import PyroFormat
    import PyroSwiftUISupport
    import SwiftUI

    extension EffectDocument {
        /// Reads the effect file at `url`, the JSON `pyro render` and the web page play, as the
        /// SwiftUI views draw it: sprites' PNG files from the file's folder, text and emoji as
        /// `CanvasSymbol`s drawn with the system's fonts.
        ///
        /// - Throws: the file's read error, or `EffectFileError` naming the line, the key and what is
        ///   allowed.
        public static func read(contentsOf url: URL) throws -> EffectDocument {
            let bytes = Array(try Data(contentsOf: url))
            let folder = url.deletingLastPathComponent()
            let resources = EffectResources(
                loadImage: { name in
                    do {
                        let data = try Data(contentsOf: folder.appendingPathComponent(name))
                        return .success(try SpriteImage(pngData: Array(data)))
                    } catch {
                        return .failure(SpriteLoadError("\(name): \(error)"))
                    }
                },
                drawText: { source in .success(CanvasSymbol.text(source).shape) })
            let document = try read(bytes, file: url.lastPathComponent, resources: resources)
            guard case .preset(var preset) = document else { return document }
            preset.configuration = preset.configuration.drawingCanvasSymbols
            return .preset(preset)
        }
    }
#endif
