import PyroCore

/// What an effect file holds: a full `EffectDefinition`, or a built-in preset by name with its
/// parameters. docs/EFFECT_FORMAT.md describes the format key by key.
public enum EffectDocument: Equatable, Sendable {
    /// Emitters, what a firing does, firings and how the effect is shown.
    case definition(EffectDefinition)
    /// A built-in preset with its parameters and schedule.
    case preset(PresetDocument)

    /// The format version this reader and writer speak.
    public static let version = 1

    /// Reads an effect file's text; errors name `file`, the line and column, the JSON path, the
    /// value and what is allowed. Sprites given as a file or as text are made by `resources`.
    public static func read(_ text: String, file: String = "", resources: EffectResources = EffectResources())
        throws(EffectFileError) -> EffectDocument
    {
        try read(Array(text.utf8), file: file, resources: resources)
    }

    /// Reads an effect file's UTF-8 bytes (see `read(_:file:resources:)`).
    public static func read(_ bytes: [UInt8], file: String = "", resources: EffectResources = EffectResources())
        throws(EffectFileError) -> EffectDocument
    {
        do throws(EffectFileError) {
            let value: JSONValue
            do {
                value = try JSONReader.read(bytes)
            } catch {
                throw EffectFileError(position: error.position, path: "", message: "not JSON: " + error.message)
            }
            return try decode(value, resources: resources)
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    /// The document from a JSON value already read, its sprite files and text made by `resources`.
    public static func decode(_ value: JSONValue, resources: EffectResources = EffectResources())
        throws(EffectFileError) -> EffectDocument
    {
        let root = JSONField(value: value, path: "")
        guard case .object(let members) = value.kind else {
            throw root.error("expected an effect (a JSON object), found \(value.kindName)")
        }
        if let version = members.first(where: { $0.key.hasSameBytes(as: "version") }) {
            let field = root.member("version", version.value)
            guard try field.number("the format version").integer == Self.version else {
                throw field.error("\(field.shownValue) is not allowed: this Pyro reads format version \(Self.version)")
            }
        }
        if members.contains(where: { $0.key.hasSameBytes(as: "preset") }) {
            return .preset(try PresetDocumentCodec.read(root))
        }
        return .definition(try DefinitionCodec.read(root, resources: resources))
    }

    /// The document as JSON: values equal to their defaults left out (a preset document lists
    /// every parameter, so that people see what they can change).
    public var json: JSONValue {
        switch self {
        case .definition(let definition): DefinitionCodec.write(definition)
        case .preset(let document): PresetDocumentCodec.write(document)
        }
    }

    /// The file's text: `json` laid out for people, ending with a newline.
    public var text: String { JSONWriter().text(json) }
}
