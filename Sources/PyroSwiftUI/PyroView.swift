#if canImport(SwiftUI)
import PyroCore
import PyroSwiftUISupport
import SwiftUI

/// Any Pyro effect in a view: a preset, or your own `ParticleSystem` wrapped in an effect.
///
/// The effect draws in the view's points from its top-left corner, and follows the view's size
/// (`Effect.resize(to:)`). The timeline runs only while something moves and honours Reduce
/// Motion. Fire, light and reset
/// it from buttons through a `PyroViewProxy`; read the live particle count through `liveCount`.
///
/// ```swift
/// @State private var proxy = PyroViewProxy()
/// PyroView(effect: Preset.confettiBurst.makeEffect(seed: 1, canvasSize: Size(width: 400, height: 700)),
///          proxy: proxy)
/// Button("Celebrate") { proxy.fire() }
/// ```
@available(iOS 17.0, macOS 14.0, *)
public struct PyroView<E: Effect>: View {
    private let proxy: PyroViewProxy?
    private let liveCount: Binding<Int>?
    @State private var player: EffectPlayer<E>
    @State private var painter = CanvasPainter()
    @State private var paused = true

    /// - Parameters:
    ///   - effect: the effect; its canvas size is replaced by the view's.
    ///   - proxy: lets buttons fire, light and reset the effect.
    ///   - liveCount: set to the number of live particles after every frame.
    public init(effect: E, proxy: PyroViewProxy? = nil, liveCount: Binding<Int>? = nil) {
        self.proxy = proxy
        self.liveCount = liveCount
        _player = State(initialValue: EffectPlayer(effect: effect))
    }

    /// Your own particle system: `fire()` fires its burst emitters and starts its streams.
    public init(system: ParticleSystem, proxy: PyroViewProxy? = nil, liveCount: Binding<Int>? = nil)
    where E == SystemEffect {
        self.init(effect: SystemEffect(system), proxy: proxy, liveCount: liveCount)
    }

    public var body: some View {
        EffectCanvas(player: player, painter: painter, paused: $paused, onFrame: reportLiveCount)
            .onAppear(perform: connect)
            .onDisappear { proxy?.disconnect() }
    }

    private func reportLiveCount() {
        if let liveCount, liveCount.wrappedValue != player.liveCount {
            liveCount.wrappedValue = player.liveCount
        }
    }

    private func connect() {
        let player = player, paused = $paused
        proxy?.connect(
            fire: { origin in
                if player.trigger(atWallTime: wallTime(), origin: origin) { paused.wrappedValue = false }
            },
            reset: {
                player.reset()
                paused.wrappedValue = false
            })
    }
}

/// Fires, lights and resets the effect of the `PyroView` it is given to, from anywhere in the
/// view's screen (buttons, timers).
///
/// Keep one in `@State`; calls while no view shows it do nothing.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
public final class PyroViewProxy {
    private var fireHandler: ((Vector2?) -> Void)?
    private var resetHandler: (() -> Void)?

    public init() {}

    /// Fires the effect's trigger now: a burst (at `point` in the view's points, where the
    /// effect has a place to start from), showing confetti, lighting a drawn fuse.
    public func fire(at point: CGPoint? = nil) {
        fireHandler?(point.map { Vector2($0) })
    }

    /// Lights the fuse of a fuse firework (the same as `fire()`).
    public func light() {
        fire()
    }

    /// Back to the effect as it was given: every particle gone.
    public func reset() {
        resetHandler?()
    }

    func connect(fire: @escaping (Vector2?) -> Void, reset: @escaping () -> Void) {
        fireHandler = fire
        resetHandler = reset
    }

    func disconnect() {
        fireHandler = nil
        resetHandler = nil
    }
}
#endif
