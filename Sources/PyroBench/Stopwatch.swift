/// Times code with the monotonic clock (never the wall clock, which can jump).
enum Stopwatch {
    private static let clock = ContinuousClock()

    /// Seconds that `body` took.
    @inline(__always)
    static func seconds(_ body: () -> Void) -> Double {
        let start = clock.now
        body()
        let elapsed = start.duration(to: clock.now)
        let (s, attoseconds) = elapsed.components
        return Double(s) + Double(attoseconds) * 1e-18
    }

    /// Seconds since `start`, a value of `now`.
    static var now: ContinuousClock.Instant { clock.now }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let (s, attoseconds) = start.duration(to: clock.now).components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
