extension EffectDefinition {
    /// Splashes: drops land one after another along the ground, each throwing up a crown of
    /// small pale-blue droplets that fall back, over a ripple that spreads and fades.
    ///
    /// Vortex's `splash` counterpart (made to go with its rain): five splashes a second at
    /// places across the bottom, ten droplets each, thrown up in a 90° fan, falling under
    /// gravity, pale blue at 50-70% opacity. The places follow a fixed scatter across the
    /// width (the golden ratio's), so every run shows the same splashes, and the splashes
    /// fired before the clock's zero make the 2 s animation loop seamlessly.
    public static let splash = EffectDefinition(
        name: "splash",
        summary: "drops land along the ground, each throwing up a crown of droplets that fall back",
        emitters: [
            EmitterConfiguration(
                name: "ripples",
                emission: .burst(count: 1),
                origin: .unit(Vector2(0.5, 0.9)),
                lifetime: .constant(0.7),
                shapes: [ShapeChoice(.circle, width: 34, height: 7)],
                scaleOverLife: KeyframeCurve(initialValue: 0.3, [.linear(2.2, duration: 1, curve: .easeOut)]),
                opacityOverLife: KeyframeCurve(initialValue: 0.6, [.linear(0, duration: 1)]),
                colors: [RGBAColor(red: 178, green: 178, blue: 255, alpha: 120)],
                reducedMotion: .freeze(atAge: 0.2)
            ),
            EmitterConfiguration(
                name: "droplets",
                emission: .burst(count: 16),
                origin: .unit(Vector2(0.5, 0.9)),
                lifetime: .constant(0.85),
                launch: LaunchConfiguration(angle: 0, spread: .pi / 2, speed: ValueRange(220, 380)),
                motion: MotionConfiguration(gravity: Vector2(0, 900)),
                shapes: [ShapeChoice(.circle, size: 7)],
                sizeFactor: ValueRange(0.5, 1),
                opacityOverLife: KeyframeCurve(initialValue: 1, [.hold(1, duration: 0.7), .linear(0, duration: 0.3)]),
                colors: [
                    RGBAColor(red: 178, green: 178, blue: 255, alpha: 178),
                    RGBAColor(red: 178, green: 178, blue: 255, alpha: 153),
                    RGBAColor(red: 178, green: 178, blue: 255, alpha: 128),
                ],
                reducedMotion: .freeze(atAge: 0.25)
            ),
        ],
        onTrigger: [
            EmitterAction(emitter: "ripples", kind: .burst(count: nil)),
            EmitterAction(emitter: "droplets", kind: .burst(count: nil)),
        ],
        firings: (-5..<10).map { k in
            // Fractional parts of j × the golden ratio scatter the splashes evenly across the
            // width; j repeats every 10 splashes, so the 2 s animation loops seamlessly.
            let j = (k % 10 + 10) % 10
            let u = (Double(j) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
            return Firing(time: 0.2 * Double(k), place: .unit(Vector2(Float(0.08 + 0.84 * u), 0.9)))
        },
        background: .verticalGradient(
            top: RGBAColor(red: 20, green: 24, blue: 34), bottom: RGBAColor(red: 40, green: 46, blue: 60)),
        duration: 2,
        tellingMoment: 0.5
    )
}
