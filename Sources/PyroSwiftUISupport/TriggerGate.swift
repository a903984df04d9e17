/// Decides which presses of a trigger fire a burst, so that a trigger that changes hundreds of
/// times a second neither floods the screen nor grows without bound.
///
/// A press fires when at least `minimumInterval` seconds have passed since the last press that
/// fired and fewer than `maximumOverlapping` fired bursts are still within their `lifetime`.
/// Every press that fires stays independent: its burst runs its whole life whatever comes
/// after it. Times are effect seconds, in any order; a press earlier than the last one that
/// fired is treated as simultaneous with it.
public struct TriggerGate: Equatable, Sendable {
    /// Least time between two bursts, in seconds.
    public let minimumInterval: Double
    /// Most bursts alive at once.
    public let maximumOverlapping: Int
    /// How long a burst counts as alive, in seconds.
    public let lifetime: Double
    /// Times of the bursts that fired and may still be alive, oldest first.
    public private(set) var fired: [Double] = []

    /// - Parameters:
    ///   - minimumInterval: seconds; non-finite or negative values read as 0.
    ///   - maximumOverlapping: at least 1.
    ///   - lifetime: seconds; non-finite or negative values read as 0.
    public init(minimumInterval: Double = 1.0 / 30, maximumOverlapping: Int = 12, lifetime: Double) {
        self.minimumInterval = minimumInterval.isFinite ? max(minimumInterval, 0) : 0
        self.maximumOverlapping = max(maximumOverlapping, 1)
        self.lifetime = lifetime.isFinite ? max(lifetime, 0) : 0
    }

    /// Records a press at `time` seconds and says whether it fires. NaN and infinite times never fire.
    public mutating func press(at time: Double) -> Bool {
        guard time.isFinite else { return false }
        let time = max(time, fired.last ?? time)
        forget(before: time)
        if let last = fired.last, time - last < minimumInterval { return false }
        guard fired.count < maximumOverlapping else { return false }
        fired.append(time)
        return true
    }

    /// True when no burst that fired is alive at `time` seconds.
    public func isIdle(at time: Double) -> Bool {
        guard let last = fired.last else { return true }
        return time >= last + lifetime
    }

    /// Forgets every burst (the view was reset).
    public mutating func removeAll() {
        fired.removeAll()
    }

    private mutating func forget(before time: Double) {
        let alive = fired.firstIndex { $0 + lifetime > time } ?? fired.count
        if alive > 0 { fired.removeFirst(alive) }
    }
}
