import Foundation
import PyroCore

/// Reads a fuse path from a text file: one `x,y` point (canvas points) a line; blank lines and
/// lines starting with `#` are skipped. A file that cannot be read is a `UsageError` (the flag
/// names it); a line that is not a point is a `CommandFailure` with `.dataError`, naming the line.
enum PathFile {
    /// The most points a path file may hold.
    static let maximumPoints = 100_000

    static func read(_ path: String) throws -> [Vector2] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("--path-file: cannot read '\(path)'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure(.dataError, "--path-file: '\(path)' is not UTF-8 text")
        }
        return try parse(text, name: path)
    }

    static func parse(_ text: String, name: String) throws(CommandFailure) -> [Vector2] {
        var points: [Vector2] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            do {
                points.append(try ValueParsers.point(line, flag: "path-file"))
            } catch {
                throw CommandFailure(
                    .dataError,
                    "--path-file: \(name) line \(index + 1): '\(line)' is not x,y in points (finite numbers within ±1000000)"
                )
            }
            guard points.count <= maximumPoints else {
                throw CommandFailure(.dataError, "--path-file: \(name) has more than \(maximumPoints) points")
            }
        }
        guard !points.isEmpty else { throw CommandFailure(.dataError, "--path-file: \(name) has no points") }
        return points
    }
}
