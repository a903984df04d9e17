import Foundation
import Testing

@testable import PyroCLI

/// `--set NAME=VALUE` and `pyro list --params`, end to end.
@Suite struct ParameterCommandTests {
    @Test func setChangesCountColoursAndGravity() {
        let result = pyro(
            "inspect", "confetti-burst", "--at", "0.5", "--set", "count=7",
            "--set", "colors=navy,#00ffcc", "--set", "gravity=-100")
        #expect(result.status == 0, "\(result.errors)")
        let particles = result.output.compactMap(jsonObject)
        #expect(particles.count == 7)
        #expect(
            Set(particles.compactMap { $0["color"] as? String }.map { String($0.prefix(7)) })
                == ["#000080", "#00FFCC"])
        let plain = pyro("inspect", "confetti-burst", "--at", "0.5", "--set", "count=7")
        let lift = particles.compactMap { $0["y"] as? Double }.reduce(0, +)
        let fall = plain.output.compactMap(jsonObject).compactMap { $0["y"] as? Double }.reduce(0, +)
        #expect(lift < fall)  // gravity pulling up leaves the pieces higher (smaller y)
    }

    @Test(arguments: [
        (
            "gravty=1",
            "pyro inspect: --set: confetti-burst has no parameter 'gravty'; did you mean 'gravity'? "
                + "(pyro list --params confetti-burst)"
        ),
        (
            "wobble=1",
            "pyro inspect: --set: confetti-burst has no parameter 'wobble'; parameters: count, colors, gravity"
        ),
        ("count", "pyro inspect: --set: 'count' is not NAME=VALUE"),
        ("count=2.5", "pyro inspect: --set count='2.5': count takes a whole number in 0...100000"),
        ("count=100001", "pyro inspect: --set count='100001': count takes a whole number in 0...100000"),
        ("speed=9..1", "pyro inspect: --set speed='9..1': speed takes A..B (or one number) with A <= B"),
        ("colors=red,plaid", "pyro inspect: --set colors='red,plaid': 'plaid' is not a colour; use a name"),
        (
            "colors=red,blu",
            "pyro inspect: --set colors='red,blu': 'blu' is not a colour; did you mean 'blue'? "
                + "use a name (pyro help colors), #RGB, #RRGGBB or #RRGGBBAA"
        ),
        ("colors=red,", "pyro inspect: --set colors='red,': '' is not a colour; use a name"),
        ("origin=2,2", "pyro inspect: --set origin='2,2': origin takes X,Y as fractions of the canvas"),
        ("gravity=nan", "pyro inspect: --set gravity='nan': gravity takes a number in -10000...10000"),
    ])
    func badNamesAndValuesSayWhatIsAllowed(setting: String, message: String) {
        let result = pyro("inspect", "confetti-burst", "--at", "0.5", "--set", setting)
        #expect(result.status == 64)
        #expect(result.errors.count == 1 && result.errors[0].hasPrefix(message), "\(result.errors)")
    }

    @Test func listParamsShowsEveryDeclaredParameterWithItsDefault() {
        let result = pyro("list", "--params", "fountain")
        #expect(result.status == 0)
        #expect(result.output.count == 2 + 6)
        #expect(result.output[1].hasPrefix("NAME"))
        let rate = result.output.first { $0.hasPrefix("rate ") } ?? ""
        #expect(
            rate.split(separator: " ", omittingEmptySubsequences: true).prefix(4)
                == ["rate", "number", "400", "0...100000"], "\(rate)")
        #expect(result.output.contains { $0.hasPrefix("lifetime") && $0.contains("1.2..2") })
    }

    @Test func listParamsJSONIsMachineReadable() throws {
        let result = pyro("list", "--params", "confetti-burst", "--json")
        #expect(result.status == 0)
        let array =
            try JSONSerialization.jsonObject(with: Data(result.output.joined(separator: "\n").utf8)) as? [[String: Any]]
        let parameters = try #require(array)
        #expect(
            parameters.map { $0["name"] as? String } == [
                "count", "colors", "gravity", "drag", "speed", "fan-angle",
                "lifetime", "fade", "piece-width", "piece-height", "origin",
            ])
        let gravity = parameters[2]
        #expect(gravity["type"] as? String == "number" && gravity["default"] as? Double == 900)
        #expect(gravity["min"] as? Double == -10000 && gravity["max"] as? Double == 10000)
        #expect(parameters[4]["default"] as? [Double] == [500, 2400])
        #expect((parameters[1]["default"] as? [String])?.first == "#FF2D55FF")
    }

    @Test func listJSONNamesEveryPresetAndItsScene() throws {
        let result = pyro("list", "--json")
        #expect(result.status == 0)
        let array =
            try JSONSerialization.jsonObject(with: Data(result.output.joined(separator: "\n").utf8)) as? [[String: Any]]
        let presets = try #require(array)
        #expect(presets.count == 18)
        // canvas-confetti (the eighth) is the web's drop-in; `pyro play` has no scene for it.
        #expect(
            presets.map { $0["scene"] as? String } == [
                "fuse", "burst", "stars", "hearts", "confetti", "celebrate",
                "fountain", nil,
            ] + Array(repeating: "catalog", count: 10))
    }

    @Test func canvasConfettiTakesItsShapesAndFlatByName() throws {
        let result = pyro("list", "--params", "canvas-confetti", "--json")
        #expect(result.status == 0)
        let text = Data(result.output.joined(separator: "\n").utf8)
        let array = try JSONSerialization.jsonObject(with: text) as? [[String: Any]]
        let parameters = try #require(array)
        let shapes = try #require(parameters.first { $0["name"] as? String == "shapes" })
        #expect(shapes["type"] as? String == "names" && shapes["choices"] as? [String] == ["square", "circle", "star"])
        #expect(shapes["default"] as? [String] == ["square", "circle"])
        let flat = try #require(parameters.first { $0["name"] as? String == "flat" })
        #expect(flat["type"] as? String == "flag" && flat["default"] as? Bool == false)
        let refused = pyro("render", "canvas-confetti", "-o", "/tmp/pyro-never.png", "--set", "shapes=square,heart")
        #expect(refused.status == 64)
        #expect(
            refused.errors.first == "pyro render: --set shapes='square,heart': shapes takes 1...64 names separated "
                + "by commas, each one of square, circle, star (piece shapes, picked at random)")
        let misspelt = pyro("render", "canvas-confetti", "-o", "/tmp/pyro-never.png", "--set", "shapes=circle,sqare")
        #expect(misspelt.status == 64)
        #expect(
            misspelt.errors.first == "pyro render: --set shapes='circle,sqare': 'sqare' is not one of square, "
                + "circle, star; did you mean 'square'?")
    }

    @Test func backgroundsTakeCSSNames() {
        #expect(
            pyro("render", "confetti", "-o", "/nonexistent-pyro/x.png", "--background", "navy-gold").errors.first?
                .contains("folder") == true)
        #expect(
            pyro("render", "confetti", "-o", "/nonexistent-pyro/x.png", "--background", "navvy").errors.first?
                .contains("--background") == true)
    }
}

/// `--set origin` moves where a preset fires from, even where its default schedule names points.
@Suite struct ConfiguredOriginTests {
    @Test func aConfiguredOriginReplacesTheDefaultSchedulesPoints() {
        // particle-burst's default schedule fires twice from its own two points; a configured
        // origin fires once from there instead (y 0.1 of 600 points: near the top).
        let result = pyro("inspect", "particle-burst", "--at", "0.01", "--set", "origin=0.5,0.1")
        #expect(result.status == 0, "\(result.errors)")
        let ys = result.output.compactMap(jsonObject).compactMap { $0["y"] as? Double }
        #expect(ys.count == 100)
        #expect(ys.allSatisfy { abs($0 - 60) < 5 })
    }
}

@Suite struct CatalogParameterTests {
    @Test func aCatalogPresetListsItsParameters() {
        let table = ListCommand.parametersTable(.smoke).split(separator: "\n").map(String.init)
        #expect(table.count == 2 + 9)
        #expect(
            table[2].split(separator: " ", omittingEmptySubsequences: true).prefix(4)
                == ["rate", "number", "48", "0...100000"], "\(table[2])")
    }

    /// A catalog preset's schedule has no points, so moving its origin keeps its firing times:
    /// sparks still fire five sprays from -1.4 s, now from the left edge.
    @Test func aConfiguredCatalogOriginKeepsTheFiringTimes() {
        let moved = pyro("inspect", "sparks", "--at", "0.3", "--set", "origin=0.1,0.72")
        let plain = pyro("inspect", "sparks", "--at", "0.3")
        #expect(moved.status == 0 && plain.status == 0, "\(moved.errors)")
        let movedXs = moved.output.compactMap(jsonObject).compactMap { $0["x"] as? Double }
        let plainXs = plain.output.compactMap(jsonObject).compactMap { $0["x"] as? Double }
        #expect(movedXs.count == plainXs.count && movedXs.count > 80)
        // 0.52 of an 800-point canvas further left, to the float.
        #expect(zip(movedXs, plainXs).allSatisfy { abs($1 - $0 - 416) < 0.01 })
    }

    @Test func exportHonoursSetForACatalogPreset() throws {
        let result = pyro("export", "rain", "--set", "rate=90", "--set", "colors=red")
        #expect(result.status == 0, "\(result.errors)")
        let text = result.output.joined(separator: "\n")
        #expect(text.contains("\"rate\": 90"))
        #expect(text.contains("\"colors\": [\"red\"]"), "\(text)")
    }
}
