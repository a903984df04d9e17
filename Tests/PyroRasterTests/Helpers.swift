import PyroCore

@testable import PyroRaster

/// Builders and measurements shared by the raster tests.
enum Fixture {
    /// A one-particle display list.
    static func particle(
        _ shape: ParticleShape = .rectangle, x: Float, y: Float, width: Float, height: Float,
        rotation: Float = 0, scaleX: Float = 1, scaleY: Float = 1, opacity: Float = 1,
        color: RGBAColor = .white, blend: Blending = .normal, canvas: Size = Size(width: 100, height: 100)
    ) -> DisplayList {
        var batch = ParticleBatch(name: "test", blend: blend, shapes: [shape])
        batch.append(
            id: 0, x: x, y: y, rotation: rotation, scaleX: scaleX, scaleY: scaleY, width: width,
            height: height, opacity: opacity, color: color)
        return DisplayList(canvasSize: canvas, items: [.particles(batch)])
    }

    /// `list` drawn on a fresh canvas.
    static func render(
        _ list: DisplayList, width: Int, height: Int, scale: Float = 1,
        background: Background = .transparent
    ) -> PixelCanvas {
        var canvas = PixelCanvas(width: width, height: height, background: background)
        var renderer = Renderer()
        renderer.draw(list, into: &canvas, scale: scale)
        return canvas
    }

    /// Premultiplied alpha of every pixel, row by row.
    static func alphas(_ canvas: PixelCanvas) -> [Int] {
        canvas.pixels.map { Int($0 >> 24) }
    }

    /// Covered area in pixels: the sum of alpha / 255 (draw opaque white on transparent).
    static func area(_ canvas: PixelCanvas) -> Double {
        Double(alphas(canvas).reduce(0, +)) / 255
    }

    /// Alpha of pixel (x, y).
    static func alpha(_ canvas: PixelCanvas, _ x: Int, _ y: Int) -> Int {
        Int(canvas.premultipliedColor(x: x, y: y).alpha)
    }

    /// The area enclosed by an outline, in unit-box units, from a very fine flattening.
    static func outlineArea(_ shape: ParticleShape) -> Double {
        var total: Double = 0
        for polygon in shape.outline.flattened(tolerance: 1e-5) {
            for i in polygon.indices {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                total += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
            }
        }
        return abs(total) / 2
    }
}
