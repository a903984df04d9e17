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
        guard let first = stops.first else { return RGBAColor.white.rgba32 }
        if !(progress > first.0) { return first.1.rgba32 }
        for i in 1..<max(stops.count, 1) where progress < stops[i].0 {
            let (p0, c0) = stops[i - 1]
            let (p1, c1) = stops[i]
            let t = (progress - p0) / (p1 - p0)
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8(min(max((Float(a) + (Float(b) - Float(a)) * t).rounded(), 0), 255))
            }
            return RGBAColor(
                red: mix(c0.red, c1.red), green: mix(c0.green, c1.green),
                blue: mix(c0.blue, c1.blue), alpha: mix(c0.alpha, c1.alpha)
            ).rgba32
        }
        return stops[stops.count - 1].1.rgba32
    }
}
