import PyroCore
import PyroRaster
import PyroSwiftUISupport
import Testing

/// The drawing commands the SwiftUI adapter issues, replayed through PyroRaster, draw what the
/// rasterizer draws from the display list itself.
///
/// Each fill command is replayed as a general outline already moved by the command's
/// transform (so the rasterizer applies no transform of its own), each stroke as itself. The
/// rasterizer draws circles and rectangles analytically and outlines through its edge
/// accumulator, so edges differ by some levels of anti-aliasing (at most 1.7% of the ink on
/// these frames, 3% allowed); shapes in the wrong place, turned the wrong way or in the wrong
/// colour differ by whole pixels (a mirrored turn: 58%).
@Suite struct ReplayTests {
    static let size = Size(width: 200, height: 150)
    /// Pixels per point: enough that anti-aliased edges are a small share of each shape.
    static let scale = 3

    /// The frames compared: every kind of item the presets make.
    static func frames() -> [(String, DisplayList)] {
        var frames: [(String, DisplayList)] = []
        var burst = ConfettiBurst(seed: 3, canvasSize: size)
        burst.fire(at: 0)
        frames.append(("confetti-burst", burst.displayList(at: 0.7)))
        var stars = KeyframeBurst(configuration: .starBurst, seed: 5, canvasSize: size)
        stars.emit(at: 0)
        frames.append(("star-burst", stars.displayList(at: 0.4)))
        var hearts = KeyframeBurst(configuration: .floatingHearts, seed: 6, canvasSize: size)
        hearts.emit(at: 0)
        frames.append(("floating-hearts", hearts.displayList(at: 0.5)))
        var fuse = FuseFirework(seed: 7, canvasSize: size)
        for point in FuseFirework.samplePath(canvasSize: size) { fuse.addPoint(point) }
        try? fuse.light(at: 0)
        frames.append(("fuse-burning", fuse.displayList(at: 1.2)))
        frames.append(("fuse-exploding", fuse.displayList(at: 3.0)))
        var confetti = Confetti(seed: 8, canvasSize: size)
        confetti.show(at: 0)
        frames.append(("confetti", confetti.displayList(at: 0.9)))
        return frames
    }

    /// The commands of `list` as a display list of pre-transformed outlines and strokes.
    static func replay(
        _ list: DisplayList,
        transform adjust: (ShapeTransform) -> ShapeTransform = { $0 }
    ) -> DisplayList {
        var replayed = DisplayList(canvasSize: list.canvasSize)
        var shapes: [ParticleShape] = []
        var blend = Blending.normal
        DrawCommands.forEach(
            in: list,
            batch: { batchShapes, batchBlend in
                shapes = batchShapes
                blend = batchBlend
            },
            fill: { command in
                let transform = adjust(command.transform)
                var moved = ShapePath()
                for element in shapes[command.shapeIndex].outline.elements {
                    switch element {
                    case .move(let p): moved.move(to: transform.apply(p))
                    case .line(let p): moved.line(to: transform.apply(p))
                    case .quadCurve(let p, let c): moved.quadCurve(to: transform.apply(p), control: transform.apply(c))
                    case .curve(let p, let c1, let c2):
                        moved.curve(
                            to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
                    case .close: moved.close()
                    }
                }
                // A 1 × 1 particle at the origin: the rasterizer's own map is the identity.
                var one = ParticleBatch(name: "replay", blend: blend, shapes: [.path(moved)])
                one.append(
                    id: 0, x: 0, y: 0, width: 1, height: 1, opacity: Float(command.opacity), color: command.color)
                replayed.items.append(.particles(one))
            },
            stroke: { stroke in
                replayed.items.append(.stroke(stroke))
            })
        return replayed
    }

    /// How two drawings on black, at `scale` pixels a point, differ: the largest difference of
    /// any channel of any pixel, and the summed channel differences as a fraction of everything
    /// the first one drew.
    static func compare(_ a: DisplayList, _ b: DisplayList) -> (largest: Int, fraction: Double) {
        var first = PixelCanvas(
            width: Int(size.width) * scale, height: Int(size.height) * scale,
            background: .solid(.black))
        var second = first
        let black = first.pixels[0]
        first.draw(a, scale: Float(scale))
        second.draw(b, scale: Float(scale))
        var largest = 0
        var difference = 0
        var ink = 0
        for i in first.pixels.indices {
            let p = first.pixels[i]
            let q = second.pixels[i]
            var shift: UInt32 = 0
            while shift < 24 {
                let a = Int(p >> shift & 0xFF)
                let b = Int(q >> shift & 0xFF)
                let base = Int(black >> shift & 0xFF)
                largest = max(largest, abs(a - b))
                difference += abs(a - b)
                ink += abs(a - base)
                shift += 8
            }
        }
        return (largest, Double(difference) / Double(max(ink, 1)))
    }

    @Test(arguments: frames().map(\.0))
    func replayedCommandsDrawWhatTheRasterizerDraws(frame name: String) throws {
        let list = try #require(Self.frames().first { $0.0 == name }?.1)
        #expect(list.particleCount > 0 || !list.strokes.isEmpty)
        let result = Self.compare(list, Self.replay(list))
        #expect(result.fraction < 0.03, "\(name): \(result)")
    }

    @Test func aTransformTurnedTheWrongWayIsCaught() throws {
        let list = try #require(Self.frames().first { $0.0 == "confetti-burst" }?.1)
        // The mirror image of the rotation: what swapping the signs of sin would draw.
        let wrong = Self.replay(list) { t in
            ShapeTransform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: t.tx, ty: t.ty)
        }
        let result = Self.compare(list, wrong)
        #expect(result.fraction > 0.5)
    }
}
