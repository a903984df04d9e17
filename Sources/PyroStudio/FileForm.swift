import PyroCore
import PyroFormat

/// Parameter values and backgrounds in the effect file's own words, read and written by the
/// effect-file reader and writer themselves (through a one-key preset file), so that the studio
/// accepts exactly what a file accepts, with the reader's messages, and shows values exactly as
/// `pyro export` writes them.
enum FileForm {
    /// The values of `configuration`'s parameters as a preset file writes them (`"count": 120`,
    /// `"speed": {"min": 300, "max": 500}`, `"colors": ["#ff0000"]`), in declaration order;
    /// `preset` is the one whose parameters they are.
    static func parameterValues(_ configuration: PresetConfiguration, of preset: Preset) -> [JSONMember] {
        let file = EffectDocument.preset(PresetDocument(preset: preset, configuration: configuration)).json
        return member("parameters", of: file).flatMap(members) ?? []
    }

    /// The value that a preset file's `"parameters": {name: json}` gives `preset`'s parameter
    /// `name`, checked as the reader checks it.
    ///
    /// - Throws: the reader's error, its path `parameters.NAME` and no position (the value did
    ///   not come from the file's text).
    static func parameterValue(_ json: JSONValue, named name: String, of preset: Preset)
        throws(EffectFileError) -> PresetValue
    {
        let file = JSONValue.object([("preset", .string(preset.rawValue)), ("parameters", .object([(name, json)]))])
        let document: EffectDocument
        do {
            document = try EffectDocument.decode(file)
        } catch {
            throw EffectFileError(position: nil, path: error.path, message: error.message)
        }
        guard case .preset(let read) = document, let value = read.configuration.value(of: name) else {
            throw EffectFileError(position: nil, path: "parameters." + name, message: "no such parameter")
        }
        return value
    }

    /// The background as a file writes it: `"black"`, `"transparent"`, `{"top": ..., "bottom": ...}`.
    static func background(_ background: Background) -> JSONValue {
        var document = PresetDocument(preset: .fountain)
        document.background = background
        return member("background", of: EffectDocument.preset(document).json) ?? .string("transparent")
    }

    /// The value of member `key` of an object.
    static func member(_ key: String, of object: JSONValue) -> JSONValue? {
        members(object)?.first { $0.key.hasSameBytes(as: key) }?.value
    }

    /// The members of an object; nil for any other value.
    static func members(_ value: JSONValue) -> [JSONMember]? {
        if case .object(let members) = value.kind { return members }
        return nil
    }
}
