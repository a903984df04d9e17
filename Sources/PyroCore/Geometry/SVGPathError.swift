/// Why a string of SVG path data could not be read, and where.
///
/// `offset` counts characters from the start of the string (0 for the first). Path data is
/// ASCII, and everything before the offending character has been read as ASCII, so the count is
/// the same in characters and in UTF-8 bytes.
public struct SVGPathError: Error, Equatable, Sendable {
    /// What was wrong.
    public enum Reason: Equatable, Sendable {
        /// The data has no command at all (it is empty or only separators).
        case empty
        /// The first command is not a move (`M` or `m`), which SVG requires.
        case expectedMoveTo
        /// A character that is neither a command, a number nor a separator (the UTF-8 byte).
        case unexpectedCharacter(UInt8)
        /// An arc (`command` is `A` or `a`) needs a flag here: a single `0` or `1`.
        case expectedFlag(command: UInt8)
        /// A command needs more numbers: `command` is its letter, `needed` how many one segment
        /// takes (2 for `L`, 6 for `C`).
        case expectedNumber(command: UInt8, needed: Int)
        /// Something that starts like a number but is not one (`-`, `.`, `1e`).
        case malformedNumber
        /// A number too large for `Float` (beyond about 3.4e38).
        case numberOutOfRange
        /// The outline is a single point (or has no points), so it cannot be fitted into the unit box.
        case noExtent
    }

    /// What was wrong.
    public let reason: Reason
    /// Characters before the offending one (0-based).
    public let offset: Int

    /// An error at `offset` (characters from the start) for `reason`.
    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// A sentence for people, naming the character offset and what was expected there.
    public var description: String {
        "SVG path data, character " + String(offset) + ": " + explanation
    }

    private var explanation: String {
        switch reason {
        case .empty:
            return "the path is empty; it needs at least a move (M x y) and a line or curve"
        case .expectedMoveTo:
            return "a path must start with a move (M or m)"
        case .unexpectedCharacter(let byte):
            return "unexpected " + Self.quoted(byte)
                + "; allowed are the commands M L H V C S Q T A Z (upper case absolute, lower case relative), numbers, spaces and commas"
        case .expectedFlag(let command):
            return "expected a flag (0 or 1): " + Self.quoted(command)
                + " takes rx ry rotation large-arc-flag sweep-flag x y"
        case .expectedNumber(let command, let needed):
            return "expected a number: " + Self.quoted(command) + " takes " + String(needed)
                + (needed == 1 ? " number" : " numbers") + " a segment"
        case .malformedNumber:
            return "malformed number; numbers look like 12, -3.5, .5 or 1e-3"
        case .numberOutOfRange:
            return "number out of range (beyond about 3.4e38)"
        case .noExtent:
            return "the outline has no width and no height, so it cannot be fitted into the unit box"
        }
    }

    /// `'X'` for a printable ASCII byte, its code otherwise.
    private static func quoted(_ byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) { return "'" + String(decoding: [byte], as: UTF8.self) + "'" }
        return "byte " + String(byte)
    }
}
