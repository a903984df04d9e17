extension EffectDefinition {
    /// A column of smoke: soft grey puffs rise slowly from a point near the bottom, swelling and
    /// thinning as a breeze bends the column to the right and eddies curl it.
    ///
    /// Vortex's `smoke` counterpart: a narrow box of births, slow upward speeds in a 10° fan,
    /// three-second lives, sizes doubling by death and grey fading to clear. It starts 5 s before
    /// the clock's zero, so the first frame already shows the whole column.
    public static let smoke = EffectDefinition(
        name: "smoke",
        summary: "a column of soft grey smoke that rises, swells and drifts in a breeze",
        emitters: [
            EmitterConfiguration(
                name: "smoke",
                emission: .continuous(rate: 48, duration: nil),
                origin: .unitArea(origin: Vector2(0.475, 0.9), size: Vector2(0.05, 0.01)),
                lifetime: ValueRange(3.5, 5),
                launch: LaunchConfiguration(
                    angle: 0, spread: 0.8, distribution: .triangular, speed: ValueRange(30, 90)),
                motion: MotionConfiguration(
                    gravity: Vector2(0, -36), drag: 0.4, wind: Vector2(30, 0),
                    turbulence: Turbulence(strength: 30, scale: 140, speed: 0.3)),
                spin: SpinConfiguration(initialRotation: ValueRange(0, 6.28), spin: ValueRange(-0.4, 0.4)),
                shapes: [ShapeChoice(.circle, size: 44)],
                sizeFactor: ValueRange(0.5, 1),
                scaleOverLife: KeyframeCurve(initialValue: 0.5, [.linear(3.2, duration: 1, curve: .easeOut)]),
                opacityOverLife: KeyframeCurve(
                    initialValue: 0, [.linear(1, duration: 0.15), .linear(0, duration: 0.85, curve: .easeIn)]),
                colors: [.white],
                colorOverLife: ColorGradient([
                    (0, RGBAColor(red: 180, green: 180, blue: 186, alpha: 34)),
                    (1, RGBAColor(red: 130, green: 130, blue: 138, alpha: 18)),
                ]),
                reducedMotion: .freeze(atAge: 1.5)
            )
        ],
        onTrigger: [EmitterAction(emitter: "smoke", kind: .start)],
        firings: [Firing(time: -5)],
        background: .verticalGradient(
            top: RGBAColor(red: 24, green: 30, blue: 44), bottom: RGBAColor(red: 52, green: 58, blue: 70)),
        duration: 4,
        tellingMoment: 1
    )
}
