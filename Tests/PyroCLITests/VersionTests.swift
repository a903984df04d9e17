import Foundation
import Testing

@testable import PyroCLI

/// The version is written once, in the repository's `VERSION`; everything that states it agrees.
@Suite struct VersionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func pyroPrintsTheVersionFile() throws {
        let version = try Self.text("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." })
        #expect(PyroCommand.version == version)
        #expect(pyro("--version").output == ["pyro \(version)"])
    }

    @Test func theReadmesDependencyLinesAndTheChangelogNameTheVersionFile() throws {
        let version = try Self.text("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
        let readme = try Self.text("README.md")
        let named = readme.components(separatedBy: "from: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(named.count == 2 && named.allSatisfy { $0 == version }, "\(named)")
        // The first release heading: changes not yet released come first, under "## Unreleased".
        let latest = try Self.text("CHANGELOG.md").split(separator: "\n").first {
            $0.hasPrefix("## ") && $0 != "## Unreleased"
        }
        #expect(latest?.hasPrefix("## \(version) ") == true, "\(latest ?? "no release heading")")
    }
}
