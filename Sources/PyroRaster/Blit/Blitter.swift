import PyroCore

/// Something drawn with one colour in one blend mode: a coverage producer that blends its
/// pixels through whichever `SpanBlend` it is handed.
protocol BlendedDrawing {
    func draw<Blend: SpanBlend>(with blend: Blend)
}

/// Turns a blend mode and colour into the `SpanBlend` that draws them: the one place a mode is
/// tested, once per particle or coverage row, never per pixel.
enum Blitter {
    /// Draws `drawing` with `color` (premultiplied, opacity included) in `mode`: `.normal` is
    /// src-over (the cheaper exact mix for an opaque colour), `.additive` adds and clamps each
    /// channel at 255.
    @inline(__always)
    static func draw<Drawing: BlendedDrawing>(_ drawing: Drawing, color: UInt32, mode: Blending) {
        switch RasterFeatures.additiveBlending ? mode : .normal {
        case .additive: drawing.draw(with: AddBlend(color: color))
        case .normal where color >> 24 == 255: drawing.draw(with: OpaqueOverBlend(color: color))
        case .normal: drawing.draw(with: OverBlend(color: color))
        }
    }

    /// Blends `color` into `count` pixels starting at `pixels`, each weighted by its coverage
    /// (0 untouched ... 255 fully covered): for the edge accumulator and stroke masks, which
    /// produce a row of coverage values at a time.
    @inline(__always)
    static func blend(
        _ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int,
        color: UInt32, mode: Blending
    ) {
        draw(CoverageRow(pixels: pixels, coverage: coverage, count: count), color: color, mode: mode)
    }
}

/// A run of pixels and one coverage value (0...255) for each.
struct CoverageRow: BlendedDrawing {
    let pixels: UnsafeMutablePointer<UInt32>
    let coverage: UnsafePointer<UInt32>
    let count: Int

    @inline(__always)
    func draw<Blend: SpanBlend>(with blend: Blend) {
        blend.blend(pixels, coverage: coverage, count: count)
    }
}
