import PyroCore
import PyroRaster
import Testing

@testable import PyroFormat

/// Every built-in preset, exported to a file and read back, draws exactly what the preset draws.
@Suite struct PresetExportTests {
    static let canvas = Size(width: 800, height: 600)

    static func readBack(_ document: EffectDocument) throws -> EffectDocument {
        try EffectDocument.read(document.text, file: "export.json")
    }

    @Test(arguments: Preset.allCases)
    func anExportedPresetReadBackDrawsTheSameFrames(_ preset: Preset) throws {
        let exported = EffectDocument.exported(preset)
        let read = try Self.readBack(exported)
        #expect(read == exported)
        #expect(read.text == exported.text)
        var original = try preset.makeEffect(
            seed: 1, canvasSize: Self.canvas, schedule: preset.defaultSchedule(canvasSize: Self.canvas))
        var fromFile = try read.makeEffect(seed: 1)
        #expect(
            read.background == preset.defaultBackground && read.duration == preset.defaultDuration
                && read.tellingMoment == preset.tellingMoment && read.canvasSize == Self.canvas)
        var checked = 0
        for t in [0, 0.05, 0.45, 1, 2.5, preset.defaultDuration, 0.3] {
            let a = original.displayList(at: t)
            let b = fromFile.displayList(at: t)
            #expect(a == b, "\(preset.rawValue) at \(t) s")
            checked += a.batches.reduce(0) { $0 + $1.count }
        }
        #expect(checked > 0)
        // One rendered frame, byte for byte.
        var renderer = Renderer()
        var first = PixelCanvas(width: 200, height: 150, background: preset.defaultBackground)
        var second = PixelCanvas(width: 200, height: 150, background: read.background)
        renderer.draw(original.displayList(at: preset.tellingMoment), into: &first, scale: 0.25)
        renderer.draw(fromFile.displayList(at: read.tellingMoment), into: &second, scale: 0.25)
        #expect(first.pixels == second.pixels)
    }

    @Test(arguments: Preset.allCases)
    func anExportedPresetDrawsThePresetsFramesOnAnotherCanvasToo(_ preset: Preset) throws {
        // Firing places follow the canvas as the preset's do: particle-burst's preview bursts
        // stay 100 points left of and 50 above the centre, and 60 right of and 70 below it.
        let canvas = Size(width: 1280, height: 720)
        let read = try Self.readBack(EffectDocument.exported(preset))
        var original = try preset.makeEffect(
            seed: 3, canvasSize: canvas, schedule: preset.defaultSchedule(canvasSize: canvas))
        var fromFile = try read.makeEffect(seed: 3, canvasSize: canvas)
        for t in [0.05, preset.tellingMoment] {
            #expect(original.displayList(at: t) == fromFile.displayList(at: t), "\(preset.rawValue) at \(t) s")
        }
    }

    @Test func particleBurstsPreviewFiresAtTheCentrePlusOffsetsInPoints() {
        let text = EffectDocument.exported(.particleBurst).text
        #expect(text.contains("{\"time\": 0, \"unit\": [0.5, 0.5], \"offset\": [-100, -50]}"), "\(text)")
        let canvas = Size(width: 1000, height: 400)
        #expect(
            Preset.particleBurst.defaultSchedule(canvasSize: canvas).origins == [Vector2(400, 150), Vector2(560, 270)])
    }

    @Test func anOffsetMovesAUnitPlaceAndNeedsOne() throws {
        let emitter =
            #"{"name": "a", "shapes": [{"shape": "circle", "size": 4}], "colors": ["red"], "emission": {"burst": 5}, "lifetime": 1, "origin": {"unit": [0.5, 0.5]}}"#
        let text =
            #"{"name": "x", "emitters": ["# + emitter
            + #"], "onTrigger": [{"burst": "a"}], "firings": [{"time": 0, "offset": [1, 2]}]}"#
        let anchored = try EffectDocument.read(
            text.replacingOccurrences(of: #""offset""#, with: #""unit": [0.5, 0.5], "offset""#), file: "x.json")
        guard case .definition(let definition) = anchored else {
            Issue.record("not a definition")
            return
        }
        #expect(
            definition.firings == [Firing(time: 0, place: .anchored(unit: Vector2(0.5, 0.5), offset: Vector2(1, 2)))])
        do {
            _ = try EffectDocument.read(text, file: "x.json")
            Issue.record("an offset without a unit place was read")
        } catch {
            #expect(error.description.contains("firings[0].offset"), "\(error.description)")
            #expect(error.description.contains("give \"unit\" too"), "\(error.description)")
        }
    }

    @Test func presetsThatAreOneSystemExportAsDefinitionsAndTheRestByName() {
        for preset in Preset.allCases {
            let isDefinition: Bool
            if case .definition = EffectDocument.exported(preset) { isDefinition = true } else { isDefinition = false }
            #expect(
                isDefinition
                    == ([.particleBurst, .confettiBurst, .fountain].contains(preset)
                        || preset.catalogDefinition != nil),
                "\(preset.rawValue)")
        }
    }

    @Test func changedParametersExportToo() throws {
        var configuration = Preset.confettiBurst.defaultConfiguration
        try configuration.set("count", to: .integer(500))
        try configuration.set("colors", to: .colors([.red, RGBAColor(rgba32: 0xFFD7_00FF)]))
        let document = EffectDocument.exported(.confettiBurst, configuration: configuration)
        let read = try Self.readBack(document)
        var original = configuration.makeEffect(seed: 4, canvasSize: Self.canvas)
        original.trigger(at: 0, origin: nil)
        var fromFile = try read.makeEffect(seed: 4)
        #expect(original.displayList(at: 0.7) == fromFile.displayList(at: 0.7))
        #expect(fromFile.displayList(at: 0.7).batches[0].count == 500)

        var confetti = Preset.confetti.defaultConfiguration
        try confetti.set("flip-period", to: .range(0.7, 1.3))
        let text = EffectDocument.exported(.confetti, configuration: confetti).text
        #expect(text.contains("\"flip-period\": {\"min\": 0.7, \"max\": 1.3}"))
        #expect(try EffectDocument.read(text) == EffectDocument.exported(.confetti, configuration: confetti))
    }

    /// A catalog preset exported with parameters is its changed definition; a preset file
    /// naming a catalog preset takes the same parameters (the browser's way to set them).
    @Test func catalogParametersExportAndReadFromPresetFiles() throws {
        var smoke = Preset.smoke.defaultConfiguration
        try smoke.set("rate", to: .number(20))
        try smoke.set("wind", to: .number(-40))
        let schedule = Preset.smoke.defaultSchedule(canvasSize: Self.canvas)
        var configured = try smoke.makeEffect(seed: 3, canvasSize: Self.canvas, schedule: schedule)
        let exported = try Self.readBack(EffectDocument.exported(.smoke, configuration: smoke))
        guard case .definition(let d) = exported else {
            Issue.record("not a definition")
            return
        }
        #expect(d.emitters[0].emission == .continuous(rate: 20, duration: nil) && d.emitters[0].motion.wind.x == -40)
        var fromExport = try exported.makeEffect(seed: 3)
        var fromPresetFile = try EffectDocument.read(
            """
            {"preset": "smoke", "parameters": {"rate": 20, "wind": -40}}
            """
        ).makeEffect(seed: 3)
        let frame = configured.displayList(at: 1)
        #expect(frame.batches[0].count > 0)
        #expect(fromExport.displayList(at: 1) == frame)
        #expect(fromPresetFile.displayList(at: 1) == frame)
    }

    @Test func aPresetFilesFiringsAndFuseReplaceTheDefaults() throws {
        let text = """
            {"preset": "star-burst", "firings": [{"time": 0, "point": [100, 120]}, {"time": 0.5}]}
            """
        var fromFile = try EffectDocument.read(text).makeEffect(seed: 2)
        var direct = Preset.starBurst.makeEffect(seed: 2, canvasSize: Self.canvas)
        direct.trigger(at: 0, origin: Vector2(100, 120))
        direct.trigger(at: 0.5, origin: Vector2(100, 120))
        #expect(fromFile.displayList(at: 0.7) == direct.displayList(at: 0.7))

        let fuse = """
            {"preset": "fuse-firework", "parameters": {"count": 20}, "path": [[10, 10], [200, 40]], "lightAt": 0.5}
            """
        var lit = try EffectDocument.read(fuse).makeEffect(seed: 2)
        _ = lit.displayList(at: 1)
        #expect(lit.fuseFirework?.litAt == 0.5 && lit.fuseFirework?.points.count == 2)
    }
}
