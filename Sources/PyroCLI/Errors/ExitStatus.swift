/// How `pyro` ends, as a process exit status: the `sysexits.h` values for failures, and 128 plus
/// the signal number when a signal stops it, as shells expect.
package enum ExitStatus: Int32, Sendable {
    case success = 0
    /// The command ran and found what it checks for false (`pyro soak` saw the count grow).
    case checkFailed = 1
    /// EX_USAGE: a flag, value or argument is wrong; nothing was done.
    case usage = 64
    /// EX_DATAERR: an input file (a path file) holds bad data.
    case dataError = 65
    /// EX_NOINPUT: an input file named on the command line cannot be read (`bench --compare`).
    case noInput = 66
    /// EX_UNAVAILABLE: a program or library the command needs is missing (ffmpeg, SDL2, a display).
    case unavailable = 69
    /// EX_SOFTWARE: something inside failed (ffmpeg stopped, a window could not be made).
    case software = 70
    /// EX_CANTCREAT: the output file could not be written.
    case cannotCreate = 73
    /// 128 + SIGINT: interrupted from the keyboard.
    case interrupted = 130
    /// 128 + SIGTERM: asked to stop.
    case terminated = 143
}
