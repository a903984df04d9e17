import PyroCore

/// The fixed, seeded particle systems every workload of `pyro bench` runs, and bench.html in the
/// browser, so that figures from different runs, machines and builds describe the same work.
package enum BenchScenes {
    /// The canvas simulations run on, in points (1080p at scale 1).
    package static let canvas = Size(width: 1920, height: 1080)
    package static let seed: UInt64 = 2026
    /// What every drawing workload clears the canvas to before it draws.
    package static let background = Background.solid(RGBAColor(red: 16, green: 16, blue: 24))

    /// `confetti-burst` (seed 004) thrown as one burst of `count` pieces at time 0: every piece
    /// shares its birth time, turns and flips.
    package static func confettiBurst(count: Int) -> ParticleSystem {
        var configuration = ConfettiBurst.Configuration()
        configuration.count = count
        var system = ParticleSystem(
            emitters: [ConfettiBurst.emitter(configuration)], seed: seed, canvasSize: canvas,
            capacity: max(count, ParticleSystem.defaultCapacity))
        system.fire(emitter: 0, at: 0)
        return system
    }

    /// Life span of a `continuous` particle, in seconds; the mean is 2 s.
    package static let continuousLifetime = ValueRange(1.5, 2.5)

    /// A fountain of sparks that keeps about `live` particles alive: births and deaths every
    /// frame, lives of different lengths (so deaths are scattered through the store), gravity
    /// with drag (an exponential per particle, since no two share a birth time), spin, a
    /// shrink and a fade over life.
    ///
    /// The stream starts at time 0; run it past `warmUp` seconds to reach the steady state.
    /// With `turbulence` the fountain is stepped (see `MotionConfiguration`).
    package static func continuous(live: Int, turbulence: Turbulence? = nil) -> ParticleSystem {
        let meanLife = Double(continuousLifetime.lower + continuousLifetime.upper) / 2
        let emitter = EmitterConfiguration(
            name: "fountain",
            emission: .continuous(rate: Double(live) / meanLife, duration: nil),
            origin: .unitArea(origin: Vector2(0.3, 0.9), size: Vector2(0.4, 0.02)),
            lifetime: continuousLifetime,
            launch: LaunchConfiguration(
                angle: 0, spread: 0.7, distribution: .triangular,
                speed: ValueRange(400, 900)),
            motion: MotionConfiguration(gravity: Vector2(0, 600), drag: 0.8, turbulence: turbulence),
            spin: SpinConfiguration(initialRotation: ValueRange(0, 2 * .pi), spin: ValueRange(-6, 6)),
            shapes: [ShapeChoice(.circle, size: 3), ShapeChoice(.rectangle, width: 2, height: 6)],
            shapePick: .random,
            sizeFactor: ValueRange(0.7, 1.3),
            scaleOverLife: KeyframeCurve(initialValue: 1, [.linear(0.4, duration: 1)]),
            opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(1, duration: 0.6), .linear(0, duration: 0.4)]),
            colors: [.orange, .yellow, .red, .white],
            colorPick: .random
        )
        var system = ParticleSystem(
            emitters: [emitter], seed: seed, canvasSize: canvas,
            capacity: max(2 * live, ParticleSystem.defaultCapacity))
        system.start(emitter: 0, at: 0)
        return system
    }

    /// The `turbulence` case's air: eddies of 80 points pushing at 300 points per second squared.
    package static let turbulence = Turbulence(strength: 300, scale: 80, speed: 0.5)

    /// Seconds after which `continuous` holds its steady number of particles.
    package static let warmUp = Double(continuousLifetime.upper) + 0.1
}

extension BenchScenes {
    /// What the draw workload draws.
    package enum DrawCase: String, CaseIterable, Sendable {
        /// 8 × 13 pt pieces, turning and flipping, source-over.
        case confetti
        /// 3-5 pt circles, source-over.
        case circles
        /// 6 pt circles added onto what lies beneath, as sparks and glows are.
        case glow
    }

    /// `count` particles of `kind` spread over the whole canvas (1080p unless `canvasSize`, in
    /// points, says otherwise), drifting slowly so that they stay on it: the same amount of
    /// drawing in every frame.
    package static func drawScene(_ kind: DrawCase, count: Int, canvasSize: Size = canvas) -> ParticleSystem {
        let shapes: [ShapeChoice]
        var spin = SpinConfiguration.none
        var blend = Blending.normal
        var opacity = KeyframeCurve.constant(1)
        var sizeFactor = ValueRange.constant(1)
        switch kind {
        case .confetti:
            shapes = [ShapeChoice(.rectangle, width: 8, height: 13)]
            spin = SpinConfiguration(
                initialRotation: ValueRange(0, 2 * .pi), spin: ValueRange(-4, 4),
                flipPhase: ValueRange(0, 2 * .pi), flipRate: ValueRange(4, 12))
        case .circles:
            shapes = [ShapeChoice(.circle, size: 4)]
            sizeFactor = ValueRange(0.75, 1.25)
        case .glow:
            shapes = [ShapeChoice(.circle, size: 6)]
            blend = .additive
            opacity = .constant(0.6)
        }
        let emitter = EmitterConfiguration(
            name: kind.rawValue,
            emission: .burst(count: count),
            origin: .unitArea(origin: Vector2(0, 0), size: Vector2(1, 1)),
            lifetime: .constant(600),
            launch: .radial(speed: ValueRange(5, 40)),
            motion: MotionConfiguration(gravity: Vector2(0, 20), drag: 0.5),
            spin: spin,
            shapes: shapes,
            sizeFactor: sizeFactor,
            opacityOverLife: opacity,
            colors: kind == .glow
                ? [.orange, .yellow, RGBAColor(red: 255, green: 120, blue: 40)]
                : [.pink, .yellow, .mint, .cyan, .orange, .purple],
            colorPick: .random,
            blend: blend
        )
        var system = ParticleSystem(
            emitters: [emitter], seed: seed, canvasSize: canvasSize,
            capacity: max(count, ParticleSystem.defaultCapacity))
        system.fire(emitter: 0, at: 0)
        return system
    }
}
