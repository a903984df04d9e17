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
/// hundred views. Use `particleBurst(trigger:)` to burst again on demand.
@available(iOS 17.0, macOS 14.0, *)
public struct ParticlesModifier: ViewModifier {
    /// Seconds of the shared clock and of every copy's life.
    public var duration: Double
    /// Copies per burst.
    public var particlesCount: Int

    /// - Parameters:
    ///   - duration: seconds (the seed: 5).
    ///   - particlesCount: copies (the seed: 100).
    public init(duration: Double = 5, particlesCount: Int = 100) {
        self.duration = duration
        self.particlesCount = particlesCount
    }

    public func body(content: Content) -> some View {
        content.modifier(SymbolBurstModifier(trigger: true, firesOnAppear: true, count: particlesCount,
                                             duration: duration, seed: 0))
    }
}

/// Bursts copies of the content from its centre on each change of `trigger` (and on appearing
/// when `firesOnAppear`).
@available(iOS 17.0, macOS 14.0, *)
struct SymbolBurstModifier<Trigger: Equatable>: ViewModifier {
    var trigger: Trigger
    var firesOnAppear: Bool
    /// Side of the square the copies fly within, in points: twice the farthest travel plus room
    /// for the view itself.
    let span: Double
    @State private var player: EffectPlayer<ParticleBurst>
    @State private var painter = CanvasPainter()
    @State private var paused = true

    init(trigger: Trigger, firesOnAppear: Bool, count: Int, duration: Double, seed: UInt64) {
        self.trigger = trigger
        self.firesOnAppear = firesOnAppear
        var configuration = ParticleBurst.Configuration()
        configuration.count = count
        if duration.isFinite, duration > 0 { configuration.duration = Float(duration) }
        span = 2 * (Double(configuration.speed.upper) * Double(configuration.duration) + 64)
        _player = State(initialValue: EffectPlayer { size in
            ParticleBurst(configuration: configuration, seed: seed, canvasSize: size)
        })
    }

    func body(content: Content) -> some View {
        content
            .opacity(0)
            .overlay {
                EffectCanvas(player: player, painter: painter, paused: $paused, fill: .symbol, symbol: content)
                    .frame(width: span, height: span)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            .onChange(of: trigger, initial: firesOnAppear) {
                player.trigger(atWallTime: wallTime())
                paused = false
            }
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension View {
    /// Bursts copies of this view from its centre each time `trigger` changes (seed 001 on
    /// demand); bursts overlap.
    ///
    /// - Parameters:
    ///   - count: copies per burst.
    ///   - duration: seconds of each burst.
    ///   - seed: makes the bursts reproducible.
    public func particleBurst<Trigger: Equatable>(
        trigger: Trigger, count: Int = 100, duration: Double = 5, seed: UInt64 = 0
    ) -> some View {
        modifier(SymbolBurstModifier(trigger: trigger, firesOnAppear: false, count: count, duration: duration,
                                     seed: seed))
    }
}
#endif
