import Foundation
import Testing

@testable import PyroBench
@testable import PyroCLI

/// `pyro bench --compare`, the 60 fps fit's line and the instruction-set line. Nothing here
/// times anything.
@Suite struct BenchComparisonTests {
    static let earlier = [
        BenchFigure(
            workload: "draw", caseName: "confetti", particles: 100_000, unit: "ms/frame", samples: Samples([40])),
        BenchFigure(workload: "frame", caseName: "confetti-at-60fps", particles: 0, unit: "particles", value: 50_000),
        BenchFigure(workload: "encode", caseName: "gif", particles: 0, unit: "ms/frame", samples: Samples([10])),
    ]

    @Test func aJSONRunReadsBackAsTheSameFigures() throws {
        let figures = try BenchComparison.figures(fromJSON: BenchReport.json(Self.earlier))
        #expect(figures == Self.earlier)
    }

    @Test func ratiosSayBetterOrWorseByUnit() {
        let now = [
            BenchFigure(
                workload: "draw", caseName: "confetti", particles: 100_000, unit: "ms/frame", samples: Samples([20])),
            BenchFigure(
                workload: "frame", caseName: "confetti-at-60fps", particles: 0, unit: "particles", value: 40_000),
            BenchFigure(workload: "encode", caseName: "gif", particles: 0, unit: "ms/frame", samples: Samples([10.2])),
            BenchFigure(workload: "encode", caseName: "png", particles: 0, unit: "ms/frame", samples: Samples([5])),
        ]
        let lines = BenchComparison.table(baseline: Self.earlier, current: now).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)  // the header and the three figures both runs have
        #expect(lines[1].contains("0.500") && lines[1].contains("better"))
        #expect(lines[2].contains("0.800") && lines[2].contains("worse"))
        #expect(lines[3].contains("1.020") && lines[3].contains("same"))
    }

    @Test(arguments: ["", "{}", "[{\"workload\":\"draw\"}]", "not json"])
    func aFileThatIsNotABenchRunIsNamed(text: String) {
        #expect(throws: BenchComparison.FileError.self) { try BenchComparison.figures(fromJSON: text) }
    }

    @Test func compareRefusesAMissingOrBadFileBeforeRunningAnything() throws {
        #expect(pyro("bench", "--compare", "/nonexistent/bench.json").status == 66)
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("pyro-bench-bad-\(getpid()).json")
        try Data("[1, 2]".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        let result = pyro("bench", "--compare", bad.path)
        #expect(result.status == 65)
        #expect(result.errors.first?.contains("is not the JSON array") == true)
    }

    @Test func theFitSolvesTheLeastSquaresLineForTheBudget() throws {
        // Points on y = 2 + 0.0003 x, with noise that cancels.
        let fit = LinearFit(points: [(10_000, 5.1), (20_000, 7.9), (30_000, 11.1), (40_000, 13.9)])
        let x = try #require(fit.solve(for: 16.7))
        #expect(abs(x - 49_000) < 1_000)
        #expect(LinearFit(points: [(1, 5), (2, 5)]).solve(for: 16.7) == nil)
    }

    @Test func theInstructionSetLineNamesTheBuild() {
        #expect(InstructionSet.summary.hasPrefix("built for "))
        #if arch(x86_64)
            #expect(InstructionSet.built.contains("x86-64") || InstructionSet.built.contains("AVX"))
        #endif
    }
}
