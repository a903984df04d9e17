import PyroParallel
import PyroRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ParallelRenderer {
    /// A renderer with one band per online core.
    static func perCore() -> ParallelRenderer {
        ParallelRenderer(threads: max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1))
    }

    /// Paints the painter's background and display list into `canvas`, in bands of rows on
    /// every core for large frames (byte-identical to one thread).
    func render(_ painter: Painter, into canvas: inout PixelCanvas) {
        canvas.clear(to: painter.background)
        draw(painter.list, into: &canvas, scale: painter.scale)
    }
}
