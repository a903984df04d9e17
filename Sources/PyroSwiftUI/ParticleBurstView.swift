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
/// (Named `...View` because `ParticleBurst` is the engine's preset, which this view runs.) Not
/// on tvOS, where a tap has no location.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
public struct ParticleBurstView<S: Shape>: View {
    private let path: Path
    private let color: Color
    @State private var player: EffectPlayer<ParticleBurst>
    @State private var painter = CanvasPainter()
    @State private var paused = true

    /// - Parameters:
    ///   - shape: drawn for each particle, fitted to `size`.
    ///   - color: the particles' colour.
    ///   - size: the particles' full size, in points (they grow to it from a tenth).
    ///   - count: particles per tap.
    ///   - duration: seconds of each burst.
    ///   - seed: makes the bursts reproducible.
    public init(_ shape: S, color: Color = .blue, size: CGFloat = 12, count: Int = 100, duration: Double = 5,
                seed: UInt64 = 0) {
        path = CanvasPainter.unitPath(shape)
        self.color = color
        var configuration = ParticleBurst.Configuration()
        configuration.count = count
        configuration.shape = ShapeChoice(.circle, size: Float(size))
        if duration.isFinite, duration > 0 { configuration.duration = Float(duration) }
        _player = State(initialValue: EffectPlayer { canvas in
            ParticleBurst(configuration: configuration, seed: seed, canvasSize: canvas)
        })
    }

    public var body: some View {
        EffectCanvas(player: player, painter: painter, paused: $paused, fill: .shape(path, .color(color)))
            .contentShape(.rect)
            .onTapGesture { location in
                player.trigger(atWallTime: wallTime(), origin: Vector2(location))
                paused = false
            }
    }
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
extension ParticleBurstView where S == Circle {
    /// Bursts of the seed's circles.
    public init(color: Color = .blue, size: CGFloat = 12, count: Int = 100, duration: Double = 5, seed: UInt64 = 0) {
        self.init(Circle(), color: color, size: size, count: count, duration: duration, seed: seed)
    }
}
#endif
