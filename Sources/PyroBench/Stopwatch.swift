import PyroCore

/// Times code with the monotonic clock (never the wall clock, which can jump).
enum Stopwatch {
    private static let clock = ContinuousClock()

    /// Seconds that `body` took.
    @inline(__always)
    static func seconds(_ body: () -> Void) -> Double {
        let start = clock.now
        body()
        return start.duration(to: clock.now).inSeconds
    }

    /// The monotonic clock's current instant.
    static var now: ContinuousClock.Instant { clock.now }

    /// Seconds since `start`, a value of `now`.
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        start.duration(to: clock.now).inSeconds
    }
}
