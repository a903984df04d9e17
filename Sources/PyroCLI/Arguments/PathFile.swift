import Foundation
import PyroCore

/// Reads a fuse path from a text file: one `x,y` point (canvas points) a line; blank lines and
/// lines starting with `#` are skipped.
enum PathFile {
    /// The most points a path file may hold.
    static let maximumPoints = 100_000

    static func read(_ path: String) throws(UsageError) -> [Vector2] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("--path-file: cannot read '\(path)'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw UsageError("--path-file: '\(path)' is not UTF-8 text")
        }
        return try parse(text, name: path)
    }

    static func parse(_ text: String, name: String) throws(UsageError) -> [Vector2] {
        var points: [Vector2] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            do {
                points.append(try ValueParsers.point(line, flag: "path-file"))
            } catch {
                throw UsageError("--path-file: \(name) line \(index + 1): '\(line)' is not x,y in points (finite numbers within ±1000000)")
            }
            guard points.count <= maximumPoints else {
                throw UsageError("--path-file: \(name) has more than \(maximumPoints) points")
            }
        }
        guard !points.isEmpty else { throw UsageError("--path-file: \(name) has no points") }
        return points
    }
}
