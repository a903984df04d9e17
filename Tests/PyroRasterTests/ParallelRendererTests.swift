import PyroCore
import PyroParallel
import Testing

@testable import PyroRaster

/// Frames drawn in bands on several threads are the bytes of a one-thread draw.
@Suite struct ParallelRendererTests {
    /// A busy frame: confetti, circles, a glowing fuse and additive sparks.
    static func busyFrame() -> DisplayList {
        var confetti = ConfettiBurst(seed: 12, canvasSize: Size(width: 400, height: 300))
        confetti.fire(at: 0)
        confetti.fire(at: 0.2)
        var list = confetti.displayList(at: 0.5)
        var fuse = FuseFirework(seed: 3, canvasSize: Size(width: 400, height: 300))
        for p in FuseFirework.samplePath(canvasSize: Size(width: 400, height: 300)) { fuse.addPoint(p) }
        try? fuse.light(at: 0)
        list.items += fuse.displayList(at: 1.4).items
        return list
    }

    @Test(arguments: [2, 3, 4, 7])
    func bandsOnSeveralThreadsGiveTheBytesOfOneThread(threads: Int) {
        let list = Self.busyFrame()
        var one = PixelCanvas(width: 400, height: 300, background: .solid(.black))
        var many = one
        var renderer = Renderer()
        renderer.draw(list, into: &one, scale: 1)
        ParallelRenderer(threads: threads, minimumParallelPixels: 0).draw(list, into: &many, scale: 1)
        #expect(many == one)
        #expect(one.pixels.contains { $0 != one.pixels[0] })
    }

    @Test func smallFramesAreDrawnOnOneThreadWithTheSameResult() {
        let list = Self.busyFrame()
        var one = PixelCanvas(width: 100, height: 80)
        var parallel = one
        var renderer = Renderer()
        renderer.draw(list, into: &one, scale: 0.25)
        let threaded = ParallelRenderer(threads: 4)
        #expect(threaded.minimumParallelPixels > 100 * 80)
        threaded.draw(list, into: &parallel, scale: 0.25)
        #expect(parallel == one)
    }
}
