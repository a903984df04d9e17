import PyroCore
import Testing

@testable import PyroRaster

@Suite struct RobustnessTests {
    @Test func nonFiniteColumnsDrawNothingAndDoNotTrap() {
        var batch = ParticleBatch(name: "bad", shapes: [.rectangle, .circle, .heart])
        for i in 0..<6 {
            batch.append(id: UInt32(i), x: 10, y: 10, width: 5, height: 5, color: .white, shapeIndex: i % 3)
        }
        // Write past `append`'s sanitising.
        let columns = batch.mutableColumns(count: batch.count)
        columns.x[0] = .nan
        columns.rotation[1] = .infinity
        columns.width[2] = .nan
        columns.scaleY[3] = -.infinity
        columns.opacity[4] = .nan
        columns.height[5] = -3
        let canvas = Fixture.render(
            DisplayList(canvasSize: Size(width: 20, height: 20), items: [.particles(batch)]),
            width: 20, height: 20)
        #expect(canvas.pixels.allSatisfy { $0 >> 24 <= 255 })
    }

    @Test func hugeAndFarAwayPrimitivesAreClippedEarly() {
        var batch = ParticleBatch(name: "huge", shapes: [.rectangle, .circle, .fivePointStar, .heart])
        let extremes: [(Float, Float, Float)] = [
            (1e30, 1e30, 5), (-1e30, 10, 5), (10, 10, 1e30), (10, 10, 3e38),
            (1e7, -1e7, 1e7), (10, 10, 1e9),
        ]
        for (i, (x, y, size)) in extremes.enumerated() {
            for shape in 0..<4 {
                batch.append(
                    id: UInt32(i), x: x, y: y, rotation: 0.3, width: size, height: size, color: .white,
                    shapeIndex: shape)
            }
        }
        let strokes: [DisplayList.Item] = [
            .stroke(
                StrokeItem(
                    name: "far", points: [Vector2(-1e30, -1e30), Vector2(1e30, 1e30)], lineWidth: 2,
                    color: .white, blurRadius: 1e20)),
            .stroke(StrokeItem(name: "fat", points: [Vector2(5, 5), Vector2(15, 15)], lineWidth: 1e20, color: .white)),
        ]
        let list = DisplayList(canvasSize: Size(width: 20, height: 20), items: [.particles(batch)] + strokes)
        let canvas = Fixture.render(list, width: 20, height: 20, scale: 2)
        // Shapes bigger than the canvas that cover its middle fill it.
        #expect(canvas.color(x: 10, y: 10) == .white)
    }

    @Test func zeroSizesAndBadScalesDrawNothing() {
        for (width, height) in [(Float(0), Float(5)), (5, 0), (0, 0)] {
            let canvas = Fixture.render(
                Fixture.particle(.heart, x: 5, y: 5, width: width, height: height), width: 10, height: 10)
            #expect(canvas.pixels.allSatisfy { $0 == 0 })
        }
        for scale in [Float(0), -1, .nan, .infinity] {
            let canvas = Fixture.render(
                Fixture.particle(x: 5, y: 5, width: 4, height: 4), width: 10, height: 10, scale: scale)
            #expect(canvas.pixels.allSatisfy { $0 == 0 })
        }
    }

    @Test func rowsOutsideTheCanvasAreIgnored() {
        var canvas = PixelCanvas(width: 10, height: 10)
        var renderer = Renderer()
        renderer.draw(Fixture.particle(x: 5, y: 5, width: 4, height: 4), into: &canvas, scale: 1, rows: -50 ..< -10)
        renderer.draw(Fixture.particle(x: 5, y: 5, width: 4, height: 4), into: &canvas, scale: 1, rows: 20..<30)
        #expect(canvas.pixels.allSatisfy { $0 == 0 })
    }

    @Test func shapesWithoutOutlinesDrawNothing() {
        let empty = ParticleShape.polygon([])
        let line = ParticleShape.polygon([Vector2(-0.5, 0), Vector2(0.5, 0)])
        for shape in [empty, line, .path(ShapePath())] {
            let canvas = Fixture.render(Fixture.particle(shape, x: 5, y: 5, width: 8, height: 8), width: 10, height: 10)
            #expect(canvas.pixels.allSatisfy { $0 == 0 })
        }
    }
}
