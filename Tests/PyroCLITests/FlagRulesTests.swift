import Foundation
import Testing

@testable import PyroCLI

/// Every flag either does something for the command, format and preset chosen, or is refused
/// with status 64 and one line saying why.
@Suite struct FlagRulesTests {
    /// Where refused commands would have written: it must stay empty.
    private static let folder = makeFolder("refused")
    /// Where the commands that run write.
    private static let outputs = makeFolder("written")

    private static func makeFolder(_ name: String) -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pyro-flag-rules-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Commands refused, each with the start of the one line that says why.
    static let refusals: [([String], String)] = [
        (["render", "star-burst", "-o", "\(folder)/x.gif", "--at", "1"], "pyro render: --at: .gif is an animation"),
        (["render", "star-burst", "-o", "\(folder)/x.apng", "--at", "1"], "pyro render: --at: .apng is an animation"),
        (
            ["render", "star-burst", "-o", "\(folder)/x.png", "--duration", "2"],
            "pyro render: --duration: a .png is one frame"
        ),
        (["render", "star-burst", "-o", "\(folder)/x.png", "--fps", "30"], "pyro render: --fps: a .png is one frame"),
        (
            ["render", "confetti", "-o", "\(folder)/a.gif", "-o", "\(folder)/b.gif"],
            "pyro render: --output is given twice"
        ),
        (
            ["render", "confetti", "-o", "\(folder)/a.gif", "--seed", "1", "--seed", "2"],
            "pyro render: --seed is given twice"
        ),
        (
            ["inspect", "star-burst", "--at", "1", "--origin", "1,1;2,2"],
            "pyro inspect: --origin: 2 points for 1 firing"
        ),
        (
            ["inspect", "particle-burst", "--at", "1", "--origin", "1,1;2,2;3,3"],
            "pyro inspect: --origin: 3 points for 2 firings"
        ),
        (
            ["inspect", "particle-burst", "--at", "1", "--fire-at", "0,1", "--origin", "1,1;2,2;3,3"],
            "pyro inspect: --origin: 3 points for 2 firings"
        ),
        (
            ["inspect", "confetti", "--at", "1", "--origin", "1,1"],
            "pyro inspect: --origin: confetti does not start from a point"
        ),
        (
            ["inspect", "fountain", "--at", "1", "--origin", "1,1"],
            "pyro inspect: --origin: fountain does not start from a point"
        ),
        (
            ["inspect", "fuse-firework", "--at", "1", "--fire-at", "1"],
            "pyro inspect: --fire-at: fuse-firework fires where"
        ),
        (
            ["inspect", "star-burst", "--at", "1", "--light-at", "1"],
            "pyro inspect: --light-at: only fuse-firework has a fuse"
        ),
        (["play", "burst", "--scale", "2"], "pyro play: --scale: plays headless and needs --screenshot"),
        (["play", "burst", "--script", "jump 3"], "pyro play: --script: script command 1 'jump 3'"),
        (
            ["play", "burst", "--screenshot", "\(folder)/s.jpg"],
            "pyro play: --screenshot: '\(folder)/s.jpg' must end in .png or .ppm"
        ),
        (["play", "burst", "--screenshot", "/nonexistent-pyro/s.png"], "pyro play: --screenshot: folder"),
        (["list", "--params", "sparkler"], "pyro list: --params: unknown preset 'sparkler'"),
    ]

    @Test(arguments: refusals)
    func flagsThatWouldDoNothingAreRefused(arguments: [String], message: String) {
        let result = pyro(arguments)
        #expect(result.status == 64)
        #expect(result.errors.count == 1 && result.errors[0].hasPrefix(message), "\(result.errors)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: Self.folder)) == [])
    }

    @Test func theScriptIsCheckedBeforeAnyWindowOpens() throws {
        // No display and no SDL: a bad script is still a usage error, not "unavailable".
        let result = try pyroProcess(["play", "burst", "--script", "jump 3"], environment: ["PATH": "/usr/bin"])
        #expect(result.status == 64)
        #expect(result.errors.first?.contains("'jump 3': unknown command") == true, "\(result.errors)")
    }

    @Test func aPNGPastTheEndOfItsEffectSaysWhenTheEffectEnded() {
        let result = pyro(
            "render", "star-burst", "-o", "\(Self.outputs)/late.png", "--size", "64x48", "--at", "9",
            "--quiet")
        defer { try? FileManager.default.removeItem(atPath: "\(Self.outputs)/late.png") }
        #expect(result.status == 0)
        #expect(
            result.errors == [
                "pyro render: warning: --at 9 s shows no particles; star-burst's particles are "
                    + "gone by 1.20 s (last firing at 0 s)"
            ])
        let inTime = pyro(
            "render", "star-burst", "-o", "\(Self.outputs)/late.png", "--size", "64x48", "--at", "1",
            "--quiet")
        #expect(inTime.status == 0 && inTime.errors.isEmpty, "\(inTime.errors)")
    }

    @Test func confettiAskedToShowWhileOnScreenWarnsThatTheFiringChangesNothing() {
        let path = "\(Self.outputs)/again.png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Confetti stays 5 s (3 shown, 2 fading): 1 falls in the first showing, 6 starts a
        // second one and 7 falls in that.
        let result = pyro("render", "confetti", "-o", path, "--size", "64x48", "--fire-at", "6,0,1,7", "--quiet")
        #expect(result.status == 0)
        #expect(
            result.errors == [
                "pyro render: warning: --fire-at 1 changes nothing: confetti is still showing from 0 s until 5 s",
                "pyro render: warning: --fire-at 7 changes nothing: confetti is still showing from 6 s until 11 s",
            ])
        let apart = pyro("render", "confetti", "-o", path, "--size", "64x48", "--fire-at", "0,5", "--quiet")
        #expect(apart.status == 0 && apart.errors.isEmpty, "\(apart.errors)")
    }

    @Test func aFinishedRenderPrintsOneLineUnlessQuiet() throws {
        let path = "\(Self.outputs)/done.gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try pyroProcess(["render", "star-burst", "-o", path, "--size", "40x30", "--fps", "10"])
        #expect(result.status == 0)
        let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
        #expect(result.errors.count == 1, "\(result.errors)")
        #expect(
            result.errors.first?.hasPrefix("pyro render: wrote \(path): 13 frames, 40x30, \(bytes) bytes, ") == true,
            "\(result.errors)")
        #expect(result.errors.first?.hasSuffix(" s") == true)
        let quiet = try pyroProcess(["render", "star-burst", "-o", path, "--size", "40x30", "--fps", "10", "--quiet"])
        #expect(quiet.status == 0 && quiet.errors.isEmpty && quiet.output.isEmpty)
    }

    @Test func playTakesPresetNamesAndNumbers() {
        for name in ["confetti-burst", "6", "celebrate"] {
            let result = pyro("play", name, "--screenshot", "\(Self.outputs)/p.ppm", "--frames", "1", "--size", "64x64")
            #expect(result.status == 0, "\(name): \(result.errors)")
        }
        let configured = pyro(
            "play", "confetti-burst", "--set", "count=7", "--screenshot", "\(Self.outputs)/p.ppm",
            "--frames", "1", "--size", "64x64")
        #expect(configured.status == 0, "\(configured.errors)")
        let misnamed = pyro("play", "celebrate", "--set", "gravty=1")
        #expect(misnamed.status == 64)
        #expect(misnamed.errors.first?.hasPrefix("pyro play: --set: confetti-burst has no parameter 'gravty'") == true)
        let unknown = pyro("play", "sparkler")
        #expect(unknown.status == 64 && unknown.errors[0].contains("fountain"), "\(unknown.errors)")
        try? FileManager.default.removeItem(atPath: "\(Self.outputs)/p.ppm")
    }
}
