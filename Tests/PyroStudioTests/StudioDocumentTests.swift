import PyroCore
import PyroFormat
import Testing

@testable import PyroStudio

/// The file a studio page designs: where it starts, how its controls change it, and what the
/// page is told about it.
@Suite struct StudioDocumentTests {
    @Test func aCatalogPresetStartsAsItsDefinitionWithItsParameters() {
        let studio = StudioDocument.starting(from: .fire)
        #expect(studio.document == EffectDocument.exported(.fire))
        #expect(studio.parameterPreset == .fire)
        #expect(parameterNames(studio) == Preset.fire.parameters.map(\.name))
    }

    @Test func anotherPresetStartsAsAPresetFileListingEveryParameter() throws {
        let studio = StudioDocument.starting(from: .confettiBurst)
        #expect(studio.document == .preset(PresetDocument(preset: .confettiBurst)))
        #expect(studio.text.contains("\"parameters\": {\n    \"count\": 120,\n"))
        #expect(parameterNames(studio) == Preset.confettiBurst.parameters.map(\.name))
        #expect(try StudioDocument.read(Array(studio.text.utf8)).document == studio.document)
    }

    @Test func eachParameterIsTheEnginesDeclarationWithItsValueAsAFileWritesIt() throws {
        var studio = StudioDocument.starting(from: .confettiBurst)
        try studio.apply(changes(#"{"parameters": {"count": 250, "speed": {"min": 300, "max": 650.5}}}"#))
        let parameters = try #require(member("parameters", of: studio.description)?.arrayItems)
        #expect(
            JSONWriter.compact(parameters[0]) == #"{"name": "count", "type": "integer", "#
                + #""summary": "pieces a burst", "value": 250, "default": 120, "min": 0, "max": 100000}"#)
        #expect(
            JSONWriter.compact(parameters[4]) == #"{"name": "speed", "type": "range", "#
                + #""summary": "launch speed, points per second", "value": {"min": 300, "max": 650.5}, "#
                + #""default": {"min": 500, "max": 2400}, "min": 0, "max": 20000}"#)
        #expect(
            JSONWriter.compact(parameters[1]) == #"{"name": "colors", "type": "colors", "#
                + #""summary": "piece colours, in turn", "#
                + #""value": ["pink", "yellow", "mint", "cyan", "orange", "purple"], "#
                + #""default": ["pink", "yellow", "mint", "cyan", "orange", "purple"], "#
                + ##""swatches": ["#ff2d55", "#ffcc00", "#00c7be", "#32ade6", "#ff9500", "#af52de"]}"##)
    }

    @Test func aParameterChangeIsWhatTheFileWouldSay() throws {
        var studio = StudioDocument.starting(from: .confettiBurst)
        try studio.apply(changes(##"{"parameters": {"count": 300, "colors": ["gold", "#00ffcc"], "gravity": 600}}"##))
        var configuration = Preset.confettiBurst.defaultConfiguration
        try configuration.set("count", to: .integer(300))
        let colors = [RGBAColor(named: "gold")!, RGBAColor(red: 0, green: 255, blue: 204)]
        try configuration.set("colors", to: .colors(colors))
        try configuration.set("gravity", to: .number(600))
        #expect(studio.document == .preset(PresetDocument(preset: .confettiBurst, configuration: configuration)))
        #expect(try StudioDocument.read(Array(studio.text.utf8)).document == studio.document)
    }

    @Test func aValueTheFileWouldRefuseIsRefusedWithTheReadersWordsAndChangesNothing() throws {
        var studio = StudioDocument.starting(from: .confettiBurst)
        let before = studio.document
        #expect(
            throws: EffectFileError(
                position: nil, path: "parameters.count",
                message: "-1 is not allowed: pieces a burst, a whole number 0...100000")
        ) {
            try studio.apply(changes(#"{"parameters": {"count": -1}}"#))
        }
        #expect(
            throws: EffectFileError(
                position: nil, path: "parameters.colour",
                message:
                    #"unknown key "colour"; did you mean "colors"? confetti-burst's parameters takes "count", "colors", "#
                    + #""gravity", "drag", "speed", "fan-angle", "lifetime", "fade", "piece-width", "piece-height", "#
                    + #""origin""#)
        ) {
            try studio.apply(changes(#"{"parameters": {"colour": "red"}}"#))
        }
        #expect(studio.document == before)
    }

    @Test func aCatalogDefinitionsParametersChangeItsEmitters() throws {
        var studio = StudioDocument.starting(from: .fire)
        try studio.apply(changes(#"{"parameters": {"rate": 500, "gravity": -300}}"#))
        var configuration = PresetConfiguration.defined(.fire)
        try configuration.set("rate", to: .number(500))
        try configuration.set("gravity", to: .number(-300))
        guard case .defined(let expected) = configuration else {
            Issue.record("not a definition")
            return
        }
        #expect(studio.document == .definition(expected))
        let rate = try #require(member("parameters", of: studio.description)?.arrayItems?.first)
        #expect(
            JSONWriter.compact(rate) == #"{"name": "rate", "type": "number", "summary": "flames a second", "#
                + #""value": 500, "default": 300, "min": 0, "max": 100000}"#)
    }

    @Test func aDefinitionOfItsOwnHasNoParameters() throws {
        var studio = try StudioDocument.read(Array(Self.ownEmitters.utf8))
        #expect(studio.parameterPreset == nil && parameterNames(studio) == [])
        #expect(
            throws: EffectFileError(
                position: nil, path: "parameters",
                message: "this file's emitters are its "
                    + "own, so it has no parameters; change its values in the text")
        ) {
            try studio.apply(changes(#"{"parameters": {"rate": 5}}"#))
        }
    }

    @Test func theDocumentsOwnKeysReplaceTheFilesAndNullRemovesThem() throws {
        var studio = try StudioDocument.read(Array(Self.ownEmitters.utf8))
        try studio.apply(
            changes(
                #"{"canvasSize": [390, 844], "background": {"top": "navy", "bottom": "black"}, "#
                    + #""duration": 2}"#))
        #expect(studio.document.canvasSize == Size(width: 390, height: 844))
        let navy = RGBAColor(red: 0, green: 0, blue: 128)
        #expect(studio.document.background == .verticalGradient(top: navy, bottom: .black))
        #expect(studio.document.duration == 2)
        try studio.apply(changes(#"{"background": null}"#))
        #expect(studio.document.background == .solid(.black))
        #expect(
            throws: EffectFileError(
                position: nil, path: "duration",
                message:
                    "0 is not allowed: seconds of a complete animation, 0.001...3600")
        ) {
            try studio.apply(changes(#"{"duration": 0}"#))
        }
        let description = JSONWriter.compact(studio.description)
        #expect(
            description == #"{"kind": "definition", "name": "sparkle", "canvasSize": [390, 844], "#
                + ##""background": "black", "backgroundSwatches": ["#000000"], "duration": 2, "tellingMoment": 1, "##
                + #""fuse": false, "expandable": false, "#
                + #""parameters": []}"#)
    }

    @Test func aPresetFileOfEmittersExpandsToTheSameFrames() throws {
        var studio = StudioDocument.starting(from: .confettiBurst)
        try studio.apply(
            changes(
                #"{"parameters": {"count": 40, "origin": [0.3, 0.6]}, "canvasSize": [400, 300], "#
                    + #""background": "navy", "duration": 2.5}"#))
        var before = try studio.document.makeEffect(seed: 5)
        let expanded = studio.expand()
        #expect(expanded)
        guard case .definition(let d) = studio.document else {
            Issue.record("not expanded")
            return
        }
        #expect(
            d.canvasSize == Size(width: 400, height: 300) && d.duration == 2.5
                && d.background == .solid(RGBAColor(red: 0, green: 0, blue: 128)))
        var after = try studio.document.makeEffect(seed: 5)
        for t in [0.1, 0.8, 2.0] { #expect(before.displayList(at: t) == after.displayList(at: t), "at \(t) s") }
        let again = studio.expand()
        #expect(!again)
        #expect(StudioDocument.starting(from: .fuseFirework).expanded == nil)
    }

    /// A small definition whose emitters are no catalog preset's.
    static let ownEmitters = """
        {"name": "sparkle", "onTrigger": [{"burst": "dots"}],
         "emitters": [{"name": "dots", "emission": {"burst": 20}, "origin": {"unit": [0.5, 0.5]}, "lifetime": 1,
                       "launch": {"speed": 100, "spread": 3.14}, "shapes": [{"shape": "circle", "size": 6}],
                       "colors": ["gold"]}]}
        """

    private func changes(_ text: String) throws -> JSONValue { try JSONReader.read(text) }

    private func parameterNames(_ studio: StudioDocument) -> [String] {
        (member("parameters", of: studio.description)?.arrayItems ?? []).compactMap {
            if case .string(let name)? = member("name", of: $0)?.kind { name } else { nil }
        }
    }
}

/// The member `key` of a JSON object.
func member(_ key: String, of value: JSONValue) -> JSONValue? {
    FileForm.member(key, of: value)
}

extension JSONValue {
    /// The items of an array; nil for any other value.
    var arrayItems: [JSONValue]? {
        if case .array(let items) = kind { return items }
        return nil
    }
}
