/// A picture held as 8-bit sRGB samples with straight alpha, ready to be written to a file.
///
/// Samples are stored row-major, top row first, four bytes a pixel in the order red, green,
/// blue, alpha. Alpha is straight (not premultiplied): a half-transparent pure red pixel is
/// `[255, 0, 0, 128]`. Width and height are in pixels.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Wraps existing samples, or returns nil when their count does not match the size.
    ///
    /// Use this initialiser at boundaries where the bytes come from elsewhere; it never traps.
    ///
    /// - Parameters:
    ///   - width: Width in pixels, at least 0.
    ///   - height: Height in pixels, at least 0.
    ///   - pixels: Exactly `width * height * 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (area, overflowA) = width.multipliedReportingOverflow(by: height)
        let (count, overflowB) = area.multipliedReportingOverflow(by: 4)
        guard !overflowA, !overflowB, count == pixels.count else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour (transparent black unless told otherwise).
    ///
    /// - Precondition: `width` and `height` are at least 0.
    public init(width: Int, height: Int, fill: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "RGBAImage size must not be negative, got \(width)x\(height)")
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = fill.red
                pixels[i + 1] = fill.green
                pixels[i + 2] = fill.blue
                pixels[i + 3] = fill.alpha
            }
        }
        self.pixels = pixels
    }

    /// The byte offset of pixel (`x`, `y`) in `pixels`; (0, 0) is the top-left pixel.
    public func offset(x: Int, y: Int) -> Int {
        (y * width + x) * 4
    }
}
