#if canImport(SwiftUI)
import PyroCore
import PyroSwiftUISupport
import SwiftUI

/// Seed 003: confetti over the view while `isActive` is true: 3 s of flipping squares, a 2 s
/// fade, then `isActive` is set back to false, as the article does.
///
/// A light haptic plays when it starts (where the device has haptics; not on visionOS, whose
/// `sensoryFeedback` needs visionOS 26). Setting `isActive` to false early takes the confetti
/// away at once.
@available(iOS 17.0, macOS 14.0, *)
struct DisplayConfettiModifier: ViewModifier {
    @Binding var isActive: Bool
    @State private var player: EffectPlayer<Confetti>
    @State private var painter = CanvasPainter()
    @State private var paused = true

    init(isActive: Binding<Bool>, seed: UInt64) {
        _isActive = isActive
        _player = State(initialValue: EffectPlayer { size in Confetti(seed: seed, canvasSize: size) })
    }

    func body(content: Content) -> some View {
        content
            .overlay {
                EffectCanvas(player: player, painter: painter, paused: $paused, onFrame: finishWhenIdle)
                    .ignoresSafeArea()
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            #if !os(visionOS)
            .sensoryFeedback(.impact(weight: .light), trigger: isActive) { _, active in active }
            #endif
            .onChange(of: isActive, initial: true) { _, active in
                if active {
                    player.trigger(atWallTime: wallTime())
                    paused = false
                } else {
                    player.reset()
                }
            }
    }

    private func finishWhenIdle() {
        if isActive && player.isIdle { isActive = false }
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension View {
    /// Shows confetti over this view while `isActive` is true, then sets it back to false once
    /// the confetti has faded out (3 s shown, 2 s fading).
    ///
    /// - Parameter seed: makes the confetti reproducible.
    public func displayConfetti(isActive: Binding<Bool>, seed: UInt64 = 0) -> some View {
        modifier(DisplayConfettiModifier(isActive: isActive, seed: seed))
    }
}
#endif
