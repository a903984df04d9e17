import PyroCore
import PyroParallel
import PyroRaster
import Testing

@testable import PyroLive

/// The painter records UI as display-list primitives; these check what they become in pixels.
@Suite struct PainterTests {
    func render(_ painter: Painter) -> PixelCanvas {
        var canvas = PixelCanvas(
            width: Int(painter.size.width * painter.scale), height: Int(painter.size.height * painter.scale))
        let rasterizer = ParallelRenderer(threads: 1)
        rasterizer.render(painter, into: &canvas)
        return canvas
    }

    @Test(arguments: [Float(1), 2])
    func textIsCrispFontPixelsOnTheScreensGrid(_ scale: Float) {
        var painter = Painter(size: Size(width: 40, height: 20), scale: scale)
        painter.clear(.black)
        painter.text("T", at: Vector2(2, 2), pixelSize: 1)
        let canvas = render(painter)
        let f = Int(scale)
        // "T": a full top row, then the middle column.
        for x in 0..<(5 * f) { #expect(canvas.color(x: 2 * f + x, y: 2 * f) == .white) }
        #expect(canvas.color(x: 2 * f + 2 * f, y: 2 * f + 4 * f) == .white)
        #expect(canvas.color(x: 2 * f, y: 2 * f + 4 * f) == .black)
        // Nothing half-covered: every pixel is pure white or pure black.
        #expect(canvas.pixels.allSatisfy { $0 == 0xFFFF_FFFF || $0 == 0xFF00_0000 })
    }

    @Test func roundedRectanglesHaveRoundCornersOnWideButtons() {
        var painter = Painter(size: Size(width: 200, height: 60), scale: 1)
        painter.clear(.black)
        painter.fillRoundedRect(Rect(x: 10, y: 10, width: 180, height: 40), radius: 10, color: .red)
        let canvas = render(painter)
        #expect(canvas.color(x: 10, y: 10) == .black)  // the corner is cut away
        #expect(canvas.color(x: 100, y: 10) == .red)  // the straight edge is not
        #expect(canvas.color(x: 22, y: 12) == .red)  // the corner's arc ends 10 points in
    }

    @Test func buttonsLookDisabledHoveredAndPressed() {
        var painter = Painter(size: Size(width: 200, height: 100), scale: 1)
        let button = ButtonSpec(id: "b", label: "Go", frame: Rect(x: 50, y: 30, width: 100, height: 40), tint: .red)
        #expect(painter.look(of: button) == .normal)
        painter.pointer.position = Vector2(100, 50)
        #expect(painter.look(of: button) == .hovered)
        painter.pointer.pressedButton = "b"
        #expect(painter.look(of: button) == .pressed)
        var disabled = button
        disabled.isEnabled = false
        #expect(painter.look(of: disabled) == .disabled)
    }

    @Test func bandsOnSeveralThreadsGiveTheBytesOfOneDraw() {
        var painter = Painter(size: Size(width: 640, height: 400), scale: 2)
        painter.clear(.verticalGradient(top: .black, bottom: .purple))
        for i in 0..<200 {
            let f = Float(i)
            painter.fillCircle(
                center: Vector2(20 + f * 3, 30 + (f * 37).truncatingRemainder(dividingBy: 340)), radius: 6,
                color: [RGBAColor.red, .yellow, .cyan][i % 3], opacity: 0.8)
        }
        painter.text("Bands", centeredAt: Vector2(320, 200), pixelSize: 4)
        var one = PixelCanvas(width: 1280, height: 800)
        var many = PixelCanvas(width: 1280, height: 800)
        let single = ParallelRenderer(threads: 1)
        let banded = ParallelRenderer(threads: 4, minimumParallelPixels: 0)
        single.render(painter, into: &one)
        banded.render(painter, into: &many)
        #expect(one == many)
    }

    @Test func clearingStartsTheFrameOver() {
        var painter = Painter(size: Size(width: 10, height: 10), scale: 1)
        painter.fillCircle(center: Vector2(5, 5), radius: 3, color: .red)
        painter.clear(.verticalGradient(top: .black, bottom: .white))
        #expect(painter.list.items.isEmpty)
        let canvas = render(painter)
        #expect(canvas.color(x: 0, y: 0) == .black)
        #expect(canvas.color(x: 0, y: 9) == .white)
    }
}
