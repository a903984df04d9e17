import PyroCore
import PyroRaster

/// `frame`: a whole 1080p frame on one thread (advance the simulation by 1/60 s, produce the
/// display list, clear and draw), and the largest confetti count whose frame fits in 16.7 ms.
enum FrameBench {
    /// The budget of one frame at 60 Hz, in milliseconds.
    static let budget = 1000.0 / 60

    static func run(counts: [Int], repetitions: Int, searchProbes: Int, progress: (String) -> Void)
        -> [BenchFigure]
    {
        var figures: [BenchFigure] = []
        var runner = FrameRunner()
        for count in counts {
            progress("frame confetti \(count)")
            let samples = runner.frameTimes(count: count, frames: repetitions)
            figures.append(BenchFigure(workload: "frame", caseName: "confetti", particles: count, unit: "ms/frame",
                                       samples: samples))
        }
        progress("frame: searching for the most particles in \(BenchReport.short(budget)) ms")
        let (best, samples) = runner.largestCount(within: budget, probes: searchProbes)
        figures.append(BenchFigure(workload: "frame", caseName: "confetti-at-60fps", particles: best, unit: "particles",
                                   value: Double(best)))
        figures.append(BenchFigure(workload: "frame", caseName: "confetti-at-60fps", particles: best, unit: "ms/frame",
                                   samples: samples))
        return figures
    }
}

/// Runs whole frames of the confetti draw scene and searches over its particle count.
struct FrameRunner {
    private var canvas = Canvas(width: Int(BenchScenes.canvas.width), height: Int(BenchScenes.canvas.height))
    private let drawer = FrameDrawer(threads: 1)

    /// Milliseconds per frame, one sample per frame, after one untimed frame.
    mutating func frameTimes(count: Int, frames: Int) -> Samples {
        var system = BenchScenes.drawScene(.confetti, count: count)
        var list = DisplayList(canvasSize: system.canvasSize)
        var t = 0.5
        system.update(to: t)
        var samples: [Double] = []
        for frame in 0...frames {
            t += 1.0 / 60
            let seconds = Stopwatch.seconds {
                system.update(to: t)
                system.render(reusing: &list)
                drawer.draw(list, into: &canvas, background: DrawBench.background)
            }
            if frame > 0 { samples.append(seconds * 1e3) }
        }
        return Samples(samples)
    }

    /// The largest count (to 1,000) whose median frame time is within `budget` milliseconds,
    /// found by fitting frame time = a + b · count through the probes (secant steps), with
    /// that count's frame times.
    mutating func largestCount(within budget: Double, probes: Int) -> (Int, Samples) {
        var measured: [(count: Int, samples: Samples)] = []
        func probe(_ count: Int) {
            guard !measured.contains(where: { $0.count == count }) else { return }
            measured.append((count, frameTimes(count: count, frames: 5)))
        }
        probe(10_000)
        probe(100_000)
        for _ in 0..<max(probes - 2, 0) {
            // Fit a line through the two probes nearest the budget and aim for the budget.
            let near = measured.sorted { abs($0.samples.median - budget) < abs($1.samples.median - budget) }
            let (p, q) = (near[0], near[1])
            let slope = (q.samples.median - p.samples.median) / Double(q.count - p.count)
            guard slope > 0 else { break }
            let target = Double(p.count) + (budget - p.samples.median) / slope
            let next = min(max(Int((target / 1000).rounded(.down)) * 1000, 1000), 2_000_000)
            if measured.contains(where: { $0.count == next }) { break }
            probe(next)
        }
        let fitting = measured.filter { $0.samples.median <= budget }.max { $0.count < $1.count }
        let best = fitting ?? measured.min { $0.count < $1.count }!
        return (fitting == nil ? 0 : best.count, best.samples)
    }
}
