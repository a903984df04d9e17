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
            figures.append(
                BenchFigure(
                    workload: "frame", caseName: "confetti", particles: count, unit: "ms/frame",
                    samples: samples))
        }
        progress("frame: searching for the most particles in \(BenchReport.short(budget)) ms")
        let (best, samples) = runner.largestCount(within: budget, probes: searchProbes) { count, samples in
            progress("frame: \(count) particles take \(BenchReport.short(samples.median)) ms")
        }
        figures.append(
            BenchFigure(
                workload: "frame", caseName: "confetti-at-60fps", particles: best, unit: "particles",
                value: Double(best)))
        figures.append(
            BenchFigure(
                workload: "frame", caseName: "confetti-at-60fps", particles: best, unit: "ms/frame",
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

    /// The largest count whose median frame time is within `budget` milliseconds, and that
    /// count's frame times.
    ///
    /// Brackets the answer by doubling or halving from 10,000, then narrows the bracket by
    /// interpolating linearly between its ends (frame time grows about linearly with the
    /// count), to within 2% or `probes` probes.
    mutating func largestCount(
        within budget: Double, probes: Int, report: (Int, Samples) -> Void = { _, _ in }
    ) -> (Int, Samples) {
        var probesLeft = probes
        func time(_ count: Int) -> Samples {
            probesLeft -= 1
            let samples = frameTimes(count: count, frames: 5)
            report(count, samples)
            return samples
        }
        var count = 10_000
        var samples = time(count)
        var fits: (count: Int, samples: Samples)?
        var over: (count: Int, samples: Samples)?
        if samples.median <= budget { fits = (count, samples) } else { over = (count, samples) }
        while probesLeft > 0 && (fits == nil || over == nil) {
            count = fits == nil ? max(count / 2, 250) : min(count * 2, 4_000_000)
            samples = time(count)
            if samples.median <= budget { fits = (count, samples) } else { over = (count, samples) }
            if fits == nil && count == 250 { break }
            if over == nil && count == 4_000_000 { break }
        }
        while probesLeft > 0, let low = fits, let high = over, Double(high.count - low.count) > 0.02 * Double(low.count)
        {
            let slope = (high.samples.median - low.samples.median) / Double(high.count - low.count)
            var next = slope > 0 ? low.count + Int((budget - low.samples.median) / slope) : (low.count + high.count) / 2
            // Stay strictly inside the bracket so that every probe narrows it.
            next = min(max(next, low.count + 1), high.count - 1)
            samples = time(next)
            if samples.median <= budget { fits = (next, samples) } else { over = (next, samples) }
        }
        return fits.map { ($0.count, $0.samples) } ?? (0, over!.samples)
    }
}
