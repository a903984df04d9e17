import Foundation
import PyroCodecs

/// An MP4 (H.264) or WebM (VP9) video, encoded by an `ffmpeg` found on PATH, fed raw RGBA
/// frames through a pipe.
struct VideoFrameWriter: FrameWriter {
    let file: AtomicFile
    private let process: Process
    private let input: FileHandle

    /// The environment variable that names the ffmpeg program in place of a search of PATH;
    /// naming a file that does not exist hides ffmpeg, as on a machine without it.
    static let environmentVariable = "PYRO_FFMPEG"

    /// The ffmpeg that `PYRO_FFMPEG` names when it is set, else the first on PATH; nil when it
    /// is not an executable file, or there is none.
    static func findFFmpeg() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment[environmentVariable], !named.isEmpty {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// - Parameters:
    ///   - width: Pixels; even for .mp4 (`RenderSettings.checkFormatLimits` makes sure).
    ///   - alpha: Keep transparency: VP9 with an alpha plane (.webm only; MP4 refuses earlier).
    init(
        file: AtomicFile, format: OutputFormat, width: Int, height: Int, frameRate: Double,
        alpha: Bool
    ) throws(CommandFailure) {
        guard let ffmpeg = Self.findFFmpeg() else {
            throw CommandFailure(
                .unavailable,
                "pyro render: writing .\(format.rawValue) needs ffmpeg on PATH "
                    + "(or named in \(Self.environmentVariable)); install it (Debian/Ubuntu: apt-get install ffmpeg; "
                    + "macOS: brew install ffmpeg) or render .gif/.apng")
        }
        self.file = file
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments =
            [
                "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                "-s", "\(width)x\(height)", "-r", "\(frameRate)", "-i", "-",
            ]
            + Self.encoding(format, alpha: alpha) + ["-f", format.rawValue, file.temporary.path]
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

    /// ffmpeg's output options: the codec, and BT.709 both for the RGB-to-YUV matrix and in
    /// the stream's colour tags, so players decode with the matrix the file was made with
    /// (untagged 4:2:0 is often read as BT.601, which shifts saturated colours).
    static func encoding(_ format: OutputFormat, alpha: Bool) -> [String] {
        let pixelFormat = alpha ? "yuva420p" : "yuv420p"
        let colour = [
            "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=\(pixelFormat)",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
        ]
        let codec =
            format == .mp4
            ? ["-c:v", "libx264", "-pix_fmt", pixelFormat, "-movflags", "+faststart"]
            : ["-c:v", "libvpx-vp9", "-pix_fmt", pixelFormat, "-b:v", "0", "-crf", "32"]
        return colour + codec
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
        try file.commit()
    }
}
