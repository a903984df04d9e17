import PyroCore
import PyroParallel
import PyroRaster

/// Clears a canvas and draws a display list on a fixed number of threads, through
/// `ParallelRenderer` (one band of rows per thread; one thread is a plain `Renderer` draw).
final class FrameDrawer {
    let threads: Int
    private let renderer: ParallelRenderer

    init(threads: Int) {
        self.threads = max(threads, 1)
        // Every 1080p frame is split, whatever its size, so that "2 threads" means two.
        renderer = ParallelRenderer(threads: self.threads, minimumParallelPixels: 0)
    }

    /// Clears `canvas` to `background` and draws `list` at scale 1 (points are pixels).
    func draw(_ list: DisplayList, into canvas: inout PixelCanvas, background: Background) {
        canvas.clear(to: background)
        renderer.draw(list, into: &canvas, scale: 1)
    }
}
