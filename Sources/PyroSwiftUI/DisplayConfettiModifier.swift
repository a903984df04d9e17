#if canImport(SwiftUI)
    import PyroCore
    import PyroSwiftUISupport
    import SwiftUI

    /// Seed 003: confetti over the view while `isActive` is true: 3 s of flipping squares, a 2 s
    /// fade, then `isActive` is set back to false, as the article does.
    ///
    /// The success haptic plays when it starts, as the seed's does (where the device has haptics;
    /// not on visionOS, which gained `sensoryFeedback` only in visionOS 26). Setting `isActive` to
    /// false early takes the confetti away at once. The overlay covers the safe area.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct DisplayConfettiModifier<Symbols: View>: ViewModifier {
        /// Everything the player is made from: a change of any makes a new one.
        struct Arguments: Equatable {
            var options: ConfettiOptions
            var seed: UInt64
        }

        @Binding var isActive: Bool
        var options: ConfettiOptions
        var colors: [Color]?
        var seed: UInt64
        var symbols: Symbols
        @State private var slot = PlayerSlot<Arguments, SystemEffect>()
        @State private var painter = CanvasPainter()
        @State private var paused = true
        @Environment(\.self) private var environment

        func body(content: Content) -> some View {
            let options = self.options.recolored(colors, in: environment)
            let player = slot.player(for: Arguments(options: options, seed: seed), make: Self.player)
            return
                content
                .overlay {
                    EffectCanvas(
                        player: player, painter: painter, paused: $paused, onFrame: { finishWhenIdle(player) },
                        symbols: symbols
                    )
                    .ignoresSafeArea()
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
                }
                #if !os(visionOS)
                    .sensoryFeedback(.success, trigger: isActive) { _, active in active }
                #endif
                .onChange(of: isActive, initial: true) { _, active in
                    if active {
                        player.trigger(
                            atWallTime: wallTime(), repetitions: options.repetitions,
                            interval: options.repetitionInterval)
                        paused = false
                    } else {
                        player.reset()
                    }
                }
        }

        private func finishWhenIdle(_ player: EffectPlayer<SystemEffect>) {
            if isActive && player.isIdle { isActive = false }
        }

        private static func player(_ arguments: Arguments) -> EffectPlayer<SystemEffect> {
            let emitter = arguments.options.displayEmitter(Confetti.Configuration())
            return EffectPlayer { size in
                SystemEffect(ParticleSystem(emitters: [emitter], seed: arguments.seed, canvasSize: size))
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        /// Shows confetti over this view while `isActive` is true, then sets it back to false once
        /// the confetti has faded out (3 s shown, 2 s fading, after the last repetition).
        ///
        /// - Parameters:
        ///   - isActive: set it to true to show confetti; it goes back to false by itself.
        ///   - count: pieces per showing (nil: the seed's 50).
        ///   - colors: the pieces' colours, picked at random (nil: the seed's five).
        ///   - shapes: the pieces' shapes, picked at random: any `ParticleShape`, `.emoji("🎉")`,
        ///     `.systemImage("star.fill")`, `.view("tag")` for a view in `symbols` (nil: squares).
        ///   - size: each piece's side in points (nil: the seed's 20).
        ///   - repetitions: showings for each activation, each scattering new pieces.
        ///   - repetitionInterval: seconds between them.
        ///   - seed: makes the confetti reproducible.
        ///   - symbols: views the pieces can be drawn as, each tagged with the name `.view(_:)` uses.
        public func displayConfetti<Symbols: View>(
            isActive: Binding<Bool>, count: Int? = nil, colors: [Color]? = nil, shapes: [ParticleShape]? = nil,
            size: CGFloat? = nil, repetitions: Int = 1, repetitionInterval: Double = 1, seed: UInt64 = 0,
            @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) -> some View {
            let options = ConfettiOptions(
                count: count, shapes: shapes, size: size.map { Float($0) },
                repetitions: repetitions, repetitionInterval: repetitionInterval)
            return modifier(
                DisplayConfettiModifier(
                    isActive: isActive, options: options, colors: colors, seed: seed,
                    symbols: symbols()))
        }
    }
#endif
