import PyroCore
import Testing

@testable import PyroRaster

@Suite struct BandTests {
    /// Particles of every route, outlines crossing band edges, and glowing strokes.
    static let scene: DisplayList = {
        var batch = ParticleBatch(name: "mix", shapes: [.rectangle, .circle, .fivePointStar, .heart])
        var seed: UInt32 = 12345
        func next() -> Float {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Float(seed >> 8) / Float(1 << 24)
        }
        for i in 0..<300 {
            batch.append(
                id: UInt32(i), x: next() * 70 - 5, y: next() * 55 - 5, rotation: next() * 7,
                scaleX: next() * 2 - 1, width: 2 + next() * 14, height: 2 + next() * 14,
                opacity: 0.3 + next() * 0.7, color: [.red, .yellow, .blue, .mint][i % 4], shapeIndex: i % 4)
        }
        var sparks = ParticleBatch(name: "sparks", blend: .additive, shapes: [.circle])
        for i in 0..<50 {
            sparks.append(id: UInt32(i), x: next() * 64, y: next() * 48, width: 3, height: 3, color: .orange)
        }
        let fuse = [Vector2(-5, 10), Vector2(20, 30), Vector2(40, 5), Vector2(70, 40)]
        return DisplayList(
            canvasSize: Size(width: 64, height: 48),
            items: [
                .particles(batch),
                .stroke(
                    StrokeItem(
                        name: "glow", points: fuse, lineWidth: 6, color: .yellow, trimEnd: 0.9, blurRadius: 3,
                        blend: .additive)),
                .stroke(StrokeItem(name: "core", points: fuse, lineWidth: 2, color: .orange, trimEnd: 0.9)),
                .particles(sparks),
            ])
    }()

    static func full(scale: Float) -> PixelCanvas {
        Fixture.render(scene, width: 96, height: 72, scale: scale, background: .solid(.black))
    }

    @Test(arguments: [[0..<7, 7..<8, 8..<30, 30..<72], [40..<72, 0..<1, 1..<40], (0..<72).map { $0..<($0 + 1) }])
    func bandsMakeTheSameBytesAsOneDraw(bands: [Range<Int>]) {
        let reference = Self.full(scale: 1.5)
        var canvas = PixelCanvas(width: 96, height: 72, background: .solid(.black))
        var renderer = Renderer()
        for band in bands { renderer.draw(Self.scene, into: &canvas, scale: 1.5, rows: band) }
        let firstDifference = canvas.pixels.indices.first { canvas.pixels[$0] != reference.pixels[$0] }
        #expect(
            firstDifference == nil,
            "first difference at x \(firstDifference.map { $0 % 96 } ?? 0), y \(firstDifference.map { $0 / 96 } ?? 0)")
    }

    @Test func aBandWritesOnlyItsRows() {
        var canvas = PixelCanvas(width: 96, height: 72, background: .solid(.black))
        var renderer = Renderer()
        renderer.draw(Self.scene, into: &canvas, scale: 1.5, rows: 20..<30)
        let untouched = PixelCanvas(width: 96, height: 72, background: .solid(.black)).pixels
        let reference = Self.full(scale: 1.5).pixels
        for y in 0..<72 {
            let row = (y * 96)..<((y + 1) * 96)
            let same = Array(canvas.pixels[row]) == Array((20..<30).contains(y) ? reference[row] : untouched[row])
            #expect(same, "row \(y)")
        }
    }

    @Test func sameListSameBytes() {
        var renderer = Renderer()
        var a = PixelCanvas(width: 96, height: 72)
        var b = PixelCanvas(width: 96, height: 72)
        renderer.draw(Self.scene, into: &a, scale: 1.5)
        // Scratch memory left over from a different list must not leak into the next draw.
        var other = PixelCanvas(width: 96, height: 72)
        renderer.draw(Fixture.particle(.heart, x: 30, y: 30, width: 50, height: 50), into: &other, scale: 3)
        renderer.draw(Self.scene, into: &b, scale: 1.5)
        #expect(a.pixels == b.pixels, "reused renderer")
        let fresh = Fixture.render(Self.scene, width: 96, height: 72, scale: 1.5)
        #expect(a.pixels == fresh.pixels, "fresh renderer")
    }
}

@Suite struct RandomBandTests {
    /// A seeded scene of every shape, blend and stroke kind, including particles and strokes
    /// straddling the canvas's edges.
    static func scene(seed: UInt64) -> DisplayList {
        var state = seed
        func next() -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(state >> 40) / Float(1 << 24)
        }
        let shapes: [ParticleShape] = [
            .rectangle, .circle, .roundedRectangle(cornerRadius: 0.3), .triangle,
            .fivePointStar, .heart, .flame,
        ]
        var items: [DisplayList.Item] = []
        for layer in 0..<3 {
            var batch = ParticleBatch(name: "layer\(layer)", blend: layer == 1 ? .additive : .normal, shapes: shapes)
            for i in 0..<60 {
                batch.append(
                    id: UInt32(i), x: next() * 50 - 5, y: next() * 40 - 5, rotation: next() * 7,
                    scaleX: next() * 2 - 1, scaleY: next() * 2 - 1, width: next() * 20, height: next() * 20,
                    opacity: next(), color: RGBAColor(rgba32: UInt32(truncatingIfNeeded: state >> 16)),
                    shapeIndex: Int(next() * 7))
            }
            items.append(.particles(batch))
            let points = (0..<6).map { _ in Vector2(next() * 60 - 5, next() * 50 - 5) }
            items.append(
                .stroke(
                    StrokeItem(
                        name: "s\(layer)", points: points, lineWidth: next() * 6,
                        color: .orange, opacity: next(), trimStart: next() * 0.3,
                        trimEnd: 0.5 + next() * 0.5, blurRadius: layer == 2 ? 0 : next() * 3,
                        blend: layer == 0 ? .additive : .normal)))
        }
        return DisplayList(canvasSize: Size(width: 40, height: 30), items: items)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomBandsMatchTheFullDraw(seed: UInt64) {
        let list = Self.scene(seed: seed)
        let reference = Fixture.render(list, width: 80, height: 60, scale: 2, background: .solid(.black))
        // Bands of pseudo-random heights, drawn bottom first.
        var cuts = [0, 60]
        var x = seed
        while cuts.count < 8 {
            x = x &* 2_862_933_555_777_941_757 &+ 3_037_000_493
            cuts.append(Int(x >> 33) % 60)
        }
        let sorted = Array(Set(cuts)).sorted()
        var canvas = PixelCanvas(width: 80, height: 60, background: .solid(.black))
        var renderer = Renderer()
        for i in stride(from: sorted.count - 2, through: 0, by: -1) {
            renderer.draw(list, into: &canvas, scale: 2, rows: sorted[i]..<sorted[i + 1])
        }
        let firstDifference = canvas.pixels.indices.first { canvas.pixels[$0] != reference.pixels[$0] }
        #expect(
            firstDifference == nil,
            "seed \(seed): first difference at \(firstDifference.map { ($0 % 80, $0 / 80) } as Any)")
    }
}
