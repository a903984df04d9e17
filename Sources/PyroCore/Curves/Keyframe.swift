/// One keyframe of a `KeyframeCurve`, shaped after SwiftUI's keyframe types.
public enum Keyframe: Equatable, Sendable {
    /// Interpolates in a straight line to `value` over `duration`, paced by `curve`
    /// (SwiftUI's `LinearKeyframe(_:duration:timingCurve:)`).
    case linear(Float, duration: Float, curve: Easing = .linear)
    /// Interpolates along a cubic Hermite curve to `value` over `duration` (SwiftUI's
    /// `CubicKeyframe`). A nil velocity is chosen for smooth motion: adjacent cubic keyframes
    /// form a Catmull-Rom spline; next to another kind of keyframe the neighbour's velocity is
    /// taken; at either end of the track the velocity is zero.
    case cubic(Float, duration: Float, startVelocity: Float? = nil, endVelocity: Float? = nil)
    /// Holds the previous value for `duration`, then jumps to `value`.
    case hold(Float, duration: Float)

    /// The value this keyframe reaches.
    public var value: Float {
        switch self {
        case .linear(let v, _, _), .cubic(let v, _, _, _), .hold(let v, _): return v
        }
    }

    /// How long the keyframe's segment lasts, in the track's time units (never negative).
    public var duration: Float {
        let d: Float
        switch self {
        case .linear(_, let duration, _), .cubic(_, let duration, _, _), .hold(_, let duration): d = duration
        }
        return d.isFinite && d > 0 ? d : 0
    }
}
