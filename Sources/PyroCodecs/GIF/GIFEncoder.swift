/// Builds an animated GIF (GIF89a) one frame at a time, looping forever by default.
///
/// Every frame covers the whole canvas. The first frame's palette becomes the global colour
/// table; a later frame reuses it when all its colours are in it, and otherwise carries a local
/// colour table of its own, so animations whose colours change stay faithful.
///
/// Palettes are chosen on a 5-5-5 bit grid (32 768 cells). A frame whose colours occupy at
/// most 256 cells (255 with transparent pixels), one colour per cell, is stored exactly;
/// colours closer than a cell (under 8 levels a channel) may share one entry, their mean.
/// Otherwise median cut picks the palette from a histogram of all pixels, optionally with
/// ordered dithering (see `GIFOptions`).
///
/// Transparency: GIF has 1-bit alpha. Pixels with alpha below 128 become the frame's
/// transparent index (declared in its graphic control extension); the rest are opaque, either
/// thresholded or blended over `GIFOptions.matte`. Frames use disposal method 2 (restore to
/// background) so transparent pixels show the page, never the previous frame.
///
/// Timing: delays are whole centiseconds, rounded with the error carried to later frames.
/// Browsers play delays under 2 cs as 10 cs, so prefer at most 50 fps for GIF; see
/// `browsersSlowDown(_:)`.
///
/// Streaming: each frame is encoded as it is added. `takeEncodedBytes()` hands over what is
/// ready, so a caller that writes it to a file after every frame keeps memory flat however
/// long the animation; `finish()` returns whatever was not taken yet.
///
/// ```swift
/// var gif = GIFEncoder(width: 320, height: 240)
/// for frame in frames { gif.addFrame(frame, delay: .framesPerSecond(25)) }
/// let bytes = gif.finish()
/// ```
public struct GIFEncoder: Sendable {
    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// How many times the animation plays; 0 plays forever.
    public let loopCount: Int
    /// Dithering and transparency handling, the same for every frame.
    public let options: GIFOptions
    /// Frames added so far.
    public private(set) var frameCount = 0

    /// The highest frame rate (frames per second) at which browsers keep GIF timing.
    public static let fastestReliableFrameRate = 50

    private var bytes: [UInt8] = []
    private var clock = GIFDelayClock()
    private var global: GIFFrameQuantizer.GlobalPalette?
    private var isFinished = false

    /// Starts an animation.
    ///
    /// - Parameters:
    ///   - width: Canvas width in pixels, 1...65535.
    ///   - height: Canvas height in pixels, 1...65535.
    ///   - loopCount: Number of plays, 0 (the default) for forever, at most 65536. Written as
    ///     the NETSCAPE2.0 repeat count (plays - 1); a single play writes no loop block.
    ///   - options: Dithering and transparency handling.
    public init(width: Int, height: Int, loopCount: Int = 0, options: GIFOptions = GIFOptions()) {
        precondition(
            (1...65535).contains(width) && (1...65535).contains(height),
            "GIF sizes are 1...65535 pixels, got \(width)x\(height)")
        precondition((0...65536).contains(loopCount), "GIF loop count must be 0...65536, got \(loopCount)")
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.options = options
    }

    /// True when browsers would show frames of `delay` for longer than asked.
    ///
    /// Browsers treat a GIF delay of 0 or 1 centiseconds as 10 cs, so anything shorter than
    /// 0.02 s (faster than 50 fps) plays slower than intended.
    public static func browsersSlowDown(_ delay: FrameDelay) -> Bool {
        Int(delay.numerator) * 50 < Int(delay.denominator)
    }

    /// Appends a frame shown for `delay` (rounded to centiseconds, see the type's notes).
    ///
    /// - Precondition: `image` has the canvas size and `finish()` has not been called.
    /// - Complexity: O(width · height).
    public mutating func addFrame(_ image: RGBAImage, delay: FrameDelay) {
        precondition(!isFinished, "GIFEncoder.addFrame called after finish()")
        precondition(
            image.width == width && image.height == height,
            "GIF frame is \(image.width)x\(image.height), canvas is \(width)x\(height)")
        let frame = GIFFrameQuantizer.quantize(image, options: options, globalPalette: global)
        if frameCount == 0 {
            writeHeader(globalTable: frame.colorTable)
            global = GIFFrameQuantizer.GlobalPalette(table: frame.colorTable, transparentIndex: frame.transparentIndex)
        }
        writeFrame(
            frame, centiseconds: clock.centiseconds(for: delay), localTable: frameCount > 0 && !frame.usesGlobalTable)
        frameCount += 1
    }

    /// Appends a frame shown for `seconds`.
    public mutating func addFrame(_ image: RGBAImage, seconds: Double) {
        addFrame(image, delay: FrameDelay(seconds: seconds))
    }

    /// The bytes encoded since the last call (or since the start), in file order; the encoder
    /// forgets them. Write them out after each frame to stream the file.
    public mutating func takeEncodedBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// The rest of the file, ending with the trailer: the whole file when
    /// `takeEncodedBytes()` was never called. Call once, after the last frame.
    ///
    /// - Precondition: At least one frame was added.
    public mutating func finish() -> [UInt8] {
        precondition(frameCount > 0, "a GIF needs at least one frame")
        precondition(!isFinished, "GIFEncoder.finish() called twice")
        isFinished = true
        bytes.append(0x3B)  // trailer
        return bytes
    }

    private mutating func writeHeader(globalTable: [UInt32]) {
        bytes.append(contentsOf: Array("GIF89a".utf8))
        appendLittleEndian(UInt16(width))
        appendLittleEndian(UInt16(height))
        let sizeBits = Self.tableSizeBits(globalTable.count)
        // Global table present, 8 bits per primary, unsorted, 2^(size+1) entries.
        bytes.append(0x80 | 0x70 | UInt8(sizeBits - 1))
        bytes.append(0)  // background colour index
        bytes.append(0)  // square pixels
        appendTable(globalTable, sizeBits: sizeBits)
        if loopCount != 1 {
            bytes.append(contentsOf: [0x21, 0xFF, 0x0B])
            bytes.append(contentsOf: Array("NETSCAPE2.0".utf8))
            bytes.append(contentsOf: [0x03, 0x01])
            appendLittleEndian(UInt16(loopCount == 0 ? 0 : loopCount - 1))
            bytes.append(0)
        }
    }

    private mutating func writeFrame(_ frame: GIFFrameQuantizer.Frame, centiseconds: UInt16, localTable: Bool) {
        // Graphic control extension: disposal 2, transparency flag, delay, transparent index.
        bytes.append(contentsOf: [0x21, 0xF9, 0x04])
        bytes.append(2 << 2 | (frame.transparentIndex != nil ? 1 : 0))
        appendLittleEndian(centiseconds)
        bytes.append(UInt8(frame.transparentIndex ?? 0))
        bytes.append(0)

        bytes.append(0x2C)  // image descriptor
        appendLittleEndian(0)
        appendLittleEndian(0)
        appendLittleEndian(UInt16(width))
        appendLittleEndian(UInt16(height))
        let sizeBits = Self.tableSizeBits(frame.colorTable.count)
        if localTable {
            bytes.append(0x80 | UInt8(sizeBits - 1))
            appendTable(frame.colorTable, sizeBits: sizeBits)
        } else {
            bytes.append(0)
        }
        let minimumCodeSize = max(2, frame.indexBits)
        bytes.append(UInt8(minimumCodeSize))
        let codes = LZWEncoder.encode(frame.indices, minimumCodeSize: minimumCodeSize)
        var offset = 0
        while offset < codes.count {
            let count = min(255, codes.count - offset)
            bytes.append(UInt8(count))
            bytes.append(contentsOf: codes[offset..<(offset + count)])
            offset += count
        }
        bytes.append(0)  // block terminator
    }

    /// Bits for a colour table holding `count` entries (1...8; GIF tables have 2^bits entries).
    static func tableSizeBits(_ count: Int) -> Int {
        var bits = 1
        while 1 << bits < count { bits += 1 }
        return bits
    }

    private mutating func appendTable(_ colors: [UInt32], sizeBits: Int) {
        for i in 0..<(1 << sizeBits) {
            let c = i < colors.count ? colors[i] : 0
            bytes.append(UInt8(c >> 16))
            bytes.append(UInt8((c >> 8) & 0xFF))
            bytes.append(UInt8(c & 0xFF))
        }
    }

    private mutating func appendLittleEndian(_ value: UInt16) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8(value >> 8))
    }
}
