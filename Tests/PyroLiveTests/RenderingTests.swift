import PyroCore
import Testing
@testable import PyroLive

@Suite struct RenderingTests {
    @Test func trimKeepsTheRequestedFractionOfArcLength() {
        let path = [Vector2(0, 0), Vector2(10, 0), Vector2(10, 10)]
        #expect(PolylineTrim.trimmed(path, from: 0.5, to: 1) == [Vector2(10, 0), Vector2(10, 10)])
        #expect(PolylineTrim.trimmed(path, from: 0.25, to: 0.75) == [Vector2(5, 0), Vector2(10, 0), Vector2(10, 5)])
        #expect(PolylineTrim.trimmed(path, from: 0, to: 1) == path)
    }

    @Test func strokeCoversPixelsAlongItsPath() {
        var frame = Frame(width: 40, height: 20)
        var renderer = DisplayListRenderer()
        let stroke = StrokeItem(name: "s", points: [Vector2(0, 10), Vector2(20, 10), Vector2(40, 10)], lineWidth: 4,
                                color: .yellow, trimStart: 0.5)
        renderer.render(.solid(.black), DisplayList(canvasSize: Size2(width: 40, height: 20), items: [.stroke(stroke)]),
                        into: &frame, scale: 1)
        #expect(frame.color(x: 30, y: 10) == .yellow)
        #expect(frame.color(x: 10, y: 10) == .black)
    }
}
