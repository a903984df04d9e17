import PyroCore
import Testing

@testable import PyroRaster

/// Seeded fuzzing of the rasterizer: random display lists, with values a display list should
/// never hold (NaN, infinities, huge and negative sizes) mixed in, never crash it, always leave
/// valid premultiplied pixels, and draw the same bytes in bands as in one pass.
@Suite struct RasterFuzzTests {
    struct Chaos {
        var rng: SplitMix64

        mutating func float(_ typical: Float) -> Float {
            switch rng.nextIndex(below: 12) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -.infinity
            case 3: return 0
            case 4: return rng.nextFloat(in: -1e9, 1e9)
            default: return rng.nextFloat(in: -typical * 0.2, typical * 1.2)
            }
        }

        static let sprite = SpriteImage(
            width: 3, height: 2,
            straightRGBA: [
                255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 1, 255, 255, 255, 0, 9, 99, 199, 200, 255, 255, 255, 255,
            ])!

        mutating func shape() -> ParticleShape {
            let shapes: [ParticleShape] = [
                .circle, .rectangle, .roundedRectangle(cornerRadius: float(0.5)), .triangle,
                .star(points: rng.nextIndex(below: 12), innerRadius: float(1)), .heart, .flame,
                .polygon((0..<rng.nextIndex(below: 7)).map { _ in Vector2(float(1), float(1)) }),
                .path(
                    ShapePath([
                        .move(to: Vector2(float(1), float(1))),
                        .quadCurve(to: Vector2(float(1), float(1)), control: Vector2(float(1), float(1))),
                        .curve(
                            to: Vector2(float(1), float(1)), control1: Vector2(float(1), float(1)),
                            control2: Vector2(float(1), float(1))), .close,
                    ])),
                .sprite(Self.sprite, tinted: true), .sprite(Self.sprite, tinted: false),
            ]
            return shapes[rng.nextIndex(below: shapes.count)]
        }

        mutating func list(width: Float, height: Float) -> DisplayList {
            var list = DisplayList(canvasSize: Size(width: width, height: height))
            for _ in 0..<(1 + rng.nextIndex(below: 4)) {
                if rng.nextIndex(below: 3) == 0 {
                    let points = (0..<rng.nextIndex(below: 6)).map { _ in Vector2(float(width), float(height)) }
                    var stroke = StrokeItem(
                        name: "fuzz", points: points, lineWidth: float(8), color: .orange,
                        opacity: float(1), trimStart: float(1), trimEnd: float(1),
                        blurRadius: rng.nextIndex(below: 2) == 0 ? 0 : float(4),
                        blend: rng.nextIndex(below: 2) == 0 ? .normal : .additive)
                    // Bypass the initialiser's sanitising, as a careless renderer client might.
                    if rng.nextIndex(below: 4) == 0 { stroke.lineWidth = .nan }
                    list.items.append(.stroke(stroke))
                } else {
                    var batch = ParticleBatch(
                        name: "fuzz", blend: rng.nextIndex(below: 2) == 0 ? .normal : .additive,
                        shapes: (0..<(1 + rng.nextIndex(below: 3))).map { _ in shape() })
                    for i in 0..<rng.nextIndex(below: 40) {
                        batch.append(
                            id: UInt32(i), x: float(width), y: float(height), rotation: float(7),
                            scaleX: float(2), scaleY: float(2), width: float(20), height: float(20),
                            opacity: float(1), color: RGBAColor(rgba32: UInt32(truncatingIfNeeded: rng.next())),
                            shapeIndex: rng.nextIndex(below: 4))
                    }
                    // Raw columns may hold anything; the renderer must cope.
                    if batch.count > 0 && rng.nextIndex(below: 3) == 0 {
                        let columns = batch.mutableColumns(count: batch.count)
                        columns.x[0] = .nan
                        columns.width[batch.count - 1] = .infinity
                        columns.shapeIndex[0] = 200
                    }
                    list.items.append(.particles(batch))
                }
            }
            return list
        }
    }

    @Test func randomDisplayListsNeverCrashAndLeaveValidPremultipliedPixels() {
        var chaos = Chaos(rng: SplitMix64(seed: 0xBAD5EED))
        for _ in 0..<250 {
            let w = chaos.rng.nextIndex(below: 48)
            let h = chaos.rng.nextIndex(below: 48)
            let list = chaos.list(width: Float(w), height: Float(h))
            let scales: [Float] = [1, 2, 0.5, 0, -1, .nan, .infinity, 3.7]
            let scale = scales[chaos.rng.nextIndex(below: scales.count)]
            var whole = PixelCanvas(
                width: w, height: h, background: .solid(RGBAColor(red: 10, green: 20, blue: 30, alpha: 128)))
            var banded = whole
            var renderer = Renderer()
            renderer.draw(list, into: &whole, scale: scale)
            for pixel in whole.pixels {
                let a = pixel >> 24
                #expect(pixel & 0xFF <= a && (pixel >> 8) & 0xFF <= a && (pixel >> 16) & 0xFF <= a)
            }
            let cut = h > 0 ? chaos.rng.nextIndex(below: h + 1) : 0
            renderer.draw(list, into: &banded, scale: scale, rows: cut..<h)
            renderer.draw(list, into: &banded, scale: scale, rows: 0..<cut)
            #expect(banded == whole)
        }
    }
}
