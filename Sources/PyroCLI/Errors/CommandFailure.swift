/// A command that was called correctly but could not finish: an input file with bad data, a
/// missing program, a failed write. Printed as one line; the process exits with `status`.
public struct CommandFailure: Error, CustomStringConvertible, Equatable {
    public var status: ExitStatus
    public var message: String

    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { message }
}
