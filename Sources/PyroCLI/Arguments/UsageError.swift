/// A mistake in how `pyro` was called: printed as one line, exit status 64 (EX_USAGE).
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var exitCode: Int32

    public init(_ message: String, exitCode: Int32 = 64) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}
