import PyroCore

/// Draws display lists into canvases: every particle batch and stroke, in painting order.
///
/// A renderer holds only scratch memory (edge lists, coverage rows, flattened outlines, glow
/// masks) that it reuses from one draw to the next, so keep one per thread and per animation
/// rather than making one per frame. Output depends only on the display list, the scale and the
/// canvas size: the same inputs give the same bytes every run, on every thread, for any split
/// into bands of rows.
///
/// ```swift
/// var canvas = PixelCanvas(width: 640, height: 360, background: .solid(.black))
/// var renderer = Renderer()
/// renderer.draw(frame, into: &canvas, scale: 2)
/// ```
public struct Renderer {
    /// Half sizes beyond this many pixels are clamped, so that absurd inputs stay finite.
    package static let maximumHalfSize: Float = 1_048_576

    var edges: [FixedEdge] = []
    var accumulator = CoverageAccumulator()
    var outlines = OutlineCache()
    var mask = StrokeMask()
    var blurPlane: [UInt16] = []
    var blurSums: [UInt32] = []
    var polyline: [Vector2] = []
    var bins = ParticleBins()
    var circleStamps = CircleStamps()
    /// What `warm` read, kept only so that its reads are not optimised away.
    var warmth: UInt32 = 0

    /// A renderer with empty scratch buffers; keep it to reuse them frame after frame.
    public init() {}

    /// Draws `list` over the whole canvas.
    ///
    /// - Parameters:
    ///   - scale: pixels per point (2 on a retina display); a scale that is not positive and
    ///     finite draws nothing.
    public mutating func draw(_ list: DisplayList, into canvas: inout PixelCanvas, scale: Float) {
        draw(list, into: &canvas, scale: scale, rows: 0..<canvas.height)
    }

    /// Draws the part of `list` that falls on `rows` of the canvas, leaving other rows untouched.
    ///
    /// Drawing every band of a partition of the rows, in any order, gives exactly the bytes of
    /// one full draw, glows included.
    ///
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - rows: pixel rows to draw; clamped to the canvas.
    public mutating func draw(_ list: DisplayList, into canvas: inout PixelCanvas, scale: Float, rows: Range<Int>) {
        canvas.withRenderTarget { target in
            draw(list, into: target, scale: scale, rows: rows)
        }
    }

    /// Draws the part of `list` that falls on `rows` of `target`, writing no other row.
    ///
    /// This is the entry point for drawing bands on several threads at once (one renderer per
    /// thread): see `PixelCanvas.withRenderTarget(_:)`.
    ///
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - rows: pixel rows to draw; clamped to the target.
    /// - Complexity: O(particles + covered pixels); particles outside the rows cost a few
    ///   comparisons each.
    package mutating func draw(_ list: DisplayList, into target: RenderTarget, scale: Float, rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<target.height)
        guard !rows.isEmpty, target.width > 0, scale.isFinite, scale > 0 else { return }
        let coverage = UnsafeMutablePointer<UInt32>.allocate(capacity: target.width)
        defer { coverage.deallocate() }
        for item in list.items {
            switch item {
            case .particles(let batch):
                drawParticles(batch, into: target, scale: scale, rows: rows, coverage: coverage)
            case .stroke(let stroke) where RasterFeatures.strokes:
                drawStroke(stroke, into: target, scale: scale, rows: rows, coverage: coverage)
            case .stroke:
                break
            }
        }
    }
}

extension PixelCanvas {
    /// Draws `list` into this canvas with a temporary renderer.
    ///
    /// Convenient for one-off images; for animation, keep a `Renderer` to reuse its memory.
    public mutating func draw(_ list: DisplayList, scale: Float) {
        var renderer = Renderer()
        renderer.draw(list, into: &self, scale: scale)
    }
}
