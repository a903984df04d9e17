extension EffectDefinition {
    /// A campfire: a steady stream of flame tongues rising from a bed at the bottom centre,
    /// white-hot at the base, cooling through orange and red as they shrink and fade, and a few
    /// sparks drifting up out of it.
    ///
    /// Vortex's `fire` counterpart: a narrow box of births, a slow upward drift in a 10° fan,
    /// sizes shrinking to a tenth by death, drawn additively so overlapping flames glow; turbulence makes them flicker. It
    /// starts 2 s before the clock's zero, so the first frame already burns.
    public static let fire = EffectDefinition(
        name: "fire",
        summary: "a campfire: flames rise from a bed, cooling from white to red as they shrink, and sparks drift up",
        emitters: [
            EmitterConfiguration(
                name: "flames",
                emission: .continuous(rate: 300, duration: nil),
                origin: .unitArea(origin: Vector2(0.43, 0.86), size: Vector2(0.14, 0.02)),
                lifetime: ValueRange(0.8, 1.5),
                launch: LaunchConfiguration(
                    angle: 0, spread: 0.3, distribution: .triangular, speed: ValueRange(60, 160)),
                motion: MotionConfiguration(
                    gravity: Vector2(0, -260), drag: 1.2,
                    turbulence: Turbulence(strength: 160, scale: 50, speed: 1.5)),
                spin: SpinConfiguration(initialRotation: ValueRange(-0.25, 0.25)),
                shapes: [ShapeChoice(.flame, width: 30, height: 46)],
                sizeFactor: ValueRange(0.6, 1.2),
                scaleOverLife: KeyframeCurve(initialValue: 1, [.linear(0.1, duration: 1, curve: .easeIn)]),
                opacityOverLife: KeyframeCurve(
                    initialValue: 0, [.linear(1, duration: 0.1), .linear(0, duration: 0.9)]),
                colors: [.white],
                colorOverLife: ColorGradient([
                    (0, RGBAColor(red: 255, green: 220, blue: 140, alpha: 60)),
                    (0.3, RGBAColor(red: 255, green: 150, blue: 40, alpha: 70)),
                    (0.65, RGBAColor(red: 230, green: 70, blue: 20, alpha: 55)),
                    (1, RGBAColor(red: 140, green: 20, blue: 10, alpha: 0)),
                ]),
                blend: .additive,
                reducedMotion: .freeze(atAge: 0.3)
            ),
            EmitterConfiguration(
                name: "embers",
                emission: .continuous(rate: 14, duration: nil),
                origin: .unitArea(origin: Vector2(0.44, 0.84), size: Vector2(0.12, 0.02)),
                lifetime: ValueRange(1.2, 2.2),
                launch: LaunchConfiguration(angle: 0, spread: 0.7, speed: ValueRange(80, 200)),
                motion: MotionConfiguration(gravity: Vector2(0, -60), drag: 0.6, wind: Vector2(25, 0)),
                shapes: [ShapeChoice(.circle, size: 3)],
                sizeFactor: ValueRange(0.6, 1.2),
                opacityOverLife: KeyframeCurve(initialValue: 1, [.linear(0, duration: 1, curve: .easeIn)]),
                colors: [.white],
                colorOverLife: ColorGradient([
                    (0, RGBAColor(red: 255, green: 230, blue: 150)),
                    (1, RGBAColor(red: 255, green: 90, blue: 30)),
                ]),
                blend: .additive,
                reducedMotion: .hide
            ),
        ],
        onTrigger: [EmitterAction(emitter: "flames", kind: .start), EmitterAction(emitter: "embers", kind: .start)],
        firings: [Firing(time: -2)],
        background: .verticalGradient(
            top: RGBAColor(red: 8, green: 6, blue: 14), bottom: RGBAColor(red: 34, green: 14, blue: 10)),
        duration: 3,
        tellingMoment: 1
    )
}
