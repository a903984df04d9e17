import Foundation
import PyroCodecs

/// Where rendered frames go: an encoder for one file format.
protocol FrameWriter {
    /// Adds the next frame (straight-alpha RGBA, the output's pixel size).
    mutating func add(_ image: RGBAImage) throws(CommandFailure)
    /// Finishes the file and puts it in place under its name.
    mutating func finish() throws(CommandFailure)
}

/// A single-frame PNG.
struct PNGFrameWriter: FrameWriter {
    let file: AtomicFile
    private var image: RGBAImage?

    init(file: AtomicFile) { self.file = file }

    mutating func add(_ image: RGBAImage) throws(CommandFailure) {
        if self.image == nil { self.image = image }
    }

    mutating func finish() throws(CommandFailure) {
        guard let image else { return }
        try file.write(PNGEncoder.encode(image))
    }
}

/// An animation (GIF or APNG) that loops forever, one delay per frame.
struct AnimationFrameWriter<Encoder: AnimationEncoder>: FrameWriter {
    let file: AtomicFile
    private var encoder: Encoder
    private let delay: FrameDelay

    init(file: AtomicFile, encoder: Encoder, frameRate: Double) {
        self.file = file
        self.encoder = encoder
        delay = FrameDelay(seconds: 1 / frameRate)
    }

    mutating func add(_ image: RGBAImage) throws(CommandFailure) {
        encoder.addFrame(image, delay: delay)
    }

    mutating func finish() throws(CommandFailure) {
        try file.write(encoder.finish())
    }
}
