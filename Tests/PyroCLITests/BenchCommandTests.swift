import Foundation
import PyroBench
import Testing

@testable import PyroCLI

/// `pyro bench`'s options and output formats. Nothing here times anything: the workloads run
/// only from the release binary.
@Suite struct BenchCommandTests {
    @Test(arguments: [
        ([3.0, 1.0, 2.0], 2.0, 1.0, 3.0),
        ([4.0, 1.0, 3.0, 2.0], 2.5, 1.0, 4.0),
        ([7.5], 7.5, 7.5, 7.5),
    ])
    func samplesSummariseAsMedianMinimumAndMaximum(values: [Double], median: Double, min: Double, max: Double) {
        let samples = Samples(values)
        #expect(samples.median == median)
        #expect(samples.min == min)
        #expect(samples.max == max)
    }

    @Test func nonFiniteSamplesAreDropped() {
        let samples = Samples([.nan, 2, .infinity, 4])
        #expect(samples.values == [2, 4])
        #expect(samples.median == 3)
    }

    @Test func jsonIsAnArrayOfObjectsWithTheAgreedKeys() throws {
        let figures = [
            BenchFigure(
                workload: "simulate", caseName: "confetti-burst", particles: 100_000, unit: "ns/particle",
                samples: Samples([1.25, 1.5, 1.75])),
            BenchFigure(
                workload: "memory", caseName: "peak-rss", particles: 1_000_000, unit: "bytes",
                value: 123_456_789),
        ]
        let json = BenchReport.json(figures)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(Set(array[0].keys) == ["workload", "case", "particles", "threads", "unit", "median", "min", "max"])
        #expect(array[0]["case"] as? String == "confetti-burst")
        #expect(array[0]["particles"] as? Int == 100_000)
        #expect(array[0]["threads"] as? Int == 1)
        #expect(array[0]["median"] as? Double == 1.5)
        #expect(array[0]["min"] as? Double == 1.25)
        #expect(array[1]["median"] as? Int == 123_456_789)
    }

    @Test func tableHasAHeaderAndOneAlignedRowPerFigure() {
        let figures = [
            BenchFigure(
                workload: "draw", caseName: "glow", particles: 10_000, threads: 2, unit: "ms/frame",
                samples: Samples([12.345, 11, 13])),
            BenchFigure(workload: "encode", caseName: "gif", particles: 0, unit: "ms/frame", samples: Samples([9.5])),
        ]
        let lines = BenchReport.table(figures).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("workload"))
        #expect(lines[1].contains("10,000") && lines[1].contains("12.3") && lines[1].hasSuffix("ms/frame"))
        #expect(lines[2].contains(" - "))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func optionsParseAndBadValuesAreNamed() throws {
        let options = try BenchCommand.parse(["--quick", "--threads", "1,2,4", "--only", "simulate,memory"])
        #expect(options.quick)
        #expect(options.threads == [1, 2, 4])
        #expect(options.workloads == ["memory", "simulate"])  // always in run order
        #expect(pyro("bench", "--threads", "0").status == 64)
        #expect(pyro("bench", "--only", "drawing").errors.first?.contains("'drawing' is not a workload") == true)
        #expect(pyro("bench", "extra").status == 64)
        #expect(pyro("bench", "--help").output.first?.contains("USAGE: pyro bench") == true)
    }
}
