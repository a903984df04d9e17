import Foundation
import PyroBench
import PyroCore
import Testing

@testable import PyroCLI

@Suite struct InspectCommandTests {
    @Test func printsOneJSONObjectPerLiveParticleWithEveryField() throws {
        let result = pyro("inspect", "confetti-burst", "--at", "0.5", "--seed", "3")
        #expect(result.status == 0)
        #expect(result.output.count == 120)
        let first = try #require(jsonObject(result.output[0]))
        for key in [
            "t", "id", "emitter", "x", "y", "rotation", "scaleX", "scaleY", "opacity", "color", "shape",
            "width", "height",
        ] {
            #expect(first[key] != nil, "missing \(key)")
        }
        #expect(first["emitter"] as? String == "confetti")
        #expect(first["shape"] as? String == "circle")
        #expect((first["color"] as? String)?.count == 9)
        #expect(first["t"] as? Double == 0.5)
    }

    @Test func printsEachTimeInTurnAndIsDeterministic() {
        let a = pyro("inspect", "star-burst", "--at", "0.2,0.4", "--seed", "9")
        let b = pyro("inspect", "star-burst", "--at", "0.2,0.4", "--seed", "9")
        #expect(a.output == b.output)
        #expect(a.output.count == 34)  // 16 stars and the origin star, twice
        #expect(a.output.filter { $0.hasPrefix("{\"t\":0.4") }.count == 17)
        #expect(pyro("inspect", "star-burst", "--at", "0.2", "--seed", "10").output != Array(a.output.prefix(17)))
    }

    @Test func theFuseGetsAStateLinePerTime() throws {
        let result = pyro(
            "inspect", "fuse-firework", "--at", "0,1,3", "--path", "100,100;400,100;400,500",
            "--light-at", "0.5")
        let fuseLines = result.output.compactMap(jsonObject).compactMap { $0["fuse"] as? [String: Any] }
        #expect(fuseLines.map { $0["state"] as? String } == ["burning", "burning", "exploding"])
        #expect(fuseLines[0]["tip"] as? [Double] == [400, 500])
        #expect(fuseLines[1]["burnt"] as? Double == 0.2)
        #expect(fuseLines[2]["tip"] as? [Double] == [100, 100])
    }

    /// Seed 000: one drawn point lights; the flame stands there for 2.5 s, then it explodes there.
    @Test func aOnePointFuseBurnsInPlaceAndExplodesThere() throws {
        let result = pyro("inspect", "fuse-firework", "--at", "1,2.6", "--path", "5,5")
        #expect(result.status == 0)
        let fuseLines = result.output.compactMap(jsonObject).compactMap { $0["fuse"] as? [String: Any] }
        #expect(fuseLines.map { $0["state"] as? String } == ["burning", "exploding"])
        #expect(fuseLines.allSatisfy { $0["tip"] as? [Double] == [5, 5] })
    }

    /// With no --fire-at or --origin, particle-burst shows the article's preview: a blue and a
    /// red burst at once, at (-100, -50) and (60, 70) from the centre.
    @Test func particleBurstDefaultsToTheArticlesTwoBursts() throws {
        let result = pyro("inspect", "particle-burst", "--at", "0")
        let objects = result.output.compactMap(jsonObject)
        #expect(objects.count == 200)
        #expect(
            objects.filter { $0["color"] as? String == "#007AFFFF" }.allSatisfy {
                $0["x"] as? Double == 300 && $0["y"] as? Double == 250
            })
        #expect(
            objects.filter { $0["color"] as? String == "#FF3B30FF" }.allSatisfy {
                $0["x"] as? Double == 460 && $0["y"] as? Double == 370
            })
    }

    /// `--origin` moves the star-burst's shape with its stars.
    @Test func anOriginMovesTheStarShapeWithItsStars() throws {
        let result = pyro("inspect", "star-burst", "--origin", "100,100", "--at", "0.5")
        let objects = result.output.compactMap(jsonObject)
        let shape = try #require(objects.first { $0["emitter"] as? String == "origin" })
        #expect(shape["x"] as? Double == 100 && shape["y"] as? Double == 100)
    }

    /// Seed 003: showing confetti while it shows changes nothing.
    @Test func confettiFiredTwiceWhileShowingIsShownOnce() throws {
        let result = pyro("inspect", "confetti", "--fire-at", "0,1", "--at", "2,4.5,5.5")
        let times = result.output.compactMap(jsonObject).compactMap { $0["t"] as? Double }
        #expect(times.filter { $0 == 2 }.count == 50)
        #expect(times.filter { $0 == 4.5 }.count == 50)
        #expect(times.filter { $0 == 5.5 }.isEmpty)
    }

    @Test func fireAtAndOriginControlWhenAndWhereBurstsStart() throws {
        let result = pyro("inspect", "particle-burst", "--at", "0.5", "--fire-at", "0.5,1", "--origin", "10,20")
        #expect(result.output.count == 100)
        let first = try #require(jsonObject(result.output[0]))
        #expect(first["x"] as? Double == 10 && first["y"] as? Double == 20)
    }

    @Test func reduceMotionHidesStarParticles() {
        let result = pyro("inspect", "star-burst", "--at", "0.5", "--reduce-motion")
        #expect(result.output.count == 1)
        #expect(result.output[0].contains("\"emitter\":\"origin\""))
    }

    @Test(arguments: [
        (["inspect", "confetti", "--at", "x"], "--at"),
        (["inspect", "confetti"], "--at"),
        (["inspect", "sparklers", "--at", "1"], "unknown preset"),
        (["inspect", "confetti", "--at", "1", "--size", "0x600"], "--size"),
        (["inspect", "confetti", "--at", "1", "--size", "20000x600"], "--size"),
        (["inspect", "confetti", "--at", "nan"], "--at"),
        (["inspect", "confetti", "--at", "1", "--seed", "-4"], "--seed"),
        (["inspect", "confetti", "--at", "1", "--bogus"], "--bogus"),
        (["inspect", "fuse-firework", "--at", "1", "--path", ";"], "no points"),
        (["inspect", "fuse-firework", "--at", "1", "--path", "5,5;x"], "--path"),
        (["inspect", "confetti", "--at", "1", "--path", "1,1;2,2"], "--path"),
        (["inspect", "confetti", "--at", "1", "--origin", "1"], "--origin"),
        (["frobnicate"], "unknown command"),
    ])
    func badInputExits64WithOneLineNamingIt(arguments: [String], mention: String) {
        var args = arguments
        var errors: [String] = []
        let status = PyroCommand.run(&args, output: { _ in }, error: { errors.append($0) })
        #expect(status == 64)
        #expect(errors.count == 1)
        #expect(errors.first?.contains(mention) == true, "\(errors)")
        #expect(errors.first?.contains("\n") == false)
    }

    @Test func everyCommandHasHelp() {
        for command in ["list", "inspect"] {
            let result = pyro(command, "--help")
            #expect(result.status == 0)
            #expect(result.output.joined().contains("USAGE: pyro \(command)"))
        }
    }

    @Test func listNamesEveryPreset() {
        let result = pyro("list")
        #expect(
            result.output.map { String($0.split(separator: " ")[0]) } == [
                "fuse-firework", "particle-burst", "star-burst", "floating-hearts", "confetti", "confetti-burst",
                "fountain",
                "canvas-confetti", "fire", "smoke", "snow", "rain", "fireflies", "magic", "sparks", "splash",
                "fireworks",
                "emoji",
            ])
    }

    @Test func theExecutableExitsWithTheSameStatuses() throws {
        let ok = try pyroProcess(["inspect", "confetti", "--at", "1"])
        #expect(ok.status == 0 && ok.output.count == 50)
        let bad = try pyroProcess(["inspect", "confetti", "--at", "1", "--size", "0x0"])
        #expect(bad.status == 64 && bad.errors.count == 1)
    }
}

@Suite struct PathFileTests {
    @Test func readsOnePointALineSkippingBlanksAndComments() throws {
        let points = try PathFile.parse("# a fuse\n10,20\n\n 30 , 40\r\n", name: "f")
        #expect(points == [Vector2(10, 20), Vector2(30, 40)])
    }

    @Test func aBadLineIsBadDataNamedByItsNumber() {
        #expect(
            throws: CommandFailure(
                .dataError,
                "--path-file: f line 3: '7;8' is not x,y in points (finite numbers within ±1000000)")
        ) {
            try PathFile.parse("1,2\n3,4\n7;8\n", name: "f")
        }
        #expect(throws: CommandFailure(.dataError, "--path-file: f has no points")) {
            try PathFile.parse("\n# nothing\n", name: "f")
        }
    }

    @Test func inspectTakesAPathFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pyro-path-\(UUID().uuidString).txt")
        try "100,100\n400,100\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = pyro("inspect", "fuse-firework", "--at", "0", "--path-file", file.path)
        #expect(result.status == 0)
        #expect(result.output.first?.contains("\"tip\":[400.0,100.0]") == true)
        let missing = pyro("inspect", "fuse-firework", "--at", "0", "--path-file", "/nonexistent/path.txt")
        #expect(missing.status == 64 && missing.errors[0].contains("cannot read"))
        try "100,100\nfuse\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = pyro("inspect", "fuse-firework", "--at", "0", "--path-file", file.path)
        #expect(
            bad.status == 65
                && bad.errors == [
                    "pyro inspect: --path-file: \(file.path) line 2: 'fuse' is not x,y "
                        + "in points (finite numbers within ±1000000)"
                ])
    }
}

@Suite struct JSONTextTests {
    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(JSON.string("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
        #expect(JSON.string("sparks") == "\"sparks\"")
    }
}

@Suite struct OriginListTests {
    @Test func eachFiringTakesItsOwnOriginAndTheLastOneServesTheRest() throws {
        let result = pyro("inspect", "particle-burst", "--at", "2", "--fire-at", "0,0.5,1", "--origin", "10,20;300,200")
        #expect(result.status == 0)
        #expect(result.output.count == 300)
        // A particle is at most 100 pt/s × 5 × easeOut(age / 5) from its burst's origin: under
        // 300 points at these ages, so each burst stays around its own origin.
        let xs = result.output.compactMap(jsonObject).compactMap { $0["x"] as? Double }
        let first = Array(xs[..<100])
        let rest = Array(xs[100...])
        #expect(first.allSatisfy { abs($0 - 10) < 300 })
        #expect(rest.allSatisfy { abs($0 - 300) < 300 })
        let meanFirst = first.reduce(0, +) / Double(first.count)
        let meanRest = rest.reduce(0, +) / Double(rest.count)
        #expect(meanRest - meanFirst > 150)
    }
}
