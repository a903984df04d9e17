/// A mistake in how `pyro` was called: a flag, value or argument that is wrong. Printed as one
/// line; the process exits with `ExitStatus.usage` (64) before any work is done.
package struct UsageError: Error, CustomStringConvertible, Equatable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
