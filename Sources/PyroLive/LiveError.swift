/// Why `LivePlayer.run` stopped early: a message for people and the exit code the command line
/// should end with (BSD `sysexits.h` values).
package struct LiveError: Error, Equatable, CustomStringConvertible, Sendable {
    package enum Kind: Equatable, Sendable {
        /// SDL2 could not be loaded. Exit code 69 (EX_UNAVAILABLE).
        case sdlUnavailable
        /// SDL loaded but no display could be opened. Exit code 69 (EX_UNAVAILABLE).
        case noDisplay
        /// The window, renderer or texture could not be made. Exit code 70 (EX_SOFTWARE).
        case windowFailed
        /// A bad option value or input script. Exit code 64 (EX_USAGE).
        case invalidInput
        /// The screenshot file could not be written. Exit code 73 (EX_CANTCREAT).
        case screenshotFailed
    }

    package let kind: Kind
    /// What went wrong and what to do about it, in one or two sentences.
    package let message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The process exit code for this error.
    package var exitCode: Int32 {
        switch kind {
        case .sdlUnavailable, .noDisplay: return 69
        case .windowFailed: return 70
        case .invalidInput: return 64
        case .screenshotFailed: return 73
        }
    }

    package var description: String { message }

    /// What to install to get SDL2's runtime library, per platform.
    static let installHint: String = {
        #if os(macOS)
            return "install SDL2 (brew install sdl2)"
        #else
            return "install SDL2's runtime library (Debian/Ubuntu: apt-get install libsdl2-2.0-0; "
                + "Fedora: dnf install SDL2; Arch: pacman -S sdl2)"
        #endif
    }()
}
