import Dispatch
import PyroCore
import PyroRaster

/// Draws display lists on one or more threads, each thread drawing its own band of rows with
/// its own `Renderer` (which writes only the rows it is given, byte for byte as a full draw).
///
/// This mirrors `PyroParallel.ParallelRenderer` so that the bench measures the same thing
/// before and after that target is merged; switch to it once the bench target depends on it.
final class FrameDrawer {
    let threads: Int
    private var renderers: [Renderer]

    init(threads: Int) {
        self.threads = max(threads, 1)
        renderers = Array(repeating: Renderer(), count: self.threads)
    }

    /// Clears `canvas` to `background` and draws `list` at scale 1 (points are pixels).
    func draw(_ list: DisplayList, into canvas: inout Canvas, background: Background) {
        canvas.clear(to: background)
        if threads == 1 {
            renderers[0].draw(list, into: &canvas, scale: 1)
            return
        }
        let bands = min(threads, max(canvas.height, 1))
        let height = canvas.height
        renderers.withUnsafeMutableBufferPointer { renderers in
            let shared = BandRenderers(base: renderers.baseAddress!)
            canvas.withRenderTarget { target in
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let rows = (band * height / bands)..<((band + 1) * height / bands)
                    shared.base[band].draw(list, into: target, scale: 1, rows: rows)
                }
            }
        }
    }
}

/// The per-band renderers, handed to the worker threads; each band touches only its own.
private struct BandRenderers: @unchecked Sendable {
    let base: UnsafeMutablePointer<Renderer>
}
