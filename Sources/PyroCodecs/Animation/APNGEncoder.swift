/// Builds an animated PNG (APNG) one frame at a time.
///
/// The file is a PNG whose default image is the first frame, so viewers without APNG support
/// show that frame, which covers the whole canvas. Every frame is left in place afterwards
/// (dispose op "none"), so each later frame stores only the rectangle that changed (see
/// `APNGFrameRegion`).
///
/// The acTL chunk near the start of the file states the frame count. Declare it up front
/// (`frameCount:`) to stream: `takeEncodedBytes()` then hands over each frame's chunks as
/// they are made, so memory stays flat however long the animation. Without a declared count
/// the file is held until `finish()`, which patches the count and its CRC.
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
    /// The frame count written in acTL at the start, when the caller declared it.
    public let declaredFrameCount: Int?

    private let options: DeflateOptions
    private var chunks = PNGChunkWriter()
    private let animationControlOffset: Int
    private var sequenceNumber: UInt32 = 0
    /// The frame before, which the next frame's changed region is measured against.
    private var previous: RGBAImage?
    private var isFinished = false

    /// Starts an animation.
    ///
    /// - Parameters:
    ///   - width: Canvas width in pixels, at least 1.
    ///   - height: Canvas height in pixels, at least 1.
    ///   - loopCount: Number of plays, 0 (the default) for forever; at most 2^31 - 1.
    ///   - frameCount: The number of frames that will be added (1...2^31 - 1), or nil to count
    ///     them and patch the file in `finish()`. Declaring it allows `takeEncodedBytes()`.
    ///   - options: Deflate effort for every frame.
    public init(
        width: Int, height: Int, loopCount: Int = 0, frameCount: Int? = nil, options: DeflateOptions = .default
    ) {
        precondition(loopCount >= 0 && loopCount <= Int(Int32.max), "APNG loop count must be 0...2147483647")
        precondition(
            frameCount.map { (1...Int(Int32.max)).contains($0) } ?? true, "APNG frame count must be 1...2147483647")
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.options = options
        declaredFrameCount = frameCount
        chunks.append("IHDR", PNGChunkWriter.rgbaHeader(width: width, height: height))
        var control: [UInt8] = []
        // num_frames; patched in finish() when not declared.
        PNGChunkWriter.appendBigEndian(UInt32(frameCount ?? 0), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(loopCount), to: &control)
        animationControlOffset = chunks.append("acTL", control)
    }

    /// Appends a frame shown for `delay`.
    ///
    /// - Precondition: `image` has the canvas size and `finish()` has not been called.
    public mutating func addFrame(_ image: RGBAImage, delay: FrameDelay) {
        precondition(!isFinished, "APNGEncoder.addFrame called after finish()")
        precondition(
            frameCount < declaredFrameCount ?? Int.max,
            "APNGEncoder: more frames than the declared \(declaredFrameCount ?? 0)")
        precondition(
            image.width == width && image.height == height,
            "APNG frame is \(image.width)x\(image.height), canvas is \(width)x\(height)")
        let region =
            previous.map { APNGFrameRegion.changes(from: $0, to: image) }
            ?? APNGFrameRegion(x: 0, y: 0, blendsOver: false, image: image)
        previous = image
        var control: [UInt8] = []
        PNGChunkWriter.appendBigEndian(nextSequenceNumber(), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(region.image.width), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(region.image.height), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(region.x), to: &control)
        PNGChunkWriter.appendBigEndian(UInt32(region.y), to: &control)
        PNGChunkWriter.appendBigEndian(delay.numerator, to: &control)
        PNGChunkWriter.appendBigEndian(delay.denominator, to: &control)
        control.append(0)  // dispose op: none
        control.append(region.blendsOver ? 1 : 0)  // blend op: over or source
        chunks.append("fcTL", control)

        let data = PNGEncoder.compressedPixels(of: region.image, options: options)
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

    /// The bytes encoded since the last call (or since the start), in file order; the encoder
    /// forgets them. Write them out after each frame to stream the file.
    ///
    /// - Precondition: The frame count was declared at `init`.
    public mutating func takeEncodedBytes() -> [UInt8] {
        precondition(declaredFrameCount != nil, "APNGEncoder streams only with a frame count declared at init")
        return chunks.takeBytes()
    }

    /// The rest of the file, ending with IEND: the whole file when `takeEncodedBytes()` was
    /// never called. Call once, after the last frame.
    ///
    /// - Precondition: At least one frame was added, and exactly the declared count if one was.
    public mutating func finish() -> [UInt8] {
        precondition(frameCount > 0, "an APNG needs at least one frame")
        precondition(!isFinished, "APNGEncoder.finish() called twice")
        precondition(
            declaredFrameCount.map { $0 == frameCount } ?? true,
            "APNGEncoder: \(frameCount) frames added, \(declaredFrameCount ?? 0) declared")
        isFinished = true
        if declaredFrameCount == nil {
            var control: [UInt8] = []
            PNGChunkWriter.appendBigEndian(UInt32(frameCount), to: &control)
            PNGChunkWriter.appendBigEndian(UInt32(loopCount), to: &control)
            chunks.patch(dataAt: animationControlOffset, with: control)
        }
        chunks.append("IEND", [])
        return chunks.takeBytes()
    }

    /// fcTL and fdAT chunks share one counter, starting at 0.
    private mutating func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }
}
