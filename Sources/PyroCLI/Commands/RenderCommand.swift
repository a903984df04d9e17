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
        """

    static func run(_ arguments: [String], output: (String) -> Void) throws(UsageError) {
        let args = try ArgumentList(arguments, command: "render", valueFlags: RenderSettings.valueFlags,
                                    switchFlags: EffectOptions.switchFlags, shortFlags: ["o": "output"])
        let settings = try RenderSettings(args)
        var effect = try settings.effect.makeEffect()
        let file = try AtomicFile(path: settings.outputPath)
        let (width, height) = settings.pixelSize
        var writer: any FrameWriter
        switch settings.format {
        case .png: writer = PNGFrameWriter(file: file)
        case .gif:
            writer = AnimationFrameWriter(file: file, encoder: GIFEncoder(width: width, height: height),
                                          frameRate: settings.frameRate)
        case .apng:
            writer = AnimationFrameWriter(file: file, encoder: APNGEncoder(width: width, height: height),
                                          frameRate: settings.frameRate)
        case .mp4, .webm:
            writer = try VideoFrameWriter(file: file, format: settings.format, width: width, height: height,
                                          frameRate: settings.frameRate)
        }
        var canvas = Canvas(width: width, height: height)
        // Bands of rows on every core; the bytes are the same as a one-thread draw.
        let renderer = ParallelRenderer(threads: ProcessInfo.processInfo.activeProcessorCount)
        var progress = ProgressBar(total: settings.frameCount, label: "rendering \(settings.outputPath)")
        for i in 0..<settings.frameCount {
            let list = effect.displayList(at: settings.time(ofFrame: i), reduceMotion: settings.effect.reduceMotion)
            canvas.clear(to: settings.background)
            renderer.draw(list, into: &canvas, scale: settings.scale)
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
