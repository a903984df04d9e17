/// Turns frame delays into GIF's whole centiseconds without drifting.
///
/// Each frame ends at the rounded total elapsed time, so rounding errors do not pile up:
/// 60 fps gives delays 2, 1, 2, 2, 1, 2, … centiseconds, averaging 1.667 cs, and the
/// animation's total length stays right to within 5 ms.
struct GIFDelayClock {
    /// Exact elapsed time in centiseconds.
    private var elapsed: Double = 0
    /// Centiseconds already written.
    private var written = 0

    /// The delay field (centiseconds, 0...65535) for the next frame lasting `delay`.
    mutating func centiseconds(for delay: FrameDelay) -> UInt16 {
        elapsed += Double(delay.numerator) * 100 / Double(delay.denominator)
        let target = Int(elapsed.rounded())
        let centiseconds = min(65535, max(0, target - written))
        written += centiseconds
        return UInt16(centiseconds)
    }
}
