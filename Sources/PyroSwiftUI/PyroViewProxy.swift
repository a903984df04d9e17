#if canImport(SwiftUI)
    import PyroCore
    import PyroSwiftUISupport
    import SwiftUI

    /// Bursts, moves, pauses and resets the effect of the `PyroView`s it is given to, from anywhere
    /// in their screen (buttons, timers, gestures).
    ///
    /// Keep one in `@State` and pass it to a view's `proxy:`. Each view connects when it appears and
    /// disconnects when it disappears, under a token of its own, so a navigation push or pop that
    /// shows the new view before the old one goes cannot disconnect the new one. One proxy given to
    /// several views drives them all, in the order they appeared (two cannons, one button); calls
    /// while no view is connected do nothing, and a view that appears later takes `isPaused`,
    /// `minimumInterval` and the moved origin as they are then.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    public final class PyroViewProxy {
        /// What a connected view does for each call.
        struct Target {
            let burst: (Vector2?) -> Void
            let reset: () -> Void
            let update: () -> Void
        }

        let views = ConnectionList<Target>()

        /// A proxy that drives no view yet.
        public init() {}

        /// True while the effects stand still: no frames are drawn and time does not pass, so they
        /// carry on where they stopped.
        public var isPaused = false {
            didSet { if isPaused != oldValue { updateViews() } }
        }

        /// The least time between frames, in seconds: 1.0 / 30 caps the views at 30 frames a
        /// second. Nil, the default, draws at the display's rate.
        public var minimumInterval: Double? {
            didSet { if minimumInterval != oldValue { updateViews() } }
        }

        /// Where bursts without a point of their own start, in the view's points (`move(to:)`); nil:
        /// where each effect's configuration says.
        public private(set) var origin: CGPoint?

        /// True while at least one view is connected.
        public var isConnected: Bool { !views.isEmpty }

        /// Fires the effects' trigger now: a burst at `point` (in the view's points; nil: the
        /// origin), confetti shown, a drawn fuse lit, streams started.
        public func burst(at point: CGPoint? = nil) {
            let place = point.map { Vector2($0) }
            for view in views.handlers { view.burst(place) }
        }

        /// Lights the fuse of a fuse firework (the same as `burst()`).
        public func light() {
            burst()
        }

        /// Moves where later bursts without a point start, in the view's points. Running streams
        /// keep the origin they were started with.
        public func move(to point: CGPoint) {
            origin = point
            updateViews()
        }

        /// Back to the effects as they were given: every particle gone.
        public func reset() {
            for view in views.handlers { view.reset() }
        }

        private func updateViews() {
            for view in views.handlers { view.update() }
        }
    }
#endif
