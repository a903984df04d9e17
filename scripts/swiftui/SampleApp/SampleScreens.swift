// A small app: one screen per feature of PyroSwiftUI, used the way the README shows it.
// Type-checked on Linux by scripts/swiftui/typecheck.sh against the SwiftUI stand-in; it has
// not been run on a device (scripts/swiftui/StandIn/README.md is the checklist for that).
import PyroSwiftUI
import SwiftUI

/// Every screen, one row each.
struct SampleIndex: View {
    var body: some View {
        NavigationStack {
            List {
                #if !os(tvOS)
                NavigationLink("Seed 000: draw a fuse") { FuseScreen() }
                NavigationLink("Seed 000: a fast fuse") { FastFuseScreen() }
                #endif
                NavigationLink("Seed 001: copies of a view") { ParticlesPreview() }
                NavigationLink("Seed 001: a burst on demand") { BurstOnDemand() }
                NavigationLink("Seed 001: tap to burst any shape") { TapToBurst() }
                NavigationLink("Seed 002: stars and hearts") { KeyframeScreens() }
                NavigationLink("Seed 003: confetti for a moment") { CelebrationView() }
                NavigationLink("Seed 004: confetti bursts") { ConfettiBurstDemo() }
                NavigationLink("Confetti options: emoji, symbols, views") { ConfettiOptionsScreen() }
                #if !os(tvOS)
                NavigationLink("A slider firing a trigger") { SliderTriggerScreen() }
                #endif
                NavigationLink("Presets, switched") { PresetPicker() }
                NavigationLink("Preset settings by name") { PresetSettingsScreen() }
                NavigationLink("An effect file") { EffectFileScreen() }
                NavigationLink("Emoji without FreeType") { EmojiScreen() }
                NavigationLink("The proxy: burst, move, pause") { ProxyScreen() }
                NavigationLink("One proxy, two views") { TwoCannons() }
                NavigationLink("Views as particles") { ViewParticles() }
                NavigationLink("Your own particle system") { CustomSystemScreen() }
            }
        }
    }
}

/// Seed 000: draw a fuse with a finger and light it.
@available(tvOS, unavailable)
struct FuseScreen: View {
    var body: some View {
        FuseFireworkView()
    }
}

/// Seed 000 with a fuse that burns at 120 points a second.
@available(tvOS, unavailable)
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

/// Seed 001: the article's preview, two bursts of small circles, each scattered its own way.
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
                .modifier(ParticlesModifier(duration: 3, particlesCount: 60, seed: 1))
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

/// Seed 001 as a place to tap: bursts where you tap, of any shape (VoiceOver: "Burst").
struct TapToBurst: View {
    @State private var count = 80

    var body: some View {
        VStack {
            ParticleBurstView(Diamond(), color: .orange, size: 10, count: count, duration: 3, seed: 2)
            Button("More particles") { count += 40 }
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

/// Seed 003: confetti for 3 s, a 2 s fade, then `showConfetti` is false again; the success
/// haptic when it starts.
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

/// The confetti modifiers' options: colours, emoji, SF Symbols and a view as pieces, their
/// size, and three bursts a press.
struct ConfettiOptionsScreen: View {
    @State private var wins = 0
    @State private var party = false

    var body: some View {
        VStack(spacing: 14) {
            Button("Win") { wins += 1 }
            Button("Party") { party = true }
        }
        .confettiBurst(trigger: wins, count: 40, colors: [.orange, .pink],
                       shapes: [.emoji("🎉"), .systemImage("star.fill"), .circle, .view("logo")], size: 18,
                       repetitions: 3, repetitionInterval: 0.4) {
            Text("PYRO")
                .font(.headline)
                .tag("logo")
        }
        .displayConfetti(isActive: $party, count: 30, shapes: [.emoji("🎈"), .emoji("🥳")], size: 28,
                         repetitions: 2, repetitionInterval: 1.5)
    }
}

/// A slider drives a trigger hundreds of times a second: the bursts are spaced and capped.
@available(tvOS, unavailable)
struct SliderTriggerScreen: View {
    @State private var value = 0.0

    var body: some View {
        VStack {
            Slider(value: $value, in: 0...100)
        }
        .confettiBurst(trigger: value, count: 30)
    }
}

/// A picker of presets: each choice replaces the running effect.
struct PresetPicker: View {
    @State private var preset = Preset.fire

    var body: some View {
        VStack {
            PyroView(preset)
            Button("Fire") { preset = .fire }
            Button("Snow") { preset = .snow }
            Button("Fireworks") { preset = .fireworks }
            Button("Magic") { preset = .magic }
        }
    }
}

/// A preset's parameters by the names `pyro list --params confetti-burst` prints.
struct PresetSettingsScreen: View {
    @State private var proxy = PyroViewProxy()
    @State private var pieces = 300

    var body: some View {
        VStack {
            PyroView(.confettiBurst, proxy: proxy) {
                $0.count = .integer(pieces)
                $0.fanAngle = 1.2
                $0.colors = [.red, .orange, .yellow]
                $0.gravity = 600
            }
            Button("Burst") { proxy.burst() }
            Button("More pieces") { pieces += 100 }
        }
    }
}

/// The JSON `pyro render` plays, from the app's bundle, and a definition from the catalog.
struct EffectFileScreen: View {
    var body: some View {
        VStack {
            if let url = Bundle.main.url(forResource: "sparkles", withExtension: "json") {
                PyroView(effectFile: url)
            }
            PyroView(definition: .fireworks)
        }
    }
}

/// The emoji preset, drawn with the system's emoji font.
struct EmojiScreen: View {
    var body: some View {
        PyroView(.emoji)
    }
}

/// The proxy: bursts where you choose, a moved origin, pause, a frame-rate cap.
struct ProxyScreen: View {
    @State private var proxy = PyroViewProxy()
    @State private var live = 0

    var body: some View {
        VStack {
            PyroView(.confettiBurst, playsOnAppear: false, proxy: proxy, liveCount: $live)
            Text("\(live) pieces")
            Button("Burst here") { proxy.burst(at: CGPoint(x: 100, y: 200)) }
            Button("Move to the top") { proxy.move(to: CGPoint(x: 200, y: 40)) }
            Button("Burst") { proxy.burst() }
            Button("Pause or go on") { proxy.isPaused.toggle() }
            Button("30 frames a second") { proxy.minimumInterval = 1.0 / 30 }
            Button("Reset") { proxy.reset() }
        }
    }
}

/// One proxy given to two views: one button fires both.
struct TwoCannons: View {
    @State private var proxy = PyroViewProxy()

    var body: some View {
        VStack {
            ZStack {
                PyroView(.confettiBurst, playsOnAppear: false, proxy: proxy) { $0.origin = .point(x: 0.1, y: 0.9) }
                PyroView(.confettiBurst, playsOnAppear: false, proxy: proxy) { $0.origin = .point(x: 0.9, y: 0.9) }
            }
            Button("Both") { proxy.burst() }
        }
    }
}

/// Any SwiftUI view as a particle, next to emoji and an SF Symbol.
struct ViewParticles: View {
    @State private var proxy = PyroViewProxy()

    private static let sparkles = EmitterConfiguration(
        name: "badges", emission: .burst(count: 60), origin: .unit(Vector2(0.5, 0.5)),
        lifetime: ValueRange(1, 2), launch: .radial(speed: ValueRange(80, 260)),
        shapes: [ShapeChoice(.view("badge"), size: 28), ShapeChoice(.emoji("✨"), size: 24),
                 ShapeChoice(.systemImage("heart.fill"), size: 20)],
        colors: [.pink, .orange])

    var body: some View {
        VStack {
            PyroView(emitters: [Self.sparkles], proxy: proxy) {
                Image(systemName: "checkmark.seal.fill")
                    .foregroundStyle(.white)
                    .tag("badge")
            }
            Button("Burst") { proxy.burst() }
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
            Button("Fire") { proxy.burst() }
        }
    }
}
