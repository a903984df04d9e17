extension EffectDefinition {
    /// The emoji the `emoji` preset throws: party popper, confetti ball, sparkles, red heart,
    /// grinning face, partying face, glowing star and balloon.
    public static let emojiSources = ["🎉", "🎊", "✨", "❤️", "😀", "🥳", "🌟", "🎈"].map {
        TextSpriteSource($0, font: "emoji", pixelSize: 72)
    }

    /// An emoji celebration: party poppers, hearts, stars and smiles shoot up from both bottom
    /// corners and the middle, tumble through the air, slow down and fall, fading as they go.
    ///
    /// What canvas-confetti's and tsParticles' emoji shapes are asked for: confetti whose pieces
    /// are emoji. The pictures are text in the `emoji` font family (`emojiSources`), which PyroCore
    /// cannot draw: a host that reads fonts draws them (`drawingText(_:)`; the command line uses
    /// PyroText, Noto Color Emoji on Linux). Undrawn, the pieces are rectangles in the palette's
    /// colours.
    public static let emoji = EffectDefinition(
        name: "emoji",
        summary: "party poppers, hearts, stars and smiles shoot up, tumble and fall: colour emoji as confetti",
        emitters: [
            emojiCannon("left", at: Vector2(0.08, 1.02), angle: 0.42, count: 16),
            emojiCannon("right", at: Vector2(0.92, 1.02), angle: -0.42, count: 16),
            emojiCannon("middle", at: Vector2(0.5, 1.02), angle: 0, count: 14),
        ],
        onTrigger: [
            EmitterAction(emitter: "left", kind: .burst(count: nil)),
            EmitterAction(emitter: "right", kind: .burst(count: nil), delay: 0.3),
            EmitterAction(emitter: "middle", kind: .burst(count: nil), delay: 0.7),
        ],
        background: .verticalGradient(
            top: RGBAColor(red: 28, green: 20, blue: 56), bottom: RGBAColor(red: 70, green: 36, blue: 90)),
        duration: 4.6,
        tellingMoment: 1.2
    )

    /// One cannon of the emoji celebration: `count` emoji thrown from `origin` (fractions of the
    /// canvas) in a fan around `angle` (radians, 0 up, positive to the right).
    private static func emojiCannon(_ name: String, at origin: Vector2, angle: Float, count: Int)
        -> EmitterConfiguration
    {
        EmitterConfiguration(
            name: name,
            emission: .burst(count: count),
            origin: .unit(origin),
            lifetime: ValueRange(3, 3.6),
            launch: LaunchConfiguration(angle: angle, spread: 0.8, speed: ValueRange(900, 1250)),
            motion: MotionConfiguration(gravity: Vector2(0, 650), drag: 1.3),
            spin: SpinConfiguration(initialRotation: ValueRange(-0.5, 0.5), spin: ValueRange(-3, 3)),
            shapes: emojiSources.map { ShapeChoice(text: $0, size: 34) },
            sizeFactor: ValueRange(0.75, 1.25),
            opacityOverLife: KeyframeCurve(
                initialValue: 1, [.hold(1, duration: 0.75), .linear(0, duration: 0.25, curve: .easeIn)]),
            colors: [
                RGBAColor(red: 255, green: 80, blue: 110), RGBAColor(red: 255, green: 200, blue: 60),
                RGBAColor(red: 90, green: 200, blue: 255), RGBAColor(red: 160, green: 110, blue: 255),
            ],
            reducedMotion: .freeze(atAge: 0.6)
        )
    }
}
