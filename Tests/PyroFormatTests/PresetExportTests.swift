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
        var original = try preset.makeEffect(seed: 1, canvasSize: Self.canvas, schedule: preset.defaultSchedule(canvasSize: Self.canvas))
        var fromFile = try read.makeEffect(seed: 1)
        #expect(read.background == preset.defaultBackground && read.duration == preset.defaultDuration
                && read.tellingMoment == preset.tellingMoment && read.canvasSize == Self.canvas)
        var checked = 0
        for t in [0, 0.05, 0.45, 1, 2.5, preset.defaultDuration, 0.3] {
            let a = original.displayList(at: t), b = fromFile.displayList(at: t)
            #expect(a == b, "\(preset.rawValue) at \(t) s")
            checked += a.batches.reduce(0) { $0 + $1.count }
        }
        #expect(checked > 0)
        // One rendered frame, byte for byte.
        var renderer = Renderer()
        var first = Canvas(width: 200, height: 150, background: preset.defaultBackground)
        var second = Canvas(width: 200, height: 150, background: read.background)
        renderer.draw(original.displayList(at: preset.tellingMoment), into: &first, scale: 0.25)
        renderer.draw(fromFile.displayList(at: read.tellingMoment), into: &second, scale: 0.25)
        #expect(first.pixels == second.pixels)
    }

    @Test func presetsThatAreOneSystemExportAsDefinitionsAndTheRestByName() {
        for preset in Preset.allCases {
            let isDefinition: Bool
            if case .definition = EffectDocument.exported(preset) { isDefinition = true } else { isDefinition = false }
            #expect(isDefinition == ([.particleBurst, .confettiBurst, .fountain].contains(preset) || preset.catalogDefinition != nil), "\(preset.rawValue)")
        }
    }

    @Test func changedParametersExportToo() throws {
        var configuration = Preset.confettiBurst.defaultConfiguration
        try configuration.set("count", to: .integer(500))
        try configuration.set("colors", to: .colors([.red, RGBAColor(rgba32: 0xFFD700FF)]))
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
