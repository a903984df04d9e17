import Dispatch
import PyroCore
import PyroRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rasterizes a painter's frame in horizontal bands, one per core, so that large HiDPI windows
/// keep up.
///
/// PyroRaster guarantees that drawing every band of a partition gives the bytes of one full
/// draw, so the split never shows; each band has its own `Renderer` and writes only its rows.
/// (Branch raster's PyroParallel `ParallelRenderer` is the same idea; PyroLive does not depend
/// on that target. This one also skips the threads for small frames.)
struct BandedRasterizer {
    private var renderers: [Renderer]

    /// Below this many pixels a frame is drawn on one thread: handing out work would cost more.
    static let minimumParallelPixels = 400_000

    /// One band while main's PyroRaster traps when a curved outline (a heart, a button) lies
    /// wholly outside the band it is asked to draw (Renderer+Particles.swift, `rowRange`).
    /// Branch raster fixes that in fd6499c; once main has it, make this `processorCount`
    /// (tested with it: identical bytes, and 2800 particles at 1240x860 rasterize in 3.5 ms on
    /// two cores).
    static let defaultBands = 1

    init(bands: Int = BandedRasterizer.defaultBands) {
        renderers = Array(repeating: Renderer(), count: min(max(bands, 1), 16))
    }

    static var processorCount: Int { max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) }

    /// Paints the painter's background and display list into `canvas`.
    mutating func render(_ painter: Painter, into canvas: inout Canvas) {
        canvas.clear(to: painter.background)
        let bands = canvas.width * canvas.height < Self.minimumParallelPixels ? 1 : min(renderers.count, canvas.height)
        guard bands > 1 else {
            renderers[0].draw(painter.list, into: &canvas, scale: painter.scale)
            return
        }
        let list = painter.list
        let scale = painter.scale
        let height = canvas.height
        canvas.withRenderTarget { target in
            renderers.withUnsafeMutableBufferPointer { renderers in
                let shared = SharedRenderers(base: renderers.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let rows = (height * band / bands)..<(height * (band + 1) / bands)
                    // Each iteration touches only its own renderer and its own rows.
                    shared.base[band].draw(list, into: target, scale: scale, rows: rows)
                }
            }
        }
    }
}

/// The band renderers, handed to worker threads; each thread uses only its own element.
private struct SharedRenderers: @unchecked Sendable {
    let base: UnsafeMutablePointer<Renderer>
}
