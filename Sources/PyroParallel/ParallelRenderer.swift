import Dispatch
import PyroCore
import PyroRaster

/// Draws display lists with several threads, byte for byte as one `Renderer` would.
///
/// The canvas is cut into horizontal bands of rows, one per thread, and each band is drawn by
/// its own `Renderer` with `Renderer.draw(_:into:scale:rows:)`, which writes only its rows and
/// whose output for a row does not depend on the band around it. So the result is the same for
/// any number of threads, and the same as a single-threaded draw.
///
/// Keep one `ParallelRenderer` for an animation: it keeps each band's scratch memory between
/// frames. It is not itself safe to use from two threads at once.
///
/// ```swift
/// let renderer = ParallelRenderer(threads: 4)
/// renderer.draw(frame, into: &canvas, scale: 2)
/// ```
public final class ParallelRenderer {
    /// How many bands, and so threads at most, a frame is drawn with.
    public let threads: Int
    /// Frames with fewer pixels than this are drawn on the calling thread alone: handing out
    /// the work would cost more than it saves.
    public let minimumParallelPixels: Int
    private var renderers: [Renderer]

    /// - Parameters:
    ///   - threads: at least 1; clamped to 1...256.
    ///   - minimumParallelPixels: below this canvas size (in pixels) one thread draws; the
    ///     default, 250 000 (500 × 500), is where handing out bands starts to cost less than it
    ///     saves (`pyro bench --only draw`).
    public init(threads: Int, minimumParallelPixels: Int = 250_000) {
        self.threads = min(max(threads, 1), 256)
        self.minimumParallelPixels = max(minimumParallelPixels, 0)
        renderers = Array(repeating: Renderer(), count: self.threads)
    }

    /// Draws `list` over the whole canvas.
    ///
    /// - Parameters:
    ///   - scale: pixels per point (2 on a retina display).
    public func draw(_ list: DisplayList, into canvas: inout PixelCanvas, scale: Float) {
        let bands = canvas.width * canvas.height < minimumParallelPixels ? 1 : min(threads, max(canvas.height, 1))
        guard bands > 1 else {
            renderers[0].draw(list, into: &canvas, scale: scale)
            return
        }
        let height = canvas.height
        renderers.withUnsafeMutableBufferPointer { renderers in
            let shared = SharedRenderers(base: renderers.baseAddress!)
            canvas.withRenderTarget { target in
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    // Equal bands; rows are split as evenly as integers allow.
                    let rows = (band * height / bands)..<((band + 1) * height / bands)
                    shared.base[band].draw(list, into: target, scale: scale, rows: rows)
                }
            }
        }
    }
}

/// The per-band renderers, handed to the worker threads; each band touches only its own.
private struct SharedRenderers: @unchecked Sendable {
    let base: UnsafeMutablePointer<Renderer>
}
