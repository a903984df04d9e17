import Foundation
import Testing

@testable import PyroCodecs

/// Writes sample files for an independent decoder to check (CI runs Pillow on them).
///
/// Runs only when `PYRO_CODEC_SAMPLES` names a directory. Besides the images it writes
/// `manifest.txt`, one `FILE WIDTHxHEIGHT FRAMES` line per file, so CI can run
/// `xargs python3 scripts/verify_images.py < "$PYRO_CODEC_SAMPLES/manifest.txt"`.
@Suite struct SampleFileTests {
    static let directory = ProcessInfo.processInfo.environment["PYRO_CODEC_SAMPLES"]

    @Test(.enabled(if: directory != nil, "set PYRO_CODEC_SAMPLES to a directory to write sample files"))
    func writesSampleFilesForIndependentDecoders() throws {
        let directory = try #require(Self.directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var manifest = ""
        func write(_ name: String, _ bytes: [UInt8], width: Int, height: Int, frames: Int) throws {
            let path = (directory as NSString).appendingPathComponent(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            manifest += "\(path) \(width)x\(height) \(frames)\n"
        }

        let (width, height, frameCount) = (160, 120, 8)
        let frames = (0..<frameCount).map { TestImages.confetti(width: width, height: height, phase: $0) }
        try write("still.png", PNGEncoder.encode(frames[0]), width: width, height: height, frames: 1)
        try write(
            "pixel.png", PNGEncoder.encode(RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4))), width: 1, height: 1,
            frames: 1)

        var apng = APNGEncoder(width: width, height: height)
        for frame in frames { apng.addFrame(frame, delay: .framesPerSecond(30)) }
        try write("animation.png", apng.finish(), width: width, height: height, frames: frameCount)

        var gif = GIFEncoder(width: width, height: height)
        for frame in frames { gif.addFrame(frame, delay: .framesPerSecond(60)) }
        try write("animation.gif", gif.finish(), width: width, height: height, frames: frameCount)

        let options = GIFOptions(dithering: .ordered, matte: .init(red: 255, green: 255, blue: 255))
        var dithered = GIFEncoder(width: width, height: height, loopCount: 3, options: options)
        for frame in frames.prefix(3) { dithered.addFrame(frame, seconds: 0.1) }
        dithered.addFrame(RGBAImage(width: width, height: height), seconds: 0.1)  // fully transparent
        try write("dithered.gif", dithered.finish(), width: width, height: height, frames: 4)

        var noise = GIFEncoder(width: 64, height: 64)
        noise.addFrame(TestImages.noise(width: 64, height: 64, seed: 1), delay: .framesPerSecond(10))
        noise.addFrame(TestImages.noise(width: 64, height: 64, seed: 2), delay: .framesPerSecond(10))
        try write("noise.gif", noise.finish(), width: 64, height: 64, frames: 2)

        try manifest.write(
            toFile: (directory as NSString).appendingPathComponent("manifest.txt"), atomically: true, encoding: .utf8)
    }
}
