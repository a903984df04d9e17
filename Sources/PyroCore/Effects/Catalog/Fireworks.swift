extension EffectDefinition {
    /// Fireworks: rockets rise from along the bottom of the sky trailing sparks, burst at the top
    /// of their climb into a sphere of coloured stars, and each star crackles white as it dies.
    ///
    /// Three levels of sub-emitters: a rocket leaves a trail (110 sparks per second of its life,
    /// inheriting a tenth of its velocity) and gives birth to a 120-star burst at its death; each
    /// star gives birth to a small crackle at its own death. A burst takes one colour per rocket
    /// (`.perBurst` picks one palette entry per parent). Vortex's `fireworks` counterpart: rockets
    /// with a trail sub-emitter bursting into sparks; here the bursts also crackle.
    public static let fireworks = EffectDefinition(
        name: "fireworks",
        summary: "rockets rise trailing sparks, burst into coloured stars at the top of their climb, and crackle",
        emitters: [
            {
                var rocket = EmitterConfiguration(
                    name: "rocket",
                    emission: .burst(count: 1),
                    origin: .unit(Vector2(0.5, 1)),
                    lifetime: ValueRange(1.0, 1.25),
                    launch: LaunchConfiguration(angle: 0, spread: 0.3, speed: ValueRange(520, 600)),
                    motion: MotionConfiguration(gravity: Vector2(0, 300)),
                    shapes: [ShapeChoice(.circle, size: 4)],
                    colors: [RGBAColor(red: 255, green: 236, blue: 200)],
                    blend: .additive,
                    reducedMotion: .hide)
                rocket.emitterShape = .line(from: Vector2(-260, 0), to: Vector2(260, 0))
                rocket.subEmitters = [
                    SubEmitter(child: "trail", event: .alongLife(rate: 110), inheritVelocity: 0.1),
                    SubEmitter(child: "stars", event: .death(count: 120), inheritVelocity: 0.15),
                ]
                return rocket
            }(),
            EmitterConfiguration(
                name: "trail",
                emission: .burst(count: 0),
                origin: .point(.zero),
                lifetime: ValueRange(0.3, 0.6),
                launch: LaunchConfiguration(angle: 0, spread: 6.283_185, speed: ValueRange(5, 30)),
                motion: MotionConfiguration(gravity: Vector2(0, 80), drag: 1.5),
                shapes: [ShapeChoice(.circle, size: 2.5)],
                sizeFactor: ValueRange(0.6, 1.1),
                colors: [.white],
                colorOverLife: ColorGradient([
                    (0, RGBAColor(red: 255, green: 240, blue: 190)), (0.4, RGBAColor(red: 255, green: 170, blue: 60)),
                    (1, RGBAColor(red: 200, green: 60, blue: 20, alpha: 0)),
                ]),
                blend: .additive,
                reducedMotion: .hide),
            {
                var stars = EmitterConfiguration(
                    name: "stars",
                    emission: .burst(count: 0),
                    origin: .point(.zero),
                    lifetime: ValueRange(1.1, 1.7),
                    launch: LaunchConfiguration(angle: 0, spread: 6.283_185, speed: ValueRange(90, 260)),
                    motion: MotionConfiguration(gravity: Vector2(0, 110), drag: 1.1),
                    spin: SpinConfiguration(alignment: VelocityAlignment(stretch: 0.02)),
                    shapes: [ShapeChoice(.circle, size: 4)],
                    sizeFactor: ValueRange(0.7, 1.1),
                    opacityOverLife: KeyframeCurve(
                        initialValue: 1, [.linear(1, duration: 0.6), .linear(0, duration: 0.4, curve: .easeIn)]),
                    colors: [
                        RGBAColor(red: 255, green: 70, blue: 80), RGBAColor(red: 255, green: 200, blue: 60),
                        RGBAColor(red: 90, green: 200, blue: 255), RGBAColor(red: 240, green: 90, blue: 255),
                        RGBAColor(red: 110, green: 255, blue: 130),
                    ],
                    colorPick: .perBurst,
                    blend: .additive,
                    reducedMotion: .freeze(atAge: 0.5))
                stars.subEmitters = [SubEmitter(child: "crackle", event: .death(count: 2))]
                return stars
            }(),
            EmitterConfiguration(
                name: "crackle",
                emission: .burst(count: 0),
                origin: .point(.zero),
                lifetime: ValueRange(0.08, 0.22),
                launch: LaunchConfiguration(angle: 0, spread: 6.283_185, speed: ValueRange(20, 70)),
                shapes: [ShapeChoice(.circle, size: 2.5)],
                opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1)]),
                colors: [.white],
                blend: .additive,
                reducedMotion: .hide),
        ],
        onTrigger: [EmitterAction(emitter: "rocket", kind: .burst(count: nil))],
        firings: [0, 0.45, 0.9, 1.5, 2.1].map { Firing(time: $0) },
        background: .verticalGradient(
            top: RGBAColor(red: 4, green: 6, blue: 20), bottom: RGBAColor(red: 20, green: 16, blue: 40)),
        duration: 5.5,
        tellingMoment: 1.9
    )
}
