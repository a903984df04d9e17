import PyroRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a frame as a binary PPM (`P6`): the simplest image file every viewer and ImageMagick
/// read, so headless runs need no image codec.
enum PPMWriter {
    /// The file's bytes: header, then R, G, B for each pixel over black.
    static func encode(_ frame: PixelCanvas) -> [UInt8] {
        var bytes = Array("P6\n\(frame.width) \(frame.height)\n255\n".utf8)
        bytes.reserveCapacity(bytes.count + frame.width * frame.height * 3)
        // Premultiplied channels are already the colour composited over black.
        for p in frame.pixels {
            bytes.append(UInt8(truncatingIfNeeded: p))
            bytes.append(UInt8(truncatingIfNeeded: p >> 8))
            bytes.append(UInt8(truncatingIfNeeded: p >> 16))
        }
        return bytes
    }

    /// Writes `frame` to `path`.
    static func write(_ frame: PixelCanvas, to path: String) throws(LiveError) {
        let bytes = encode(frame)
        guard let file = fopen(path, "wb") else {
            throw LiveError(.screenshotFailed, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw LiveError(.screenshotFailed, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
