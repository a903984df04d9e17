import PyroCore
import PyroRaster
import Testing

@testable import PyroWeb

/// The C ABI pyro.js calls, run on the host: the same functions the wasm exports. The instance's
/// stage is one global, so these run one at a time.
@Suite(.serialized) struct StageExportsTests {
    @Test func aPresetIsMadeByItsNameAndDrawsTheRenderersFrame() throws {
        #expect(create("confetti-burst", seed: 7, width: 160, height: 120) == 0)
        pyroTrigger(0, 0, 0, 0)
        let address = try #require(pyroDraw(0.45, 0))
        #expect(pyroPixelWidth() == 160 && pyroPixelHeight() == 120 && pyroLiveCount() == 120)
        let drawn = Array(UnsafeBufferPointer(start: address, count: 160 * 120 * 4))

        var effect = Preset.confettiBurst.makeEffect(seed: 7, canvasSize: Size(width: 160, height: 120))
        effect.trigger(at: 0, origin: nil)
        effect.update(to: 0.45)
        var list = DisplayList(canvasSize: effect.canvasSize)
        effect.render(reduceMotion: false, into: &list)
        var canvas = PixelCanvas(width: 160, height: 120)
        var renderer = Renderer()
        renderer.draw(list, into: &canvas, scale: 1)
        var expected = [UInt8](repeating: 0, count: 160 * 120 * 4)
        expected.withUnsafeMutableBufferPointer { canvas.writeUnpremultipliedRGBA(into: $0) }
        #expect(drawn == expected)
        #expect(drawn.contains { $0 != 0 })
    }

    @Test func anUnknownNameIsRefusedWithEveryName() {
        #expect(create("sparkler") == -2)
        #expect(
            outputText == "unknown effect 'sparkler'; effects: "
                + Preset.allCases.map(\.rawValue).joined(separator: ", "))
    }

    @Test func emojiIsRefusedBecauseTheBrowserHasNoFreeType() {
        #expect(create("emoji") == -2)
        #expect(outputText.hasPrefix("'emoji' draws colour emoji through FreeType and a font"))
    }

    @Test func aSizeOutOfRangeIsRefusedAndTheStageKept() {
        #expect(create("fountain", width: 100, height: 100) == 0)
        #expect(create("fountain", width: 20_000, height: 10) == -1)
        #expect(pyroPixelWidth() == 100)
    }

    @Test func theFuseSaysWhyItCannotBeLit() {
        #expect(create("fuse-firework") == 0)
        #expect(pyroFuseState() == 0 && pyroFuseLight(0) == -2)
        #expect(outputText == FuseError.nothingDrawn.description)
        pyroFuseUseSamplePath()
        #expect(pyroFuseLight(0) == 0 && pyroFuseLight(0.1) == -2)
        #expect(outputText == FuseError.alreadyLit.description)
        #expect(create("fountain") == 0)
        #expect(pyroFuseState() == -1 && pyroFuseLight(0) == -2 && outputText == "only fuse-firework can be lit")
    }

    @Test func canvasConfettiIsThePresetThatTakesConfettiCalls() {
        #expect(create("canvas-confetti") == 0)
        #expect(pyroConfettiFire(0, input(call: #"{"particle-count": 30, "ticks": 120}"#)) == 2)
        _ = pyroDraw(0.1, 0)
        #expect(pyroLiveCount() == 30)
        #expect(pyroConfettiFire(0.2, input(call: ##"{"colors": "#ff0000"}"##)) == -2)
        #expect(outputText == "confetti(): colors must be a list of colours, such as ['#ff0000', 'navy']")
        pyroConfettiReset()
        _ = pyroDraw(0.3, 0)
        #expect(pyroLiveCount() == 0)
        #expect(create("confetti") == 0)
        #expect(pyroConfettiFire(0, input(call: "{}")) == -1)
    }

    @Test func theBackgroundIsReadAsTheCommandLineReadsIt() throws {
        #expect(create("fountain") == 0)
        #expect(pyroSetBackground(input("Navy-DarkOrange")) == 0)
        #expect(
            stage?.background
                == .verticalGradient(
                    top: RGBAColor(red: 0, green: 0, blue: 0x80),
                    bottom: RGBAColor(red: 0xFF, green: 0x8C, blue: 0)))
        #expect(pyroSetBackground(input("#123")) == 0)
        #expect(stage?.background == .solid(RGBAColor(red: 0x11, green: 0x22, blue: 0x33)))
        #expect(pyroSetBackground(input("clear")) == 0 && stage?.background == .transparent)
        #expect(pyroSetBackground(input("navvy")) == -2 && stage?.background == .transparent)
        #expect(
            outputText == "background 'navvy' is not transparent, a colour (a name such as black or navy, "
                + "or #RRGGBB[AA]) or TOP-BOTTOM (two colours for a vertical gradient)")
    }

    /// `shapeFromText`'s pictures go through `pyro_input` too.
    @Test func aBitmapShapeIsTheRegisteredPictureAtItsMatrixScale() throws {
        let pixels = [UInt8](repeating: 255, count: 20 * 10 * 4)
        let length = Int32(pixels.count)
        let address = try #require(pyroInput(length))
        for (i, b) in pixels.enumerated() { address[i] = b }
        let id = pyroSprite(20, 10)
        #expect(id >= 0)
        let o = try ConfettiCall.read(
            #"{"shapes": [{"type": "bitmap", "sprite": \#(id), "matrix": [0.1, 0, 0, 0.1, -1, -0.5]}]}"#)
        let custom = try #require(o.customShapes.first)
        #expect(custom.size == Size(width: 2, height: 1))
        guard case .sprite(let sprite, let tinted) = custom.shape else { throw ConfettiCallError("not a sprite") }
        #expect(sprite.width == 20 && sprite.height == 10 && !tinted)
        #expect(pyroSprite(0, 10) == -1)
        #expect(try ConfettiCall.read(#"{"shapes": [{"type": "bitmap", "sprite": 99999}]}"#).customShapes.isEmpty)
    }

    /// Writes `name` into `pyro_input` and makes the stage.
    private func create(_ name: String, seed: UInt32 = 1, width: Float = 200, height: Float = 150) -> Int32 {
        pyroCreate(input(name), 0, seed, width, height, 1)
    }
}

/// Writes `text` into `pyro_input`; its length in bytes.
func input(_ text: String) -> Int32 {
    input(bytes: Array(text.utf8))
}

/// Writes a call, given as JSON, into `pyro_input` as pyro.js does; its length in bytes.
func input(call json: String) -> Int32 {
    input(bytes: PageValue(json: json).bytes)
}

/// Writes `bytes` into `pyro_input`; their length.
func input(bytes: [UInt8]) -> Int32 {
    let address = pyroInput(Int32(bytes.count))!
    for (i, b) in bytes.enumerated() { address[i] = b }
    return Int32(bytes.count)
}

/// The text the last failed call left in `pyro_output`.
var outputText: String {
    String(decoding: UnsafeBufferPointer(start: pyroOutput(), count: Int(pyroOutputLength())), as: UTF8.self)
}
