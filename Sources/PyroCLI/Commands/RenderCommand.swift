import Foundation
import PyroCodecs
import PyroCore
import PyroParallel
import PyroRaster

/// `pyro render`: an effect to an image or animation file.
enum RenderCommand {
    static let help = """
        USAGE: pyro render <preset> -o FILE [options]

        Renders an effect to FILE; the extension picks the format: .png (one frame), .gif,
        .apng, or .mp4/.webm (through ffmpeg, when it is installed). Writes are atomic: a failed
        or interrupted render leaves no file under FILE.

        OPTIONS:
          -o, --output FILE     the file to write (required)
          --size WxH            canvas in points (default 800x600), sides 1...16384
          --fps N               frames per second, up to 240 (default 50 for GIF, 60 otherwise)
          --duration S          seconds of animation, up to 3600 (default: the whole effect)
          --at T                the moment a .png shows, in seconds (default: a telling moment)
          --scale K             pixels per point, 0.25...8 (default 1; 2 for retina-sized output)
          --background B        transparent, a colour (black, white, #RRGGBB[AA], ...) or
                                TOP-BOTTOM for a vertical gradient (default: the preset's)
          --seed N              random seed (default 1)
          --fire-at T[,T...]    when on-demand effects fire (default 0)
          --origin X,Y[;X,Y]    where bursts start, in points, one per --fire-at time
          --reduce-motion       render the Reduce Motion form
          --path "X,Y;X,Y;..."  fuse-firework: the drawn path (default: a built-in curve)
          --path-file FILE      fuse-firework: the drawn path, one x,y a line
          --light-at T          fuse-firework: when the fuse is lit (default 0)
          --dither none|ordered .gif: how shades between palette colours are drawn (default
                                ordered: smooth gradients, files up to 2.4x larger than none)
          --loop N              .gif/.apng: play N times, 1...65536 (default: forever)
          --once                .gif/.apng: play once (--loop 1)
          --seamless            fountain: make the last frame lead into the first, so the loop
                                has no seam (the stream runs through the whole loop)
        """

    static func run(_ arguments: [String], output: (String) -> Void) throws(UsageError) {
        let args = try ArgumentList(arguments, command: "render", valueFlags: RenderSettings.valueFlags,
                                    switchFlags: RenderSettings.switchFlags, shortFlags: ["o": "output"])
        let settings = try RenderSettings(args)
        var frames = try FrameSource(settings)
        let file = try AtomicFile(path: settings.outputPath)
        let (width, height) = settings.pixelSize
        var writer = try settings.makeFrameWriter(file: file)
        var canvas = Canvas(width: width, height: height)
        // Bands of rows on every core; the bytes are the same as a one-thread draw.
        let renderer = ParallelRenderer(threads: ProcessInfo.processInfo.activeProcessorCount)
        var progress = ProgressBar(total: settings.frameCount, label: "rendering \(settings.outputPath)")
        for i in 0..<settings.frameCount {
            canvas.clear(to: settings.background)
            for list in frames.displayLists(at: settings.time(ofFrame: i)) {
                renderer.draw(list, into: &canvas, scale: settings.scale)
            }
            guard let image = RGBAImage(width: width, height: height, pixels: canvas.unpremultipliedRGBA()) else {
                throw UsageError("pyro render: internal error: frame size mismatch", exitCode: 70)
            }
            try writer.add(image)
            progress.update(i + 1)
        }
        progress.finish()
        try writer.finish()
    }
}
