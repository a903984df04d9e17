/// A mistake in how `pyro` was called: a flag, value or argument that is wrong. Printed as one
/// line; the process exits with `ExitStatus.usage` (64) before any work is done.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
