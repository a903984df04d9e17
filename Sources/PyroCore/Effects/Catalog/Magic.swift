extension EffectDefinition {
    /// A ring of magic: sparkles in bright colours bloom out from a point, settle on a ring,
    /// twirl and shrink away.
    ///
    /// Vortex's `magic` counterpart: sparkles born on a ring, barely moving, turning fast,
    /// picking red, pink, orange, blue, green or white, shrinking to nothing over 1.5 s, drawn
    /// additively. Here each sparkle flies out from the centre and air drag stops it on the ring
    /// (radius: speed ÷ drag, about 115 points), fading in as it arrives; a firing starts the stream for 2 s.
    public static let magic = EffectDefinition(
        name: "magic",
        summary: "colourful sparkles bloom out from a point onto a ring, twirl and shrink away",
        emitters: [
            EmitterConfiguration(
                name: "sparkles",
                emission: .continuous(rate: 160, duration: 2),
                origin: .unit(Vector2(0.5, 0.5)),
                lifetime: ValueRange(1, 1.5),
                launch: .radial(speed: ValueRange(660, 720)),
                motion: MotionConfiguration(drag: 6),
                spin: SpinConfiguration(initialRotation: ValueRange(0, 6.28), spin: ValueRange(-10, 10)),
                shapes: [ShapeChoice(.star(points: 4, innerRadius: 0.28), size: 18)],
                sizeFactor: ValueRange(0.5, 1.5),
                scaleOverLife: KeyframeCurve(initialValue: 1, [.linear(0.01, duration: 1, curve: .easeIn)]),
                opacityOverLife: KeyframeCurve(initialValue: 0, [.linear(1, duration: 0.2, curve: .easeIn)]),
                colors: [
                    RGBAColor(red: 255, green: 70, blue: 70), RGBAColor(red: 255, green: 110, blue: 200),
                    RGBAColor(red: 255, green: 170, blue: 40), RGBAColor(red: 80, green: 140, blue: 255),
                    RGBAColor(red: 80, green: 230, blue: 120), .white,
                ],
                blend: .additive,
                reducedMotion: .freeze(atAge: 0.9)
            )
        ],
        onTrigger: [EmitterAction(emitter: "sparkles", kind: .start)],
        firings: [Firing(time: 0)],
        background: .solid(RGBAColor(red: 14, green: 8, blue: 30)),
        duration: 3.6,
        tellingMoment: 1.2
    )
}
