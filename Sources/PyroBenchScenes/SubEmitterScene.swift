import PyroCore

extension BenchScenes {
    /// Seconds a `sub-emitters` scene runs before timing: past the first rockets' sparks and
    /// crackles, so births and deaths happen on every level.
    package static let subEmitterWarmUp = 3.0

    /// Rockets that rise under gravity and drag with trails (60 per second of age, inheriting
    /// a fifth of the rocket's velocity) and burst at death into 60 sparks that each crackle
    /// once at their own death: every kind of sub-emitter link, three levels deep.
    ///
    /// A rocket accounts for about 111 particle-seconds (1.2 s of rocket, 32 of trail, 66 of
    /// sparks, 12 of crackle), so rockets start at `live / 111` per second to keep about
    /// `live` particles alive.
    package static func subEmitters(live: Int) -> ParticleSystem {
        let fade = KeyframeCurve(initialValue: 1, [.linear(0, duration: 1)])
        var rocket = EmitterConfiguration(
            name: "rocket", emission: .continuous(rate: Double(live) / 111, duration: nil),
            origin: .unitArea(origin: Vector2(0.1, 1), size: Vector2(0.8, 0)), lifetime: ValueRange(1, 1.4),
            launch: LaunchConfiguration(angle: 0, spread: 0.4, speed: ValueRange(700, 950)),
            motion: MotionConfiguration(gravity: Vector2(0, 300), drag: 0.2), shapes: [ShapeChoice(.circle, size: 4)],
            colors: [.white])
        rocket.subEmitters = [
            SubEmitter(child: "trail", event: .alongLife(rate: 60), inheritVelocity: 0.2),
            SubEmitter(child: "spark", event: .death(count: 60), inheritVelocity: 0.3),
        ]
        let trail = EmitterConfiguration(
            name: "trail", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(0.3, 0.6),
            launch: .radial(speed: ValueRange(0, 30)), motion: MotionConfiguration(gravity: Vector2(0, 100)),
            shapes: [ShapeChoice(.circle, size: 2)], opacityOverLife: fade, colors: [.orange],
            blend: .additive)
        var spark = EmitterConfiguration(
            name: "spark", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(0.8, 1.4),
            launch: .radial(speed: ValueRange(80, 260)),
            motion: MotionConfiguration(gravity: Vector2(0, 120), drag: 1.2),
            shapes: [ShapeChoice(.circle, size: 3)], opacityOverLife: fade,
            colors: [.red, .green, .blue, .yellow], colorPick: .perBurst, blend: .additive)
        spark.subEmitters = [SubEmitter(child: "crackle", event: .death(count: 1))]
        let crackle = EmitterConfiguration(
            name: "crackle", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(0.1, 0.3),
            launch: .radial(speed: ValueRange(20, 60)),
            shapes: [ShapeChoice(.star(points: 4, innerRadius: 0.4), size: 4)],
            colors: [.white], blend: .additive)
        var system = ParticleSystem(
            emitters: [rocket, trail, spark, crackle], seed: seed, canvasSize: canvas,
            capacity: max(2 * live, ParticleSystem.defaultCapacity))
        system.start(emitter: 0, at: 0)
        return system
    }
}
