import PyroCore

/// Runs one effect live for a view: turns wall-clock frames into effect time, applies
/// triggers, hands out each frame's display list and says when nothing is left to animate.
///
/// Everything a SwiftUI view needs that does not need SwiftUI lives here, so that it can be
/// tested anywhere. The view reads the clock and passes wall times in seconds (any origin);
/// the player never reads one. Gaps between frames longer than `maximumStep` count as
/// `maximumStep` (`LiveClock`), so an app resumed after minutes does not replay them, and time
/// stands still while the player is paused.
///
/// An effect made by the player is made when the first frame says how large the canvas is;
/// every effect follows the canvas when it changes size (`Effect.resize(to:)`: live particles
/// carry on, places given as fractions of the canvas move with it). Frames are drawn into one
/// list kept between frames (`Effect.render(reduceMotion:reusing:)`), so a warm frame allocates
/// nothing.
@MainActor
public final class EffectPlayer<E: Effect> {
    /// The effect, once a frame has given the canvas size (or from the start when given one).
    public private(set) var effect: E?
    /// Decides which triggers fire; nil fires every one.
    public private(set) var gate: TriggerGate?
    /// Where triggers without a point of their own start, in canvas points (`PyroViewProxy`'s
    /// `move(to:)`); nil: where the effect's configuration says.
    public var origin: Vector2?
    /// True while time stands still (`setPaused(_:atWallTime:)`).
    public private(set) var isPaused = false
    private var clock: LiveClock
    private let make: ((Size) -> E)?
    private let initial: E?
    private let isBusy: (E) -> Bool
    /// Triggers that came before the canvas had a size: effect times and origins.
    private var pending: [(time: Double, origin: Vector2?)] = []
    /// Effect time of the last repetition scheduled: the player is busy until then.
    private var scheduledUntil = -Double.infinity
    /// Wall-clock seconds spent paused, left out of effect time.
    private var pausedWallTime = 0.0
    private var pausedSince: Double?
    private var list = DisplayList(canvasSize: Size(width: 0, height: 0))

    /// A player that makes its effect for the canvas size of the first frame.
    ///
    /// - Parameters:
    ///   - gate: which triggers fire (nil: all of them).
    ///   - maximumStep: the largest advance per frame, in seconds.
    ///   - isBusy: true while the effect animates with no live particles (a fuse burning).
    ///   - make: makes the effect for a canvas size in points.
    public init(
        gate: TriggerGate? = nil, maximumStep: Double = 0.25, isBusy: @escaping (E) -> Bool = { _ in false },
        make: @escaping (Size) -> E
    ) {
        self.gate = gate
        self.clock = LiveClock(maximumStep: maximumStep)
        self.make = make
        self.initial = nil
        self.isBusy = isBusy
    }

    /// A player for an effect you made; `reset()` returns to it (at the canvas's current size).
    public init(
        effect: E, gate: TriggerGate? = nil, maximumStep: Double = 0.25,
        isBusy: @escaping (E) -> Bool = { _ in false }
    ) {
        self.gate = gate
        self.clock = LiveClock(maximumStep: maximumStep)
        self.make = nil
        self.initial = effect
        self.effect = effect
        self.isBusy = isBusy
    }

    /// Effect time, in seconds.
    public var time: Double { clock.time }

    /// Live particles now.
    public var liveCount: Int { effect?.liveCount ?? 0 }

    /// True when nothing moves: no live particles, no trigger waiting for a canvas or a
    /// repetition still to come, and the effect not busy otherwise. A view pauses its timeline
    /// then.
    public var isIdle: Bool {
        guard pending.isEmpty, clock.time >= scheduledUntil else { return false }
        guard let effect else { return true }
        return effect.liveCount == 0 && !isBusy(effect)
    }

    /// Brings the effect to the wall time of a frame drawn on a canvas of `canvasSize` points.
    public func advance(toWallTime wallTime: Double, canvasSize: Size) {
        tick(wallTime)
        prepare(canvasSize: canvasSize)
        effect?.update(to: clock.time)
    }

    /// Brings the effect to the wall time of a frame, on the canvas it already has.
    public func advance(toWallTime wallTime: Double) {
        tick(wallTime)
        effect?.update(to: clock.time)
    }

    /// Stops or restarts time: while paused, frames and triggers leave effect time where it
    /// was, and the wall time that passes is never played.
    public func setPaused(_ paused: Bool, atWallTime wallTime: Double) {
        guard paused != isPaused, wallTime.isFinite else { return }
        if paused {
            clock.tick(wallTime: wallTime - pausedWallTime)
            pausedSince = wallTime
        } else if let since = pausedSince {
            pausedWallTime += max(wallTime - since, 0)
            pausedSince = nil
        }
        isPaused = paused
    }

    /// Fires the effect's trigger now (a burst, showing confetti, lighting the fuse), at
    /// `origin` in canvas points where the effect has a place to start from, and again
    /// `repetitions - 1` times, `interval` seconds apart.
    ///
    /// - Parameters:
    ///   - origin: where the bursts start; nil: `self.origin`, or the effect's own place.
    ///   - repetitions: how many times it fires for this one trigger (at least 1).
    ///   - interval: seconds between repetitions (negative or non-finite: 0).
    /// - Returns: whether the trigger fired (the gate may drop it).
    @discardableResult
    public func trigger(
        atWallTime wallTime: Double, origin: Vector2? = nil, repetitions: Int = 1,
        interval: Double = 0
    ) -> Bool {
        tick(wallTime)
        if gate != nil, gate?.press(at: clock.time) == false { return false }
        let place = origin ?? self.origin
        let step = interval.isFinite ? max(interval, 0) : 0
        for k in 0..<max(repetitions, 1) {
            let time = clock.time + Double(k) * step
            scheduledUntil = max(scheduledUntil, time)
            if effect == nil {
                pending.append((time, place))
            } else {
                effect?.trigger(at: time, origin: place)
            }
        }
        // Births at once, so that the player is busy from this moment (a size change or an
        // idleness check before the next frame must not lose the burst).
        effect?.update(to: clock.time)
        return true
    }

    /// The frame at the current time, drawn over the storage of the frame before.
    public func frame(reduceMotion: Bool) -> DisplayList {
        guard let effect else {
            list.items.removeAll(keepingCapacity: true)
            return list
        }
        effect.render(reduceMotion: reduceMotion, reusing: &list)
        return list
    }

    /// Forgets every particle, waiting trigger and repetition: back to the effect as first made.
    public func reset() {
        pending.removeAll()
        scheduledUntil = -.infinity
        gate?.removeAll()
        effect = initial
        effect?.update(to: clock.time)
    }

    /// Runs `body` on the effect in place at the current time; nil before the effect exists.
    public func withEffect<Result>(_ body: (inout E, _ time: Double) -> Result) -> Result? {
        guard effect != nil else { return nil }
        return body(&effect!, clock.time)
    }

    private func tick(_ wallTime: Double) {
        guard !isPaused else { return }
        clock.tick(wallTime: wallTime - pausedWallTime)
    }

    private func prepare(canvasSize size: Size) {
        guard size.width > 0, size.height > 0 else { return }
        if let current = effect {
            if current.canvasSize != size { effect?.resize(to: size) }
            return
        }
        guard let make else { return }
        effect = make(size)
        for trigger in pending {
            effect?.trigger(at: trigger.time, origin: trigger.origin)
        }
        pending.removeAll()
        effect?.update(to: clock.time)
    }
}
