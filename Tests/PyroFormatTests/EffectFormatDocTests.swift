import Foundation
import PyroCore
import Testing
@testable import PyroFormat

/// docs/EFFECT_FORMAT.md's key tables say what the codec's `KeyTable`s declare: the same keys in
/// the same order, each with its unit and allowed range in the type column and its default (or
/// "required") in the default column.
@Suite struct EffectFormatDocTests {
    /// One row of a documentation table: the keys it names (a row may name several), its type
    /// and default cells.
    struct Row {
        let keys: [String]
        let type: String
        let defaultText: String
    }

    static let doc: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/EFFECT_FORMAT.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The rows of the `| key | type | default | meaning |` table under `heading`.
    static func rows(under heading: String) -> [Row] {
        let lines = doc.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        var rows: [Row] = []
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            if line == "| key | type | default | meaning |" { inTable = true; continue }
            guard inTable else { continue }
            guard line.hasPrefix("|") else {
                if !rows.isEmpty { break }
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5, cells[1].hasPrefix("`") else { continue }
            let keys = cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            rows.append(Row(keys: keys, type: cells[2], defaultText: cells[3]))
        }
        return rows
    }

    /// The problems of `heading`'s table against `table`; empty when they agree.
    static func problems<Root>(_ heading: String, _ table: KeyTable<Root>) -> [String] {
        let rows = rows(under: heading)
        let documented = rows.flatMap { $0.keys }
        guard documented == table.names else {
            return ["\(heading) documents \(documented), the codec declares \(table.names)"]
        }
        let above = Self.rows(under: "## The document")
        var problems: [String] = []
        for key in table.keys {
            let row = rows.first { $0.keys.contains(key.name) }!
            let type = row.type == "as above" ? above.first { $0.keys.contains(key.name) }?.type ?? "" : row.type
            if let unit = key.unit, !type.contains(unit) {
                problems.append("\(key.name): the type \"\(type)\" does not name the unit \(unit)")
            }
            if let range = key.range, !type.contains(range), !type.contains(symmetric(range) ?? range) {
                problems.append("\(key.name): the type \"\(type)\" does not give the range \(range)")
            }
            let expected = key.missing != nil ? "required"
                : key.shownDefault ?? key.value(table.defaults).map(JSONWriter.compact) ?? "none"
            let shown = row.defaultText.replacingOccurrences(of: "`", with: "")
            if !(shown == expected || shown.hasPrefix(expected + " ")) {
                problems.append("\(key.name): the default is \"\(expected)\", the documentation says \"\(shown)\"")
            }
        }
        return problems
    }

    /// "±B" for a range "-B...B".
    static func symmetric(_ range: String) -> String? {
        let bounds = range.components(separatedBy: "...")
        guard bounds.count == 2, bounds[0] == "-" + bounds[1] else { return nil }
        return "±" + bounds[1]
    }

    @Test func theDocumentTableIsTheDefinitionsKeys() {
        #expect(Self.problems("## The document", DefinitionCodec.table) == [])
    }

    @Test func theEmitterTableIsTheEmittersKeys() {
        #expect(Self.problems("## Emitters", EmitterCodec.table) == [])
    }

    @Test func theLaunchMotionAndSpinTablesAreTheirKeys() {
        #expect(Self.problems("### Launch", EmitterCodec.launch) == [])
        #expect(Self.problems("### Motion", EmitterCodec.motion) == [])
        #expect(Self.problems("### Spin", EmitterCodec.spin) == [])
    }

    @Test func thePresetFileTableIsThePresetDocumentsKeys() {
        #expect(Self.problems("## Preset files", PresetDocumentCodec.table) == [])
    }

    /// The check can fail: a key the documentation lacks, a wrong range and a wrong default
    /// are each reported.
    @Test func aTableThatDisagreesIsReported() {
        let launch = EmitterCodec.launch
        let extra = KeyTable(what: launch.what, defaults: launch.defaults, keys: launch.keys + [
            EffectKey.float("wobble", "a wobble", 0...1, get: { $0.angle }, set: { $0.angle = $1 })])
        #expect(Self.problems("### Launch", extra).count == 1)
        let wrongRange = KeyTable(what: launch.what, defaults: launch.defaults, keys: launch.keys.map {
            $0.name == "speed" ? EffectKey.valueRange("speed", "", 0...5, get: { $0.speed }, set: { $0.speed = $1 })
                .required("") : $0
        })
        #expect(Self.problems("### Launch", wrongRange) == [
            "speed: the type \"range, points a second, ±1000000\" does not give the range 0...5"])
        var moved = LaunchConfiguration(speed: .constant(0))
        moved.angle = 1
        let wrongDefault = KeyTable(what: launch.what, defaults: moved, keys: launch.keys)
        #expect(Self.problems("### Launch", wrongDefault) == [
            "angle: the default is \"1\", the documentation says \"0\""])
    }
}
