import Foundation
import PyroCore
import Testing

@testable import PyroFormat

/// A bad file gets one message naming the file, line and column, the JSON path, the value and
/// what is allowed.
@Suite struct EffectFileErrorTests {
    static let good = """
        {
          "name": "sparks",
          "emitters": [
            {"name": "a", "emission": {"burst": 10}, "origin": {"unit": [0.5, 0.5]}, "lifetime": 1,
             "shapes": [{"shape": "circle", "size": 4}], "colors": ["red"]},
            {"name": "b", "emission": {"rate": 10}, "origin": {"unit": [0.5, 0.5]}, "lifetime": {"min": 1, "max": 2},
             "shapes": [{"shape": "circle", "size": 4}], "colors": ["red"]}
          ],
          "onTrigger": [{"burst": "a"}, {"start": "b"}]
        }
        """

    static func message(_ text: String) -> String {
        do {
            _ = try EffectDocument.read(text, file: "fx.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    static func replacing(_ old: String, _ new: String) -> String {
        good.replacingOccurrences(of: old, with: new)
    }

    @Test func theGoodFileReads() throws {
        guard case .definition(let d) = try EffectDocument.read(Self.good) else {
            Issue.record("not a definition")
            return
        }
        #expect(d.emitters.map(\.name) == ["a", "b"] && d.emitters[1].lifetime == ValueRange(1, 2))
    }

    @Test func aValueOutOfRangeNamesItsLineColumnPathValueAndRange() {
        #expect(
            Self.message(Self.replacing("\"min\": 1, \"max\": 2", "\"min\": -2, \"max\": 2"))
                == "fx.json:6:97: emitters[1].lifetime.min: -2 is not allowed: seconds a particle lives, 0.001...86400")
    }

    @Test func unknownKeysAreRefusedWithASuggestion() {
        #expect(
            Self.message(Self.replacing("\"lifetime\": 1,", "\"lifetme\": 1,"))
                .hasPrefix("fx.json:4:78: emitters[0].lifetme: unknown key \"lifetme\"; did you mean \"lifetime\"?"))
    }

    @Test func actionsMustNameAnEmitterOfTheRightKind() {
        #expect(
            Self.message(Self.replacing("{\"burst\": \"a\"}", "{\"burst\": \"c\"}"))
                == "fx.json:9:27: onTrigger[0].burst: no emitter is called \"c\"; did you mean \"a\"? emitters: \"a\", \"b\""
        )
        #expect(
            Self.message(Self.replacing("{\"start\": \"b\"}", "{\"start\": \"a\"}"))
                .hasPrefix("fx.json:9:43: onTrigger[1].start: \"a\" emits bursts; use {\"burst\": \"a\"}"))
    }

    @Test func emitterNamesMustBeUnique() {
        #expect(
            Self.message(Self.replacing("{\"name\": \"b\"", "{\"name\": \"a\""))
                .hasPrefix("fx.json:6:14: emitters[1].name: the name \"a\" is used by an earlier emitter"))
    }

    @Test func anEmitterShapeTakesOneKindAndOnlyItsOwnParameters() {
        let twoKinds = Self.replacing(
            "\"colors\": [\"red\"]},\n",
            "\"colors\": [\"red\"], \"emitterShape\": {\"ellipse\": [4, 4], \"ring\": [4, 4]}},\n")
        #expect(Self.message(twoKinds).contains("emitters[0].emitterShape: an emitter shape has exactly one of"))
        let strayInner = Self.replacing(
            "\"colors\": [\"red\"]},\n",
            "\"colors\": [\"red\"], \"emitterShape\": {\"ellipse\": [4, 4], \"inner\": 0.5}},\n")
        #expect(
            Self.message(strayInner).contains("emitters[0].emitterShape: \"inner\" belongs to a \"ring\" emitter shape")
        )
        let negative = Self.replacing(
            "\"colors\": [\"red\"]},\n", "\"colors\": [\"red\"], \"emitterShape\": {\"rectangle\": [-4, 4]}},\n")
        #expect(Self.message(negative).contains("emitters[0].emitterShape.rectangle"))
        let ring = Self.replacing(
            "\"colors\": [\"red\"]},\n",
            "\"colors\": [\"red\"], \"emitterShape\": {\"ring\": [4, 4], \"inner\": 0.5}},\n")
        #expect(Self.message(ring) == "no error")
    }

    @Test func subEmittersMustNameAnEmitterAndFormNoCycle() {
        let unknown = Self.replacing(
            "\"colors\": [\"red\"]},\n",
            "\"colors\": [\"red\"], \"subEmitters\": [{\"child\": \"bb\", \"event\": \"death\", \"count\": 3}]},\n")
        #expect(
            Self.message(unknown).contains(
                "emitters[0].subEmitters[0].child: no emitter is called \"bb\"; did you mean \"b\"?"))
        let cycle = Self.replacing(
            "\"colors\": [\"red\"]},\n",
            "\"colors\": [\"red\"], \"subEmitters\": [{\"child\": \"a\", \"event\": \"death\", \"count\": 3}]},\n")
        #expect(Self.message(cycle).contains("emitters[0].subEmitters[0]: \"a\" leads back to \"a\""))
    }

    @Test func syntaxErrorsNameTheirPlace() {
        #expect(
            Self.message("{\"name\": \"x\",\n  \"emitters\": [1, 2,]}")
                == "fx.json:2:21: not JSON: trailing comma before ']'")
        #expect(Self.message("") == "fx.json:1:1: not JSON: expected a value, found end of file")
        #expect(Self.message("[1]") == "fx.json:1:1: expected an effect (a JSON object), found an array")
    }

    @Test func wrongKindsAndColoursSayWhatIsExpected() {
        #expect(
            Self.message(
                Self.replacing(
                    "\"colors\": [\"red\"]},\n    {\"name\": \"b\"", "\"colors\": [\"rde\"]},\n    {\"name\": \"b\"")
            )
            .hasSuffix(
                "emitters[0].colors[0]: \"rde\" is not a colour; did you mean \"red\"? "
                    + "use a colour name (SwiftUI's or CSS's) or #RGB, #RRGGBB, #RRGGBBAA"))
        #expect(
            Self.message(Self.replacing("\"burst\": 10", "\"burst\": \"ten\""))
                .hasSuffix("emitters[0].emission.burst: expected particles a burst (a number), found a string \"ten\""))
        #expect(
            Self.message(Self.replacing("\"burst\": 10", "\"burst\": 2.5"))
                .hasSuffix(
                    "emitters[0].emission.burst: 2.5 is not allowed: particles a burst, a whole number 0...1000000"))
    }

    @Test func presetFilesCheckTheirParametersAsSetDoes() {
        #expect(
            Self.message("{\"preset\": \"confetti\", \"parameters\": {\"count\": -1}}")
                == "fx.json:1:48: parameters.count: -1 is not allowed: squares, a whole number 0...100000")
        #expect(Self.message("{\"preset\": \"confeti\"}").contains("did you mean \"confetti\"?"))
        #expect(
            Self.message("{\"preset\": \"confetti\", \"parameters\": {\"colour\": \"red\"}}").contains(
                "did you mean \"colors\"?"))
    }

    /// A preset file's firings and fuse keys belong to the presets that use them, and firings
    /// with points come first.
    @Test func presetFilesCheckTheirScheduleAgainstThePreset() {
        #expect(
            Self.message("{\"preset\": \"star-burst\", \"firings\": [{\"time\": 0}, {\"time\": 1, \"point\": [1, 2]}]}")
                == "fx.json:1:38: firings[0]: a firing without a point before one with a point: give the points to "
                + "the first firings")
        #expect(
            Self.message("{\"preset\": \"fuse-firework\", \"firings\": [{\"time\": 0}]}")
                == "fx.json:1:40: firings: fuse-firework fires when its fuse burns down; use \"path\" and \"lightAt\"")
        #expect(
            Self.message("{\"preset\": \"confetti\", \"path\": [[0, 0]]}")
                == "fx.json:1:32: path: only fuse-firework has a fuse; confetti does not")
        #expect(
            Self.message("{\"preset\": \"confetti\", \"lightAt\": 1}")
                == "fx.json:1:35: lightAt: only fuse-firework is lit; confetti is not")
    }
}
