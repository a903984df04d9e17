/// Turns a wall clock into effect time for live play.
///
/// A long gap between frames (an app resumed after minutes, a debugger pause) advances effect
/// time by at most `maximumStep` instead of replaying the gap, and a clock that runs
/// backwards is ignored. Rendering at a chosen time does not need this: effects are exact at
/// any time.
public struct LiveClock: Sendable {
    /// The largest advance per frame, in seconds.
    public let maximumStep: Double
    /// Effect time, in seconds.
    public private(set) var time: Double = 0
    private var lastWallTime: Double?

    /// - Parameter maximumStep: seconds; non-finite or non-positive values fall back to 0.25.
    public init(maximumStep: Double = 0.25) {
        self.maximumStep = maximumStep.isFinite && maximumStep > 0 ? maximumStep : 0.25
    }

    /// Reads the wall clock (seconds, any origin) and returns the new effect time.
    @discardableResult
    public mutating func tick(wallTime: Double) -> Double {
        guard wallTime.isFinite else { return time }
        if let last = lastWallTime {
            let delta = wallTime - last
            if delta > 0 { time += min(delta, maximumStep) }
        }
        if lastWallTime == nil || wallTime > lastWallTime! { lastWallTime = wallTime }
        return time
    }
}
