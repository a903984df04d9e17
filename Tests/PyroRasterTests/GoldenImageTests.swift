import Foundation
import PyroCodecs
import PyroCore
import PyroRaster
import Testing

/// One frame of every preset under its default schedule and on its default background, drawn
/// and compared pixel for pixel with a checked-in PNG.
///
/// Rendering is deterministic, so equality is exact. To re-record after an intended change,
/// run `PYRO_RECORD=1 swift test --filter GoldenImageTests`, look at the new images, and
/// commit them; a recording run always fails, so it can never pass by accident (and CI never
/// records).
@Suite struct GoldenImageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var preset: Preset
        var time: Double
        /// Pixels per point: fireworks climb hundreds of points, so they are drawn on their own
        /// 800 x 600 point sky at 0.4 pixels per point.
        var scale: Float = 1
        var testDescription: String { preset.rawValue }
    }

    static let cases: [Case] =
        [
            Case(preset: .fuseFirework, time: 1.2),
            Case(preset: .particleBurst, time: 1.2),
            Case(preset: .starBurst, time: 0.45),
            Case(preset: .floatingHearts, time: 0.45),
            Case(preset: .confetti, time: 1),
            Case(preset: .confettiBurst, time: 0.45),
            Case(preset: .fountain, time: 2.5),
        ]
        + Preset.catalog.filter { $0 != .emoji }.map {
            Case(preset: $0, time: $0.tellingMoment, scale: $0 == .fireworks ? 0.4 : 1)
        }
    // emoji's golden image is drawn with its text, through PyroText: PyroTextTests' EmojiGoldenTests.

    static let size = Size(width: 320, height: 240)

    @Test(arguments: cases)
    func presetFrameMatchesItsGoldenImage(_ c: Case) throws {
        let points = Size(width: Self.size.width / c.scale, height: Self.size.height / c.scale)
        var effect = try c.preset.makeEffect(
            seed: 2026, canvasSize: points, schedule: c.preset.defaultSchedule(canvasSize: points))
        let list = effect.displayList(at: c.time)
        var canvas = PixelCanvas(width: 320, height: 240, background: c.preset.defaultBackground)
        var renderer = Renderer()
        renderer.draw(list, into: &canvas, scale: c.scale)
        let image = try #require(RGBAImage(width: 320, height: 240, pixels: canvas.unpremultipliedRGBA()))

        let url = Self.snapshotFolder.appendingPathComponent("\(c.preset.rawValue).png")
        if ProcessInfo.processInfo.environment["PYRO_RECORD"] == "1" {
            try Data(PNGEncoder.encode(image)).write(to: url)
            Issue.record("Recorded \(url.path); check it by eye, commit it, and run again without PYRO_RECORD.")
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("No golden image at \(url.path); record it with PYRO_RECORD=1.")
            return
        }
        let golden = try PNGDecoder.decode([UInt8](data))
        #expect(golden.width == image.width && golden.height == image.height)
        let differing = zip(golden.pixels, image.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) bytes differ from \(url.lastPathComponent)")
    }

    static var snapshotFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/GoldenImageTests")
    }
}
