#if canImport(SwiftUI)
import PyroCore
import PyroSwiftUISupport
import SwiftUI

/// Seed 000: draw a fuse with a finger, "Light the Fuse!", watch it burn back with a glow and
/// a flickering flame, and a firework explodes where the drawing began; "Draw Again" resets.
///
/// The button lights only a path with two distinct points (the seed's lights from one and
/// explodes at once).
///
/// Not on tvOS, which has no `DragGesture`: the fuse is drawn with a finger or a pointer.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
public struct FuseFireworkView: View {
    @State private var player: EffectPlayer<FuseFirework>
    @State private var painter = CanvasPainter()
    @State private var paused = true
    @State private var revision = 0

    /// - Parameters:
    ///   - configuration: burn speed, explosion and sparks (the seed's by default).
    ///   - seed: makes the sparks and the explosion reproducible.
    public init(configuration: FuseFirework.Configuration = FuseFirework.Configuration(), seed: UInt64 = 0) {
        _player = State(initialValue: EffectPlayer(fuse: configuration, seed: seed))
    }

    public var body: some View {
        let controls = player.fuseControls
        ZStack {
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
            VStack(spacing: 16) {
                Spacer()
                Text(FuseControls.hint)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .opacity(controls == .lit ? 0 : 1)
                    .allowsHitTesting(false)
                Button(controls == .lit ? FuseControls.drawAgainTitle : FuseControls.lightTitle) {
                    press(controls)
                }
                .font(.headline)
                .disabled(controls == .drawing(canLight: false))
                .padding(.bottom, 40)
            }
        }
    }

    private func press(_ controls: FuseControls) {
        if controls == .lit {
            player.reset()
        } else if player.light(atWallTime: wallTime()) {
            paused = false
        }
        revision += 1
    }
}
#endif
