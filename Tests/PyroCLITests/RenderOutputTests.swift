import Foundation
import PyroCodecs
import PyroCore
import PyroRaster
import Testing

@testable import PyroCLI

/// The flags that shape the file: frame rates GIF can hold, loop counts, dithering, seamless
/// loops, and what video formats refuse.
@Suite struct RenderOutputTests {
    private let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pyro-output-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }
    private var leftovers: [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] }

    @Test(arguments: ["60", "240", "51"])
    func gifRefusesFrameRatesBrowsersSlowDown(fps: String) {
        let result = pyro(["render", "star-burst", "-o", path("s.gif"), "--size", "40x30", "--fps", fps])
        #expect(result.status == 64)
        #expect(result.errors.count == 1 && result.errors[0].contains("--fps 50 or less"), "\(result.errors)")
        #expect(leftovers.isEmpty)
    }

    @Test func gifAcceptsFiftyFramesASecond() throws {
        let result = pyro([
            "render", "star-burst", "-o", path("s.gif"), "--size", "40x30", "--fps", "50", "--duration", "0.1",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try #require(GIFReaderLite(bytes("s.gif"))).frameCount == 5)
    }

    @Test func onceAndLoopSetHowOftenAGIFAndAnAPNGPlay() throws {
        let base = ["render", "star-burst", "--size", "40x30", "--fps", "10", "--duration", "0.3"]
        #expect(pyro(base + ["-o", path("once.gif"), "--once"]).status == 0)
        #expect(pyro(base + ["-o", path("three.gif"), "--loop", "3"]).status == 0)
        #expect(pyro(base + ["-o", path("forever.gif")]).status == 0)
        #expect(pyro(base + ["-o", path("three.apng"), "--loop", "3"]).status == 0)
        #expect(try GIFReaderLite(bytes("once.gif"))?.repeatField == nil)
        #expect(try GIFReaderLite(bytes("three.gif"))?.repeatField == 2)
        #expect(try GIFReaderLite(bytes("forever.gif"))?.repeatField == 0)
        // acTL follows the signature and IHDR: length, type, frames, plays.
        let apng = try bytes("three.apng")
        #expect(Array(apng[(33 + 8)..<(33 + 16)]) == [0, 0, 0, 3, 0, 0, 0, 3])
    }

    @Test(arguments: [
        (["-o", "x.png", "--once"], "--once"),
        (["-o", "x.mp4", "--loop", "2"], "--loop"),
        (["-o", "x.gif", "--loop", "0"], "--loop"),
        (["-o", "x.gif", "--loop", "2", "--once"], "--once"),
        (["-o", "x.apng", "--dither", "none"], "--dither"),
        (["-o", "x.gif", "--dither", "fancy"], "none, ordered"),
        (["-o", "x.png", "--seamless"], "--seamless"),
        (["-o", "x.mp4", "--background", "transparent"], ".webm (VP9 with alpha) or .apng"),
        (["-o", "x.mp4", "--size", "201x150"], "200x150 or 202x150"),
        (["-o", "x.mp4", "--size", "100x75", "--scale", "1.01"], "101x76"),
    ])
    func flagsThatCannotActOnTheFormatExit64(extra: [String], mention: String) {
        let result = pyro(["render", "fountain"] + extra.map { $0.hasPrefix("x.") ? path($0) : $0 })
        #expect(result.status == 64)
        #expect(result.errors.count == 1 && result.errors[0].contains(mention), "\(result.errors)")
        #expect(leftovers.isEmpty)
    }

    @Test func ditherNoneMakesSmallerFilesOnGradients() throws {
        let base = ["render", "confetti-burst", "--size", "160x120", "--fps", "10", "--duration", "0.3"]
        #expect(pyro(base + ["-o", path("ordered.gif")]).status == 0)
        #expect(pyro(base + ["-o", path("none.gif"), "--dither", "none"]).status == 0)
        #expect(try bytes("none.gif").count * 3 < bytes("ordered.gif").count * 2)
    }

    @Test(arguments: ["confetti", "confetti-burst", "fuse-firework", "particle-burst", "sparks", "splash", "fireworks"])
    func seamlessIsRefusedForEffectsThatFireOnce(preset: String) {
        let result = pyro(["render", preset, "-o", path("x.gif"), "--seamless", "--size", "40x30"])
        #expect(result.status == 64)
        #expect(result.errors.first?.contains("only continuous effects") == true, "\(result.errors)")
    }

    /// Draws the loop's frame at `time` into RGBA bytes.
    private func draw(_ loop: inout SeamlessLoop, at time: Double) -> [UInt8] {
        var canvas = PixelCanvas(width: 80, height: 60, background: .solid(.black))
        var renderer = Renderer()
        for list in loop.displayLists(at: time) { renderer.draw(list, into: &canvas, scale: 1) }
        return canvas.unpremultipliedRGBA()
    }

    @Test(arguments: [1.0, 0.5, 3.0])
    func theFrameAfterASeamlessLoopsLastIsItsFirst(period: Double) throws {
        var options = EffectOptions(preset: .fountain)
        options.size = Size(width: 80, height: 60)
        var loop = try SeamlessLoop(options, period: period)
        let first = draw(&loop, at: 0)
        let middle = draw(&loop, at: period / 2)
        let afterLast = draw(&loop, at: period)
        #expect(afterLast == first)
        // Not trivially: the loop's first frame is full of sparks and the effect moves.
        let black: [UInt8] = [0, 0, 0, 255]
        #expect((0..<(80 * 60)).contains { Array(first[(4 * $0)..<(4 * $0 + 4)]) != black })
        #expect(middle != first)
    }

    @Test(arguments: [Preset.fire, .smoke, .snow, .rain, .fireflies, .magic])
    func theCatalogsStreamsLoopSeamlesslyToo(preset: Preset) throws {
        var options = EffectOptions(preset: preset)
        options.size = Size(width: 80, height: 60)
        var loop = try SeamlessLoop(options, period: 1.5)
        let first = draw(&loop, at: 0)
        #expect(draw(&loop, at: 1.5) == first)
        #expect(draw(&loop, at: 0.75) != first)
        let black: [UInt8] = [0, 0, 0, 255]
        #expect((0..<(80 * 60)).contains { Array(first[(4 * $0)..<(4 * $0 + 4)]) != black })
    }

    @Test func withoutSeamlessTheFountainLoopRestartsFromNothing() throws {
        var options = EffectOptions(preset: .fountain)
        options.size = Size(width: 80, height: 60)
        var effect = try options.makeEffect()
        let start = effect.displayList(at: 0)
        let end = effect.displayList(at: 1)
        #expect(start != end)
    }

    @Test func aSeamlessFountainRendersToGIF() throws {
        let result = pyro([
            "render", "fountain", "-o", path("f.gif"), "--seamless", "--size", "60x40", "--fps", "10",
            "--duration", "0.5",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try GIFReaderLite(bytes("f.gif"))?.frameCount == 5)
    }
}

/// Just enough of a GIF's structure for these tests: the NETSCAPE repeat field and the number
/// of image descriptors.
struct GIFReaderLite {
    var repeatField: Int?
    var frameCount = 0

    init?(_ bytes: [UInt8]) {
        guard bytes.count > 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { return nil }
        var offset = 13
        if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 7) + 1) }
        func skipSubBlocks() -> [UInt8] {
            var data: [UInt8] = []
            while offset < bytes.count, bytes[offset] != 0 {
                let n = Int(bytes[offset])
                data += bytes[(offset + 1)..<min(offset + 1 + n, bytes.count)]
                offset += n + 1
            }
            offset += 1
            return data
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:
                let label = bytes[offset + 1]
                offset += 2
                let data = skipSubBlocks()
                if label == 0xFF, Array(data.prefix(11)) == Array("NETSCAPE2.0".utf8), data.count >= 14 {
                    repeatField = Int(data[12]) | Int(data[13]) << 8
                }
            case 0x2C:
                let packed = bytes[offset + 9]
                offset += 10
                if packed & 0x80 != 0 { offset += 3 << (Int(packed & 7) + 1) }
                offset += 1  // LZW minimum code size
                _ = skipSubBlocks()
                frameCount += 1
            case 0x3B:
                return
            default:
                return nil
            }
        }
    }
}
