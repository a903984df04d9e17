extension EffectDefinition {
    /// Snow falling on a winter night: flakes of many sizes drift down across the whole width,
    /// blown a little sideways, the small far ones dimmer than the near ones.
    ///
    /// Vortex's `snow` counterpart: births along a line across the top, slow downward speeds in a
    /// 20° fan, ten-second lives, sizes varying by 40%. It starts 14 s before the clock's zero,
    /// so the first frame is already full of flakes.
    public static let snow = EffectDefinition(
        name: "snow",
        summary: "snowflakes of many sizes drift down across a winter night, blown a little sideways",
        emitters: [
            EmitterConfiguration(
                name: "far flakes",
                emission: .continuous(rate: 30, duration: nil),
                origin: .unitArea(origin: Vector2(-0.2, -0.03), size: Vector2(1.2, 0)),
                lifetime: .constant(18),
                launch: LaunchConfiguration(angle: .pi, spread: 0.35, speed: ValueRange(15, 35)),
                motion: MotionConfiguration(gravity: Vector2(0, 12), drag: 0.4, wind: Vector2(14, 0)),
                shapes: [ShapeChoice(.circle, size: 3)],
                sizeFactor: ValueRange(0.6, 1.2),
                colors: [RGBAColor(red: 220, green: 230, blue: 255, alpha: 150)],
                reducedMotion: .freeze(atAge: 9)
            ),
            EmitterConfiguration(
                name: "near flakes",
                emission: .continuous(rate: 16, duration: nil),
                origin: .unitArea(origin: Vector2(-0.2, -0.05), size: Vector2(1.2, 0)),
                lifetime: .constant(14),
                launch: LaunchConfiguration(angle: .pi, spread: 0.35, speed: ValueRange(30, 60)),
                motion: MotionConfiguration(gravity: Vector2(0, 24), drag: 0.4, wind: Vector2(22, 0)),
                shapes: [ShapeChoice(.circle, size: 7)],
                sizeFactor: ValueRange(0.6, 1.4),
                colors: [RGBAColor(red: 255, green: 255, blue: 255, alpha: 235)],
                reducedMotion: .freeze(atAge: 7)
            ),
        ],
        onTrigger: [
            EmitterAction(emitter: "far flakes", kind: .start), EmitterAction(emitter: "near flakes", kind: .start),
        ],
        firings: [Firing(time: -18)],
        background: .verticalGradient(
            top: RGBAColor(red: 10, green: 18, blue: 40), bottom: RGBAColor(red: 48, green: 66, blue: 96)),
        duration: 4,
        tellingMoment: 1
    )
}
