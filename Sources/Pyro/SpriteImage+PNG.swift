import PyroCodecs
import PyroCore

extension SpriteImage {
    /// A sprite of `image`'s pixels, premultiplied (see `init(width:height:straightRGBA:)`);
    /// nil when a side exceeds `SpriteImage.maximumDimension` or the image is empty.
    public init?(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height, straightRGBA: image.pixels)
    }

    /// A sprite from the bytes of a PNG file (any standard PNG: see
    /// `RGBAImage.init(pngData:maxPixelCount:)`).
    ///
    /// ```swift
    /// let star = try SpriteImage(pngData: Array(Data(contentsOf: url)))
    /// let shape = ParticleShape.sprite(star, tinted: false)
    /// ```
    ///
    /// - Throws: `PNGReadError` when the file cannot be read or is larger than
    ///   `SpriteImage.maximumDimension` on a side.
    public init(pngData: [UInt8]) throws(PNGReadError) {
        let limit = SpriteImage.maximumDimension
        let image = try RGBAImage(pngData: pngData, maxPixelCount: limit * limit)
        guard let sprite = SpriteImage(image) else {
            throw PNGReadError(
                "PNG size " + String(image.width) + "x" + String(image.height)
                    + " is too large for a sprite; sprites are at most " + String(limit) + " pixels a side")
        }
        self = sprite
    }
}
