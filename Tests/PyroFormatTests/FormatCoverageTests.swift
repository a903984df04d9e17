import PyroCore
import Testing

@testable import PyroFormat

/// The format covers every setting of the engine: each stored property of `EmitterConfiguration`
/// (and of the types it holds) has a sample value here that differs from the default, and that
/// value survives writing and reading. A new property without a sample fails
/// `everyEmitterPropertyHasASample`; one the format forgets fails the round trip.
@Suite struct FormatCoverageTests {
    typealias C = EmitterConfiguration

    static let base = EmitterConfiguration(
        name: "base", emission: .burst(count: 3), origin: .unit(Vector2(0.5, 0.5)),
        lifetime: .constant(1), shapes: [ShapeChoice(.circle, size: 4)], colors: [.white])

    /// One non-default value per property path (the path as `Mirror` names it).
    static var samples: [(path: String, apply: (inout C) -> Void)] {
        [
            ("name", { $0.name = "sparks \"quoted\" ✨" }),
            ("emission", { $0.emission = .continuous(rate: 123.25, duration: 2.5) }),
            (
                "origin",
                {
                    $0.origin = .path(
                        Polyline([Vector2(1, 2), Vector2(30.5, 40), Vector2(-3, 1e-3)]), from: 12, to: 0.25,
                        duration: 1.75)
                }
            ),
            ("lifetime", { $0.lifetime = ValueRange(2.5, 0.3) }),
            ("launch.angle", { $0.launch.angle = -0.3 }),
            ("launch.spread", { $0.launch.spread = 1.1 }),
            ("launch.distribution", { $0.launch.distribution = .triangular }),
            ("launch.speed", { $0.launch.speed = ValueRange(10, 1e-7) }),
            ("launch.baseVelocity", { $0.launch.baseVelocity = Vector2(3, -4.5) }),
            ("motion.gravity", { $0.motion.gravity = Vector2(1, 900) }),
            ("motion.drag", { $0.motion.drag = 2.6 }),
            ("motion.wind", { $0.motion.wind = Vector2(-20, 0) }),
            ("motion.turbulence", { $0.motion.turbulence = Turbulence(strength: 80, scale: 40.5, speed: 0.25) }),
            (
                "motion.attractor",
                { $0.motion.attractor = Attractor(center: .unit(Vector2(0.5, 0.25)), strength: -300, radius: 12) }
            ),
            ("motion.stepDuration", { $0.motion.stepDuration = 0.01 }),
            ("spin.alignment", { $0.spin.alignment = VelocityAlignment(stretch: 0.05) }),
            ("spin.backFace", { $0.spin.backFace = .shade(0.6) }),
            (
                "motion.timeWarp",
                {
                    $0.motion.timeWarp = .track(
                        KeyframeCurve(initialValue: 0, [.cubic(1, duration: 1, startVelocity: 0.5, endVelocity: nil)]))
                }
            ),
            ("spin.initialRotation", { $0.spin.initialRotation = ValueRange(0, 6.2831855) }),
            ("spin.spin", { $0.spin.spin = ValueRange(-4, 4) }),
            (
                "spin.rotationOverLife",
                {
                    $0.spin.rotationOverLife = KeyframeCurve(
                        initialValue: 0,
                        [
                            .hold(1, duration: 0.5),
                            .linear(3, duration: 0.5, curve: .bezier(Vector2(0.1, 0.2), Vector2(0.3, 1.5))),
                        ])
                }
            ),
            ("spin.flipPhase", { $0.spin.flipPhase = .constant(0.25) }),
            ("spin.flipRate", { $0.spin.flipRate = ValueRange(4, 12) }),
            ("spin.flipAxis", { $0.spin.flipAxis = .horizontal }),
            ("spin.speedDraw", { $0.spin.speedDraw = .uniformPeriod }),
            ("spin.pivots", { $0.spin.pivots = [Vector2(-0.5, -0.5), Vector2(0.5, 0.5)] }),
            (
                "shapes",
                {
                    var path = ShapePath()
                    path.move(to: Vector2(0, -0.5))
                    path.quadCurve(to: Vector2(0.5, 0.5), control: Vector2(0.6, 0))
                    path.curve(to: Vector2(-0.5, 0.5), control1: Vector2(0.2, 0.7), control2: Vector2(-0.2, 0.7))
                    path.line(to: Vector2(0, 0))
                    path.close()
                    $0.shapes = [
                        ShapeChoice(.rectangle, width: 8, height: 13),
                        ShapeChoice(.star(points: 7, innerRadius: 0.3), size: 9),
                        ShapeChoice(.roundedRectangle(cornerRadius: 0.2), size: 5), ShapeChoice(.triangle, size: 3),
                        ShapeChoice(.heart, size: 2), ShapeChoice(.flame, size: 6),
                        ShapeChoice(.polygon([Vector2(0, -0.5), Vector2(0.5, 0.5), Vector2(-0.5, 0.5)]), size: 4),
                        ShapeChoice(.path(path), width: 10, height: 0.1),
                        ShapeChoice(
                            .sprite(
                                SpriteImage(width: 2, height: 1, premultipliedPixels: [0xFF10_2030, 0x8040_0080])!,
                                tinted: true), size: 12),
                        ShapeChoice(
                            text: TextSpriteSource("🎉 Hi", font: "fonts/Party.ttf", pixelSize: 72), width: 30,
                            height: 12),
                        ShapeChoice(text: TextSpriteSource("✨", font: "emoji"), size: 20),
                    ]
                }
            ),
            ("shapePick", { $0.shapePick = .pattern([0, 0, 0]) }),
            ("sizeFactor", { $0.sizeFactor = ValueRange(0.7, 1.4) }),
            (
                "scaleOverLife",
                {
                    $0.scaleOverLife = KeyframeCurve(
                        initialValue: 0.4, [.cubic(1, duration: 0.2), .cubic(0.3, duration: 0.8)])
                }
            ),
            (
                "opacityOverLife",
                { $0.opacityOverLife = KeyframeCurve(initialValue: 1, [.linear(0, duration: 1, curve: .easeIn)]) }
            ),
            (
                "colors",
                {
                    $0.colors = [
                        .pink, RGBAColor(red: 1, green: 2, blue: 3), RGBAColor(red: 10, green: 20, blue: 30, alpha: 40),
                    ]
                }
            ),
            ("colorPick", { $0.colorPick = .perBurst }),
            ("colorOverLife", { $0.colorOverLife = ColorGradient([(0, .white), (0.2, .yellow), (1, .red)]) }),
            ("blend", { $0.blend = .additive }),
            ("reducedMotion", { $0.reducedMotion = .hide }),
            ("wrapsVertically", { $0.wrapsVertically = true }),
            (
                "subEmitters",
                {
                    $0.subEmitters = [
                        SubEmitter(child: "trail", event: .alongLife(rate: 30.5), inheritVelocity: 0.25),
                        SubEmitter(child: "crackle", event: .death(count: 12)),
                        SubEmitter(child: "crackle", event: .birth(count: 2), inheritVelocity: 1),
                    ]
                }
            ),
            ("emitterShape", { $0.emitterShape = .line(from: Vector2(-10, 2.5), to: Vector2(30, -4)) }),
            ("emitterShape", { $0.emitterShape = .rectangle(size: Vector2(40, 20), edge: true) }),
            ("emitterShape", { $0.emitterShape = .ellipse(radii: Vector2(12, 8), edge: false) }),
            ("emitterShape", { $0.emitterShape = .ring(radii: Vector2(50, 25.5), inner: 0.75) }),
            ("emitterShape", { $0.emitterShape = .path(Polyline([Vector2(0, 0), Vector2(10, 5), Vector2(-3, 7)])) }),
        ]
    }

    /// Leaf property paths of `value`: structs are followed into, everything else is a leaf.
    static func leafPaths(of value: Any, prefix: String = "") -> [String] {
        Mirror(reflecting: value).children.flatMap { child -> [String] in
            guard let label = child.label else { return [] }
            let path = prefix + label
            let inner = Mirror(reflecting: child.value)
            if inner.displayStyle == .struct, !inner.children.isEmpty,
                !["ValueRange", "Vector2", "KeyframeCurve", "Size"].contains(String(describing: inner.subjectType))
            {
                return leafPaths(of: child.value, prefix: path + ".")
            }
            return [path]
        }
    }

    /// The children the samples' sub-emitters name.
    static let children: [EmitterConfiguration] = ["trail", "crackle"].map { name in
        var c = base
        c.name = name
        return c
    }

    static func roundTrip(_ c: EmitterConfiguration) throws -> EmitterConfiguration {
        let definition = EffectDefinition(name: "t", emitters: [c] + children, onTrigger: [])
        guard case .definition(let read) = try EffectDocument.read(EffectDocument.definition(definition).text) else {
            throw EffectFileError(position: nil, path: "", message: "not a definition")
        }
        return read.emitters[0]
    }

    @Test func everyEmitterPropertyHasASample() {
        let sampled = Set(Self.samples.map(\.path))
        let missing = Self.leafPaths(of: Self.base).filter { !sampled.contains($0) }
        #expect(missing == [], "a new EmitterConfiguration property needs a sample here and a key in the effect format")
    }

    @Test func eachSampleDiffersFromTheDefaultAndSurvivesAWriteAndARead() throws {
        for sample in Self.samples {
            var c = Self.base
            sample.apply(&c)
            #expect(c != Self.base, "\(sample.path): the sample must change something")
            #expect(try Self.roundTrip(c) == c, "\(sample.path)")
        }
    }

    @Test func everySampleAtOnceSurvivesToo() throws {
        var c = Self.base
        for sample in Self.samples { sample.apply(&c) }
        #expect(try Self.roundTrip(c) == c)
        let otherKinds: [(inout C) -> Void] = [
            { $0.emission = .continuous(rate: 5, duration: nil) }, { $0.origin = .point(Vector2(1, 2)) },
            { $0.origin = .unitArea(origin: Vector2(0, 0), size: Vector2(1, 0.5)) },
            { $0.motion.timeWarp = .eased(.easeInOut, duration: 5) }, { $0.reducedMotion = .freeze(atAge: 0.25) },
            { $0.shapePick = .random }, { $0.colorPick = .cycle },
            { $0.motion.turbulence = Turbulence(strength: 5) },
            { $0.motion.attractor = Attractor(center: .point(Vector2(3, 4)), strength: 9) },
            { $0.spin.alignment = VelocityAlignment() }, { $0.spin.backFace = .color(.red) },
        ]
        for change in otherKinds {
            change(&c)
            #expect(try Self.roundTrip(c) == c)
        }
    }

    @Test func everyDefinitionPropertyIsWrittenAndRead() throws {
        let definition = EffectDefinition(
            name: "all", summary: "every field",
            emitters: [
                Self.base,
                {
                    var s = Self.base
                    s.name = "stream"
                    s.emission = .continuous(rate: 3, duration: nil)
                    return s
                }(),
            ],
            onTrigger: [
                EmitterAction(emitter: "base", kind: .burst(count: 9), delay: 0.5),
                EmitterAction(emitter: "stream", kind: .start),
                EmitterAction(emitter: "stream", kind: .stop, delay: 2),
            ],
            firings: [
                Firing(time: 0), Firing(time: 1, place: .point(Vector2(3, 4))),
                Firing(time: 2, place: .unit(Vector2(0.25, 0.75))),
            ],
            background: .verticalGradient(top: .navyish, bottom: .clear), duration: 7.5, tellingMoment: 0.125,
            canvasSize: Size(width: 320, height: 240))
        let labels = Mirror(reflecting: definition).children.compactMap(\.label)
        #expect(
            labels == [
                "name", "summary", "emitters", "onTrigger", "firings", "background", "duration", "tellingMoment",
                "canvasSize",
            ],
            "a new EffectDefinition property needs a key in the effect format")
        #expect(try EffectDocument.read(EffectDocument.definition(definition).text) == .definition(definition))
        for background in [Background.transparent, .solid(.blue)] {
            var d = definition
            d.background = background
            #expect(try EffectDocument.read(EffectDocument.definition(d).text) == .definition(d))
        }
    }

    @Test func defaultsAreLeftOutOfWrittenFiles() {
        let text = EffectDocument.definition(EffectDefinition(name: "short", emitters: [Self.base], onTrigger: [])).text
        #expect(
            text == """
                {
                  "version": 1,
                  "name": "short",
                  "onTrigger": [],
                  "emitters": [
                    {
                      "name": "base",
                      "emission": {"burst": 3},
                      "origin": {"unit": [0.5, 0.5]},
                      "lifetime": 1,
                      "shapes": [{"shape": "circle", "size": 4}],
                      "colors": ["white"]
                    }
                  ]
                }

                """)
    }
}

extension RGBAColor {
    static let navyish = RGBAColor(red: 0, green: 0, blue: 128)
}
