/// How long one animation frame stays on screen, as an exact fraction of a second.
///
/// APNG stores delays as such a fraction (16-bit numerator and denominator), so 60 fps is
/// exactly 1/60 s. GIF stores centiseconds; `GIFEncoder` rounds while carrying the error over
/// to later frames.
public struct FrameDelay: Equatable, Hashable, Sendable {
    /// Seconds on top of the fraction bar.
    public let numerator: UInt16
    /// Seconds below the fraction bar; never 0.
    public let denominator: UInt16

    /// A delay of `numerator / denominator` seconds.
    ///
    /// - Precondition: `denominator` is not 0.
    public init(numerator: UInt16, denominator: UInt16) {
        precondition(denominator != 0, "FrameDelay denominator must not be 0")
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The closest fraction with 16-bit terms to `seconds`.
    ///
    /// Uses continued fractions, so common rates come out exact: 1/60 s stays 1/60.
    /// Negative or NaN values give 0; values above 65535 s give 65535 s.
    public init(seconds: Double) {
        guard seconds > 0 else {
            self.init(numerator: 0, denominator: 1)
            return
        }
        guard seconds < 65535 else {
            self.init(numerator: 65535, denominator: 1)
            return
        }
        // Convergents h/k of the continued fraction of `seconds`, stopping before a term
        // exceeds 16 bits.
        var (h0, h1) = (0, 1)
        var (k0, k1) = (1, 0)
        var x = seconds
        var best = (numerator: 0, denominator: 1)
        for _ in 0..<64 {
            let a = x.rounded(.down)
            guard a < 65536 else { break }
            let ai = Int(a)
            let h2 = ai * h1 + h0
            let k2 = ai * k1 + k0
            guard h2 <= 65535, k2 <= 65535 else { break }
            best = (h2, k2)
            (h0, h1) = (h1, h2)
            (k0, k1) = (k1, k2)
            let fraction = x - a
            if fraction < 1e-9 { break }
            x = 1 / fraction
        }
        self.init(numerator: UInt16(best.numerator), denominator: UInt16(best.denominator))
    }

    /// One frame at `framesPerSecond` frames per second (1...65535).
    public static func framesPerSecond(_ framesPerSecond: Int) -> FrameDelay {
        precondition(
            (1...65535).contains(framesPerSecond), "frames per second must be 1...65535, got \(framesPerSecond)")
        return FrameDelay(numerator: 1, denominator: UInt16(framesPerSecond))
    }

    /// The delay in seconds.
    public var seconds: Double { Double(numerator) / Double(denominator) }
}
