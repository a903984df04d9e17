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

    /// What a table declares of one key, with its default as the writer writes it ("none" for
    /// an unset option).
    struct Declared {
        let spec: KeySpec
        let defaultText: String
    }

    /// Collects a table's keys, visiting its defaults.
    struct Lister: KeyVisitor {
        var keys: [Declared] = []

        mutating func visit(_ spec: KeySpec, _ value: inout KeyValue?, defaults: KeyValue?) {
            keys.append(
                Declared(spec: spec, defaultText: defaults.map { JSONWriter.compact(spec.kind.write($0)) } ?? "none"))
        }

        mutating func visit<T: Equatable>(
            _ spec: KeySpec, _ value: inout T, defaults: T,
            read: (JSONField, EffectResources) throws(EffectFileError) -> T, write: (T) -> JSONValue?
        ) {
            keys.append(Declared(spec: spec, defaultText: write(defaults).map(JSONWriter.compact) ?? "none"))
        }
    }

    static func declared<T: KeyTable>(_ table: T.Type) -> [Declared] {
        var root = T.defaults
        var lister = Lister()
        T.keys(&root, T.defaults, &lister)
        return lister.keys
    }

    /// Defaults the documentation gives in words, or rounded, rather than as the writer's JSON,
    /// by heading and key.
    static let documentedDefaults = [
        "## Emitters launch": "no motion",
        "## Emitters motion": "none",
        "## Emitters spin": "none",
        "## Emitters subEmitters": "none",
        "### Launch spread": "6.283185",  // 2π
        "### Spin pivots": "none",
        "### Spin backFace": "the front",
        "## Preset files parameters": "the preset's defaults",
        "## Preset files canvasSize": "[800, 600]",
        "## Preset files background": "the preset's",
        "## Preset files duration": "the preset's",
        "## Preset files tellingMoment": "the preset's",
        "## Preset files firings": "the preset's default schedule",
        "## Preset files path": "a built-in curve",
    ]

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
            if line == "| key | type | default | meaning |" {
                inTable = true
                continue
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else {
                if !rows.isEmpty { break }
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5, cells[1].hasPrefix("`") else { continue }
            let keys = cells[1].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            }
            rows.append(Row(keys: keys, type: cells[2], defaultText: cells[3]))
        }
        return rows
    }

    /// The allowed values of `kind` as the documentation writes them ("0...1000"), nil for a
    /// kind without a range.
    static func rangeText(_ kind: KeyKind) -> String? {
        switch kind {
        case .float(let r), .range(let r), .vector(let r):
            JSONField.text(r.lowerBound) + "..." + JSONField.text(r.upperBound)
        case .double(let r): JSONField.text(r.lowerBound) + "..." + JSONField.text(r.upperBound)
        default: nil
        }
    }

    /// "±B" for a range "-B...B".
    static func symmetric(_ range: String) -> String? {
        let bounds = range.components(separatedBy: "...")
        guard bounds.count == 2, bounds[0] == "-" + bounds[1] else { return nil }
        return "±" + bounds[1]
    }

    /// The problems of `heading`'s table against `keys`; empty when they agree.
    static func problems(_ heading: String, _ keys: [Declared]) -> [String] {
        let rows = rows(under: heading)
        let documented = rows.flatMap { $0.keys }
        let names = keys.map { $0.spec.name }
        guard documented == names else { return ["\(heading) documents \(documented), the codec declares \(names)"] }
        var problems: [String] = []
        for key in keys {
            let spec = key.spec
            let name = spec.name
            let row = rows.first { $0.keys.contains(name) }!
            if let unit = spec.unit, !row.type.contains(unit) {
                problems.append("\(name): the type \"\(row.type)\" does not name the unit \(unit)")
            }
            if let range = rangeText(spec.kind), !row.type.contains(range),
                !row.type.contains(symmetric(range) ?? range)
            {
                problems.append("\(name): the type \"\(row.type)\" does not give the range \(range)")
            }
            let expected =
                spec.missing != nil ? "required" : documentedDefaults[heading + " " + name] ?? key.defaultText
            let shown = row.defaultText.replacingOccurrences(of: "`", with: "")
            if !(shown == expected || shown.hasPrefix(expected + " ")) {
                problems.append("\(name): the default is \"\(expected)\", the documentation says \"\(shown)\"")
            }
        }
        return problems
    }

    @Test func theEmitterTableIsTheEmittersKeys() {
        #expect(Self.problems("## Emitters", Self.declared(EmitterCodec.self)) == [])
    }

    @Test func theLaunchMotionAndSpinTablesAreTheirKeys() {
        #expect(Self.problems("### Launch", Self.declared(EmitterCodec.Launch.self)) == [])
        #expect(Self.problems("### Motion", Self.declared(EmitterCodec.Motion.self)) == [])
        #expect(Self.problems("### Spin", Self.declared(EmitterCodec.Spin.self)) == [])
    }

    @Test func theDocumentAndPresetFileTablesAreTheirKeys() {
        #expect(Self.problems("## The document", Self.declared(DefinitionCodec.self)) == [])
        #expect(Self.problems("## Preset files", Self.declared(PresetDocumentCodec.self)) == [])
    }

    /// The check can fail: a key the documentation lacks, a wrong range and a wrong default
    /// are each reported.
    @Test func aTableThatDisagreesIsReported() {
        let launch = Self.declared(EmitterCodec.Launch.self)
        let wobble = KeySpec(name: "wobble", kind: .float(0...1), what: "a wobble", missing: nil, unit: nil)
        #expect(Self.problems("### Launch", launch + [Declared(spec: wobble, defaultText: "0")]).count == 1)
        let wrongRange = launch.map { key in
            key.spec.name == "speed"
                ? Declared(
                    spec: KeySpec(name: "speed", kind: .range(0...5), what: "", missing: "", unit: nil),
                    defaultText: key.defaultText) : key
        }
        #expect(
            Self.problems("### Launch", wrongRange) == [
                "speed: the type \"range, points a second, ±1000000\" does not give the range 0...5"
            ])
        let wrongDefault = launch.map { key in
            key.spec.name == "angle" ? Declared(spec: key.spec, defaultText: "1") : key
        }
        #expect(
            Self.problems("### Launch", wrongDefault) == ["angle: the default is \"1\", the documentation says \"0\""])
    }
}
