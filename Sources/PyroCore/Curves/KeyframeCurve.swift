/// A value animated through keyframes over time, like one `KeyframeCurve` of SwiftUI's
/// `KeyframeTimeline`.
///
/// The track starts at `initialValue` at time 0; each keyframe's segment follows the previous
/// one. Before 0 the track holds its initial value and after the last keyframe its final value.
/// Time units are the caller's: Pyro's presets use a particle's progress through its life
/// (0...1), as the seed articles do.
public struct KeyframeCurve: Equatable, Sendable {
    /// The value at time 0 and before (clamped to ±`valueLimit`).
    public let initialValue: Float
    /// The keyframes, each following the previous one (non-finite values dropped).
    public let keyframes: [Keyframe]

    /// Segment start times, values and Hermite end velocities, worked out once.
    private let starts: [Float]
    private let from: [Float]
    private let velocityIn: [Float]
    private let velocityOut: [Float]

    /// A track that holds `value` forever.
    public static func constant(_ value: Float) -> KeyframeCurve {
        KeyframeCurve(initialValue: value, [])
    }

    /// A track from `initialValue` through `keyframes`; non-finite values are dropped or read as 0.
    public init(initialValue: Float, _ keyframes: [Keyframe]) {
        let initial = initialValue.isFinite ? Self.clampValue(initialValue) : 0
        let frames = keyframes.filter { $0.value.isFinite }.map(Self.clamped)
        self.initialValue = initial
        self.keyframes = frames

        var starts: [Float] = []
        var from: [Float] = []
        var time: Float = 0
        var previous = initial
        for frame in frames {
            starts.append(time)
            from.append(previous)
            time += frame.duration
            previous = frame.value
        }
        self.starts = starts
        self.from = from

        // Velocity (value units per time unit) of the track at each keyframe boundary.
        func slope(_ i: Int) -> Float {
            let d = frames[i].duration
            return d > 0 ? (frames[i].value - from[i]) / d : 0
        }
        func endVelocity(ofSegment i: Int) -> Float {
            switch frames[i] {
            case .linear(_, _, let curve): return slope(i) * Self.derivative(curve, at: 1)
            case .hold: return 0
            case .cubic(_, _, _, let end):
                if let end, end.isFinite { return end }
                return Self.autoVelocity(after: i, frames: frames, starts: starts, from: from)
            }
        }
        func startVelocity(ofSegment i: Int) -> Float {
            switch frames[i] {
            case .linear(_, _, let curve): return slope(i) * Self.derivative(curve, at: 0)
            case .hold: return 0
            case .cubic(_, _, let start, _):
                if let start, start.isFinite { return start }
                guard i > 0 else { return 0 }
                if case .cubic = frames[i - 1] {
                    return Self.autoVelocity(after: i - 1, frames: frames, starts: starts, from: from)
                }
                return endVelocity(ofSegment: i - 1)
            }
        }
        var vIn: [Float] = []
        var vOut: [Float] = []
        for i in frames.indices {
            vIn.append(startVelocity(ofSegment: i))
            if case .cubic(_, _, _, let end) = frames[i], end == nil, i + 1 < frames.count {
                if case .cubic = frames[i + 1] {
                    vOut.append(Self.autoVelocity(after: i, frames: frames, starts: starts, from: from))
                } else {
                    vOut.append(startVelocity(ofSegment: i + 1))
                }
            } else {
                vOut.append(endVelocity(ofSegment: i))
            }
        }
        // A segment squeezed into a sliver of time can have an infinite slope; treat it as a jump.
        self.velocityIn = vIn.map { $0.isFinite ? $0 : 0 }
        self.velocityOut = vOut.map { $0.isFinite ? $0 : 0 }
    }

    /// Total duration of all keyframes.
    public var duration: Float {
        guard let last = starts.last, let frame = keyframes.last else { return 0 }
        return last + frame.duration
    }

    /// The track's value at `time` (clamped to the track; NaN reads as 0).
    public func value(at time: Float) -> Float {
        guard !keyframes.isEmpty else { return initialValue }
        return withSegments { $0.value(at: time) }
    }

    /// The track's value at each of `times[0..<count]`, into `out`: `value(at:)` of each, bit
    /// for bit, with the segment arrays opened once for the whole chunk rather than per value.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    func write(at times: UnsafePointer<Float>, into out: UnsafeMutablePointer<Float>, count: Int) {
        guard !keyframes.isEmpty else {
            for i in 0..<count { out[i] = initialValue }
            return
        }
        withSegments { segments in
            for i in 0..<count { out[i] = segments.value(at: times[i]) }
        }
    }

    /// Calls `body` with the keyframes and the values worked out for them.
    private func withSegments<R>(_ body: (Segments) -> R) -> R {
        keyframes.withUnsafeBufferPointer { frames in
            starts.withUnsafeBufferPointer { starts in
                from.withUnsafeBufferPointer { from in
                    velocityIn.withUnsafeBufferPointer { velocityIn in
                        velocityOut.withUnsafeBufferPointer { velocityOut in
                            body(
                                Segments(
                                    frames: frames, starts: starts, from: from, velocityIn: velocityIn,
                                    velocityOut: velocityOut))
                        }
                    }
                }
            }
        }
    }

    /// A non-empty track's keyframes with their start times, start values and Hermite end
    /// velocities, as buffers: the one evaluator of a track.
    private struct Segments {
        let frames: UnsafeBufferPointer<Keyframe>
        let starts: UnsafeBufferPointer<Float>
        let from: UnsafeBufferPointer<Float>
        let velocityIn: UnsafeBufferPointer<Float>
        let velocityOut: UnsafeBufferPointer<Float>

        @inline(__always)
        func value(at time: Float) -> Float {
            let t = time > 0 ? time : 0
            var i = 0
            while i + 1 < starts.count && starts[i + 1] <= t { i += 1 }
            let frame = frames[i]
            let d = frame.duration
            let s = d > 0 ? min((t - starts[i]) / d, 1) : 1
            let a = from[i]
            let b = frame.value
            switch frame {
            case .linear(_, _, let curve):
                return a + (b - a) * curve.value(at: s)
            case .hold:
                return s < 1 ? a : b
            case .cubic:
                let s2 = s * s
                let s3 = s2 * s
                let h00 = 2 * s3 - 3 * s2 + 1
                let h10 = s3 - 2 * s2 + s
                let h01 = 3 * s2 - 2 * s3
                let h11 = s3 - s2
                let v = h00 * a + h10 * d * velocityIn[i] + h01 * b + h11 * d * velocityOut[i]
                return v.isFinite ? v : b
            }
        }
    }

    /// The largest magnitude a keyframe value may have; beyond it values are clamped, so that
    /// interpolation can never overflow to infinity or NaN.
    public static let valueLimit: Float = 1e12

    private static func clampValue(_ v: Float) -> Float { min(max(v, -valueLimit), valueLimit) }

    private static func clamped(_ frame: Keyframe) -> Keyframe {
        switch frame {
        case .linear(let v, let d, let curve): return .linear(clampValue(v), duration: d, curve: curve)
        case .cubic(let v, let d, let s, let e):
            return .cubic(clampValue(v), duration: d, startVelocity: s, endVelocity: e)
        case .hold(let v, let d): return .hold(clampValue(v), duration: d)
        }
    }

    /// Catmull-Rom velocity at the boundary after segment `i`: the secant from its start value
    /// to the next segment's end value. At the last boundary the velocity is zero.
    private static func autoVelocity(after i: Int, frames: [Keyframe], starts: [Float], from: [Float]) -> Float {
        guard i + 1 < frames.count else { return 0 }
        let span = frames[i].duration + frames[i + 1].duration
        return span > 0 ? (frames[i + 1].value - from[i]) / span : 0
    }

    /// Slope of a timing curve at 0 or 1, estimated by a one-sided difference.
    private static func derivative(_ curve: Easing, at x: Float) -> Float {
        let h: Float = 1e-3
        return x < 0.5
            ? (curve.value(at: h) - curve.value(at: 0)) / h
            : (curve.value(at: 1) - curve.value(at: 1 - h)) / h
    }
}
