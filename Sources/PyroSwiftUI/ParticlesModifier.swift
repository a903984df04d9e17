#if canImport(SwiftUI)
    import PyroCore
    import PyroSwiftUISupport
    import SwiftUI

    /// Seed 001: copies of the modified view fly out from its centre at random angles and speeds
    /// on a shared easeOut clock, growing from 0.1 to full size and fading out, once when the view
    /// appears.
    ///
    /// ```swift
    /// Circle()
    ///     .fill(Color.blue)
    ///     .frame(width: 12, height: 12)
    ///     .modifier(ParticlesModifier())
    /// ```
    ///
    /// The copies are drawn by one `Canvas` (the view is rendered once, as a symbol), not by a
    /// hundred views, and the canvas reaches only as far as the copies fly. Each instance scatters
    /// its copies differently, as the seed's random angles do, unless given a `seed`. Use
    /// `particleBurst(trigger:)` to burst again on demand.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct ParticlesModifier: ViewModifier {
        /// Seconds of the shared clock and of every copy's life.
        public var duration: Double
        /// Copies per burst.
        public var particlesCount: Int
        /// Makes the burst reproducible; nil: a seed of this instance's own, chosen at random.
        public var seed: UInt64?

        /// - Parameters:
        ///   - duration: seconds (the seed: 5).
        ///   - particlesCount: copies (the seed: 100).
        ///   - seed: the same seed gives the same burst; nil (the seed's behaviour) differs per view.
        public init(duration: Double = 5, particlesCount: Int = 100, seed: UInt64? = nil) {
            self.duration = duration
            self.particlesCount = particlesCount
            self.seed = seed
        }

        public func body(content: Content) -> some View {
            content.modifier(
                SymbolBurstModifier(
                    trigger: true, firesOnAppear: true, count: particlesCount,
                    duration: duration, seed: seed))
        }
    }

    /// Bursts copies of the content from its centre on each change of `trigger` (and on appearing
    /// when `firesOnAppear`).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct SymbolBurstModifier<Trigger: Equatable>: ViewModifier {
        /// Everything the player is made from: a change of any makes a new one.
        struct Arguments: Equatable {
            var count: Int
            var duration: Double
            var seed: UInt64
        }

        var trigger: Trigger
        var firesOnAppear: Bool
        var count: Int
        var duration: Double
        var seed: UInt64?
        @State private var slot = PlayerSlot<Arguments, ParticleBurst>()
        @State private var painter = CanvasPainter()
        @State private var paused = true
        /// This instance's seed when none is given: the seed article's copies differ from view to view.
        @State private var instanceSeed = UInt64.random(in: .min ... .max)

        func body(content: Content) -> some View {
            let configuration = Self.configuration(count: count, duration: duration)
            let arguments = Arguments(
                count: configuration.count, duration: Double(configuration.duration),
                seed: seed ?? instanceSeed)
            let player = slot.player(for: arguments) { arguments in
                EffectPlayer { size in
                    ParticleBurst(configuration: configuration, seed: arguments.seed, canvasSize: size)
                }
            }
            // The farthest a copy's centre goes: its speed for the whole eased clock.
            let travel = CGFloat(configuration.speed.upper) * CGFloat(configuration.duration)
            return
                content
                .opacity(0)
                .overlay {
                    EffectCanvas(
                        player: player, painter: painter, paused: $paused, fill: .content,
                        symbols: content.tag(CanvasPainter.contentTag)
                    )
                    // The view's own box and room for the farthest copy, no more.
                    .padding(.all, -travel)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
                }
                .onChange(of: trigger, initial: firesOnAppear) {
                    player.trigger(atWallTime: wallTime())
                    paused = false
                }
        }

        private static func configuration(count: Int, duration: Double) -> ParticleBurst.Configuration {
            var configuration = ParticleBurst.Configuration()
            configuration.count = max(count, 0)
            if duration.isFinite, duration > 0 { configuration.duration = Float(duration) }
            return configuration
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        /// Bursts copies of this view from its centre each time `trigger` changes (seed 001 on
        /// demand); bursts overlap.
        ///
        /// - Parameters:
        ///   - count: copies per burst.
        ///   - duration: seconds of each burst.
        ///   - seed: makes the bursts reproducible; nil: a seed of this view's own, chosen at random.
        public func particleBurst<Trigger: Equatable>(
            trigger: Trigger, count: Int = 100, duration: Double = 5, seed: UInt64? = nil
        ) -> some View {
            modifier(
                SymbolBurstModifier(
                    trigger: trigger, firesOnAppear: false, count: count, duration: duration,
                    seed: seed))
        }
    }
#endif
