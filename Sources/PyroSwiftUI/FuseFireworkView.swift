#if canImport(SwiftUI)
    import PyroCore
    import PyroSwiftUISupport
    import SwiftUI

    /// Seed 000: draw a fuse with a finger, "Light the Fuse!", watch it burn back with a glow and
    /// a flickering flame, and a firework explodes where the drawing began; "Draw Again" resets.
    ///
    /// The drawing covers the whole screen, safe area included, so a fuse can start under the
    /// notch or end by the home indicator. The button lights only a path with two distinct points
    /// (the seed's lights from one and explodes at once). VoiceOver's "Light the fuse" action
    /// lights what is drawn, or a sample fuse when nothing is, since VoiceOver users cannot draw
    /// one. Not on tvOS, which has no drag gestures.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    @available(tvOS, unavailable)
    public struct FuseFireworkView: View {
        /// Everything the player is made from: a change of either makes a new one.
        struct Arguments: Equatable {
            var configuration: FuseFirework.Configuration
            var seed: UInt64
        }

        private let arguments: Arguments
        @State private var slot = PlayerSlot<Arguments, FuseFirework>()
        @State private var painter = CanvasPainter()
        @State private var paused = true
        @State private var revision = 0

        /// - Parameters:
        ///   - configuration: burn speed, explosion and sparks (the seed's by default).
        ///   - seed: makes the sparks and the explosion reproducible.
        public init(configuration: FuseFirework.Configuration = FuseFirework.Configuration(), seed: UInt64 = 0) {
            arguments = Arguments(configuration: configuration, seed: seed)
        }

        public var body: some View {
            let player = slot.player(for: arguments) { arguments in
                EffectPlayer(fuse: arguments.configuration, seed: arguments.seed)
            }
            let controls = player.fuseControls
            return ZStack {
                Color.black
                    .ignoresSafeArea()
                EffectCanvas(player: player, painter: painter, paused: $paused, revision: revision)
                    .contentShape(.rect)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { value in
                                if player.drag(to: Vector2(value.location)) { revision += 1 }
                            }
                    )
                    .ignoresSafeArea()
                    .accessibilityAction(named: Text(controls == .lit ? "Draw again" : "Light the fuse")) {
                        lightForVoiceOver(player)
                    }
                VStack(spacing: 16) {
                    Spacer()
                    Text(FuseControls.hint)
                        .font(.headline)
                        .foregroundStyle(.white)
                        .opacity(controls == .lit ? 0 : 1)
                        .allowsHitTesting(false)
                    Button(controls == .lit ? FuseControls.drawAgainTitle : FuseControls.lightTitle) {
                        press(player, controls)
                    }
                    .font(.headline)
                    .disabled(controls == .drawing(canLight: false))
                    .padding(.bottom, 40)
                }
            }
        }

        private func press(_ player: EffectPlayer<FuseFirework>, _ controls: FuseControls) {
            if controls == .lit {
                player.reset()
            } else if player.light(atWallTime: wallTime()) {
                paused = false
            }
            revision += 1
        }

        /// Lights the fuse, drawing the sample one first when there is nothing to light.
        private func lightForVoiceOver(_ player: EffectPlayer<FuseFirework>) {
            if player.fuseControls == .drawing(canLight: false), let size = player.effect?.canvasSize {
                player.reset()
                for point in FuseFirework.samplePath(canvasSize: size) { player.drag(to: point) }
            }
            press(player, player.fuseControls)
        }
    }
#endif
