import PyroCore

/// A stroke as it is drawn at a scale: its trimmed polyline in pixels and the pen that draws it.
///
/// Pens thinner than a pixel are drawn a pixel wide and fainter, so they fade rather than break
/// up. `Renderer` draws strokes with it, and the browser's WebGL2 layout (PyroWeb) lays them out
/// with it, so both draw the same line.
package struct StrokePen {
    /// Half the pen's width, in pixels: at least half a pixel.
    package let halfWidth: Float
    /// The stroke's opacity (0...1) times the fading of a pen thinner than a pixel.
    package let opacity: Float

    /// The pen for `stroke` at `scale` pixels per point, with the stroke's part from its trim's
    /// start to its end, in pixels, in `polyline` (emptied first); nil when the stroke draws
    /// nothing (no width, opacity or alpha, or fewer than two points).
    package init?(_ stroke: StrokeItem, scale: Float, polyline: inout [Vector2]) {
        guard stroke.lineWidth > 0, stroke.opacity > 0, stroke.color.alpha > 0 else { return nil }
        polyline.removeAll(keepingCapacity: true)
        TrimmedPolyline.append(stroke.points, from: stroke.trimStart, to: stroke.trimEnd, scale: scale, to: &polyline)
        guard polyline.count >= 2 else { return nil }
        let drawn = min(stroke.lineWidth * scale * 0.5, Renderer.maximumHalfSize)
        halfWidth = max(drawn, 0.5)
        opacity = stroke.opacity * (drawn / halfWidth)
    }
}
