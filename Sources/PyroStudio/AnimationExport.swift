import PyroCodecs
import PyroCore
import PyroFormat
import PyroWeb

/// An animated GIF or APNG of an effect file, made a few frames at a time so that the page's
/// worker can report progress and stop between calls: the same frames, times, delays and
/// encoder settings as `pyro render FILE.json -o x.gif` (or `.apng`) with the same flags, so the
/// bytes are the same.
///
/// Frame `i` is the effect at `i / frameRate` seconds; there are `duration × frameRate` frames,
/// rounded up (at least one), `duration` being the file's.
struct AnimationExport {
    /// The file formats, with what each needs.
    enum Format {
        case gif(GIFOptions.Dithering)
        case apng
    }

    /// The encoder of one format (an enum: Embedded Swift has no existentials). Each call moves
    /// the encoder out and back, so its buffers are never copied.
    private enum Encoder {
        case gif(GIFEncoder)
        case apng(APNGEncoder)

        mutating func add(_ image: RGBAImage, delay: FrameDelay) {
            switch consume self {
            case .gif(var gif):
                gif.addFrame(image, delay: delay)
                self = .gif(gif)
            case .apng(var apng):
                apng.addFrame(image, delay: delay)
                self = .apng(apng)
            }
        }

        /// The bytes encoded since the last call, and the rest of the file when `finishing`.
        mutating func take(finishing: Bool) -> [UInt8] {
            switch consume self {
            case .gif(var gif):
                let bytes = gif.takeEncodedBytes() + (finishing ? gif.finish() : [])
                self = .gif(gif)
                return bytes
            case .apng(var apng):
                let bytes = apng.takeEncodedBytes() + (finishing ? apng.finish() : [])
                self = .apng(apng)
                return bytes
            }
        }
    }

    /// Frames the file will have.
    let frameCount: Int
    /// Frames added so far.
    private(set) var framesDone = 0
    private let frameRate: Double
    /// The frame in pixels.
    private let width: Int, height: Int
    private let delay: FrameDelay
    private let reduceMotion: Bool
    private var stage: Stage
    private var encoder: Encoder
    private var finished = false

    /// The most working memory an export may take, in bytes (the canvas, its bytes and the
    /// encoder's scratch: 16 a pixel, as `pyro render` counts them).
    static let memoryBudget = 1 << 30

    /// Starts the file for `document` drawn with `seed` at `scale` pixels per point and
    /// `frameRate` frames a second (`pyro render`'s `--seed`, `--scale`, `--fps`,
    /// `--reduce-motion` and, for GIF, `--dither`).
    ///
    /// - Throws: a sentence naming the value when the file or the flags cannot make it.
    init(
        _ document: EffectDocument, seed: UInt64, format: Format, frameRate: Double, scale: Float,
        reduceMotion: Bool
    ) throws(ExportError) {
        guard frameRate.isFinite, frameRate >= 0.001, frameRate <= 240 else {
            throw ExportError("frames a second must be 0.001...240")
        }
        if case .gif = format, GIFEncoder.browsersSlowDown(FrameDelay(seconds: 1 / frameRate)) {
            throw ExportError(
                "a GIF's delays are whole centiseconds and browsers play delays under 0.02 s as 0.1 s; "
                    + "use \(GIFEncoder.fastestReliableFrameRate) frames a second or fewer, or APNG")
        }
        guard scale.isFinite, scale >= 0.25, scale <= 8 else { throw ExportError("the scale must be 0.25...8") }
        let size = document.canvasSize
        guard let (width, height) = pixelSize(size.width, size.height, scale), width >= 1, height >= 1 else {
            throw ExportError("the frame would be over 16384 pixels a side; lower the scale or the canvas size")
        }
        guard width * height * 16 <= Self.memoryBudget else {
            throw ExportError(
                "a \(width)x\(height)-pixel frame needs more memory than a page should take; "
                    + "lower the scale or the canvas size, or use the command line")
        }
        let effect: PresetEffect
        do {
            effect = try document.makeEffect(seed: seed)
        } catch {
            throw ExportError("the fuse's path has no points")
        }
        frameCount = max(Int((document.duration * frameRate).rounded(.up)), 1)
        self.frameRate = frameRate
        self.width = width
        self.height = height
        delay = FrameDelay(seconds: 1 / frameRate)
        self.reduceMotion = reduceMotion
        stage = Stage(effect: effect, pixelWidth: width, pixelHeight: height, scale: scale)
        stage.background = document.background
        switch format {
        case .gif(let dithering):
            encoder = .gif(GIFEncoder(width: width, height: height, options: GIFOptions(dithering: dithering)))
        case .apng:
            encoder = .apng(APNGEncoder(width: width, height: height, frameCount: frameCount))
        }
    }

    /// Draws and encodes up to `count` more frames, and returns the file's bytes encoded since the
    /// last call: after the last frame, the rest of the file too.
    mutating func addFrames(_ count: Int) -> [UInt8] {
        guard !finished else { return [] }
        let end = min(framesDone + max(count, 0), frameCount)
        while framesDone < end {
            stage.draw(at: Double(framesDone) / frameRate, reduceMotion: reduceMotion)
            guard
                let image = RGBAImage(
                    width: width, height: height,
                    pixels: Array(stage.bytes.buffer))
            else {
                preconditionFailure("a stage's bytes are its canvas, 4 a pixel")
            }
            encoder.add(image, delay: delay)
            framesDone += 1
        }
        let bytes = encoder.take(finishing: framesDone == frameCount)
        finished = framesDone == frameCount
        return bytes
    }
}

/// Why an export cannot be made: a sentence for the page.
struct ExportError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
