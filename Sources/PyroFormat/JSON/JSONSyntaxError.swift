/// Text that is not JSON: what was wrong, and where.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// What was found and what was expected.
    public var message: String
    /// Where the problem starts.
    public var position: SourcePosition

    /// An error at `position`.
    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }
}
