import Foundation
import PyroCodecs

/// An MP4 (H.264) or WebM (VP9) video, encoded by an `ffmpeg` found on PATH, fed raw RGBA
/// frames through a pipe.
struct VideoFrameWriter: FrameWriter {
    let file: AtomicFile
    private let process: Process
    private let input: FileHandle

    /// Finds `ffmpeg` on PATH, or nil.
    static func findFFmpeg() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    init(file: AtomicFile, format: OutputFormat, width: Int, height: Int, frameRate: Double) throws(CommandFailure) {
        guard let ffmpeg = Self.findFFmpeg() else {
            throw CommandFailure(.unavailable, "pyro render: writing .\(format.rawValue) needs ffmpeg on PATH; install it "
                + "(Debian/Ubuntu: apt-get install ffmpeg; macOS: brew install ffmpeg) or render .gif/.apng")
        }
        self.file = file
        // Video codecs want even sizes and no alpha; yuv420p plays everywhere.
        let codec = format == .mp4
            ? ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
            : ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "32"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                             "-s", "\(width)x\(height)", "-r", "\(frameRate)", "-i", "-",
                             "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"] + codec + ["-f", format.rawValue, file.temporary.path]
        let pipe = Pipe()
        process.standardInput = pipe
        do {
            try process.run()
        } catch {
            throw CommandFailure(.unavailable, "pyro render: could not start ffmpeg: \(error.localizedDescription)")
        }
        self.process = process
        input = pipe.fileHandleForWriting
    }

    mutating func add(_ image: RGBAImage) throws(CommandFailure) {
        do {
            try input.write(contentsOf: image.pixels)
        } catch {
            throw CommandFailure(.software, "pyro render: ffmpeg stopped reading frames: \(error.localizedDescription)")
        }
    }

    mutating func finish() throws(CommandFailure) {
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            file.discard()
            throw CommandFailure(.software, "pyro render: ffmpeg failed with status \(process.terminationStatus)")
        }
        file.commit()
    }
}
