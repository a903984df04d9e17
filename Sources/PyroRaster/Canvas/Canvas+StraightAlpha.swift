extension Canvas {
    /// The pixels as straight-alpha RGBA bytes, row by row: what PNG and most image APIs expect.
    ///
    /// Each channel is `premultiplied * 255 / alpha` rounded to nearest; transparent pixels come
    /// out as transparent black.
    ///
    /// - Returns: `width * height * 4` bytes, R, G, B, A per pixel.
    public func unpremultipliedRGBA() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixels.count * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBufferPointer { src in
                for i in 0..<src.count {
                    let c = PremultipliedPixel.straight(src[i])
                    out[4 * i] = c.red
                    out[4 * i + 1] = c.green
                    out[4 * i + 2] = c.blue
                    out[4 * i + 3] = c.alpha
                }
            }
        }
        return bytes
    }
}
