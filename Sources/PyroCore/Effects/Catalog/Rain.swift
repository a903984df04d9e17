extension EffectDefinition {
    /// Rain: long thin streaks of pale blue fall fast and slanted across the whole canvas.
    ///
    /// Vortex's `rain` counterpart: births along a line wider than the canvas at the top,
    /// 400 drops a second falling fast at 10° from the vertical, pale blue at 40-60% opacity.
    /// As in Vortex, each round drop is stretched along its velocity into a streak. It starts
    /// 1 s before the clock's zero, so the first frame is already raining.
    public static let rain = EffectDefinition(
        name: "rain",
        summary: "fast, slanted streaks of pale blue rain across the whole canvas",
        emitters: [
            EmitterConfiguration(
                name: "rain",
                emission: .continuous(rate: 400, duration: nil),
                origin: .unitArea(origin: Vector2(-0.1, -0.06), size: Vector2(1.4, 0)),
                lifetime: .constant(1.1),
                launch: LaunchConfiguration(angle: .pi + rainSlant, spread: 0, speed: ValueRange(750, 1000)),
                spin: SpinConfiguration(alignment: VelocityAlignment(stretch: 0.022)),
                shapes: [ShapeChoice(.circle, width: 2, height: 4)],
                sizeFactor: ValueRange(0.6, 1.1),
                colors: [
                    RGBAColor(red: 178, green: 178, blue: 255, alpha: 153),
                    RGBAColor(red: 178, green: 178, blue: 255, alpha: 128),
                    RGBAColor(red: 178, green: 178, blue: 255, alpha: 102),
                ],
                reducedMotion: .freeze(atAge: 0.5)
            )
        ],
        onTrigger: [EmitterAction(emitter: "rain", kind: .start)],
        firings: [Firing(time: -1.2)],
        background: .verticalGradient(
            top: RGBAColor(red: 20, green: 24, blue: 34), bottom: RGBAColor(red: 40, green: 46, blue: 60)),
        duration: 3,
        tellingMoment: 1
    )

    /// The rain's lean from the vertical, in radians: the drops fall down and to the left.
    static let rainSlant: Float = 0.17
}
