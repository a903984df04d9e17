import PyroBenchScenes
import PyroCore
import PyroRaster

/// `frame`: a whole 1080p frame (advance the simulation by 1/60 s, produce the display list,
/// clear and draw), and the largest confetti count whose frame fits in 16.7 ms, on one thread
/// and on two.
enum FrameBench {
    /// The budget of one frame at 60 Hz, in milliseconds.
    static let budget = 1000.0 / 60

    static func run(
        counts: [Int], threads: [Int], repetitions: Int, search: FitSearch, progress: (String) -> Void
    ) -> [BenchFigure] {
        var figures: [BenchFigure] = []
        var runner = FrameRunner(threads: 1)
        for count in counts {
            progress("frame confetti \(count)")
            let samples = runner.frameTimes(count: count, frames: repetitions)
            figures.append(
                BenchFigure(
                    workload: "frame", caseName: "confetti", particles: count, unit: "ms/frame",
                    samples: samples))
        }
        for t in threads {
            var runner = FrameRunner(threads: t)
            progress("frame: the most particles in \(BenchReport.short(budget)) ms on \(t) thread\(t == 1 ? "" : "s")")
            let estimates = search.estimates(within: budget, runner: &runner) { count, samples in
                progress("frame: \(count) particles take \(BenchReport.short(samples.median)) ms on \(t)")
            }
            figures.append(
                BenchFigure(
                    workload: "frame", caseName: "confetti-at-60fps", particles: 0, threads: t, unit: "particles",
                    samples: Samples(estimates.map(Double.init))))
        }
        return figures
    }
}

/// How the 60 fps fit is searched: frame time grows about linearly with the particle count, so
/// instead of trusting any single probe (a probe's median moves by 10-20% on a shared machine,
/// and probes are not monotonic), each estimate fits a straight line through several probes
/// spread across the answer and solves it for the budget. Several estimates give the spread.
struct FitSearch {
    /// Frames timed per probe; a probe's time is their median.
    var framesPerProbe: Int
    /// Probes per estimate, spread from 0.6 to 1.4 times the first guess.
    var probes: Int
    /// Independent estimates; the figure is their median with the minimum and maximum.
    var estimates: Int

    /// Each estimate of the largest count within `budget` milliseconds per frame.
    func estimates(
        within budget: Double, runner: inout FrameRunner, report: (Int, Samples) -> Void
    ) -> [Int] {
        // A first guess from two quick probes, a line through them.
        let small = 20_000
        let large = 60_000
        let a = runner.frameTimes(count: small, frames: framesPerProbe).median
        let b = runner.frameTimes(count: large, frames: framesPerProbe).median
        let guess = LinearFit(points: [(Double(small), a), (Double(large), b)]).solve(for: budget) ?? 50_000
        let center = min(max(guess, 2_000), 2_000_000)
        var results: [Int] = []
        for _ in 0..<estimates {
            var points: [(Double, Double)] = []
            for i in 0..<probes {
                let fraction = probes == 1 ? 1 : 0.6 + 0.8 * Double(i) / Double(probes - 1)
                let count = Int(center * fraction)
                let samples = runner.frameTimes(count: count, frames: framesPerProbe)
                report(count, samples)
                points.append((Double(count), samples.median))
            }
            if let answer = LinearFit(points: points).solve(for: budget) {
                results.append(Int(min(max(answer, 0), 4_000_000)))
            }
        }
        return results
    }
}

/// The least-squares line `y = intercept + slope · x` through some points.
struct LinearFit {
    var intercept: Double, slope: Double

    init(points: [(Double, Double)]) {
        let n = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.0 } / n
        let meanY = points.reduce(0) { $0 + $1.1 } / n
        let sxx = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.0 - meanX) }
        let sxy = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        slope = sxx > 0 ? sxy / sxx : 0
        intercept = meanY - slope * meanX
    }

    /// The x where the line reaches `y`; nil when the line does not rise.
    func solve(for y: Double) -> Double? {
        guard slope > 0, slope.isFinite else { return nil }
        return (y - intercept) / slope
    }
}

/// Runs whole frames of the confetti draw scene on a fixed number of threads.
struct FrameRunner {
    private var canvas = PixelCanvas(width: Int(BenchScenes.canvas.width), height: Int(BenchScenes.canvas.height))
    private let drawer: FrameDrawer

    init(threads: Int) {
        drawer = FrameDrawer(threads: threads)
    }

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
                drawer.draw(list, into: &canvas, background: BenchScenes.background)
            }
            if frame > 0 { samples.append(seconds * 1e3) }
        }
        return Samples(samples)
    }
}
