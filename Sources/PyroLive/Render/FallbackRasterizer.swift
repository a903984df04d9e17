import PyroCore

/// A small stand-in scan converter that draws display lists until PyroRaster's renderer is
/// merged; `DisplayListRenderer` is the only caller.
///
/// Filled shapes use four sub-scanlines a pixel with exact horizontal span ends (non-zero
/// winding); strokes take the largest coverage of their round-capped segments so that joints
/// do not double up; a blur widens a stroke's soft edge instead of convolving it.
struct FallbackRasterizer {
    private var spanCoverage: [Float] = []
    private var strokeMask: [Float] = []
    private var crossings: [(x: Float, winding: Int)] = []

    // MARK: Filled polygons

    /// Fills closed polygons given in pixel coordinates, non-zero winding.
    mutating func fill(_ polygons: [[Vector2]], color: UInt32, mode: BlendMode, into frame: inout Frame) {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for polygon in polygons {
            for p in polygon {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        let x0 = max(Int(minX.rounded(.down)), 0), x1 = min(Int(maxX.rounded(.up)) + 1, frame.width)
        let y0 = max(Int(minY.rounded(.down)), 0), y1 = min(Int(maxY.rounded(.up)) + 1, frame.height)
        guard x0 < x1, y0 < y1 else { return }
        let span = x1 - x0
        if spanCoverage.count < span + 1 { spanCoverage = Array(repeating: 0, count: span + 1) }
        let subRows = 4
        for y in y0..<y1 {
            for i in 0...span { spanCoverage[i] = 0 }
            for s in 0..<subRows {
                let sy = Float(y) + (Float(s) + 0.5) / Float(subRows)
                crossings.removeAll(keepingCapacity: true)
                for polygon in polygons where polygon.count > 2 {
                    var a = polygon[polygon.count - 1]
                    for b in polygon {
                        if (a.y <= sy) != (b.y <= sy) {
                            let t = (sy - a.y) / (b.y - a.y)
                            crossings.append((a.x + (b.x - a.x) * t, b.y > a.y ? 1 : -1))
                        }
                        a = b
                    }
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].winding
                    guard winding != 0 else { continue }
                    addSpan(from: crossings[k].x - Float(x0), to: crossings[k + 1].x - Float(x0),
                            weight: 1 / Float(subRows), width: span)
                }
            }
            for i in 0..<span where spanCoverage[i] > 0.002 {
                frame.blend(x: x0 + i, y: y, color, coverage: spanCoverage[i], mode: mode)
            }
        }
    }

    private mutating func addSpan(from a: Float, to b: Float, weight: Float, width: Int) {
        let left = max(a, 0), right = min(b, Float(width))
        guard left < right else { return }
        let il = Int(left), ir = Int(right)
        if il == ir {
            spanCoverage[il] += (right - left) * weight
            return
        }
        spanCoverage[il] += (Float(il + 1) - left) * weight
        if il + 1 < ir { for i in (il + 1)..<ir { spanCoverage[i] += weight } }
        if ir < width { spanCoverage[ir] += (right - Float(ir)) * weight }
    }

    // MARK: Strokes

    /// Draws a round-capped polyline given in pixel coordinates.
    ///
    /// - Parameters:
    ///   - halfWidth: half the pen width, in pixels.
    ///   - softness: extra width over which the edge fades, in pixels (a blur's stand-in).
    mutating func stroke(_ points: [Vector2], halfWidth: Float, softness: Float, color: UInt32, mode: BlendMode,
                         into frame: inout Frame) {
        guard let first = points.first else { return }
        let reach = halfWidth + softness + 1
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let x0 = max(Int((minX - reach).rounded(.down)), 0), x1 = min(Int((maxX + reach).rounded(.up)), frame.width)
        let y0 = max(Int((minY - reach).rounded(.down)), 0), y1 = min(Int((maxY + reach).rounded(.up)), frame.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = x1 - x0, h = y1 - y0
        if strokeMask.count < w * h { strokeMask = Array(repeating: 0, count: w * h) }
        for i in 0..<(w * h) { strokeMask[i] = 0 }
        let edge = softness + 1
        let segments = points.count == 1 ? [(first, first)] : (1..<points.count).map { (points[$0 - 1], points[$0]) }
        for (a, b) in segments {
            let sx0 = max(Int((min(a.x, b.x) - reach).rounded(.down)), x0)
            let sx1 = min(Int((max(a.x, b.x) + reach).rounded(.up)), x1)
            let sy0 = max(Int((min(a.y, b.y) - reach).rounded(.down)), y0)
            let sy1 = min(Int((max(a.y, b.y) + reach).rounded(.up)), y1)
            guard sx0 < sx1, sy0 < sy1 else { continue }
            let d = b - a
            let lengthSquared = max(d.x * d.x + d.y * d.y, 1e-12)
            for y in sy0..<sy1 {
                for x in sx0..<sx1 {
                    let p = Vector2(Float(x) + 0.5, Float(y) + 0.5) - a
                    let t = min(max((p.x * d.x + p.y * d.y) / lengthSquared, 0), 1)
                    let distance = (p - d * t).length
                    let coverage = min(max((halfWidth + edge / 2 - distance) / edge, 0), 1)
                    let m = (y - y0) * w + (x - x0)
                    if coverage > strokeMask[m] { strokeMask[m] = coverage }
                }
            }
        }
        for y in 0..<h {
            for x in 0..<w where strokeMask[y * w + x] > 0.002 {
                frame.blend(x: x0 + x, y: y0 + y, color, coverage: strokeMask[y * w + x], mode: mode)
            }
        }
    }
}
