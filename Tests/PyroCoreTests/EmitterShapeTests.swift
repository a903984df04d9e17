import Testing

@testable import PyroCore

/// Emitter shapes: where around the birth point particles are born.
@Suite struct EmitterShapeTests {
    /// Offsets from (100, 500) of 64 still particles born in `shape`.
    private func offsets(_ shape: EmitterShape, seed: UInt64 = 7) -> [Vector2] {
        var c = straightUpEmitter(speed: 0, gravity: 0, drag: 0, count: 64)
        c.emitterShape = shape
        var system = ParticleSystem(emitters: [c], seed: seed, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        system.update(to: 0.5)
        var list = DisplayList(canvasSize: canvas800x600)
        system.render(into: &list)
        let batch = list.batches[0]
        return batch.x.indices.map { Vector2(batch.x[$0] - 100, batch.y[$0] - 500) }
    }

    @Test func aPointShapeKeepsEveryDrawOfAnEmitterWithoutOne() {
        #expect(Set(offsets(.point).map { [$0.x, $0.y] }) == [[0, 0]])
        var c = ConfettiBurst.emitter(.init())
        var a = ParticleSystem(emitters: [c], seed: 3, canvasSize: canvas800x600)
        c.emitterShape = .point
        var b = ParticleSystem(emitters: [c], seed: 3, canvasSize: canvas800x600)
        a.fire(emitter: 0, at: 0)
        b.fire(emitter: 0, at: 0)
        a.update(to: 1)
        b.update(to: 1)
        var la = DisplayList(canvasSize: canvas800x600)
        var lb = la
        a.render(into: &la)
        b.render(into: &lb)
        #expect(la == lb)
    }

    @Test func aLineGivesBirthOnTheSegment() {
        let points = offsets(.line(from: Vector2(-50, 0), to: Vector2(50, 0)))
        #expect(points.allSatisfy { $0.y == 0 && $0.x >= -50 && $0.x <= 50 })
        #expect(Set(points.map(\.x)).count == 64)
    }

    @Test func aRectangleFillsItsAreaOrItsOutline() {
        let inside = offsets(.rectangle(size: Vector2(40, 20), edge: false))
        #expect(inside.allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 })
        #expect(inside.contains { abs($0.x) < 19 && abs($0.y) < 9 })
        let outline = offsets(.rectangle(size: Vector2(40, 20), edge: true))
        #expect(outline.allSatisfy { (abs($0.x) == 20 && abs($0.y) <= 10) || (abs($0.y) == 10 && abs($0.x) <= 20) })
        // Every side gets some: two long sides hold twice what the short ones do.
        #expect(
            [
                outline.filter { $0.y == -10 }.count, outline.filter { $0.x == 20 }.count,
                outline.filter { $0.y == 10 }.count, outline.filter { $0.x == -20 }.count,
            ].allSatisfy { $0 > 3 })
    }

    @Test func anEllipseAndARingHoldTheirPointsBetweenTheirRadii() {
        func radius(_ p: Vector2) -> Float { ((p.x / 40) * (p.x / 40) + (p.y / 20) * (p.y / 20)).squareRoot() }
        #expect(offsets(.ellipse(radii: Vector2(40, 20), edge: false)).allSatisfy { radius($0) <= 1.0001 })
        #expect(offsets(.ellipse(radii: Vector2(40, 20), edge: true)).allSatisfy { abs(radius($0) - 1) < 1e-4 })
        let ring = offsets(.ring(radii: Vector2(40, 20), inner: 0.5))
        #expect(ring.allSatisfy { radius($0) >= 0.4999 && radius($0) <= 1.0001 })
        #expect(ring.contains { radius($0) < 0.6 } && ring.contains { radius($0) > 0.9 })
    }

    @Test func aPathShapeGivesBirthAlongThePolyline() {
        let corner = Polyline([Vector2(0, 0), Vector2(30, 0), Vector2(30, 30)])
        let points = offsets(.path(corner))
        #expect(points.allSatisfy { ($0.y == 0 && $0.x >= 0 && $0.x <= 30) || ($0.x == 30 && $0.y >= 0 && $0.y <= 30) })
    }

    @Test func shapesAreDeterministicAndSeeded() {
        let ring = EmitterShape.ring(radii: Vector2(40, 20), inner: 0.5)
        #expect(offsets(ring) == offsets(ring))
        #expect(offsets(ring) != offsets(ring, seed: 8))
    }

    @Test func aShapeFollowsWhereABurstIsFiredAndWhereAParentDies() {
        var c = straightUpEmitter(speed: 0, gravity: 0, drag: 0, count: 8)
        c.emitterShape = .line(from: Vector2(0, 0), to: Vector2(0, 10))
        var system = ParticleSystem(emitters: [c], seed: 1, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0, origin: Vector2(300, 200))
        system.update(to: 0.1)
        var list = DisplayList(canvasSize: canvas800x600)
        system.render(into: &list)
        #expect(list.batches[0].x.allSatisfy { $0 == 300 } && list.batches[0].y.allSatisfy { $0 >= 200 && $0 <= 210 })
    }

    @Test func sanitisingMakesSizesPositiveAndFinite() {
        #expect(
            EmitterShape.rectangle(size: Vector2(-4, .nan), edge: true).sanitized
                == .rectangle(size: Vector2(4, 0), edge: true))
        #expect(EmitterShape.ring(radii: Vector2(1, 1), inner: .nan).sanitized == .ring(radii: Vector2(1, 1), inner: 0))
        #expect(
            EmitterShape.line(from: Vector2(.infinity, 1), to: Vector2(2, 3)).sanitized
                == .line(from: Vector2(0, 1), to: Vector2(2, 3)))
    }
}
