import Foundation
import Testing

@testable import PyroCLI

/// An animation's default duration runs to the end of its last firing's particles: the latest
/// firing plus the effect's own length. A `--duration` (or a soak) that ends before a firing, and
/// a moment shown before the first, warn on standard error, naming the times; the status stays 0.
@Suite struct DefaultDurationTests {
    /// Renders a 40 x 30 GIF at 10 frames a second and returns the run, the file removed.
    static func render(_ arguments: [String]) -> CommandResult {
        let path = EffectFileCommandTests.temporary("duration.gif")
        defer { try? FileManager.default.removeItem(atPath: path) }
        return pyro(["render"] + arguments + ["-o", path, "--size", "40x30", "--fps", "10"])
    }

    static func frames(_ result: CommandResult) -> Int? {
        guard let summary = result.errors.last, let range = summary.range(of: " frames, ") else { return nil }
        return Int(summary[..<range.lowerBound].split(separator: " ").last ?? "")
    }

    @Test(arguments: [
        (["confetti-burst"], 32),  // its own 3.2 s
        (["confetti-burst", "--fire-at", "5"], 82),  // 5 + 3.2 s
        (["confetti-burst", "--fire-at", "0,2"], 52),  // 2 + 3.2 s
        (["fireworks", "--fire-at", "0"], 34),  // its last volley at 2.1 s ends by 5.5 s: 3.4 s after a firing
        (["magic", "--fire-at", "1"], 46),  // 1 + 3.6 s
        (["fuse-firework", "--light-at", "2"], 65),  // 2 + 4.5 s
        (["fuse-firework", "--set", "burn-duration=6"], 80),  // 3.5 s more burning than its own 2.5 s
    ])
    func theDefaultDurationRunsToTheEndOfTheLastFiring(_ arguments: [String], _ frames: Int) {
        let result = Self.render(arguments)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.count == 1, "only the summary: \(result.errors)")
        #expect(Self.frames(result) == frames, "\(result.errors)")
    }

    @Test func theSecondBurstIsInTheAirNearTheEndAndGoneAtIt() {
        // The 5.2 s that --fire-at 0,2 renders: pieces of the second burst fly at 4.9 s and are gone at 5.2 s.
        #expect(pyro("inspect", "confetti-burst", "--fire-at", "0,2", "--at", "4.9").output.count > 0)
        let end = pyro("inspect", "confetti-burst", "--fire-at", "0,2", "--at", "5.2")
        #expect(end.status == 0 && end.output.isEmpty)
        #expect(
            end.errors == [
                "pyro inspect: warning: --at 5.2 s shows no particles; confetti-burst's particles are "
                    + "gone by 5.00 s (last firing at 2 s)"
            ])
    }

    @Test func aDurationThatEndsBeforeEveryFiringWarnsAndSaysHowLongTheWholeRuns() {
        let result = Self.render(["confetti-burst", "--fire-at", "5", "--duration", "3"])
        #expect(result.status == 0)
        #expect(
            result.errors.first == "pyro render: warning: the animation ends at 3 s (--duration 3), before its "
                + "first firing at 5 s (--fire-at 5), so no firing is shown; without --duration it runs 8.2 s")
        #expect(Self.frames(result) == 30)
    }

    @Test func firingsAfterTheDurationAreNamed() {
        let result = Self.render(["confetti-burst", "--fire-at", "0,4,5", "--duration", "3"])
        #expect(result.status == 0)
        #expect(
            result.errors.first == "pyro render: warning: the firings at 4, 5 s (--fire-at 0,4,5) come after the "
                + "animation ends at 3 s (--duration 3); they are not shown")
        let lit = Self.render(["fuse-firework", "--light-at", "4", "--duration", "2"])
        #expect(
            lit.errors.first == "pyro render: warning: the animation ends at 2 s (--duration 2), before its first "
                + "firing at 4 s (--light-at 4), so no firing is shown; without --duration it runs 8.5 s")
    }

    @Test func aDurationThatCoversEveryFiringSaysNothing() {
        let result = Self.render(["confetti-burst", "--fire-at", "0,2", "--duration", "2.1"])
        #expect(result.status == 0 && result.errors.count == 1, "\(result.errors)")
    }

    @Test func aDefaultLongerThanAnAnimationMayLastIsRefused() {
        let result = Self.render(["confetti-burst", "--fire-at", "5000"])
        #expect(result.status == 64)
        #expect(
            result.errors == [
                "pyro render: --fire-at: showing the last firing to its end takes 5003.2 s, over "
                    + "the 3600 s an animation may last; give --duration"
            ])
    }

    @Test func momentsBeforeTheFirstFiringWarn() {
        let still = EffectFileCommandTests.temporary("early.png")
        defer { try? FileManager.default.removeItem(atPath: still) }
        let png = pyro(
            "render", "confetti-burst", "--fire-at", "5", "--at", "1", "-o", still, "--size", "40x30",
            "--quiet")
        #expect(png.status == 0)
        #expect(
            png.errors == [
                "pyro render: warning: --at 1 s shows no particles; confetti-burst first fires at 5 s "
                    + "(--fire-at 5)"
            ])
        let inspect = pyro("inspect", "star-burst", "--fire-at", "2", "--at", "1,2.5")
        #expect(inspect.status == 0 && !inspect.output.isEmpty)
        #expect(
            inspect.errors == [
                "pyro inspect: warning: --at 1 s shows no particles; star-burst first fires at 2 s "
                    + "(--fire-at 2)"
            ])
    }

    @Test func aSoakThatEndsBeforeAFiringWarns() {
        let result = pyro("soak", "confetti-burst", "--fire-at", "20", "--duration", "10", "--step", "1")
        #expect(result.status == 0)
        #expect(
            result.errors == [
                "pyro soak: warning: the soak ends at 10 s (--duration 10), before its first firing "
                    + "at 20 s (--fire-at 20), so nothing fires"
            ])
    }
}
