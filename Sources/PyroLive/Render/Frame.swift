import PyroCore

/// The pixels of one window frame: premultiplied RGBA, 8 bits a channel, rows top to bottom.
///
/// Each `UInt32` holds the bytes R, G, B, A in memory order (so its value is `A<<24 | B<<16 |
/// G<<8 | R` on the little-endian machines Pyro runs on), which is what an SDL texture in
/// `SDL_PIXELFORMAT_RGBA32` and a PPM writer expect.
struct Frame {
    private(set) var width: Int
    private(set) var height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, fill: RGBAColor = .black) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        pixels = Array(repeating: Frame.pack(fill, opacity: 1), count: self.width * self.height)
    }

    /// Changes the size, keeping the storage when it is large enough; contents are undefined.
    mutating func resize(width: Int, height: Int) {
        let w = max(width, 1), h = max(height, 1)
        guard w != self.width || h != self.height else { return }
        self.width = w
        self.height = h
        pixels = Array(repeating: 0, count: w * h)
    }

    /// A colour with straight alpha, scaled by `opacity` and premultiplied, as one pixel.
    static func pack(_ c: RGBAColor, opacity: Float) -> UInt32 {
        let a = Float(c.alpha) * min(max(opacity, 0), 1) / 255
        let r = UInt32((Float(c.red) * a).rounded()), g = UInt32((Float(c.green) * a).rounded())
        let b = UInt32((Float(c.blue) * a).rounded()), alpha = UInt32((255 * a).rounded())
        return r | g << 8 | b << 16 | alpha << 24
    }

    /// The straight-alpha colour of a pixel.
    func color(x: Int, y: Int) -> RGBAColor {
        let p = pixels[y * width + x]
        let a = p >> 24
        guard a > 0 else { return .clear }
        func channel(_ v: UInt32) -> UInt8 { UInt8(min(255, (v * 255 + a / 2) / a)) }
        return RGBAColor(red: channel(p & 0xFF), green: channel(p >> 8 & 0xFF), blue: channel(p >> 16 & 0xFF),
                         alpha: UInt8(a))
    }

    /// Fills every pixel with one colour.
    mutating func clear(to color: RGBAColor) {
        let p = Frame.pack(color, opacity: 1)
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: p) }
    }

    /// Fills the frame with a top-to-bottom linear gradient.
    mutating func fillVerticalGradient(top: RGBAColor, bottom: RGBAColor) {
        for y in 0..<height {
            let t = height > 1 ? Float(y) / Float(height - 1) : 0
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Float(a) + (Float(b) - Float(a)) * t).rounded()) }
            let row = Frame.pack(
                RGBAColor(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
                          blue: mix(top.blue, bottom.blue), alpha: mix(top.alpha, bottom.alpha)),
                opacity: 1)
            pixels.withUnsafeMutableBufferPointer { $0[(y * width)..<((y + 1) * width)].update(repeating: row) }
        }
    }

    /// Composites a premultiplied pixel, scaled by `coverage` (0...1), onto the pixel at x, y.
    @inline(__always)
    mutating func blend(x: Int, y: Int, _ source: UInt32, coverage: Float = 1, mode: BlendMode = .normal) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let i = y * width + x
        pixels[i] = Frame.composite(pixels[i], source, coverage: coverage, mode: mode)
    }

    /// Fills a rectangle of pixels (half-open ranges, clipped) with a premultiplied colour.
    mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, _ source: UInt32, mode: BlendMode = .normal) {
        let xa = max(x0, 0), xb = min(x1, width), ya = max(y0, 0), yb = min(y1, height)
        guard xa < xb, ya < yb else { return }
        for y in ya..<yb {
            for x in xa..<xb {
                let i = y * width + x
                pixels[i] = Frame.composite(pixels[i], source, coverage: 1, mode: mode)
            }
        }
    }

    @inline(__always)
    static func composite(_ dst: UInt32, _ src: UInt32, coverage: Float, mode: BlendMode) -> UInt32 {
        let k = UInt32(min(coverage, 1) * 256)
        // Source channels scaled by coverage (8.8 fixed point).
        // Swift's shifts bind tighter than multiplication, hence the parentheses.
        let sr = ((src & 0xFF) * k) >> 8, sg = ((src >> 8 & 0xFF) * k) >> 8
        let sb = ((src >> 16 & 0xFF) * k) >> 8, sa = ((src >> 24) * k) >> 8
        let dr = dst & 0xFF, dg = dst >> 8 & 0xFF, db = dst >> 16 & 0xFF, da = dst >> 24
        switch mode {
        case .normal:
            let inv = 255 - sa
            func over(_ s: UInt32, _ d: UInt32) -> UInt32 { min(255, s + (d * inv + 127) / 255) }
            return over(sr, dr) | over(sg, dg) << 8 | over(sb, db) << 16 | over(sa, da) << 24
        case .additive:
            return min(255, sr + dr) | min(255, sg + dg) << 8 | min(255, sb + db) << 16 | min(255, sa + da) << 24
        }
    }
}
