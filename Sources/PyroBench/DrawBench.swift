import PyroBenchScenes
import PyroCore
import PyroRaster

/// `draw`: milliseconds to clear a 1920 × 1080 canvas and draw one frame's display list, for
/// confetti pieces, small circles and an additive glow, at 10k and 100k particles, on each
/// requested number of threads.
///
/// With more than one thread (and one thread measured too), each repetition's speed-up over the
/// one-thread median is reported as well, and so is how many repetitions ran at no better than
/// `fallbackSpeedup`: on a shared machine the second core is sometimes busy, and a median alone
/// would hide that.
enum DrawBench {
    /// A repetition on several threads that is not at least this much faster than the one-thread
    /// median ran, in effect, on one core.
    static let fallbackSpeedup = 1.25

    static func run(counts: [Int], threads: [Int], repetitions: Int, progress: (String) -> Void) -> [BenchFigure] {
        var figures: [BenchFigure] = []
        var canvas = PixelCanvas(width: Int(BenchScenes.canvas.width), height: Int(BenchScenes.canvas.height))
        for kind in BenchScenes.DrawCase.allCases {
            for count in counts {
                var system = BenchScenes.drawScene(kind, count: count)
                system.update(to: 0.5)
                var list = DisplayList(canvasSize: system.canvasSize)
                system.render(reusing: &list)
                var oneThread: Double?
                for t in threads {
                    progress("draw \(kind.rawValue) \(count) on \(t) thread\(t == 1 ? "" : "s")")
                    let drawer = FrameDrawer(threads: t)
                    drawer.draw(list, into: &canvas, background: BenchScenes.background)  // warm up
                    var samples: [Double] = []
                    for _ in 0..<repetitions {
                        samples.append(
                            Stopwatch.seconds { drawer.draw(list, into: &canvas, background: BenchScenes.background) }
                                * 1e3)
                    }
                    let times = Samples(samples)
                    figures.append(
                        BenchFigure(
                            workload: "draw", caseName: kind.rawValue, particles: count, threads: t,
                            unit: "ms/frame", samples: times))
                    if t == 1 { oneThread = times.median }
                    guard t > 1, let single = oneThread, single > 0 else { continue }
                    let speedups = samples.map { single / $0 }
                    let fallbacks = speedups.filter { $0 < fallbackSpeedup }.count
                    figures.append(
                        BenchFigure(
                            workload: "draw", caseName: kind.rawValue + "-speedup", particles: count, threads: t,
                            unit: "x", samples: Samples(speedups)))
                    figures.append(
                        BenchFigure(
                            workload: "draw", caseName: kind.rawValue + "-fallbacks", particles: count, threads: t,
                            unit: "of \(repetitions) runs", value: Double(fallbacks)))
                    if fallbacks > 0 {
                        progress(
                            "draw \(kind.rawValue) \(count): \(fallbacks) of \(repetitions) runs on \(t) threads "
                                + "were under \(BenchReport.short(fallbackSpeedup))x one thread's speed (a busy core)")
                    }
                }
            }
        }
        return figures
    }
}
