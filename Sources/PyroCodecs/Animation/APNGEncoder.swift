/// Builds an animated PNG (APNG) one frame at a time.
///
/// The file is a PNG whose default image is the first frame, so viewers without APNG support
/// show that frame. Each frame covers the whole canvas, replaces what was there (blend op
/// "source") and is left in place afterwards (dispose op "none"). The frame count in the
/// acTL chunk is patched, with its CRC, when `finish()` is called.
///
/// ```swift
/// var apng = APNGEncoder(width: 64, height: 64)
/// for frame in frames { apng.addFrame(frame, delay: .framesPerSecond(30)) }
/// let bytes = apng.finish()
/// ```
public struct APNGEncoder: Sendable {
    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// How many times the animation plays; 0 plays forever.
    public let loopCount: Int
    /// Frames added so far.
    public private(set) var frameCount = 0

    private let options: DeflateOptions
    private var chunks = PNGChunkWriter()
    private let animationControlOffset: Int
    private var sequenceNumber: UInt32 = 0
    private var isFinished = false

    /// Starts an animation.
    ///
    /// - Parameters:
    ///   - width: Canvas width in pixels, at least 1.
    ///   - height: Canvas height in pixels, at least 1.
    ///   - loopCount: Number of plays, 0 (the default) for forever; at most 2^31 - 1.
    ///   - options: Deflate effort for every frame.
    public init(width: Int, height: Int, loopCount: Int = 0, options: DeflateOptions = .default) {
        precondition(loopCount >= 0 && loopCount <= Int(Int32.max), "APNG loop count must be 0...2147483647")
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.options = options
        chunks.append("IHDR", PNGChunkWriter.rgbaHeader(width: width, height: height))
        var control: [UInt8] = []
        PNGChunkWriter.appendBigEndian(UInt32(0), to: &control)  // num_frames, patched in finish()
        PNGChunkWriter.appendBigEndian(UInt32(loopCount), to: &control)
        animationControlOffset = chunks.append("acTL", control)
    }

    /// Appends a frame shown for `delay`.
    ///
    /// - Precondition: `image` has the canvas size and `finish()` has not been called.
    public mutating func addFrame(_ image: RGBAImage, delay: FrameDelay) {
        precondition(!isFinished, "APNGEncoder.addFrame called after finish()")
        precondition(
            image.width == width && image.height == height,
            "APNG frame is \(image.width)x\(image.height), canvas is \(width)x\(height)")
        var control: [UInt8] = []
        PNGChunkWriter.appendBigEndian(nextSequenceNumber(), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(width), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(height), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(0), to: &control)  // x offset
        PNGChunkWriter.appendBigEndian(UInt32(0), to: &control)  // y offset
        PNGChunkWriter.appendBigEndian(delay.numerator, to: &control)
        PNGChunkWriter.appendBigEndian(delay.denominator, to: &control)
        control.append(0)  // dispose op: none
        control.append(0)  // blend op: source
        chunks.append("fcTL", control)

        let data = PNGEncoder.compressedPixels(of: image, options: options)
        if frameCount == 0 {
            chunks.append("IDAT", data)
        } else {
            var frameData: [UInt8] = []
            frameData.reserveCapacity(data.count + 4)
            PNGChunkWriter.appendBigEndian(nextSequenceNumber(), to: &frameData)
            frameData.append(contentsOf: data)
            chunks.append("fdAT", frameData)
        }
        frameCount += 1
    }

    /// Appends a frame shown for `seconds`, turned into the nearest 16-bit fraction.
    public mutating func addFrame(_ image: RGBAImage, seconds: Double) {
        addFrame(image, delay: FrameDelay(seconds: seconds))
    }

    /// The complete file. Call once, after the last frame.
    ///
    /// - Precondition: At least one frame was added.
    public mutating func finish() -> [UInt8] {
        precondition(frameCount > 0, "an APNG needs at least one frame")
        precondition(!isFinished, "APNGEncoder.finish() called twice")
        isFinished = true
        var control: [UInt8] = []
        PNGChunkWriter.appendBigEndian(UInt32(frameCount), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(loopCount), to: &control)
        chunks.patch(dataAt: animationControlOffset, with: control)
        chunks.append("IEND", [])
        return chunks.bytes
    }

    /// fcTL and fdAT chunks share one counter, starting at 0.
    private mutating func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }
}
