import PyroCore
import PyroFormat
import PyroWeb

/// The effect file a studio page designs: read from the page's text, changed by its controls
/// (each change comes back as the file's new text, so the text pane and the controls stay in
/// step), and described to the page so that it can build those controls.
struct StudioDocument {
    /// The file as read.
    private(set) var document: EffectDocument

    init(_ document: EffectDocument) { self.document = document }

    /// Reads an effect file's UTF-8 bytes as the browser build reads them (`pyro_create_from_file`:
    /// no PNG files, no text drawn).
    ///
    /// - Throws: the reader's error: line, column, JSON path, the value and what is allowed.
    static func read(_ bytes: [UInt8]) throws(EffectFileError) -> StudioDocument {
        StudioDocument(try EffectDocument.read(bytes, file: "", resources: browserResources))
    }

    /// A starting point for designing `preset`: a catalog preset as its definition (whose
    /// emitters can be edited and whose parameters still apply), any other as a preset file
    /// listing every parameter, which renders as `pyro render <preset>` does.
    static func starting(from preset: Preset) -> StudioDocument {
        if preset.catalogDefinition != nil { return StudioDocument(EffectDocument.exported(preset)) }
        return StudioDocument(.preset(PresetDocument(preset: preset)))
    }

    /// The file's text, as `pyro export` lays it out.
    var text: String { document.text }

    /// The preset whose parameters (`pyro list --params`) this file has: the one it names, or
    /// the catalog preset a definition is built like (same name, same emitters); nil when its
    /// emitters are its own.
    var parameterPreset: Preset? {
        switch document {
        case .preset(let p):
            return p.preset
        case .definition(let d):
            guard !PresetConfiguration.defined(d).parameters.isEmpty else { return nil }
            return Preset.catalog.first { $0.rawValue.hasSameBytes(as: d.name) }
        }
    }

    /// The configuration those parameters set, or nil when there are none.
    var configuration: PresetConfiguration? {
        switch document {
        case .preset(let p): p.configuration
        case .definition(let d): parameterPreset == nil ? nil : .defined(d)
        }
    }

    /// True for a fuse firework, whose path is drawn.
    var isFuse: Bool {
        if case .preset(let p) = document, case .fuseFirework = p.preset { return true }
        return false
    }

    /// The definition of emitters that `expand()` would make, when the file is a preset file whose
    /// preset `pyro export` writes as one (particle-burst, confetti-burst, fountain, the catalog).
    var expanded: EffectDefinition? {
        guard case .preset(let p) = document,
            case .definition(var d) = EffectDocument.exported(p.preset, configuration: p.configuration)
        else { return nil }
        d.canvasSize = document.canvasSize
        d.background = document.background
        d.duration = document.duration
        d.tellingMoment = document.tellingMoment
        if let firings = p.firings { d.firings = firings }
        return d
    }

    /// Replaces a preset file by the definition of emitters it stands for (`expanded`), keeping
    /// how it is shown and when it fires. Returns false, changing nothing, when there is none.
    mutating func expand() -> Bool {
        guard let d = expanded else { return false }
        document = .definition(d)
        return true
    }

    /// Applies `changes`, a JSON object in the file's own words: `"parameters"` (names and
    /// values as a preset file gives them, also for a catalog definition), and any key of the
    /// document itself (`"canvasSize"`, `"background"`, `"duration"`, `"path"`, ...), whose value
    /// replaces the file's (`null` removes it). The result is read back by the effect-file
    /// reader, so a change is refused exactly where a file would be.
    ///
    /// - Throws: the reader's error (its JSON path; no position, since the value is not in the
    ///   file's text). Nothing changes when it throws.
    mutating func apply(_ changes: JSONValue) throws(EffectFileError) {
        guard let members = FileForm.members(changes) else {
            throw EffectFileError(position: nil, path: "", message: "the changes must be an object")
        }
        var changed = document
        if let parameters = members.first(where: { $0.key.hasSameBytes(as: "parameters") }) {
            changed = try Self.setting(parameters.value, in: self)
        }
        let keys = members.filter { !$0.key.hasSameBytes(as: "parameters") }
        if !keys.isEmpty, var object = FileForm.members(changed.json) {
            for change in keys {
                object.removeAll { $0.key.hasSameBytes(as: change.key) }
                if case .null = change.value.kind { continue }
                object.append(change)
            }
            do {
                changed = try EffectDocument.decode(JSONValue(.object(object)), resources: browserResources)
            } catch {
                throw EffectFileError(position: nil, path: error.path, message: error.message)
            }
        }
        document = changed
    }

    /// `document`'s file with the parameter values of `json` (an object) set.
    private static func setting(_ json: JSONValue, in document: StudioDocument) throws(EffectFileError)
        -> EffectDocument
    {
        guard let preset = document.parameterPreset, var configuration = document.configuration else {
            throw EffectFileError(
                position: nil, path: "parameters",
                message: "this file's emitters are its own, "
                    + "so it has no parameters; change its values in the text")
        }
        guard let values = FileForm.members(json) else {
            throw EffectFileError(position: nil, path: "parameters", message: "expected an object of parameter values")
        }
        for member in values {
            let value = try FileForm.parameterValue(member.value, named: member.key, of: preset)
            do {
                try configuration.set(member.key, to: value)
            } catch {
                throw EffectFileError(position: nil, path: "parameters." + member.key, message: "not allowed here")
            }
        }
        switch (document.document, configuration) {
        case (.preset(var p), _):
            p.configuration = configuration
            return .preset(p)
        case (.definition, .defined(let d)):
            return .definition(d)
        case (.definition(let d), _):
            return .definition(d)
        }
    }
}
