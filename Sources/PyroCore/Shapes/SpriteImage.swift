/// A small picture that particles can be drawn as: premultiplied RGBA8 pixels, with a chain of
/// half-size copies made once so that renderers can draw it small without shimmering.
///
/// Pixels are `UInt32`s row by row from the top-left, red in the lowest byte, then green, blue
/// and alpha (the byte order of `PixelCanvas`, R G B A in memory on little-endian machines), and
/// premultiplied: no colour channel exceeds its pixel's alpha. Width and height are in pixels.
/// Make one from straight-alpha bytes with `init(width:height:straightRGBA:)`, from a PNG
/// file with `SpriteImage(pngData:)` (module `Pyro`), or from text with PyroText.
public struct SpriteImage: Equatable, Sendable {
    /// The largest width or height accepted, in pixels.
    public static let maximumDimension = 4096

    /// Width, in pixels (at least 1).
    public let width: Int
    /// Height, in pixels (at least 1).
    public let height: Int
    /// `width * height` premultiplied pixels, row by row from the top, red in the lowest byte.
    public let pixels: [UInt32]
    /// Half-size copies, each half the previous one's size (rounded up), down to 1 x 1;
    /// `levels[0]` is the image itself.
    package let levels: [Level]

    /// One copy of the image at a reduced size.
    package struct Level: Equatable, Sendable {
        /// Width and height, in pixels.
        package let width: Int, height: Int
        /// Premultiplied pixels as in `SpriteImage.pixels`.
        package let pixels: [UInt32]
    }

    /// An image from premultiplied pixels packed as in `pixels`; nil when the sizes are not in
    /// 1...`maximumDimension`, the count is not `width * height`, or a colour channel exceeds
    /// its pixel's alpha.
    public init?(width: Int, height: Int, premultipliedPixels: [UInt32]) {
        guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height),
            premultipliedPixels.count == width * height
        else { return nil }
        for p in premultipliedPixels {
            let a = p >> 24
            guard p & 0xFF <= a, p >> 8 & 0xFF <= a, p >> 16 & 0xFF <= a else { return nil }
        }
        self.width = width
        self.height = height
        self.pixels = premultipliedPixels
        self.levels = Self.chain(width: width, height: height, pixels: premultipliedPixels)
    }

    /// An image from straight-alpha bytes: R, G, B, A for each pixel, rows top to bottom (the
    /// layout of PyroCodecs' `RGBAImage`). Each colour channel is multiplied by its alpha and
    /// divided by 255, rounded to nearest. Nil when the sizes are not in 1...`maximumDimension`
    /// or the count is not `width * height * 4`.
    public init?(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
        guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height),
            bytes.count == width * height * 4
        else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in pixels.indices {
            let a = UInt32(bytes[4 * i + 3])
            func channel(_ c: UInt8) -> UInt32 { Self.divideBy255(UInt32(c) * a) }
            pixels[i] =
                channel(bytes[4 * i]) | channel(bytes[4 * i + 1]) << 8 | channel(bytes[4 * i + 2]) << 16 | a << 24
        }
        self.init(width: width, height: height, premultipliedPixels: pixels)
    }

    /// An image whose alpha is `coverage` (one byte a pixel, rows top to bottom) and whose
    /// colour is white: the form of a glyph or a mask, to be drawn tinted. Nil when the sizes
    /// are not in 1...`maximumDimension` or the count is not `width * height`.
    public init?(width: Int, height: Int, alphaMask coverage: [UInt8]) {
        guard coverage.count == width * height else { return nil }
        self.init(
            width: width, height: height,
            premultipliedPixels: coverage.map { a in
                let a = UInt32(a)
                return a | a << 8 | a << 16 | a << 24
            })
    }

    /// `x / 255` rounded to nearest, for `x` in 0...65 025.
    @inline(__always)
    static func divideBy255(_ x: UInt32) -> UInt32 {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }

    /// The image and its half-size copies: each pixel of a copy is the rounded mean of the (up
    /// to four) pixels it covers.
    static func chain(width: Int, height: Int, pixels: [UInt32]) -> [Level] {
        var levels = [Level(width: width, height: height, pixels: pixels)]
        var w = width
        var h = height
        var source = pixels
        while w > 1 || h > 1 {
            let nw = (w + 1) / 2
            let nh = (h + 1) / 2
            var next = [UInt32](repeating: 0, count: nw * nh)
            for y in 0..<nh {
                for x in 0..<nw {
                    var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    var n: UInt32 = 0
                    for sy in (2 * y)..<min(2 * y + 2, h) {
                        for sx in (2 * x)..<min(2 * x + 2, w) {
                            let p = source[sy * w + sx]
                            sums.0 += p & 0xFF
                            sums.1 += p >> 8 & 0xFF
                            sums.2 += p >> 16 & 0xFF
                            sums.3 += p >> 24
                            n += 1
                        }
                    }
                    func mean(_ s: UInt32) -> UInt32 { (s + n / 2) / n }
                    next[y * nw + x] = mean(sums.0) | mean(sums.1) << 8 | mean(sums.2) << 16 | mean(sums.3) << 24
                }
            }
            levels.append(Level(width: nw, height: nh, pixels: next))
            w = nw
            h = nh
            source = next
        }
        return levels
    }

    /// Two images are equal when their sizes and pixels are.
    public static func == (a: SpriteImage, b: SpriteImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }
}
