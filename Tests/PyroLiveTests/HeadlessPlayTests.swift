import PyroCore
import PyroRaster
import Testing

@testable import PyroLive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Headless runs with scripted input, checked by their pixels: what the end-to-end script
/// checks in a real window, without one.
@Suite struct HeadlessPlayTests {
    static let fusePath = "drag 150,420 300,300 450,350 650,250"

    func run(_ scene: LiveScene, _ script: String, frames: Int? = nil) throws(LiveError) -> HeadlessRunner.Result {
        var options = LiveOptions()
        options.script = script
        options.frames = frames
        return try HeadlessRunner(scene: scene, options: options).run()
    }

    /// Fraction of pixels within `radius` points of `center` whose colour passes `test`.
    func share(_ frame: PixelCanvas, around center: Vector2, radius: Int, _ test: (RGBAColor) -> Bool) -> Double {
        var hits = 0
        var total = 0
        for y in (Int(center.y) - radius)...(Int(center.y) + radius) {
            for x in (Int(center.x) - radius)...(Int(center.x) + radius)
            where x >= 0 && y >= 0 && x < frame.width && y < frame.height {
                total += 1
                if test(frame.color(x: x, y: y)) { hits += 1 }
            }
        }
        return Double(hits) / Double(max(total, 1))
    }

    static func isFiery(_ c: RGBAColor) -> Bool { c.red > 180 && c.green > 60 && c.blue < 90 }
    static func isColourful(_ c: RGBAColor) -> Bool {
        Int(max(c.red, c.green, c.blue)) - Int(min(c.red, c.green, c.blue)) > 90
    }

    /// Seed 000 shows "Draw a path with your finger" while drawing, a path drawn or not.
    @Test func theDrawingHintStaysUntilTheFuseIsLit() throws {
        let white = { (c: RGBAColor) in c.red > 230 && c.green > 230 && c.blue > 230 }
        let drawing = try run(.fuse, Self.fusePath)
        #expect(share(drawing.frame, around: Vector2(400, 450), radius: 12, white) > 0.1)
        let lit = try run(.fuse, "\(Self.fusePath); click light; wait 0.5")
        #expect(share(lit.frame, around: Vector2(400, 450), radius: 12, white) == 0)
    }

    @Test func theLitFuseGlowsNearItsEndWhileTheStartIsUnlit() throws {
        let result = try run(.fuse, "\(Self.fusePath); click light; wait 1.0")
        // One second into a 2.5 s burn, the last 40% of the path glows.
        #expect(share(result.frame, around: Vector2(600, 274), radius: 6, Self.isFiery) > 0.2)
        #expect(share(result.frame, around: Vector2(200, 380), radius: 6, Self.isFiery) == 0)
    }

    @Test func theExplosionIsAtThePathsFirstPointAndNowhereElse() throws {
        let result = try run(.fuse, "\(Self.fusePath); click light; wait 2.9")
        #expect(share(result.frame, around: Vector2(150, 420), radius: 60, Self.isColourful) > 0.03)
        #expect(share(result.frame, around: Vector2(650, 120), radius: 60, Self.isColourful) == 0)
    }

    /// Seed 002: a tap anywhere emits from the fixed origin, where the big star sits.
    @Test func aClickInStarsBurstsOrangeFromTheCentreWhereverItLands() throws {
        let result = try run(.stars, "click 250,200; wait 0.4")
        let orange = { (c: RGBAColor) in c.red > 200 && c.green > 100 && c.green < 190 && c.blue < 80 }
        #expect(share(result.frame, around: Vector2(400, 300), radius: 70, orange) > 0.05)
        #expect(share(result.frame, around: Vector2(250, 200), radius: 30, orange) == 0)
        #expect(result.liveCount == 16)
    }

    /// Seed 003: pressing the button again while confetti shows changes nothing.
    @Test func confettiPressedTwiceWhileShowingIsShownOnce() throws {
        let twice = try run(.confetti, "click confetti; wait 1; click confetti; wait 0.5")
        #expect(twice.liveCount == 50)
        // The first showing ends 5 s after the first press; a second one would still be on.
        let later = try run(.confetti, "click confetti; wait 1; click confetti; wait 4.1")
        #expect(later.liveCount == 0)
    }

    @Test func celebrateThrowsConfettiOnOpeningAndOnPress() throws {
        let opening = try run(.celebrate, "wait 0.6")
        #expect(opening.liveCount == 120)
        let pressed = try run(.celebrate, "wait 0.6; click celebrate; wait 0.4")
        #expect(pressed.liveCount == 240)
        // Confetti colours over the purple gradient in the upper half.
        let upper = share(pressed.frame, around: Vector2(400, 250), radius: 200) { c in
            c.green > 150 || (c.red > 200 && c.blue < 150)
        }
        #expect(upper > 0.005)
    }

    @Test func sameScriptGivesTheSameFrame() throws {
        let a = try run(.fuse, "\(Self.fusePath); click light; wait 2.7")
        let b = try run(.fuse, "\(Self.fusePath); click light; wait 2.7")
        #expect(a.frame.pixels == b.frame.pixels)
    }

    @Test func framesCountsTheFramesDrawn() throws {
        let result = try run(.burst, "click 100,100", frames: 5)
        #expect(result.framesDrawn == 5)
    }

    @Test func aButtonTheSceneDoesNotShowIsAnError() {
        do {
            _ = try run(.fuse, "click celebrate")
            Issue.record("clicked a missing button")
        } catch {
            #expect(error.kind == .invalidInput)
            #expect(error.message.contains("light"))
        }
    }

    @Test func screenshotIsABinaryPPM() throws {
        var options = LiveOptions()
        options.width = 64
        options.height = 64
        options.screenshot = "/tmp/pyro-live-test-\(getpid()).ppm"
        try LivePlayer.run(scene: .fuse, options: options)
        defer { remove(options.screenshot!) }
        guard let file = fopen(options.screenshot!, "rb") else {
            Issue.record("no file")
            return
        }
        var header = [UInt8](repeating: 0, count: 13)
        let read = fread(&header, 1, 13, file)
        fseek(file, 0, SEEK_END)
        let size = ftell(file)
        fclose(file)
        #expect(read == 13)
        #expect(String(decoding: header, as: UTF8.self) == "P6\n64 64\n255\n")
        #expect(size == 13 + 64 * 64 * 3)
    }

    @Test func badSizesAreRejectedAtTheBoundary() {
        var options = LiveOptions()
        options.width = 10
        options.frames = 1
        #expect(throws: LiveError.self) { try LivePlayer.run(scene: .fuse, options: options) }
    }
}
