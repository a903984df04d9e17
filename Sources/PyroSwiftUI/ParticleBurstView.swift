#if canImport(SwiftUI)
    import PyroCore
    import PyroSwiftUISupport
    import SwiftUI

    /// Seed 001 as a place to tap: each tap bursts copies of `shape` from the point tapped, and
    /// any number of bursts run at once.
    ///
    /// ```swift
    /// ParticleBurstView(Star(), color: .orange)   // any Shape
    /// ParticleBurstView(color: .blue)             // the seed's circle
    /// ```
    ///
    /// VoiceOver's "Burst" action bursts from the centre; on tvOS, which has no tap locations, a
    /// press does. (Named `...View` because `ParticleBurst` is the engine's preset, which this view
    /// runs.)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct ParticleBurstView<S: Shape>: View {
        /// Everything the player is made from: a change of any makes a new one. The shape and
        /// colour only change what is drawn.
        struct Arguments: Equatable {
            var count: Int
            var size: Float
            var duration: Float
            var seed: UInt64
        }

        private let shape: S
        private let color: Color
        private let arguments: Arguments
        @State private var slot = PlayerSlot<Arguments, ParticleBurst>()
        @State private var painter = CanvasPainter()
        @State private var paused = true

        /// - Parameters:
        ///   - shape: drawn for each particle, fitted to `size`.
        ///   - color: the particles' colour.
        ///   - size: the particles' full size, in points (they grow to it from a tenth).
        ///   - count: particles per tap.
        ///   - duration: seconds of each burst.
        ///   - seed: makes the bursts reproducible.
        public init(
            _ shape: S, color: Color = .blue, size: CGFloat = 12, count: Int = 100, duration: Double = 5,
            seed: UInt64 = 0
        ) {
            self.shape = shape
            self.color = color
            let seconds = duration.isFinite && duration > 0 ? Float(duration) : ParticleBurst.Configuration().duration
            arguments = Arguments(count: max(count, 0), size: Float(size), duration: seconds, seed: seed)
        }

        public var body: some View {
            let player = slot.player(for: arguments, make: Self.player)
            let canvas = EffectCanvas(
                player: player, painter: painter, paused: $paused,
                fill: .shape(CanvasPainter.unitPath(shape), .color(color))
            )
            .contentShape(.rect)
            .accessibilityAction(named: Text("Burst")) { burst(player, at: nil) }
            #if os(tvOS)
                return canvas.onTapGesture { burst(player, at: nil) }
            #else
                return canvas.onTapGesture { location in burst(player, at: Vector2(location)) }
            #endif
        }

        private func burst(_ player: EffectPlayer<ParticleBurst>, at point: Vector2?) {
            player.trigger(atWallTime: wallTime(), origin: point)
            paused = false
        }

        private static func player(_ arguments: Arguments) -> EffectPlayer<ParticleBurst> {
            var configuration = ParticleBurst.Configuration()
            configuration.count = arguments.count
            configuration.shape = ShapeChoice(.circle, size: arguments.size)
            configuration.duration = arguments.duration
            return EffectPlayer { canvas in
                ParticleBurst(configuration: configuration, seed: arguments.seed, canvasSize: canvas)
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension ParticleBurstView where S == Circle {
        /// Bursts of the seed's circles.
        public init(color: Color = .blue, size: CGFloat = 12, count: Int = 100, duration: Double = 5, seed: UInt64 = 0)
        {
            self.init(Circle(), color: color, size: size, count: count, duration: duration, seed: seed)
        }
    }
#endif
