import Foundation
import PyroCodecs
import Testing

@testable import PyroCLI

@Suite struct RenderCommandTests {
    private let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pyro-render-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Files in the test folder, temporary ones included.
    private var leftovers: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    @Test func aStillPNGHasTheCanvasSizeTimesTheScale() throws {
        let result = pyro("render", "star-burst", "-o", path("stars.png"), "--size", "120x90", "--scale", "2")
        #expect(result.status == 0, "\(result.errors)")
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("stars.png")))))
        #expect(image.width == 240 && image.height == 180)
        // The star at the centre is orange on white.
        let centre = image.offset(x: 120, y: 90)
        #expect(Array(image.pixels[centre..<centre + 4]) == [255, 149, 0, 255])
        #expect(leftovers == ["stars.png"])
    }

    @Test func anAnimatedPNGDeclaresDurationTimesFrameRateFrames() throws {
        let result = pyro(
            "render", "confetti-burst", "-o", path("burst.apng"), "--size", "64x48", "--fps", "10",
            "--duration", "1.05")
        #expect(result.status == 0, "\(result.errors)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("burst.apng"))))
        // acTL follows the 8-byte signature and the 25-byte IHDR chunk: length, "acTL", frames.
        let acTL = 8 + 25
        #expect(Array(bytes[acTL + 4..<acTL + 8]) == Array("acTL".utf8))
        let frames = bytes[acTL + 8..<acTL + 12].reduce(0) { $0 << 8 | Int($1) }
        #expect(frames == 11)
    }

    @Test func aGIFHasTheLogicalScreenSizeAndLoopsForever() throws {
        let result = pyro("render", "floating-hearts", "-o", path("hearts.gif"), "--size", "80x60", "--fps", "10")
        #expect(result.status == 0, "\(result.errors)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("hearts.gif"))))
        #expect(Array(bytes[0..<6]) == Array("GIF89a".utf8))
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 80)
        #expect(Int(bytes[8]) | Int(bytes[9]) << 8 == 60)
        #expect(String(decoding: bytes, as: UTF8.self).contains("NETSCAPE2.0"))
    }

    @Test func theSameCommandWritesTheSameBytes() throws {
        for name in ["a.png", "b.png"] {
            #expect(pyro("render", "fuse-firework", "-o", path(name), "--size", "160x120", "--seed", "5").status == 0)
        }
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
                == Data(contentsOf: URL(fileURLWithPath: path("b.png"))))
    }

    @Test(arguments: [
        (["--size", "0x600"], "--size"),
        (["--size", "16385x600"], "--size"),
        (["--fps", "0"], "--fps"),
        (["--fps", "-3"], "--fps"),
        (["--fps", "241"], "--fps"),
        (["--duration", "0"], "--duration"),
        (["--duration", "nan"], "--duration"),
        (["--duration", "-1"], "--duration"),
        (["--scale", "9"], "--scale"),
        (["--size", "16000x16000", "--scale", "2"], "--scale"),
        (["--size", "16000x16000"], "budget"),
        (["--background", "plaid"], "--background"),
    ])
    func badValuesExit64AndLeaveNoFile(extra: [String], mention: String) {
        let result = pyro(["render", "confetti", "-o", path("out.gif")] + extra)
        #expect(result.status == 64)
        #expect(result.errors.count == 1 && result.errors[0].contains(mention), "\(result.errors)")
        #expect(leftovers.isEmpty)
    }

    @Test func videoWithoutFFmpegSaysHowToInstallItAndLeavesNoFile() throws {
        let result = try pyroProcess(
            ["render", "confetti", "-o", path("clip.mp4"), "--size", "64x48"],
            environment: ["PATH": "/nonexistent-pyro-bin"])
        #expect(result.status == 69)
        #expect(result.errors.count == 1 && result.errors[0].contains("apt-get install ffmpeg"), "\(result.errors)")
        #expect(leftovers.isEmpty)
    }

    @Test func unknownExtensionsPresetsAndUnwritablePathsExit64() {
        let cases: [([String], String)] = [
            (["render", "confetti", "-o", path("out.bmp")], "extension"),
            (["render", "sparkler", "-o", path("out.gif")], "unknown preset"),
            (["render", "confetti", "-o", "/nonexistent-pyro-folder/out.gif"], "does not exist"),
            (["render", "confetti"], "-o FILE"),
            (["render", "confetti", "-o", folder.path + "/"], "pyro render: -o: '\(folder.path)/' is a folder"),
            (["render", "confetti", "-o", folder.path], "pyro render: -o: '\(folder.path)' is a folder"),
        ]
        for (arguments, mention) in cases {
            let result = pyro(arguments)
            #expect(result.status == 64)
            #expect(result.errors.first?.contains(mention) == true, "\(arguments): \(result.errors)")
        }
        #expect(leftovers.isEmpty)
    }
}

/// Runs `pyro` in-process with an argument array.
func pyro(_ arguments: [String]) -> CommandResult {
    var args = arguments
    var output: [String] = []
    var errors: [String] = []
    let status = PyroCommand.run(&args, output: { output.append($0) }, error: { errors.append($0) })
    return CommandResult(status: status, output: output, errors: errors)
}
