/// Choices that trade GIF fidelity against size and speed.
public struct GIFOptions: Equatable, Hashable, Sendable {
    /// How colours that are not in a frame's palette are approximated.
    public enum Dithering: Equatable, Hashable, Sendable {
        /// Each pixel takes its nearest palette colour: the smallest files and fastest
        /// encoding, but smooth gradients show flat bands.
        case none
        /// An 8x8 Bayer pattern of -8...+7 levels is added before the nearest-colour lookup,
        /// which hides banding in gradients behind a fine regular texture. Pixels whose exact
        /// colour is in the palette are never dithered, so flat colours stay flat, and frames
        /// whose colours all fit the palette are not dithered at all. Files grow (about 2.5x
        /// for a full-frame gradient) because the texture compresses less well.
        case ordered
    }

    /// An opaque colour that partially transparent pixels are blended over.
    public struct Matte: Equatable, Hashable, Sendable {
        /// Red, 0...255.
        public var red: UInt8
        /// Green, 0...255.
        public var green: UInt8
        /// Blue, 0...255.
        public var blue: UInt8

        /// A matte of the given sRGB channel values.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// Dithering for frames that need more colours than a palette holds.
    ///
    /// The default is `.ordered`: for confetti-like flat colours over gradient backgrounds it
    /// looked best in side-by-side comparison, since the flat colours stay exact while the
    /// gradient loses its bands. Choose `.none` for smaller files.
    public var dithering: Dithering
    /// What partially transparent pixels (alpha 128...254) become.
    ///
    /// GIF has 1-bit alpha: pixels with alpha below 128 always become the frame's transparent
    /// index. The rest are opaque; with a matte their colour is blended over it (as if the
    /// page behind the GIF had that colour, which smooths anti-aliased edges), without one
    /// their straight colour is used as is (a hard threshold).
    public var matte: Matte?

    /// Options for `GIFEncoder`; the defaults dither and threshold alpha without a matte.
    public init(dithering: Dithering = .ordered, matte: Matte? = nil) {
        self.dithering = dithering
        self.matte = matte
    }
}
