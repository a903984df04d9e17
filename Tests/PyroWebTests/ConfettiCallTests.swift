import PyroCore
import Testing

@testable import PyroWeb

/// `confetti(options)` read as canvas-confetti reads its options: clamped, never refused where
/// canvas-confetti goes through, refused by name where it throws.
@Suite struct ConfettiCallTests {
    @Test func everyOptionIsReadUnderItsParameterName() throws {
        let o = try ConfettiCall.read(
            ##"""
            {"particle-count": 12, "angle": 60, "spread": 70, "start-velocity": 30, "decay": 0.8, "gravity": 0.5,
             "drift": -1, "ticks": 90, "origin": {"x": 0.25, "y": 0.75}, "colors": ["#ff0000", "00ff00", "navy"],
             "shapes": ["star", "circle"], "scalar": 2, "flat": true}
            """##)
        var expected = CanvasConfetti.Options()
        expected.particleCount = 12
        expected.angle = 60
        expected.spread = 70
        expected.startVelocity = 30
        expected.decay = 0.8
        expected.gravity = 0.5
        expected.drift = -1
        expected.ticks = 90
        expected.origin = Vector2(0.25, 0.75)
        expected.colors = [
            RGBAColor(red: 255, green: 0, blue: 0), RGBAColor(red: 0, green: 255, blue: 0),
            RGBAColor(red: 0, green: 0, blue: 0x80),
        ]
        expected.shapes = [.star, .circle]
        expected.scalar = 2
        expected.flat = true
        #expect(o == expected)
    }

    /// Huge numbers, null, strings where numbers belong.
    @Test func badNumbersAreClampedOrKeepTheDefault() throws {
        let o = try ConfettiCall.read(
            #"""
            {"particle-count": 1e308, "angle": null, "spread": -5, "start-velocity": "fast", "decay": 7,
             "ticks": -1e308, "origin": {"x": -3, "y": "low"}, "scalar": 1e9}
            """#)
        #expect(o.particleCount == CanvasConfetti.Options.maximumParticleCount)
        #expect(o.angle == 90 && o.spread == 0 && o.startVelocity == 45 && o.decay == 1 && o.ticks == 1)
        #expect(o.origin == Vector2(0, 0.5) && o.scalar == 100)
        #expect(try ConfettiCall.read(#"{"particle-count": 7.9}"#).particleCount == 7)
        #expect(try ConfettiCall.read(#"{"particle-count": -4}"#).particleCount == 0)
    }

    /// What JSON cannot carry: NaN keeps the default, infinities are clamped as the largest
    /// numbers are.
    @Test func nanKeepsTheDefaultAndInfinitiesAreClamped() throws {
        let o = try ConfettiCall.read(
            .object([
                PageMember(key: "particle-count", value: .number(.infinity)),
                PageMember(key: "angle", value: .number(.nan)),
                PageMember(key: "ticks", value: .number(-.infinity)),
                PageMember(key: "origin", value: .object([PageMember(key: "x", value: .number(.infinity))])),
            ]))
        #expect(o.particleCount == CanvasConfetti.Options.maximumParticleCount)
        #expect(o.angle == 90 && o.ticks == 1 && o.origin == Vector2(1, 0.5))
    }

    /// Bytes that hold no value, or more than one, are not an object either.
    @Test func unreadableBytesAreRefusedAsNoObject() {
        for bytes: [UInt8] in [[], [7, 1, 0], [7, 0, 0, 0, 0, 0]] {
            let error = #expect(throws: ConfettiCallError.self) {
                try ConfettiCall(PageValue(bytes: bytes), over: CanvasConfetti.Options())
            }
            #expect(error?.message == "confetti(): the options are not an object")
        }
    }

    @Test func unknownShapesAreSquaresAndBadColoursAreSkipped() throws {
        let o = try ConfettiCall.read(
            ##"{"shapes": ["heart", "circle"], "colors": ["not a colour", "#abc", 123, 42, 1.5, 112233]}"##)
        #expect(o.shapes == [.square, .circle])
        #expect(
            o.colors == [
                RGBAColor(red: 0xAA, green: 0xBB, blue: 0xCC),
                RGBAColor(red: 0x11, green: 0x22, blue: 0x33), RGBAColor(red: 0x11, green: 0x22, blue: 0x33),
            ])
        #expect(try ConfettiCall.read(#"{"colors": [], "shapes": []}"#) == CanvasConfetti.Options())
    }

    @Test func flatIsReadForItsTruthAsJavaScriptDoes() throws {
        for (json, on) in [
            (#"{"flat": 1}"#, true), (#"{"flat": "yes"}"#, true), (#"{"flat": 0}"#, false),
            (#"{"flat": ""}"#, false), (#"{"flat": null}"#, false),
        ] {
            #expect(try ConfettiCall.read(json).flat == on, "\(json)")
        }
    }

    @Test(arguments: [
        (##"{"colors": "#ff0000"}"##, "confetti(): colors must be a list of colours, such as ['#ff0000', 'navy']"),
        (#"{"shapes": 5}"#, "confetti(): shapes must be a list of square, circle, star"),
        ("[1, 2]", "confetti(): the options are not an object"),
    ])
    func whereCanvasConfettiThrowsTheCallIsRefusedByName(json: String, message: String) {
        #expect(throws: ConfettiCallError.self) { try ConfettiCall.read(json) }
        do {
            _ = try ConfettiCall.read(json)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func optionNamesAreCanvasConfettisCamelCase() {
        #expect(optionName("start-velocity") == "startVelocity" && optionName("particle-count") == "particleCount")
        #expect(optionName("flat") == "flat")
    }
}

/// canvas-confetti's `shapeFromPath` and `shapeFromText` shapes, as pyro.js sends them.
@Suite struct CustomShapeCallTests {
    /// canvas-confetti's matrix for `M0 10 L5 0 L10 10z` maps it onto 10 × 10 points: at scalar 1
    /// the piece is 10 points, the triangle fitted into its box.
    @Test func aPathShapeIsTheMappedPathFittedToItsLongerSide() throws {
        let o = try ConfettiCall.read(
            #"{"shapes": [{"type": "path", "path": "M0 10 L5 0 L10 10z", "matrix": [1, 0, 0, 1, -5, -5]}]}"#)
        #expect(o.shapes.isEmpty)
        let custom = try #require(o.customShapes.first)
        #expect(custom.size == Size(width: 10, height: 10))
        #expect(custom.shape == .path(try ShapePath(svgPathData: "M0 10 L5 0 L10 10z")))
        let doubled = try ConfettiCall.read(
            #"{"shapes": [{"type": "path", "path": "M0 0 H4 V2 H0 Z", "matrix": [2, 0, 0, 2, 0, 0]}]}"#)
        #expect(doubled.customShapes.first?.size == Size(width: 8, height: 8))
    }

    @Test func customShapesArePickedWithTheNamedOnes() throws {
        let o = try ConfettiCall.read(#"{"shapes": ["circle", {"type": "path", "path": "M0 0 L1 0 L1 1z"}]}"#)
        #expect(o.shapes == [.circle] && o.customShapes.count == 1)
        let emitter = CanvasConfetti.emitter(o)
        #expect(emitter.shapes.count == 2)
    }
}
