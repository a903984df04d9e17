#if canImport(SwiftUI)
    import PyroCore
    import PyroSwiftUISupport
    import SwiftUI

    /// The engine in a view: a `Canvas` inside a `TimelineView(.animation(paused:))`, drawing the
    /// player's frame, pausing when the player is idle or paused, honouring Reduce Motion.
    ///
    /// Nothing here keeps a timer or a task: when the view goes away the timeline stops with it,
    /// and the player is released with the view's state.
    @MainActor
    struct EffectCanvas<E: Effect, Symbols: View>: View {
        let player: EffectPlayer<E>
        let painter: CanvasPainter
        /// True while nothing moves; the canvas sets it when the player goes idle.
        @Binding var paused: Bool
        /// Changes whenever what is drawn changes without time passing (a drawn fuse point).
        var revision = 0
        var fill = ParticleFill.effect
        /// The least time between frames, in seconds (nil: the display's rate).
        var minimumInterval: Double? = nil
        /// Called after each frame's time step, to read the player's state (live count, idleness).
        var onFrame: () -> Void = {}
        /// Views the particles can be drawn as: tagged for `ParticleShape.view(_:)`, or the content
        /// tagged `CanvasPainter.contentTag` for `ParticleFill.content`.
        var symbols: Symbols

        @Environment(\.accessibilityReduceMotion) private var reduceMotion

        var body: some View {
            TimelineView(.animation(minimumInterval: minimumInterval, paused: paused || player.isPaused)) { timeline in
                Canvas(
                    renderer: { context, size in
                        player.advance(toWallTime: wallTime(timeline.date), canvasSize: Size(size))
                        painter.draw(player.frame(reduceMotion: reduceMotion), into: &context, fill: fill)
                    },
                    symbols: {
                        symbols
                    }
                )
                .onChange(of: timeline.date) { _, date in
                    player.advance(toWallTime: wallTime(date))
                    onFrame()
                    if player.isIdle { paused = true }
                }
            }
        }
    }

    extension EffectCanvas where Symbols == EmptyView {
        init(
            player: EffectPlayer<E>, painter: CanvasPainter, paused: Binding<Bool>, revision: Int = 0,
            fill: ParticleFill = .effect, minimumInterval: Double? = nil, onFrame: @escaping () -> Void = {}
        ) {
            self.init(
                player: player, painter: painter, paused: paused, revision: revision, fill: fill,
                minimumInterval: minimumInterval, onFrame: onFrame, symbols: EmptyView())
        }
    }
#endif
