import PyroCore
import Testing

@testable import PyroFormat

/// Random and mutated files never crash or hang the reader: every input gives a value or an
/// error, and whatever reads as an effect can be built and drawn.
@Suite struct ReaderFuzzTests {
    static let seeds: [String] = Preset.allCases.map { EffectDocument.exported($0).text } + [EffectFileErrorTests.good]

    static func mutate(_ text: String, _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = Array(text.utf8)
        let pieces: [[UInt8]] = [
            "{", "}", "[", "]", ",", ":", "\"", "-", "1e999", "0", "null", "true", "\\u", "é", "\u{0}",
            "-0.0", "1e-400", "\"rate\"", "\"burst\"", "99999999999999999999", "{\"d\": \"M 0 0 Q\"}",
        ].map { Array($0.utf8) }
        for _ in 0..<(1 + rng.nextIndex(below: 2)) where !bytes.isEmpty {
            let at = rng.nextIndex(below: bytes.count)
            switch rng.nextIndex(below: 4) {
            case 0: bytes.remove(at: at)
            case 1: bytes.insert(contentsOf: pieces[rng.nextIndex(below: pieces.count)], at: at)
            case 2: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
            default:
                let end = min(bytes.count, at + rng.nextIndex(below: 40))
                bytes.replaceSubrange(at..<end, with: pieces[rng.nextIndex(below: pieces.count)])
            }
        }
        return bytes
    }

    @Test func mutatedFilesGiveAnEffectOrAnError() {
        var rng = SplitMix64(seed: 0xF11E)
        var readable = 0
        for round in 0..<600 {
            let bytes = Self.mutate(Self.seeds[round % Self.seeds.count], &rng)
            guard let document = try? EffectDocument.read(bytes) else { continue }
            readable += 1
            // What reads must draw.
            if var effect = try? document.makeEffect(seed: 1, canvasSize: Size(width: 100, height: 80)) {
                _ = effect.displayList(at: 0.5)
            }
            #expect((try? EffectDocument.read(document.text)) == document, "round \(round)")
        }
        #expect(readable > 10)
    }

    /// The emoji preset's file, mutated and read with a text drawer that draws some texts and
    /// refuses others: every input gives a value or an error, and text read is text written.
    @Test func mutatedTextSpritesGiveAnEffectOrAnError() {
        let picture = SpriteImage(
            width: 2, height: 2, premultipliedPixels: [0xFF00_00FF, 0, 0x8080_8080, 0xFFFF_FFFF])!
        let resources = EffectResources(drawText: { source in
            // The preset's emoji are all outside ASCII: a mutation that puts ASCII in a text is refused.
            source.text.utf8.allSatisfy { $0 >= 0x80 }
                ? .success(.sprite(picture, tinted: false)) : .failure(SpriteLoadError("refused"))
        })
        let seed = EffectDocument.exported(.emoji).text
        var rng = SplitMix64(seed: 0x7E47)
        var readable = 0
        for round in 0..<200 {
            let bytes = Self.mutate(seed, &rng)
            guard case .definition(let d)? = try? EffectDocument.read(bytes, resources: resources) else { continue }
            readable += 1
            var effect = DefinedEffect(d, seed: 1, canvasSize: Size(width: 100, height: 80))
            effect.trigger(at: 0, origin: nil)
            _ = effect.displayList(at: 0.5)
            #expect(!d.hasUndrawnText, "round \(round)")
            guard case .definition(let again)? = try? EffectDocument.read(EffectDocument.definition(d).text) else {
                Issue.record("round \(round): what was read does not read back")
                continue
            }
            #expect(again.textSources == d.textSources, "round \(round)")
        }
        #expect(readable > 10)
    }

    @Test func randomBytesAndDeepNestingGiveErrorsNotCrashes() {
        var rng = SplitMix64(seed: 0xB17E5)
        for _ in 0..<300 {
            let bytes = (0..<rng.nextIndex(below: 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            _ = try? JSONReader.read(bytes)
        }
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.read(deep) }
        let long = "[" + String(repeating: "1", count: 50_000) + "e-49990]"
        guard case .array(let items)? = (try? JSONReader.read(long))?.kind, case .number(let n) = items[0].kind else {
            Issue.record("a long number should read")
            return
        }
        #expect(n.double == 1111111111.1111111)
    }

    @Test func textReadsBackAsTheSameValue() throws {
        let text = "{\"a\": [1, -0, 2.5e-3, \"x\\\"\\u00e9\\ud83d\\ude00\\n\", true, null, {}], \"b\": {\"c\": []}}"
        let value = try JSONReader.read(text)
        #expect(try JSONReader.read(JSONWriter().text(value)) == value)
        #expect(try JSONReader.read(JSONWriter.compact(value)) == value)
    }
}
