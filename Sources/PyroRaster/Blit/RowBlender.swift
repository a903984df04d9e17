import PyroCore

/// Blends eight pixels of coverage at a time straight into a row: the fast paths' blitter.
///
/// The analytic coverage loops produce coverage eight pixels at a time in vector registers;
/// blending them at once, without storing a coverage row first, keeps the per-row cost of a
/// small particle low. Lanes past the end of a run carry zero coverage, and blending zero leaves
/// a pixel exactly as it was, so a run of 6 pixels is one step of 8. Only at the canvas's right
/// edge, where the extra lanes would fall off the row, does it go pixel by pixel.
struct RowBlender {
    let target: RenderTarget
    /// Premultiplied, opacity included.
    let color: UInt32
    let mode: BlendMode
    /// Src-over of an opaque colour, which blends more cheaply.
    private let opaque: Bool
    private let pairs: (rb: Pixels8.Halves, ag: Pixels8.Halves)

    init(target: RenderTarget, color: UInt32, mode: BlendMode) {
        self.target = target
        self.color = color
        self.mode = mode
        opaque = mode == .normal && color >> 24 == 255
        pairs = Pixels8.channelPairs(color)
    }

    /// Blends coverage `k` (0...255 per lane) into pixels `x ..< x + 8` of row `y`.
    @inline(__always)
    func blend(_ k: SIMD8<UInt32>, row y: Int, x: Int) {
        let pixels = target.row(y) + x
        guard x + 8 <= target.width else { return blendAtEdge(k, pixels, count: target.width - x) }
        if opaque {
            Pixels8.overOpaque(pixels, coverage: k, color: pairs)
        } else if mode == .normal {
            Pixels8.over(pixels, coverage: k, color: pairs)
        } else {
            Pixels8.add(pixels, coverage: k, color: pairs)
        }
    }

    /// Blends coverage `k` (0...255 per lane) into pixels `x ..< x + 4` of row `y`.
    @inline(__always)
    func blend(_ k: SIMD4<UInt32>, row y: Int, x: Int) {
        let pixels = target.row(y) + x
        guard x + 4 <= target.width else {
            return blendAtEdge(SIMD8(lowHalf: k, highHalf: .zero), pixels, count: target.width - x)
        }
        let pairs = (rb: self.pairs.rb.lowHalf, ag: self.pairs.ag.lowHalf)
        if opaque {
            Pixels4.overOpaque(pixels, coverage: k, color: pairs)
        } else if mode == .normal {
            Pixels4.over(pixels, coverage: k, color: pairs)
        } else {
            Pixels4.add(pixels, coverage: k, color: pairs)
        }
    }

    /// The lanes that fit before the canvas's right edge, one by one.
    @inline(never)
    private func blendAtEdge(_ k: SIMD8<UInt32>, _ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        var lanes = k
        withUnsafePointer(to: &lanes) { lanes in
            lanes.withMemoryRebound(to: UInt32.self, capacity: 8) { coverage in
                Blitter.blend(pixels, coverage: coverage, count: min(count, 8), color: color, mode: mode)
            }
        }
    }
}
