/// A command that was called correctly but could not finish: an input file with bad data, a
/// missing program, a failed write. Printed as one line; the process exits with `status`.
package struct CommandFailure: Error, CustomStringConvertible, Equatable {
    package var status: ExitStatus
    package var message: String

    package init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    package var description: String { message }
}
