#if canImport(SwiftUI)
import PyroCore
import PyroSwiftUISupport
import SwiftUI

/// Seed 004: a one-shot burst of confetti over the view each time `trigger` changes.
///
/// Pieces from every press stay independent (bursts overlap rather than restart); a trigger
/// that changes faster than 30 times a second, or with 12 bursts already in the air, is
/// dropped rather than flooding the screen. Reduce Motion shows the pieces scattered and
/// fading without moving. The overlay takes no touches and is hidden from accessibility.
@available(iOS 17.0, macOS 14.0, *)
struct ConfettiBurstModifier<Trigger: Equatable>: ViewModifier {
    var trigger: Trigger
    @State private var player: EffectPlayer<ConfettiBurst>
    @State private var painter = CanvasPainter()
    @State private var paused = true

    init(trigger: Trigger, count: Int, origin: UnitPoint, seed: UInt64) {
        self.trigger = trigger
        var configuration = ConfettiBurst.Configuration()
        configuration.count = count
        configuration.origin = Vector2(Float(origin.x), Float(origin.y))
        let lifetime = Double(configuration.lifetime)
        _player = State(initialValue: EffectPlayer(gate: TriggerGate(lifetime: lifetime)) { size in
            ConfettiBurst(configuration: configuration, seed: seed, canvasSize: size)
        })
    }

    func body(content: Content) -> some View {
        content
            .overlay {
                EffectCanvas(player: player, painter: painter, paused: $paused)
                    .ignoresSafeArea()
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            .onChange(of: trigger) {
                if player.trigger(atWallTime: wallTime()) { paused = false }
            }
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension View {
    /// Fires a one-shot burst of confetti over this view every time `trigger` changes.
    ///
    /// - Parameters:
    ///   - trigger: any value; each change fires one burst.
    ///   - count: pieces per burst.
    ///   - origin: where bursts start, as a fraction of the view.
    ///   - seed: makes the bursts reproducible: burst n of a seed is always the same.
    public func confettiBurst<Trigger: Equatable>(
        trigger: Trigger, count: Int = 120, origin: UnitPoint = UnitPoint(x: 0.5, y: 0.68), seed: UInt64 = 0
    ) -> some View {
        modifier(ConfettiBurstModifier(trigger: trigger, count: count, origin: origin, seed: seed))
    }
}
#endif
