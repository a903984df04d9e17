import PyroCore

extension Renderer {
    /// Draws one stroke's trimmed polyline into `rows`, blurred into a glow when it asks for one.
    ///
    /// The pen's coverage goes into a mask first and is composited once, so a translucent stroke
    /// does not darken where its segments meet. For a glow the mask also covers `reach` pixels
    /// beyond the band and the canvas on every side, everything the blur reads, so that a band's
    /// glow equals the same rows of a full draw.
    mutating func drawStroke(
        _ stroke: StrokeItem, into target: RenderTarget, scale: Float, rows: Range<Int>,
        coverage: UnsafeMutablePointer<UInt32>
    ) {
        guard let pen = StrokePen(stroke, scale: scale, polyline: &polyline) else { return }
        let penHalfWidth = pen.halfWidth
        let color = PremultipliedPixel.premultiplied(stroke.color, opacity: pen.opacity)
        guard color >> 24 != 0 else { return }
        let sigma = stroke.blurRadius * scale
        let margin = sigma > 0 ? BoxBlur.reach(sigma: sigma) : 0

        var minX = Float.infinity
        var maxX = -Float.infinity
        var minY = Float.infinity
        var maxY = -Float.infinity
        for p in polyline {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let grow = penHalfWidth + 1 + Float(margin)
        guard
            let columns = PixelSpan.indices(
                from: minX - grow, to: maxX + grow,
                within: -margin..<(target.width + margin)),
            let maskRows = PixelSpan.indices(
                from: minY - grow, to: maxY + grow,
                within: (rows.lowerBound - margin)..<(rows.upperBound + margin))
        else { return }

        mask.reset(columns: columns, rows: maskRows)
        // Segments are cut to the canvas grown by the blur's reach and the pen, never to the band.
        let reach = Double(margin) + Double(penHalfWidth) + 2
        let bounds = (
            minX: -reach, minY: -reach, maxX: Double(target.width) + reach, maxY: Double(target.height) + reach
        )
        for j in 1..<polyline.count {
            mask.addSegment(from: polyline[j - 1], to: polyline[j], halfWidth: penHalfWidth, bounds: bounds)
        }
        if margin > 0 {
            BoxBlur.blur(
                &mask.values, width: columns.count, height: maskRows.count, sigma: sigma,
                plane: &blurPlane, sums: &blurSums)
        }

        let drawRows = rows.clamped(to: maskRows)
        let drawColumns = columns.clamped(to: 0..<target.width)
        guard !drawRows.isEmpty, !drawColumns.isEmpty else { return }
        let mode = stroke.blend
        mask.values.withUnsafeBufferPointer { values in
            for y in drawRows {
                let source =
                    values.baseAddress! + (y - maskRows.lowerBound) * columns.count
                    + (drawColumns.lowerBound - columns.lowerBound)
                for i in 0..<drawColumns.count {
                    coverage[i] = (UInt32(source[i]) + 128) / 257
                }
                Blitter.blend(
                    target.row(y) + drawColumns.lowerBound, coverage: coverage, count: drawColumns.count,
                    color: color, mode: mode)
            }
        }
    }
}
