import PyroCore
import PyroRaster

/// `draw`: milliseconds to clear a 1920 × 1080 canvas and draw one frame's display list, for
/// confetti pieces, small circles and an additive glow, at 10k and 100k particles, on each
/// requested number of threads.
enum DrawBench {
    static let background = Background.solid(RGBAColor(red: 16, green: 16, blue: 24))

    static func run(counts: [Int], threads: [Int], repetitions: Int, progress: (String) -> Void) -> [BenchFigure] {
        var figures: [BenchFigure] = []
        var canvas = Canvas(width: Int(BenchScenes.canvas.width), height: Int(BenchScenes.canvas.height))
        for kind in BenchScenes.DrawCase.allCases {
            for count in counts {
                var system = BenchScenes.drawScene(kind, count: count)
                system.update(to: 0.5)
                var list = DisplayList(canvasSize: system.canvasSize)
                system.render(reusing: &list)
                for t in threads {
                    progress("draw \(kind.rawValue) \(count) on \(t) thread\(t == 1 ? "" : "s")")
                    let drawer = FrameDrawer(threads: t)
                    drawer.draw(list, into: &canvas, background: background)  // warm up
                    var samples: [Double] = []
                    for _ in 0..<repetitions {
                        samples.append(
                            Stopwatch.seconds { drawer.draw(list, into: &canvas, background: background) }
                                * 1e3)
                    }
                    figures.append(
                        BenchFigure(
                            workload: "draw", caseName: kind.rawValue, particles: count, threads: t,
                            unit: "ms/frame", samples: Samples(samples)))
                }
            }
        }
        return figures
    }
}
