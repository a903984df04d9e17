import Foundation
import Testing

@testable import PyroCLI

/// Effect files on the command line: `pyro export`, and `render`/`inspect` taking FILE.json.
@Suite struct EffectFileCommandTests {
    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("pyro-effect-\(UUID().uuidString)-\(name)").path
    }

    static func write(_ text: String) throws -> String {
        let path = temporary("effect.json")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func exportWritesAFileThatInspectsLikeThePreset() throws {
        let exported = pyro("export", "confetti-burst", "--set", "count=12")
        #expect(exported.status == 0 && exported.output.count == 1)
        let path = try Self.write(exported.output[0])
        let fromFile = pyro("inspect", path, "--at", "0.3")
        let fromPreset = pyro("inspect", "confetti-burst", "--set", "count=12", "--at", "0.3")
        #expect(fromFile.status == 0 && fromFile.output.count == 12)
        #expect(fromFile.output == fromPreset.output)
    }

    @Test func aBadFileExits65WithOneLineAndWritesNothing() throws {
        let path = try Self.write("{\"name\": \"x\", \"emitters\": [], \"onTrigger\": []}")
        let out = Self.temporary("out.png")
        let result = pyro("render", path, "-o", out)
        #expect(result.status == 65)
        #expect(result.errors == ["pyro render: \(path):1:27: emitters: 0 emitters: an effect takes 1...1000"])
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(pyro("render", Self.temporary("missing.json"), "-o", out).status == 66)
    }

    @Test func fireAtAndOriginReplaceAFilesFirings() throws {
        let text = """
            {"name": "dots", "onTrigger": [{"burst": "dots"}], "firings": [{"time": 0}, {"time": 1}],
             "emitters": [{"name": "dots", "emission": {"burst": 3}, "origin": {"unit": [0.5, 0.5]}, "lifetime": 5,
                           "shapes": [{"shape": "circle", "size": 2}], "colors": ["red"]}]}
            """
        let path = try Self.write(text)
        #expect(pyro("inspect", path, "--at", "1.5").output.count == 6)
        let moved = pyro("inspect", path, "--at", "0.5", "--fire-at", "0.25", "--origin", "10,20")
        #expect(moved.output.count == 3 && moved.output.allSatisfy { $0.contains("\"x\":10.0,\"y\":20.0") })
        let refused = pyro("render", path, "-o", Self.temporary("x.png"), "--set", "count=3")
        #expect(refused.status == 64 && refused.errors[0].contains("change its values in the file"))
    }

    @Test func aPresetFileTakesSetOnTopOfItsParameters() throws {
        let path = try Self.write("{\"preset\": \"fountain\", \"parameters\": {\"rate\": 10}}")
        #expect(pyro("inspect", path, "--at", "1").output.count == 11)  // births at 0, 0.1, ... 1
        #expect(pyro("inspect", path, "--at", "1", "--set", "rate=20").output.count == 21)
    }
}
