/// Choices that trade GIF fidelity against size and speed.
public struct GIFOptions: Equatable, Hashable, Sendable {
    /// How colours that are not in a frame's palette are approximated.
    public enum Dithering: Equatable, Hashable, Sendable {
        /// Each pixel takes its nearest palette colour. Flat colours (confetti, text, UI) stay
        /// clean and LZW compresses best; smooth gradients may show bands.
        case none
        /// An 8x8 Bayer pattern of ±8 levels is added before the nearest-colour lookup, which
        /// hides banding in gradients at the cost of a fine regular texture and larger files.
        /// Frames whose colours all fit the palette are never dithered.
        case ordered
    }

    /// An opaque colour that partially transparent pixels are blended over.
    public struct Matte: Equatable, Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// Dithering for frames that need more colours than a palette holds.
    ///
    /// The default is `.none`: particle effects are mostly flat confetti colours, which
    /// dithering would speckle, over gradients, which 255 adaptive colours already follow
    /// closely.
    public var dithering: Dithering
    /// What partially transparent pixels (alpha 128...254) become.
    ///
    /// GIF has 1-bit alpha: pixels with alpha below 128 always become the frame's transparent
    /// index. The rest are opaque; with a matte their colour is blended over it (as if the
    /// page behind the GIF had that colour, which smooths anti-aliased edges), without one
    /// their straight colour is used as is (a hard threshold).
    public var matte: Matte?

    public init(dithering: Dithering = .none, matte: Matte? = nil) {
        self.dithering = dithering
        self.matte = matte
    }
}
