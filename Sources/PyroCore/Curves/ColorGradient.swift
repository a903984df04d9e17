/// Colours over a particle's life: stops at progress values (0...1), interpolated linearly in
/// sRGB between them and held beyond the first and last.
public struct ColorGradient: Equatable, Sendable {
    /// (progress, colour) pairs, sorted by progress.
    public let stops: [(Float, RGBAColor)]

    /// A gradient through (progress, colour) stops, in any order; non-finite progress values are dropped.
    public init(_ stops: [(Float, RGBAColor)]) {
        self.stops = stops.filter { $0.0.isFinite }.sorted { $0.0 < $1.0 }
    }

    public static func == (a: ColorGradient, b: ColorGradient) -> Bool {
        a.stops.count == b.stops.count && zip(a.stops, b.stops).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    /// The colour at `progress`, packed as 0xRRGGBBAA.
    public func rgba32(at progress: Float) -> UInt32 {
        var progress = progress
        var color: UInt32 = 0
        write(at: &progress, into: &color, count: 1)
        return color
    }

    /// The colours at `progress[0..<count]`, packed as 0xRRGGBBAA into `out`, a chunk of
    /// particles at a time: the one evaluator of a gradient (`rgba32(at:)` is a chunk of one).
    ///
    /// At or before the first stop its colour, at or after the last the last's, between two
    /// the channels interpolated linearly in sRGB and rounded half away from zero. White when
    /// there are no stops. The stops are unpacked once per call into positions and channels as
    /// `Float`, so that a particle costs a short search and four interpolations.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    func write(at progress: UnsafePointer<Float>, into out: UnsafeMutablePointer<UInt32>, count: Int) {
        let n = stops.count
        guard n > 1 else {
            let color = stops.first?.1.rgba32 ?? RGBAColor.white.rgba32
            for i in 0..<count { out[i] = color }
            return
        }
        let start = stops[0].0
        let firstColor = stops[0].1.rgba32
        let lastColor = stops[n - 1].1.rgba32
        // Per stop: its position, then red, green, blue and alpha.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 5 * n) { table in
            let table = table.baseAddress!
            for (k, stop) in stops.enumerated() {
                let c = stop.1
                table[5 * k] = stop.0
                table[5 * k + 1] = Float(c.red)
                table[5 * k + 2] = Float(c.green)
                table[5 * k + 3] = Float(c.blue)
                table[5 * k + 4] = Float(c.alpha)
            }
            for i in 0..<count {
                let p = progress[i]
                guard p > start else {
                    out[i] = firstColor
                    continue
                }
                var k = 1
                while k < n, !(p < table[5 * k]) { k += 1 }
                guard k < n else {
                    out[i] = lastColor
                    continue
                }
                let s0 = table + 5 * (k - 1)
                let s1 = s0 + 5
                let t = (p - s0[0]) / (s1[0] - s0[0])
                @inline(__always)
                func mix(_ channel: Int) -> UInt32 {
                    let a = s0[channel]
                    return Self.roundedByte(a + (s1[channel] - a) * t)
                }
                out[i] = mix(1) << 24 | mix(2) << 16 | mix(3) << 8 | mix(4)
            }
        }
    }

    /// `UInt32(min(max(x.rounded(), 0), 255))`, bit for bit, without a call: on the x86-64
    /// baseline (SSE2) `rounded()` is a call to libm's `roundf`, four of them a particle.
    ///
    /// Clamping first changes nothing (`rounded()` is monotonic and keeps 0 and 255); then,
    /// for x in 0...255, `x + 0.5` is exact in `Double` (x has 24 significant bits), so its
    /// truncation is x rounded half away from zero, as `rounded()` rounds.
    @inline(__always)
    static func roundedByte(_ x: Float) -> UInt32 {
        let clamped = min(max(x, 0), 255)
        return UInt32(bitPattern: Int32(Double(clamped) + 0.5))
    }
}
