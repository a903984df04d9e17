/// The kinds of file `pyro render` writes, chosen by the output's extension.
enum OutputFormat: String, CaseIterable {
    case png, gif, apng, mp4, webm

    /// The format for `path`'s extension, or nil when Pyro does not write it.
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The extension with its dot, as messages name the format.
    var name: String { "." + rawValue }

    /// True for formats that hold one frame.
    var isStill: Bool { self == .png }

    /// True for formats written by ffmpeg.
    var needsFFmpeg: Bool { self == .mp4 || self == .webm }

    /// Frames per second when `--fps` is not given: GIF stays at 50, the fastest rate whose
    /// 2-centisecond delays browsers honour.
    var defaultFrameRate: Double { self == .gif ? 50 : 60 }
}
