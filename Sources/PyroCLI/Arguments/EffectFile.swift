import Foundation
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
    /// - Throws: `CommandFailure` with `.noInput` (66) when the file cannot be read, `.dataError`
    ///   (65) naming the line, column, JSON path, value and what is allowed when it is not a
    ///   valid effect.
    static func read(_ path: String) throws(CommandFailure) -> EffectDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw CommandFailure(.noInput, exists ? "cannot read '\(path)'" : "no such effect file: '\(path)'")
        }
        do {
            return try EffectDocument.read([UInt8](data), file: path)
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
    }
}
