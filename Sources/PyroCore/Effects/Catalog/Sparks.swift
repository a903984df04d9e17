extension EffectDefinition {
    /// Sparks from a grinder: every 0.7 s a spray of white-hot sparks shoots up and to the left,
    /// arcs down under gravity and cools to orange as it fades.
    ///
    /// Vortex's `spark` counterpart: 150 sparks a second for 0.2 s, then 0.5 s of rest, launched
    /// at 330° (up and left) in a 20° fan, strong gravity and damping, white to yellow to clear,
    /// drawn additively, each spark stretched along its velocity. Here one spray is ten bursts 0.02 s apart, and the sprays fired before
    /// the clock's zero make the 2.1 s animation loop seamlessly.
    public static let sparks = EffectDefinition(
        name: "sparks",
        summary: "sprays of white-hot sparks shoot up and arc down, cooling to orange, every 0.7 s",
        emitters: [
            EmitterConfiguration(
                name: "sparks",
                emission: .burst(count: 8),
                origin: .unit(Vector2(0.62, 0.72)),
                lifetime: ValueRange(0.7, 1.3),
                launch: LaunchConfiguration(angle: -0.52, spread: 0.35, speed: ValueRange(400, 1000)),
                motion: MotionConfiguration(gravity: Vector2(0, 1100), drag: 0.8),
                spin: SpinConfiguration(alignment: VelocityAlignment(stretch: 0.025)),
                shapes: [ShapeChoice(.circle, size: 3)],
                sizeFactor: ValueRange(0.6, 1.1),
                scaleOverLife: KeyframeCurve(initialValue: 1, [.linear(0.5, duration: 1)]),
                opacityOverLife: KeyframeCurve(
                    initialValue: 1, [.linear(1, duration: 0.5), .linear(0, duration: 0.5)]),
                colors: [.white],
                colorOverLife: ColorGradient([
                    (0, .white), (0.3, RGBAColor(red: 255, green: 230, blue: 120)),
                    (0.7, RGBAColor(red: 255, green: 160, blue: 40)),
                    (1, RGBAColor(red: 255, green: 100, blue: 20, alpha: 0)),
                ]),
                blend: .additive,
                reducedMotion: .freeze(atAge: 0.3)
            )
        ],
        onTrigger: (0..<10).map {
            EmitterAction(emitter: "sparks", kind: .burst(count: nil), delay: 0.02 * Double($0))
        },
        firings: (-2..<3).map { Firing(time: 0.7 * Double($0)) },
        background: .solid(RGBAColor(red: 16, green: 14, blue: 20)),
        duration: 2.1,
        tellingMoment: 0.3
    )
}
