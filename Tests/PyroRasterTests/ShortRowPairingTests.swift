import PyroCore
import Testing

@testable import PyroRaster

/// The fast paths blend two consecutive short rows in one pass when both rows are drawn
/// together; drawn one row at a time, every row is blended alone. Both must give the same bytes.
@Suite struct ShortRowPairingTests {
    /// Thin and small pieces, many rows of at most four pixels, near both side edges too.
    static func scene(blend: Blending, opacity: Float) -> DisplayList {
        var batch = ParticleBatch(name: "small", blend: blend, shapes: [.rectangle, .circle])
        var seed: UInt32 = 777
        func next() -> Float {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Float(seed >> 8) / Float(1 << 24)
        }
        for i in 0..<400 {
            batch.append(
                id: UInt32(i), x: next() * 44 - 2, y: next() * 36 - 2, rotation: next() * 7,
                scaleX: next() * 2 - 1, width: 1 + next() * 6, height: 1 + next() * 10,
                opacity: opacity, color: [.red, .yellow, .blue, .mint][i % 4], shapeIndex: i % 2)
        }
        return DisplayList(canvasSize: Size(width: 40, height: 32), items: [.particles(batch)])
    }

    @Test(arguments: [(Blending.normal, Float(1)), (.normal, 0.6), (.additive, 0.8)])
    func rowByRowMatchesOneDraw(mode: Blending, opacity: Float) {
        let scene = Self.scene(blend: mode, opacity: opacity)
        let reference = Fixture.render(scene, width: 40, height: 32, background: .solid(.black))
        var canvas = PixelCanvas(width: 40, height: 32, background: .solid(.black))
        var renderer = Renderer()
        for y in 0..<32 { renderer.draw(scene, into: &canvas, scale: 1, rows: y..<(y + 1)) }
        let firstDifference = canvas.pixels.indices.first { canvas.pixels[$0] != reference.pixels[$0] }
        #expect(
            firstDifference == nil,
            "first difference at x \(firstDifference.map { $0 % 40 } ?? 0), y \(firstDifference.map { $0 / 40 } ?? 0)")
    }
}
