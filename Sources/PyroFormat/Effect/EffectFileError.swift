/// Why an effect file could not be read: where (file, line, column, JSON path), the value found
/// and what is allowed.
///
/// `description` is the one line the command line prints, such as
/// `fire.json:12:18: emitters[1].lifetime.min: -2 is not allowed: seconds a particle lives, 0.001...86400`.
public struct EffectFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name as the person gave it ("" until the caller knows it).
    public var file: String
    /// Where the offending text starts, when there is one.
    public var position: SourcePosition?
    /// The JSON path of the offending value (`emitters[1].lifetime.min`); empty for the file as
    /// a whole.
    public var path: String
    /// What is wrong: the value and what is allowed.
    public var message: String

    /// An error about the value at `path`, starting at `position`, in `file`.
    public init(file: String = "", position: SourcePosition?, path: String, message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// `FILE:LINE:COLUMN: PATH: MESSAGE`, leaving out what is unknown.
    public var description: String {
        var text = file
        if let position {
            text += (text.isEmpty ? "" : ":") + "\(position.line):\(position.column)"
        }
        if !text.isEmpty { text += ": " }
        if !path.isEmpty { text += path + ": " }
        return text + message
    }
}
