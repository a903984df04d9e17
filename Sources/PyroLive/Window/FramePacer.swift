/// Keeps a loop at a steady frame rate when presenting does not wait for vsync (software
/// renderers, virtual displays): it sleeps until the next frame is due rather than spin.
///
/// Deadlines advance by whole periods so that millisecond sleeps do not drift the rate down;
/// a late frame starts the schedule over instead of rushing to catch up.
struct FramePacer {
    /// Seconds per frame.
    let period: Double
    private var deadline: Double

    init(period: Double, now: Double) {
        self.period = period
        deadline = now
    }

    /// Seconds to sleep after a frame finished at `now` (0 when late).
    mutating func pause(now: Double) -> Double {
        deadline += period
        guard now < deadline else {
            deadline = now
            return 0
        }
        return deadline - now
    }
}
