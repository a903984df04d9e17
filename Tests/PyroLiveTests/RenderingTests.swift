import PyroCore
import Testing
@testable import PyroLive

@Suite struct RenderingTests {
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
