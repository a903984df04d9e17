import PyroCore
import Testing

@testable import PyroRaster

@Suite struct ShapeTests {
    static let shapes: [ParticleShape] = [
        .circle, .rectangle, .roundedRectangle(cornerRadius: 0.25), .triangle, .fivePointStar,
        .star(points: 7, innerRadius: 0.3), .heart, .flame,
        .polygon([Vector2(-0.5, -0.5), Vector2(0.5, 0), Vector2(-0.5, 0.5), Vector2(-0.2, 0)]),
        .path(
            {
                var p = ShapePath()
                p.move(to: Vector2(-0.5, 0.5))
                p.quadCurve(to: Vector2(0.5, 0.5), control: Vector2(0, -1.2))
                p.close()
                return p
            }()),
    ]

    @Test(arguments: shapes)
    func everyShapeCoversItsOutlineArea(shape: ParticleShape) {
        // 60 x 60 pixels, turned a little so that no edge lies on the pixel grid.
        let canvas = Fixture.render(
            Fixture.particle(shape, x: 50, y: 50, width: 60, height: 60, rotation: 0.1),
            width: 100, height: 100)
        let expected = Fixture.outlineArea(shape) * 3600
        #expect(
            abs(Fixture.area(canvas) - expected) < 0.01 * expected,
            "\(shape.name): \(Fixture.area(canvas)) vs \(expected)")
    }

    @Test func circleAreaIsPiRSquared() {
        for radius: Float in [3, 10, 30] {
            let canvas = Fixture.render(
                Fixture.particle(.circle, x: 40.3, y: 40.6, width: 2 * radius, height: 2 * radius),
                width: 80, height: 80)
            let expected = Double.pi * Double(radius * radius)
            #expect(abs(Fixture.area(canvas) - expected) < 0.02 * expected, "radius \(radius)")
        }
    }

    @Test func tinyShapesKeepTheirArea() {
        // Sub-pixel particles (distant sparks) fade instead of vanishing or flaring.
        for shape in [ParticleShape.circle, .rectangle, .fivePointStar] {
            let canvas = Fixture.render(
                Fixture.particle(shape, x: 5.2, y: 5.7, width: 0.6, height: 0.6), width: 10, height: 10)
            let expected = Fixture.outlineArea(shape) * 0.36
            #expect(abs(Fixture.area(canvas) - expected) < 0.35 * expected + 0.02, "\(shape.name)")
        }
    }

    /// The analytic fast paths must look like the general edge accumulator drawing the same
    /// outline: the same area, and no pixel far off.
    @Test(arguments: [Float(0), 0.3, 0.785, 2.0])
    func fastPathsMatchTheGeneralRasterizer(rotation: Float) {
        let corners = [Vector2(-0.5, -0.5), Vector2(0.5, -0.5), Vector2(0.5, 0.5), Vector2(-0.5, 0.5)]
        let pairs: [(ParticleShape, ParticleShape)] = [
            (.rectangle, .polygon(corners)),
            (.circle, .path(ParticleShape.circle.outline)),
        ]
        for (fast, general) in pairs {
            for (width, height) in [(Float(8), Float(13)), (2.5, 9), (30, 17)] {
                let a = Fixture.render(
                    Fixture.particle(
                        fast, x: 20.3, y: 19.8, width: width, height: height,
                        rotation: rotation), width: 40, height: 40)
                let b = Fixture.render(
                    Fixture.particle(
                        general, x: 20.3, y: 19.8, width: width, height: height,
                        rotation: rotation), width: 40, height: 40)
                let worst = zip(Fixture.alphas(a), Fixture.alphas(b)).map { abs($0 - $1) }.max() ?? 0
                #expect(worst <= 56, "\(fast.name) \(width)x\(height) at \(rotation): off by \(worst)")
                #expect(abs(Fixture.area(a) - Fixture.area(b)) < 0.02 * Fixture.area(b) + 0.1)
            }
        }
    }
}
