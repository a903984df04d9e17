#if canImport(SwiftUI)
    import PyroCore
    import PyroSwiftUISupport
    import SwiftUI

    /// Seed 004: a one-shot burst of confetti over the view each time `trigger` changes.
    ///
    /// Pieces from every press stay independent (bursts overlap rather than restart); a trigger
    /// that changes faster than 30 times a second, or with 12 bursts already in the air, is
    /// dropped rather than flooding the screen. Reduce Motion shows the pieces scattered and
    /// fading without moving. The overlay covers the safe area, takes no touches and is hidden
    /// from accessibility. Changing any option takes effect with the next render; bursts already
    /// in the air go with the player they were fired on.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ConfettiBurstModifier<Trigger: Equatable, Symbols: View>: ViewModifier {
        /// Everything the player is made from: a change of any makes a new one.
        struct Arguments: Equatable {
            var options: ConfettiOptions
            var origin: Vector2
            var seed: UInt64
        }

        var trigger: Trigger
        var options: ConfettiOptions
        var colors: [Color]?
        var origin: UnitPoint
        var seed: UInt64
        var symbols: Symbols
        @State private var slot = PlayerSlot<Arguments, SystemEffect>()
        @State private var painter = CanvasPainter()
        @State private var paused = true
        @Environment(\.self) private var environment

        func body(content: Content) -> some View {
            let options = self.options.recolored(colors, in: environment)
            let player = slot.player(
                for: Arguments(options: options, origin: origin.vector, seed: seed), make: Self.player)
            return
                content
                .overlay {
                    EffectCanvas(player: player, painter: painter, paused: $paused, symbols: symbols)
                        .ignoresSafeArea()
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
                .onChange(of: trigger) {
                    if player.trigger(
                        atWallTime: wallTime(), repetitions: options.repetitions,
                        interval: options.repetitionInterval)
                    {
                        paused = false
                    }
                }
        }

        private static func player(_ arguments: Arguments) -> EffectPlayer<SystemEffect> {
            var configuration = ConfettiBurst.Configuration()
            configuration.origin = arguments.origin
            let emitter = arguments.options.burstEmitter(configuration)
            // A repeated press is one press of the gate, alive until its last burst has died.
            let repeats =
                Double(max(arguments.options.repetitions - 1, 0)) * max(arguments.options.repetitionInterval, 0)
            let gate = TriggerGate(lifetime: Double(configuration.lifetime) + repeats)
            return EffectPlayer(gate: gate) { size in
                SystemEffect(ParticleSystem(emitters: [emitter], seed: arguments.seed, canvasSize: size))
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        /// Fires a one-shot burst of confetti over this view every time `trigger` changes.
        ///
        /// ```swift
        /// .confettiBurst(trigger: wins, colors: [.red, .yellow], shapes: [.emoji("🎉"), .circle], size: 18,
        ///                repetitions: 3, repetitionInterval: 0.4)
        /// ```
        ///
        /// - Parameters:
        ///   - trigger: any value; each change fires the burst (`repetitions` times).
        ///   - count: pieces per burst.
        ///   - origin: where bursts start, as a fraction of the view.
        ///   - colors: the pieces' colours, taken in turn (nil: the seed's six).
        ///   - shapes: the pieces' shapes, picked at random: any `ParticleShape`, `.emoji("🎉")`,
        ///     `.systemImage("star.fill")`, or `.view("tag")` for a view tagged in `symbols` (nil: the
        ///     seed's circles and rectangles).
        ///   - size: each piece's width in points (rectangles are 13/8 as tall; nil: the seed's 8).
        ///   - repetitions: bursts per change of `trigger`.
        ///   - repetitionInterval: seconds between them.
        ///   - seed: makes the bursts reproducible: burst n of a seed is always the same.
        ///   - symbols: views the pieces can be drawn as, each tagged with the name `.view(_:)` uses.
        public func confettiBurst<Trigger: Equatable, Symbols: View>(
            trigger: Trigger, count: Int = 120, origin: UnitPoint = UnitPoint(x: 0.5, y: 0.68), colors: [Color]? = nil,
            shapes: [ParticleShape]? = nil, size: CGFloat? = nil, repetitions: Int = 1,
            repetitionInterval: Double = 0.5,
            seed: UInt64 = 0, @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) -> some View {
            let options = ConfettiOptions(
                count: count, shapes: shapes, size: size.map { Float($0) },
                repetitions: repetitions, repetitionInterval: repetitionInterval)
            return modifier(
                ConfettiBurstModifier(
                    trigger: trigger, options: options, colors: colors, origin: origin,
                    seed: seed, symbols: symbols()))
        }
    }
#endif
