import PyroCore

/// Runs one effect live for a view: turns wall-clock frames into effect time, applies
/// triggers, hands out each frame's display list and says when nothing is left to animate.
///
/// Everything a SwiftUI view needs that does not need SwiftUI lives here, so that it can be
/// tested anywhere. The view reads the clock and passes wall times in seconds (any origin);
/// the player never reads one. Gaps between frames longer than `maximumStep` count as
/// `maximumStep` (`LiveClock`), so an app resumed after minutes does not replay them.
///
/// An effect made by the player is made when the first frame says how large the canvas is;
/// every effect follows the canvas when it changes size (`Effect.resize(to:)`: live particles
/// carry on, places given as fractions of the canvas move with it).
@MainActor
public final class EffectPlayer<E: Effect> {
    /// The effect, once a frame has given the canvas size (or from the start when given one).
    public private(set) var effect: E?
    /// Decides which triggers fire; nil fires every one.
    public private(set) var gate: TriggerGate?
    private var clock: LiveClock
    private let make: ((Size) -> E)?
    private let initial: E?
    private let isBusy: (E) -> Bool
    private var pending: [Vector2?] = []
    private var list = DisplayList(canvasSize: Size(width: 0, height: 0))

    /// A player that makes its effect for the canvas size of the first frame.
    ///
    /// - Parameters:
    ///   - gate: which triggers fire (nil: all of them).
    ///   - maximumStep: the largest advance per frame, in seconds.
    ///   - isBusy: true while the effect animates with no live particles (a fuse burning).
    ///   - make: makes the effect for a canvas size in points.
    public init(gate: TriggerGate? = nil, maximumStep: Double = 0.25, isBusy: @escaping (E) -> Bool = { _ in false },
                make: @escaping (Size) -> E) {
        self.gate = gate
        self.clock = LiveClock(maximumStep: maximumStep)
        self.make = make
        self.initial = nil
        self.isBusy = isBusy
    }

    /// A player for an effect you made; `reset()` returns to it (at the canvas's current size).
    public init(effect: E, gate: TriggerGate? = nil, maximumStep: Double = 0.25,
                isBusy: @escaping (E) -> Bool = { _ in false }) {
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

    /// True when nothing moves: no live particles, no trigger waiting for a canvas, and the
    /// effect not busy otherwise. A view pauses its timeline then.
    public var isIdle: Bool {
        guard pending.isEmpty else { return false }
        guard let effect else { return true }
        return effect.liveCount == 0 && !isBusy(effect)
    }

    /// Brings the effect to the wall time of a frame drawn on a canvas of `canvasSize` points.
    public func advance(toWallTime wallTime: Double, canvasSize: Size) {
        clock.tick(wallTime: wallTime)
        prepare(canvasSize: canvasSize)
        effect?.update(to: clock.time)
    }

    /// Brings the effect to the wall time of a frame, on the canvas it already has.
    public func advance(toWallTime wallTime: Double) {
        clock.tick(wallTime: wallTime)
        effect?.update(to: clock.time)
    }

    /// Fires the effect's trigger now (a burst, showing confetti, lighting the fuse), at
    /// `origin` in canvas points where the effect has a place to start from.
    ///
    /// - Returns: whether the trigger fired (the gate may drop it).
    @discardableResult
    public func trigger(atWallTime wallTime: Double, origin: Vector2? = nil) -> Bool {
        clock.tick(wallTime: wallTime)
        if gate != nil, gate?.press(at: clock.time) == false { return false }
        if effect == nil {
            pending.append(origin)
        } else {
            // Births at once, so that the player is busy from this moment (a size change or an
            // idleness check before the next frame must not lose the burst).
            effect?.trigger(at: clock.time, origin: origin)
            effect?.update(to: clock.time)
        }
        return true
    }

    /// The frame at the current time, drawn into storage the player keeps between frames.
    public func frame(reduceMotion: Bool) -> DisplayList {
        list.items.removeAll(keepingCapacity: true)
        guard let effect else { return list }
        list.canvasSize = effect.canvasSize
        effect.render(reduceMotion: reduceMotion, into: &list)
        return list
    }

    /// Forgets every particle and waiting trigger: back to the effect as first made.
    public func reset() {
        pending.removeAll()
        gate?.removeAll()
        effect = initial
        effect?.update(to: clock.time)
    }

    /// Runs `body` on the effect in place at the current time; nil before the effect exists.
    public func withEffect<Result>(_ body: (inout E, _ time: Double) -> Result) -> Result? {
        guard effect != nil else { return nil }
        return body(&effect!, clock.time)
    }

    private func prepare(canvasSize size: Size) {
        guard size.width > 0, size.height > 0 else { return }
        if let current = effect {
            if current.canvasSize != size { effect?.resize(to: size) }
            return
        }
        guard let make else { return }
        effect = make(size)
        effect?.update(to: clock.time)
        for origin in pending {
            effect?.trigger(at: clock.time, origin: origin)
        }
        pending.removeAll()
    }
}
