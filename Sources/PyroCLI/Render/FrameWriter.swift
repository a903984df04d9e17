import Foundation
import PyroCodecs

/// Where rendered frames go: an encoder for one file format.
protocol FrameWriter {
    /// Adds the next frame (straight-alpha RGBA, the output's pixel size).
    mutating func add(_ image: RGBAImage) throws(UsageError)
    /// Finishes the file and puts it in place under its name.
    mutating func finish() throws(UsageError)
}

/// A single-frame PNG.
struct PNGFrameWriter: FrameWriter {
    let file: AtomicFile
    private var image: RGBAImage?

    init(file: AtomicFile) { self.file = file }

    mutating func add(_ image: RGBAImage) throws(UsageError) {
        if self.image == nil { self.image = image }
    }

    mutating func finish() throws(UsageError) {
        guard let image else { return }
        try file.write(PNGEncoder.encode(image))
    }
}

/// An animated GIF that loops forever.
struct GIFFrameWriter: FrameWriter {
    let file: AtomicFile
    private var encoder: GIFEncoder
    private let delay: FrameDelay

    init(file: AtomicFile, width: Int, height: Int, frameRate: Double) {
        self.file = file
        encoder = GIFEncoder(width: width, height: height)
        delay = FrameDelay(seconds: 1 / frameRate)
    }

    mutating func add(_ image: RGBAImage) throws(UsageError) {
        encoder.addFrame(image, delay: delay)
    }

    mutating func finish() throws(UsageError) {
        try file.write(encoder.finish())
    }
}

/// An animated PNG that loops forever.
struct APNGFrameWriter: FrameWriter {
    let file: AtomicFile
    private var encoder: APNGEncoder
    private let delay: FrameDelay

    init(file: AtomicFile, width: Int, height: Int, frameRate: Double) {
        self.file = file
        encoder = APNGEncoder(width: width, height: height)
        delay = FrameDelay(seconds: 1 / frameRate)
    }

    mutating func add(_ image: RGBAImage) throws(UsageError) {
        encoder.addFrame(image, delay: delay)
    }

    mutating func finish() throws(UsageError) {
        try file.write(encoder.finish())
    }
}
