import PyroCodecs
import PyroCore
import PyroFormat
import Testing

@testable import PyroStudio
@testable import PyroWeb

/// The studio's C ABI, run on the host: the same functions studio.wasm exports. The file being
/// designed, the stage and the export are globals of the instance, so these run one at a time.
@Suite(.serialized) struct StudioExportsTests {
    @Test func aPresetsStartingFileIsItsTextAndOpensToItsDescription() {
        let length = pyroStudioStart(pageInput("confetti-burst"))
        #expect(length > 0 && outputText == StudioDocument.starting(from: .confettiBurst).text)
        #expect(pyroStudioOpen(pageInput(outputText)) == 0)
        #expect(outputText == JSONWriter.compact(StudioDocument.starting(from: .confettiBurst).description))
        #expect(pyroStudioStart(pageInput("sparkler")) == -2)
        #expect(outputText.hasPrefix("unknown preset 'sparkler'; presets: fuse-firework, particle-burst,"))
    }

    @Test func aMistakeInTheTextIsTheReadersErrorWithItsPlaceAndTheLastGoodFileStays() {
        #expect(pyroStudioOpen(pageInput(StudioDocument.starting(from: .confettiBurst).text)) == 0)
        let misspelt = #"{"preset": "confetti-burst", "parameters": {"cuont": 3}}"#
        #expect(pyroStudioOpen(pageInput(misspelt)) == -2)
        #expect(
            outputText.hasPrefix(
                #"{"line": 1, "column": 45, "path": "parameters.cuont", "message": "unknown key "#
                    + #"\"cuont\"; did you mean \"count\"? confetti-burst's parameters takes \"count\", "#))
        #expect(outputText.contains(#""text": "1:45: parameters.cuont: unknown key \"cuont\"; "#))
        #expect(pyroStudioOpen(pageInput(#"{"preset": "confetti-burst", "parameters": {"count": "many"}}"#)) == -2)
        #expect(
            outputText == #"{"line": 1, "column": 54, "path": "parameters.count", "#
                + #""message": "expected pieces a burst (a number), found a string \"many\"", "#
                + #""text": "1:54: parameters.count: expected pieces a burst (a number), found a string \"many\""}"#)
        #expect(pyroStudioOpen(pageInput(#"{"preset": "confetti-burst", "param"#)) == -2)
        #expect(
            outputText == #"{"line": 1, "column": 30, "path": "", "message": "not JSON: unclosed string", "#
                + #""text": "1:30: not JSON: unclosed string"}"#)
        #expect(studio?.document == StudioDocument.starting(from: .confettiBurst).document)
    }

    @Test func aChangeComesBackAsTheFilesNewTextOrAsTheReadersError() throws {
        #expect(pyroStudioOpen(pageInput(StudioDocument.starting(from: .fountain).text)) == 0)
        #expect(pyroStudioChange(pageInput(#"{"parameters": {"rate": 40}, "canvasSize": [320, 240]}"#)) > 0)
        let text = outputText
        let read = try EffectDocument.read(text)
        #expect(read.canvasSize == Size(width: 320, height: 240))
        guard case .preset(let p) = read else {
            Issue.record("not a preset file")
            return
        }
        #expect(p.configuration.value(of: "rate") == .number(40))
        #expect(pyroStudioChange(pageInput(#"{"parameters": {"rate": -4}}"#)) == -2)
        #expect(
            outputText == #"{"path": "parameters.rate", "#
                + #""message": "-4 is not allowed: sparks a second, 0...100000", "#
                + #""text": "parameters.rate: -4 is not allowed: sparks a second, 0...100000"}"#)
        #expect(pyroStudioChange(pageInput("{")) == -2)
        #expect(studio?.text == text)
        #expect(pyroStudioExpand() > 0 && outputText.contains(#""emitters": ["#))
        #expect(pyroStudioExpand() == -2)
    }

    @Test func theStillIsThePNGOfTheStagesLastFrame() throws {
        let text = try fileText(.confettiBurst, #"{"canvasSize": [96, 64]}"#)
        #expect(pyroCreateFromFile(pageInput(text), 0, 1, 0, 0, 1) == 0)
        _ = pyroDraw(0.4, 0)
        let length = pyroStudioPNG()
        #expect(length > 0)
        let image = try RGBAImage(pngData: outputBytes)
        #expect(image.width == 96 && image.height == 64)
        #expect(image.pixels == frame(text, at: 0.4, width: 96, height: 64))
    }

    @Test func aGIFIsTheCommandLinesFramesThroughTheSameEncoderInAnyChunks() throws {
        let text = try fileText(.confettiBurst, #"{"canvasSize": [64, 48], "duration": 0.15}"#)
        #expect(pyroStudioOpen(pageInput(text)) == 0)
        #expect(pyroStudioExportBegin(0, 0, 3, 40, 1, 1, 0) == 6)
        var made: [UInt8] = []
        var done: Int32 = 0
        for chunk: Int32 in [1, 4, 4] {
            done = pyroStudioExportFrames(chunk)
            made += outputBytes
        }
        #expect(done == 6 && pyroStudioExportFrames(1) == 6 && outputBytes.isEmpty)
        pyroStudioExportEnd()

        var gif = GIFEncoder(width: 64, height: 48, options: GIFOptions(dithering: .ordered))
        for i in 0..<6 {
            gif.addFrame(
                RGBAImage(
                    width: 64, height: 48,
                    pixels: frame(
                        text, at: Double(i) / 40, seed: 3, width: 64,
                        height: 48))!,
                delay: FrameDelay(seconds: 1 / 40.0))
        }
        #expect(made == gif.finish())
    }

    @Test func anAPNGHasADeclaredFrameCountAndTheSameFrames() throws {
        let text = try fileText(.fountain, #"{"canvasSize": [40, 30], "duration": 0.05}"#)
        #expect(pyroStudioOpen(pageInput(text)) == 0)
        #expect(pyroStudioExportBegin(1, 0, 1, 60, 1, 1, 1) == 3)
        #expect(pyroStudioExportFrames(10) == 3)
        let made = outputBytes
        var apng = APNGEncoder(width: 40, height: 30, frameCount: 3)
        for i in 0..<3 {
            apng.addFrame(
                RGBAImage(
                    width: 40, height: 30,
                    pixels: frame(
                        text, at: Double(i) / 60, width: 40,
                        height: 30, reduceMotion: true))!,
                delay: FrameDelay(seconds: 1 / 60.0))
        }
        #expect(made == apng.takeEncodedBytes() + apng.finish())
    }

    @Test func settingsAnAnimationCannotHaveAreRefusedInWords() throws {
        #expect(pyroStudioOpen(pageInput(StudioDocument.starting(from: .fountain).text)) == 0)
        #expect(pyroStudioExportBegin(0, 0, 1, 60, 1, 1, 0) == -2)
        #expect(
            outputText == "a GIF's delays are whole centiseconds and browsers play delays under 0.02 s as 0.1 s; "
                + "use 50 frames a second or fewer, or APNG")
        #expect(pyroStudioExportBegin(1, 0, 1, 60, 30, 1, 0) == -2 && outputText == "the scale must be 0.25...8")
        #expect(pyroStudioExportBegin(1, 0, 1, 0, 1, 1, 0) == -2 && outputText == "frames a second must be 0.001...240")
        #expect(pyroStudioExportFrames(1) == -1)
    }

    /// A preset's starting file with `changes` applied, as text.
    private func fileText(_ preset: Preset, _ changes: String) throws -> String {
        var studio = StudioDocument.starting(from: preset)
        try studio.apply(JSONReader.read(changes))
        return studio.text
    }

    /// The frame `pyro render` draws of `text` at `time` seconds, as straight RGBA: its effect,
    /// fired as the file says, over its background.
    private func frame(
        _ text: String, at time: Double, seed: UInt64 = 1, width: Int, height: Int,
        reduceMotion: Bool = false
    ) -> [UInt8] {
        let document = try! EffectDocument.read(text)
        var stage = Stage(
            effect: try! document.makeEffect(seed: seed), pixelWidth: width, pixelHeight: height,
            scale: 1)
        stage.background = document.background
        stage.draw(at: time, reduceMotion: reduceMotion)
        return Array(stage.bytes.buffer)
    }
}

/// Writes `text` into `pyro_input`; its length in bytes.
func pageInput(_ text: String) -> Int32 {
    let bytes = Array(text.utf8)
    let address = pyroInput(Int32(bytes.count))!
    _ = UnsafeMutableBufferPointer(start: address, count: bytes.count).initialize(from: bytes)
    return Int32(bytes.count)
}

/// What the last call left in `pyro_output`.
var outputBytes: [UInt8] { Array(UnsafeBufferPointer(start: pyroOutput(), count: Int(pyroOutputLength()))) }

/// What the last call left in `pyro_output`, as text.
var outputText: String { String(decoding: outputBytes, as: UTF8.self) }
