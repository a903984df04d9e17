import Testing

@testable import PyroCore

@Suite struct SVGPathTests {
    /// Parsed in the data's own coordinates, so the expectations read like the input.
    func raw(_ data: String) throws(SVGPathError) -> [PathElement] {
        try ShapePath(svgPathData: data, fitToUnitBox: false).elements
    }

    func error(_ data: String) -> SVGPathError? {
        do {
            _ = try ShapePath(svgPathData: data)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsAbsoluteMoveLineQuadCurveAndClose() throws {
        #expect(
            try raw("M1 2 L3 4 Q5 6 7 8 C9 10 11 12 13 14 Z") == [
                .move(to: Vector2(1, 2)), .line(to: Vector2(3, 4)),
                .quadCurve(to: Vector2(7, 8), control: Vector2(5, 6)),
                .curve(to: Vector2(13, 14), control1: Vector2(9, 10), control2: Vector2(11, 12)), .close,
            ])
    }

    @Test func relativeCommandsAddToTheCurrentPointAndCloseReturnsToTheSubpathStart() throws {
        #expect(
            try raw("m1 1 l2 0 q1 1 2 0 c1 0 1 1 0 1 z l1 1") == [
                .move(to: Vector2(1, 1)), .line(to: Vector2(3, 1)),
                .quadCurve(to: Vector2(5, 1), control: Vector2(4, 2)),
                .curve(to: Vector2(5, 2), control1: Vector2(6, 1), control2: Vector2(6, 2)), .close,
                .line(to: Vector2(2, 2)),
            ])
    }

    @Test func horizontalAndVerticalLinesKeepTheOtherCoordinate() throws {
        #expect(
            try raw("M1 1 H5 V4 h-2 v-1") == [
                .move(to: Vector2(1, 1)), .line(to: Vector2(5, 1)), .line(to: Vector2(5, 4)), .line(to: Vector2(3, 4)),
                .line(to: Vector2(3, 3)),
            ])
    }

    @Test func numbersAfterAMoveAreLinesAndOtherCommandsRepeat() throws {
        #expect(
            try raw("M0 0 1 0 1 1 m1 0 0 1 L5 5 6 6") == [
                .move(to: Vector2(0, 0)), .line(to: Vector2(1, 0)), .line(to: Vector2(1, 1)),
                .move(to: Vector2(2, 1)), .line(to: Vector2(2, 2)), .line(to: Vector2(5, 5)), .line(to: Vector2(6, 6)),
            ])
    }

    @Test func smoothCurvesReflectThePreviousControlPointOrStartAtTheCurrentPoint() throws {
        #expect(
            try raw("M0 0 C1 1 2 1 3 0 S5 -1 6 0 T8 0 Q9 1 10 0 T12 0 s1 1 2 0") == [
                .move(to: Vector2(0, 0)),
                .curve(to: Vector2(3, 0), control1: Vector2(1, 1), control2: Vector2(2, 1)),
                .curve(to: Vector2(6, 0), control1: Vector2(4, -1), control2: Vector2(5, -1)),
                .quadCurve(to: Vector2(8, 0), control: Vector2(6, 0)),
                .quadCurve(to: Vector2(10, 0), control: Vector2(9, 1)),
                .quadCurve(to: Vector2(12, 0), control: Vector2(11, -1)),
                .curve(to: Vector2(14, 0), control1: Vector2(12, 0), control2: Vector2(13, 1)),
            ])
    }

    @Test func readsEveryNumberFormOfSVG() throws {
        #expect(
            try raw("M.5.5L-1-2l1e1,2E-1 L+3 4.25e+1 L0.005 1200e-3 L 7.,8") == [
                .move(to: Vector2(0.5, 0.5)), .line(to: Vector2(-1, -2)), .line(to: Vector2(9, -1.8)),
                .line(to: Vector2(3, 42.5)), .line(to: Vector2(0.005, 1.2)), .line(to: Vector2(7, 8)),
            ])
        #expect(
            try raw("M12345678901234567890123 0.000000000000000000000000000001 L0 0") == [
                .move(to: Vector2(1.2345679e22, 1e-30)), .line(to: Vector2(0, 0)),
            ])
    }

    @Test func separatorsAreWhiteSpaceAndSingleCommasBetweenNumbers() throws {
        #expect(try raw(" \t\nM 1 , 2\r\n,3,4 z ") == [.move(to: Vector2(1, 2)), .line(to: Vector2(3, 4)), .close])
    }

    @Test func errorsNameWhatWasWrongAndWhere() {
        #expect(error("") == SVGPathError(.empty, at: 0))
        #expect(error("   ") == SVGPathError(.empty, at: 0))
        #expect(error("L1 2") == SVGPathError(.expectedMoveTo, at: 0))
        #expect(error("  5 5") == SVGPathError(.expectedMoveTo, at: 2))
        #expect(error("M1 2 X3 4") == SVGPathError(.unexpectedCharacter(UInt8(ascii: "X")), at: 5))
        #expect(error("M0 0 A5 5 0 2 1 10 0") == SVGPathError(.expectedFlag(command: UInt8(ascii: "A")), at: 12))
        #expect(error("M0 0 a5 5 0 1") == SVGPathError(.expectedFlag(command: UInt8(ascii: "a")), at: 13))
        #expect(
            error("M0 0 C1 1 2 2 3") == SVGPathError(.expectedNumber(command: UInt8(ascii: "C"), needed: 6), at: 15))
        #expect(error("M0 0 l1") == SVGPathError(.expectedNumber(command: UInt8(ascii: "l"), needed: 2), at: 7))
        #expect(error("M0 0 L,1 2") == SVGPathError(.expectedNumber(command: UInt8(ascii: "L"), needed: 2), at: 6))
        #expect(error("M0 0 L1 2,") == SVGPathError(.expectedNumber(command: UInt8(ascii: "L"), needed: 2), at: 10))
        #expect(error("M0 0 L1,,2") == SVGPathError(.expectedNumber(command: UInt8(ascii: "L"), needed: 2), at: 8))
        #expect(error("M0 0 L1e 2") == SVGPathError(.malformedNumber, at: 6))
        #expect(error("M0 0 L- 2") == SVGPathError(.malformedNumber, at: 6))
        #expect(error("M0 0 L. 2") == SVGPathError(.malformedNumber, at: 6))
        #expect(error("M0 0 L1e39 2") == SVGPathError(.numberOutOfRange, at: 6))
        #expect(error("M0 0 L1e999999 2") == SVGPathError(.numberOutOfRange, at: 6))
        #expect((try? raw("M0 0 L1e-999999 2")) == [.move(to: .zero), .line(to: Vector2(0, 2))])
        #expect(error("M3 3 L3 3 Z") == SVGPathError(.noExtent, at: 11))
        #expect(error("M1 1") == SVGPathError(.noExtent, at: 4))
        #expect(error("M0 0 L1 1 Z 2") == SVGPathError(.unexpectedCharacter(UInt8(ascii: "2")), at: 12))
        #expect(error("M0 0 L1 1 ✨") == SVGPathError(.unexpectedCharacter(0xE2), at: 10))
    }

    /// True when `a` and `b` differ by at most `tolerance` in each coordinate.
    func near(_ a: Vector2, _ b: Vector2, _ tolerance: Float = 1e-4) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func arcsBecomeQuarterTurnCubicsGoingClockwiseWhenSweepIsOne() throws {
        let elements = try raw("M0 0 A5 5 0 0 1 10 0")
        #expect(elements.count == 3)
        // Clockwise on screen from the left end goes over the top; handles 4/3·tan(π/8)·5 long.
        let k: Float = 4 / 3 * 0.414_213_56 * 5
        guard case .curve(let end1, let c1, let c2) = elements[1], case .curve(let end2, let d1, let d2) = elements[2]
        else {
            Issue.record("\(elements)")
            return
        }
        #expect(near(c1, Vector2(0, -k)) && near(c2, Vector2(5 - k, -5)) && near(end1, Vector2(5, -5)))
        #expect(near(d1, Vector2(5 + k, -5)) && near(d2, Vector2(10, -k)) && end2 == Vector2(10, 0))
        // Sweep 0 goes under instead.
        guard case .curve(let under, _, _) = try raw("M0 0 A5 5 0 0 0 10 0")[1] else { return }
        #expect(near(under, Vector2(5, 5)))
    }

    @Test func largeArcsTakeTheLongWayAndStayOnTheirCircle() throws {
        // Three quarters of the circle of radius 10 about (10, 10)... or about (0, 0): the large
        // arc with sweep 0 from (10, 0) to (0, 10) is the one about (0, 0).
        let path = ShapePath(try raw("M10 0 A10 10 0 1 0 0 10"))
        #expect(path.elements.count == 4)
        for point in path.flattened(tolerance: 0.001).flatMap({ $0 }) {
            #expect(abs(point.length - 10) < 0.01, "\(point)")
        }
    }

    @Test func arcRadiiTooSmallGrowAndZeroRadiiDrawALine() throws {
        guard case .curve(let top, _, _) = try raw("M0 0 A1 1 0 0 1 10 0")[1] else {
            Issue.record("no curve")
            return
        }
        #expect(near(top, Vector2(5, -5)))
        #expect(
            try raw("M0 0 A0 5 0 0 1 10 0") == [
                .move(to: .zero), .curve(to: Vector2(10, 0), control1: .zero, control2: Vector2(10, 0)),
            ])
        #expect(try raw("M3 3 A5 5 0 0 1 3 3") == [.move(to: Vector2(3, 3))])
    }

    @Test func arcFlagsNeedNoSeparatorAndRotationTurnsTheEllipse() throws {
        #expect(try raw("M0 0a5 5 0 0110 0") == (try raw("M0 0 a5,5 0 0,1 10,0")))
        // An ellipse 10 across x and 5 across y, turned a quarter: its long axis runs down.
        let half = ShapePath(try raw("M0 0 A10 5 90 0 1 0 20"))
        for p in half.flattened(tolerance: 0.001).flatMap({ $0 }) {
            let value = (p.y - 10) * (p.y - 10) / 100 + p.x * p.x / 25
            #expect(abs(value - 1) < 0.01, "\(p)")
        }
    }

    @Test func errorDescriptionsAreSentencesWithTheOffset() {
        #expect(
            error("M0 0 C1 1 2 2 3")?.description
                == "SVG path data, character 15: expected a number: 'C' takes 6 numbers a segment")
        #expect(
            error("M0 0 A5 5 0 2 1 10 10")?.description
                == "SVG path data, character 12: expected a flag (0 or 1): 'A' takes rx ry rotation large-arc-flag sweep-flag x y"
        )
        #expect(
            error("M0 0 L1 1 \u{7}")?.description.hasPrefix("SVG path data, character 10: unexpected byte 7;") == true)
    }

    @Test func fittingCentresTheTightBoxAndScalesItsLongerSideToOne() throws {
        // A 20 x 10 rectangle at (10, 30): 1 x 0.5 centred on the origin.
        #expect(
            try ShapePath(svgPathData: "M10 30 h20 v10 h-20 z").elements == [
                .move(to: Vector2(-0.5, -0.25)), .line(to: Vector2(0.5, -0.25)), .line(to: Vector2(0.5, 0.25)),
                .line(to: Vector2(-0.5, 0.25)), .close,
            ])
        // The box is the curve's, not its control points': this arch peaks at y = -3 (t = 1/2),
        // not at its controls' -4, so it spans 8 x 3 and becomes 1 x 0.375.
        let arch = try ShapePath(svgPathData: "M0 0 C0 -4 8 -4 8 0 Z")
        #expect(
            arch.elements == [
                .move(to: Vector2(-0.5, 0.1875)),
                .curve(to: Vector2(0.5, 0.1875), control1: Vector2(-0.5, -0.3125), control2: Vector2(0.5, -0.3125)),
                .close,
            ])
        // A move that nothing is drawn from does not widen the box.
        #expect(
            try ShapePath(svgPathData: "M100 100 M0 0 L2 2").elements
                == [
                    .move(to: Vector2(49.5, 49.5)), .move(to: Vector2(-0.5, -0.5)),
                    .line(to: Vector2(0.5, 0.5)),
                ])
    }

    @Test func fittedOutlinesFlattenInsideTheUnitBox() throws {
        let heart = try ParticleShape.svgPath("M12 21 C-8 8 4-4 12 5 C20-4 32 8 12 21Z")
        guard case .path(let path) = heart else {
            Issue.record("not a path")
            return
        }
        let points = path.flattened(tolerance: 0.001).flatMap { $0 }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        #expect(abs(xs.min()! + 0.5) < 0.001 && abs(xs.max()! - 0.5) < 0.001)
        #expect(ys.min()! >= -0.5 && ys.max()! <= 0.5)
        #expect(abs(ys.min()! + ys.max()!) < 0.001)
    }

    @Test func fittedToUnitBoxRefusesOutlinesWithoutExtent() {
        #expect(ShapePath([.move(to: Vector2(1, 1)), .line(to: Vector2(1, 1))]).fittedToUnitBox() == nil)
        #expect(ShapePath([.move(to: Vector2(.nan, 1)), .line(to: Vector2(1, 1))]).fittedToUnitBox() == nil)
        #expect(
            ShapePath(polygon: [Vector2(0, 0), Vector2(4, 0), Vector2(4, 2)]).fittedToUnitBox()
                == ShapePath(polygon: [Vector2(-0.5, -0.25), Vector2(0.5, -0.25), Vector2(0.5, 0.25)]))
    }

    /// Random strings over the path alphabet and mutations of valid paths: every one parses or
    /// throws an error whose offset lies within the string, and parsed outlines are finite and
    /// (fitted) flatten without trouble.
    @Test func fuzzedPathDataNeverCrashesOrHangs() {
        var rng = SplitMix64(seed: 0x5E6_5A7)
        let alphabet = Array("MmLlHhVvCcSsQqTtZzAaeE0123456789.-+, \t\nx01".utf8)
        let seeds = [
            "M12 21 C-8 8 4-4 12 5 C20-4 32 8 12 21Z", "m.5.5l-1-2 1e-3 2E+1z",
            "M0 0 Q5 10 10 0 T20 0 t5 5 S1 1 2 2 h3v4z", "M2 2a5 3 30 1 1 8 0 A1 1 0 0110 10z",
        ]
        var parsed = 0
        for round in 0..<10000 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<rng.nextIndex(below: 40)).map { _ in alphabet[rng.nextIndex(below: alphabet.count)] }
            } else {
                bytes = Array(seeds[rng.nextIndex(below: seeds.count)].utf8)
                for _ in 0...rng.nextIndex(below: 4) {
                    let at = rng.nextIndex(below: bytes.count + 1)
                    switch rng.nextIndex(below: 3) {
                    case 0: bytes.insert(alphabet[rng.nextIndex(below: alphabet.count)], at: at)
                    case 1: if at < bytes.count { bytes.remove(at: at) }
                    default: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: rng.nextIndex(below: 256)) }
                    }
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let path = try ShapePath(svgPathData: text)
                #expect(path.isFinite, "\(text)")
                _ = path.flattened(tolerance: 0.01)
                parsed += 1
            } catch {
                #expect((0...text.utf8.count).contains(error.offset), "\(text): \(error.description)")
                #expect(!error.description.isEmpty)
            }
        }
        #expect(parsed > 300)
    }
}
