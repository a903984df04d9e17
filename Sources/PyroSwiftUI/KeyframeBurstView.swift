#if canImport(SwiftUI)
    import PyroCore
    import PyroSwiftUISupport
    import SwiftUI

    /// Seed 002's particle view: a tap anywhere (or VoiceOver's "Burst" action) emits one burst of
    /// keyframed particles from the preset's origin, where its shape sits at twice its size;
    /// particles live 1.2 s; the timeline pauses when none is alive; turning Reduce Motion on
    /// clears them.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct KeyframeBurstView: View {
        /// Everything the player is made from: a change of either makes a new one.
        struct Arguments: Equatable {
            var preset: Preset
            var seed: UInt64
        }

        let arguments: Arguments
        @State private var slot = PlayerSlot<Arguments, PresetEffect>()
        @State private var painter = CanvasPainter()
        @State private var paused = true
        @Environment(\.accessibilityReduceMotion) private var reduceMotion

        init(preset: Preset, seed: UInt64) {
            arguments = Arguments(preset: preset, seed: seed)
        }

        var body: some View {
            let player = slot.player(for: arguments) { arguments in
                EffectPlayer { size in arguments.preset.makeEffect(seed: arguments.seed, canvasSize: size) }
            }
            return EffectCanvas(player: player, painter: painter, paused: $paused)
                .contentShape(.rect)
                .onTapGesture { burst(player) }
                .accessibilityAction(named: Text("Burst")) { burst(player) }
                .onChange(of: reduceMotion) { _, reduced in
                    if reduced { player.reset() }
                }
        }

        private func burst(_ player: EffectPlayer<PresetEffect>) {
            player.trigger(atWallTime: wallTime())
            paused = false
        }
    }

    /// Seed 002: orange stars burst from the centre on each tap, on keyframe tracks for x, y,
    /// rotation, opacity and scale.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct StarBurst: View {
        private let seed: UInt64

        /// - Parameter seed: makes the bursts reproducible.
        public init(seed: UInt64 = 0) {
            self.seed = seed
        }

        public var body: some View {
            KeyframeBurstView(preset: .starBurst, seed: seed)
        }
    }

    /// Seed 002: pink hearts float out from low centre on each tap, on the star burst's keyframe
    /// tracks.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct FloatingHearts: View {
        private let seed: UInt64

        /// - Parameter seed: makes the bursts reproducible.
        public init(seed: UInt64 = 0) {
            self.seed = seed
        }

        public var body: some View {
            KeyframeBurstView(preset: .floatingHearts, seed: seed)
        }
    }
#endif
