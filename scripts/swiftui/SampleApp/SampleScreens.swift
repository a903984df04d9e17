// A small app's screens using every public API of PyroSwiftUI the way the README shows it.
// Type-checked on Linux by scripts/swiftui/typecheck.sh against the SwiftUI stand-in; it has
// not been run on a device.
import PyroSwiftUI
import SwiftUI

/// Seed 000: draw a fuse with a finger and light it.
struct FuseScreen: View {
    var body: some View {
        FuseFireworkView()
    }
}

/// Seed 000 with a fuse that burns at 120 points a second.
struct FastFuseScreen: View {
    private static var configuration: FuseFirework.Configuration {
        var configuration = FuseFirework.Configuration()
        configuration.burnSpeed = 120
        return configuration
    }

    var body: some View {
        FuseFireworkView(configuration: Self.configuration, seed: 7)
    }
}

/// Seed 001: the article's preview, two bursts of small circles.
struct ParticlesPreview: View {
    var body: some View {
        ZStack {
            Circle()
                .fill(Color.blue)
                .frame(width: 12, height: 12)
                .modifier(ParticlesModifier())
                .offset(x: -100, y: -50)
            Circle()
                .fill(Color.red)
                .frame(width: 12, height: 12)
                .modifier(ParticlesModifier(duration: 3, particlesCount: 60))
                .offset(x: 60, y: 70)
        }
    }
}

/// Seed 001 on demand: each press bursts copies of the star.
struct BurstOnDemand: View {
    @State private var presses = 0

    var body: some View {
        VStack {
            Text("★")
                .particleBurst(trigger: presses, count: 40, duration: 2)
            Button("Burst") { presses += 1 }
        }
    }
}

/// A diamond, for bursts of a custom shape.
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

/// Seed 001 as a place to tap: bursts where you tap, of any shape.
struct TapToBurst: View {
    var body: some View {
        VStack {
            ParticleBurstView(Diamond(), color: .orange, size: 10, count: 80, duration: 3, seed: 2)
            ParticleBurstView(color: .blue)
        }
    }
}

/// Seed 002: tap for stars, tap for hearts.
struct KeyframeScreens: View {
    var body: some View {
        VStack {
            StarBurst()
            FloatingHearts(seed: 3)
        }
    }
}

/// Seed 003: confetti for 3 s, a 2 s fade, then `showConfetti` is false again.
struct CelebrationView: View {
    @State private var showConfetti = false

    var body: some View {
        VStack {
            Button("Celebrate") {
                showConfetti = true
            }
        }
        .displayConfetti(isActive: $showConfetti, seed: 4)
    }
}

/// Seed 004: a burst on every press, from low centre or from the top.
struct ConfettiBurstDemo: View {
    @State private var bursts = 0
    @State private var rain = "a"

    var body: some View {
        VStack(spacing: 14) {
            Text("You Did It")
                .font(.headline)
                .foregroundStyle(.white)
            Button("Celebrate") { bursts += 1 }
            Button("Rain") { rain += "a" }
        }
        .confettiBurst(trigger: bursts)
        .confettiBurst(trigger: rain, count: 60, origin: UnitPoint(x: 0.5, y: 0), seed: 9)
    }
}

/// Any effect in a view, driven from buttons, with its live particle count.
struct EffectScreen: View {
    @State private var proxy = PyroViewProxy()
    @State private var live = 0

    var body: some View {
        VStack {
            PyroView(effect: Preset.fountain.makeEffect(seed: 1, canvasSize: Size(width: 390, height: 600)),
                     proxy: proxy, liveCount: $live)
            Text("\(live) sparks")
            Button("Start") { proxy.fire() }
            Button("Burst here") { proxy.fire(at: CGPoint(x: 100, y: 200)) }
            Button("Light") { proxy.light() }
            Button("Reset") { proxy.reset() }
        }
    }
}

/// Your own particle system in a view.
struct CustomSystemScreen: View {
    private static let system = ParticleSystem(
        emitters: [EmitterConfiguration(
            name: "sparks", emission: .burst(count: 200), origin: .unit(Vector2(0.5, 0.5)),
            lifetime: ValueRange(0.5, 1.5), launch: .radial(speed: ValueRange(80, 240)),
            shapes: [ShapeChoice(.fivePointStar, size: 8)], colors: [.yellow, .orange], blend: .additive)],
        seed: 5, canvasSize: Size(width: 390, height: 600))
    @State private var proxy = PyroViewProxy()

    var body: some View {
        VStack {
            PyroView(system: Self.system, proxy: proxy)
            Button("Fire") { proxy.fire() }
        }
    }
}
