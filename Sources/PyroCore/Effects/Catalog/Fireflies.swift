extension EffectDefinition {
    /// Fireflies on a summer night: soft yellow-green lights wander slowly over the meadow, each
    /// swelling into a glow and dimming away again.
    ///
    /// Vortex's `fireflies` counterpart: births over an ellipse-like area, slow speeds in every
    /// direction, two-second lives, yellow fading to clear while the size grows from nothing,
    /// drawn additively. Here sharp, bright fireflies wander among big faint glows (fireflies
    /// out of focus), both swelling and fading over their lives. It starts 4 s before the
    /// clock's zero, so the first frame already glows.
    public static let fireflies = EffectDefinition(
        name: "fireflies",
        summary: "soft yellow-green lights wander over a night meadow, glowing up and dimming away",
        emitters: [
            fireflyEmitter(name: "glows", size: 22, color: RGBAColor(red: 170, green: 230, blue: 60, alpha: 34)),
            fireflyEmitter(name: "fireflies", size: 6, color: RGBAColor(red: 240, green: 255, blue: 150)),
        ],
        onTrigger: [EmitterAction(emitter: "glows", kind: .start), EmitterAction(emitter: "fireflies", kind: .start)],
        firings: [Firing(time: -4)],
        background: .verticalGradient(
            top: RGBAColor(red: 6, green: 12, blue: 28), bottom: RGBAColor(red: 12, green: 34, blue: 26)),
        duration: 4,
        tellingMoment: 1.5
    )

    /// One layer of fireflies, `size` points across at their brightest.
    static func fireflyEmitter(name: String, size: Float, color: RGBAColor) -> EmitterConfiguration {
        EmitterConfiguration(
            name: name,
            emission: .continuous(rate: 14, duration: nil),
            origin: .unitArea(origin: Vector2(0.05, 0.2), size: Vector2(0.9, 0.75)),
            lifetime: ValueRange(2.5, 4),
            launch: .radial(speed: ValueRange(6, 30)),
            motion: MotionConfiguration(gravity: Vector2(0, -4)),
            shapes: [ShapeChoice(.circle, size: size)],
            sizeFactor: ValueRange(0.7, 1.2),
            scaleOverLife: KeyframeCurve(
                initialValue: 0.2,
                [.linear(1, duration: 0.4, curve: .easeOut), .linear(0.3, duration: 0.6, curve: .easeIn)]),
            opacityOverLife: KeyframeCurve(
                initialValue: 0,
                [.linear(1, duration: 0.3, curve: .easeOut), .linear(0, duration: 0.7, curve: .easeIn)]),
            colors: [color],
            blend: .additive,
            reducedMotion: .freeze(atAge: 1)
        )
    }
}
