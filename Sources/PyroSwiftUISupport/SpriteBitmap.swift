import PyroCore

/// A sprite's pixels laid out as Core Graphics takes them, so the SwiftUI adapter can make a
/// `CGImage` without touching a pixel: 8 bits a channel, R, G, B, A bytes in that order
/// (`CGImageAlphaInfo.premultipliedLast` with the default byte order), rows from the top.
///
/// `SpriteImage` is premultiplied, and so is this layout, so nothing is unpremultiplied: each
/// byte is the sprite's own, and a sprite drawn by Core Graphics has exactly PyroRaster's
/// texels.
public struct SpriteBitmap: Equatable, Sendable {
    /// Bits in one colour channel.
    public static let bitsPerComponent = 8
    /// Bits in one pixel.
    public static let bitsPerPixel = 32

    /// Width, in pixels.
    public let width: Int
    /// Height, in pixels.
    public let height: Int
    /// `height * bytesPerRow` bytes: R, G, B, A for each pixel, premultiplied.
    public let bytes: [UInt8]

    /// Bytes from one row to the next (no padding).
    public var bytesPerRow: Int { width * 4 }

    /// The bytes of `sprite`'s full-size picture (its smaller copies are Core Graphics' to make).
    public init(_ sprite: SpriteImage) {
        width = sprite.width
        height = sprite.height
        var bytes = [UInt8](repeating: 0, count: sprite.pixels.count * 4)
        for (i, p) in sprite.pixels.enumerated() {
            bytes[4 * i] = UInt8(truncatingIfNeeded: p)
            bytes[4 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
            bytes[4 * i + 2] = UInt8(truncatingIfNeeded: p >> 16)
            bytes[4 * i + 3] = UInt8(truncatingIfNeeded: p >> 24)
        }
        self.bytes = bytes
    }
}
