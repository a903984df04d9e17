import PyroCore
import Testing

@testable import PyroRaster

@Suite struct AccumulatorTests {
    static func square(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, clockwise: Bool = true) -> [PathElement] {
        let corners = [Vector2(x0, y0), Vector2(x1, y0), Vector2(x1, y1), Vector2(x0, y1)]
        let ordered = clockwise ? corners : corners.reversed()
        return [.move(to: ordered[0]), .line(to: ordered[1]), .line(to: ordered[2]), .line(to: ordered[3]), .close]
    }

    static func area(_ elements: [PathElement]) -> Double {
        let list = Fixture.particle(
            .path(ShapePath(elements)), x: 20, y: 20, width: 40, height: 40,
            canvas: Size(width: 40, height: 40))
        return Fixture.area(Fixture.render(list, width: 40, height: 40))
    }

    @Test func overlappingSubpathsInTheSameDirectionCoverTheirUnion() {
        // Two 20 x 20 squares overlapping by 10 x 20: non-zero winding fills the union once.
        let union = Self.area(Self.square(-0.5, -0.25, 0, 0.25) + Self.square(-0.25, -0.25, 0.25, 0.25))
        #expect(abs(union - 600) < 0.5)
    }

    @Test func oppositeDirectionsCutAHole() {
        let ring = Self.area(
            Self.square(-0.5, -0.5, 0.5, 0.5) + Self.square(-0.25, -0.25, 0.25, 0.25, clockwise: false))
        #expect(abs(ring - (1600 - 400)) < 0.5)
    }

    @Test func shapesCoveringTheWholeCanvasFillIt() {
        #expect(abs(Self.area(Self.square(-0.5, -0.5, 0.5, 0.5)) - 1600) < 0.01)
        #expect(abs(Self.area(Self.square(-2, -2, 2, 2)) - 1600) < 0.01)
        #expect(abs(Self.area(Self.square(0, -2, 2, 2)) - 800) < 0.01)
    }

    @Test func edgesLeftOfTheCanvasStillCoverItsPixels() {
        // A square hanging off the left edge: only its visible part counts, exactly.
        let list = Fixture.particle(
            .polygon([Vector2(-0.5, -0.5), Vector2(0.5, -0.3), Vector2(0.5, 0.5), Vector2(-0.5, 0.5)]),
            x: 0, y: 10, width: 20, height: 10, canvas: Size(width: 20, height: 20))
        let canvas = Fixture.render(list, width: 20, height: 20)
        // The visible part: x in 0...10, from the edge running (-10, 5) to (10, 7) down to y = 15.
        let expected = 10.0 * 15 - 10 * (6.0 + 7) / 2
        #expect(abs(Fixture.area(canvas) - expected) < 0.5)
        #expect(Fixture.alpha(canvas, 0, 14) == 255)
    }
}

@Suite struct BoxBlurTests {
    @Test(arguments: [Float(1), 2, 4, 8, 20])
    func threeBoxesMatchTheGaussianVariance(sigma: Float) {
        let (a, b, c) = BoxBlur.radii(sigma: sigma)
        let variance = Double(a * (a + 1) + b * (b + 1) + c * (c + 1)) / 3
        // Radii are whole pixels, so the variance is as close as their steps allow.
        #expect(abs(variance.squareRoot() - Double(sigma)) < 0.35, "radii \(a), \(b), \(c)")
    }

    @Test func blurKeepsTheTotal() {
        var values = [UInt16](repeating: 0, count: 41 * 41)
        values[20 * 41 + 20] = 60_000
        var plane: [UInt16] = []
        var sums: [UInt32] = []
        BoxBlur.blur(&values, width: 41, height: 41, sigma: 3, plane: &plane, sums: &sums)
        let total = values.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 60_000) < 60_000 / 50)
        #expect(values[20 * 41 + 20] == values.max())
    }
}

@Suite struct TrimTests {
    @Test func trimCutsSegmentsExactly() {
        var out: [Vector2] = []
        TrimmedPolyline.append(
            [Vector2(0, 0), Vector2(10, 0), Vector2(10, 10)], from: 0.25, to: 0.75, scale: 2,
            to: &out)
        #expect(out == [Vector2(10, 0), Vector2(20, 0), Vector2(20, 10)])
    }
}
