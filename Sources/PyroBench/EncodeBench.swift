import PyroBenchScenes
import PyroCodecs
import PyroCore
import PyroRaster

/// `encode`: milliseconds per 800 × 600 frame of the confetti-burst preset, as PNG (one file
/// per frame) and as animated GIF (frames added to one encoder).
enum EncodeBench {
    static func run(frames: Int, repetitions: Int, progress: (String) -> Void) -> [BenchFigure] {
        progress("encode: drawing \(frames) frames of confetti-burst at 800x600")
        let images = confettiFrames(count: frames)
        progress("encode png")
        var png: [Double] = []
        for _ in 0..<repetitions {
            var bytes = 0
            png.append(
                Stopwatch.seconds {
                    for image in images { bytes += PNGEncoder.encode(image).count }
                } * 1e3 / Double(images.count))
            precondition(bytes > 0)
        }
        progress("encode gif")
        var gif: [Double] = []
        for _ in 0..<repetitions {
            var bytes = 0
            gif.append(
                Stopwatch.seconds {
                    var encoder = GIFEncoder(width: 800, height: 600)
                    for image in images { encoder.addFrame(image, seconds: 1.0 / 25) }
                    bytes = encoder.finish().count
                } * 1e3 / Double(images.count))
            precondition(bytes > 0)
        }
        return [
            BenchFigure(workload: "encode", caseName: "png", particles: 0, unit: "ms/frame", samples: Samples(png)),
            BenchFigure(workload: "encode", caseName: "gif", particles: 0, unit: "ms/frame", samples: Samples(gif)),
        ]
    }

    /// Frames of the preset as `pyro render` draws them: 25 fps from 0.2 s, two bursts.
    static func confettiFrames(count: Int) -> [RGBAImage] {
        var effect = ConfettiBurst(seed: BenchScenes.seed, canvasSize: Size(width: 800, height: 600))
        effect.fire(at: 0)
        effect.fire(at: 0.3)
        var canvas = PixelCanvas(width: 800, height: 600)
        var renderer = Renderer()
        return (0..<count).map { k in
            let list = effect.displayList(at: 0.2 + Double(k) / 25)
            canvas.clear(to: .solid(.white))
            renderer.draw(list, into: &canvas, scale: 1)
            return RGBAImage(width: 800, height: 600, pixels: canvas.unpremultipliedRGBA())!
        }
    }
}
