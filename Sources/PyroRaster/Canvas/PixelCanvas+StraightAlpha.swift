import PyroCore

extension PixelCanvas {
    /// The pixels as straight-alpha RGBA bytes, row by row: what PNG and most image APIs expect.
    ///
    /// Each channel is `premultiplied * 255 / alpha` rounded to nearest; transparent pixels come
    /// out as transparent black.
    ///
    /// - Returns: `width * height * 4` bytes, R, G, B, A per pixel.
    public func unpremultipliedRGBA() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixels.count * 4)
        bytes.withUnsafeMutableBufferPointer { writeUnpremultipliedRGBA(into: $0) }
        return bytes
    }

    /// Writes the bytes of `unpremultipliedRGBA()` into `out`, for callers that keep one buffer
    /// from frame to frame (a web page's image data).
    ///
    /// - Precondition: `out` holds at least `width * height * 4` bytes.
    public func writeUnpremultipliedRGBA(into out: UnsafeMutableBufferPointer<UInt8>) {
        precondition(
            out.count >= pixels.count * 4, "The buffer holds \(out.count) bytes; the canvas needs \(pixels.count * 4)")
        guard let base = out.baseAddress else { return }
        let bytes = UnsafeMutableRawPointer(base)
        pixels.withUnsafeBufferPointer { src in
            for i in 0..<src.count {
                let p = src[i]
                // An opaque pixel is its own straight colour (c * 255 / 255): its four bytes as
                // they are, which is most of a frame over an opaque background.
                if p >> 24 == 255 {
                    bytes.storeBytes(of: p.littleEndian, toByteOffset: 4 &* i, as: UInt32.self)
                    continue
                }
                let c = PremultipliedPixel.straight(p)
                out[4 * i] = c.red
                out[4 * i + 1] = c.green
                out[4 * i + 2] = c.blue
                out[4 * i + 3] = c.alpha
            }
        }
    }
}
