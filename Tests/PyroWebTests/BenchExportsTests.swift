import PyroBenchScenes
import PyroCore
import PyroRaster
import Testing

@testable import PyroWeb

/// bench.html's workload is `pyro bench`'s frame scene, not a copy of it.
@Suite struct BenchExportsTests {
    @Test func aBenchFrameIsPyroBenchsConfettiSceneOneSixtiethOfASecondOn() {
        #expect(pyroBenchPrepare(300, 96, 64) == 0)
        pyroBenchFrames(2)
        var system = BenchScenes.drawScene(.confetti, count: 300, canvasSize: Size(width: 96, height: 64))
        var time = 0.5
        for _ in 0..<2 {
            time += 1.0 / 60
            system.update(to: time)
        }
        var list = DisplayList(canvasSize: system.canvasSize)
        system.render(reusing: &list)
        var canvas = PixelCanvas(width: 96, height: 64)
        canvas.clear(to: BenchScenes.background)
        var renderer = Renderer()
        renderer.draw(list, into: &canvas, scale: 1)
        #expect(benchStage?.canvas.pixels == canvas.pixels)
        #expect(benchStage?.system.liveCount == 300)
        #expect(pyroBenchPrepare(-1, 96, 64) == -1 && pyroBenchPrepare(1, 0, 64) == -1)
    }
}
