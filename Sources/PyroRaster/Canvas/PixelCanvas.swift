import PyroCore

/// A grid of premultiplied RGBA8 pixels that display lists are drawn into.
///
/// Pixels are stored row by row from the top-left, one `UInt32` each with red in the lowest byte
/// (see `PremultipliedPixel`). Coordinates are in pixels; the centre of pixel (x, y) is at
/// (x + 0.5, y + 0.5).
public struct PixelCanvas: Equatable, Sendable {
    /// The largest width or height accepted, in pixels; it keeps fixed-point edge math in range.
    public static let maximumDimension = 32_768

    /// Width, in pixels.
    public let width: Int
    /// Height, in pixels.
    public let height: Int
    /// Premultiplied pixels, `width * height` of them, row by row, red in the lowest byte.
    public internal(set) var pixels: [UInt32]

    /// A canvas filled with `background`.
    ///
    /// - Precondition: `width` and `height` are in `0...PixelCanvas.maximumDimension`.
    public init(width: Int, height: Int, background: Background = .transparent) {
        precondition(
            (0...Self.maximumDimension).contains(width) && (0...Self.maximumDimension).contains(height),
            "Canvas size \(width) x \(height) is outside 0...\(Self.maximumDimension) pixels")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: 0, count: width * height)
        clear(to: background)
    }

    /// Replaces every pixel with `background`.
    public mutating func clear(to background: Background) {
        switch background {
        case .transparent:
            fill(rows: 0..<height, with: 0)
        case .solid(let color):
            fill(rows: 0..<height, with: PremultipliedPixel.premultiplied(color))
        case .verticalGradient(let top, let bottom):
            let a = PremultipliedPixel.premultiplied(top)
            let b = PremultipliedPixel.premultiplied(bottom)
            let span = UInt32(max(height - 1, 1))
            for y in 0..<height {
                // Integer interpolation so that the first and last rows are the colours exactly.
                let t = UInt32(y)
                let u = span - t
                var p: UInt32 = 0
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    let c = ((a >> shift & 0xFF) * u + (b >> shift & 0xFF) * t + span / 2) / span
                    p |= c << shift
                }
                fill(rows: y..<(y + 1), with: p)
            }
        }
    }

    private mutating func fill(rows: Range<Int>, with pixel: UInt32) {
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            for i in (rows.lowerBound * width)..<(rows.upperBound * width) { buffer[i] = pixel }
        }
    }

    /// The premultiplied colour of pixel (x, y), channels as stored.
    public func premultipliedColor(x: Int, y: Int) -> RGBAColor {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "Pixel (\(x), \(y)) is off the canvas")
        let p = pixels[y * width + x]
        return RGBAColor(
            red: UInt8(p & 0xFF), green: UInt8(p >> 8 & 0xFF), blue: UInt8(p >> 16 & 0xFF),
            alpha: UInt8(p >> 24))
    }

    /// The straight-alpha colour of pixel (x, y).
    public func color(x: Int, y: Int) -> RGBAColor {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "Pixel (\(x), \(y)) is off the canvas")
        return PremultipliedPixel.straight(pixels[y * width + x])
    }
}
