import PyroBenchScenes
import PyroCore

/// `simulate stream`: the continuous fountain played for ten seconds of 60 Hz frames, each frame
/// (advance + display list) timed on its own, so that a pause in one frame (a compaction of
/// the whole store, say) shows as the worst frame rather than vanishing into an average.
///
/// Figures: nanoseconds per live particle per frame (median over the frames, with the fastest
/// and the worst), and the worst frame and the 99th percentile as multiples of the median.
enum StreamBench {
    /// Ten seconds at 60 Hz (two with `--quick`).
    static func frames(quick: Bool) -> Int { quick ? 120 : 600 }

    static func run(counts: [Int], frames: Int, progress: (String) -> Void) -> [BenchFigure] {
        var figures: [BenchFigure] = []
        for count in counts {
            progress("simulate stream \(count), \(frames) frames")
            var system = BenchScenes.continuous(live: count)
            var list = DisplayList(canvasSize: system.canvasSize)
            var t = BenchScenes.warmUp
            system.update(to: t)
            system.render(reusing: &list)
            var perParticle: [Double] = []
            var frameTimes: [Double] = []
            perParticle.reserveCapacity(frames)
            frameTimes.reserveCapacity(frames)
            for _ in 0..<frames {
                t += SimulateBench.frameStep
                let seconds = Stopwatch.seconds {
                    system.update(to: t)
                    system.render(reusing: &list)
                }
                frameTimes.append(seconds)
                perParticle.append(seconds * 1e9 / Double(max(list.particleCount, 1)))
            }
            let times = Samples(frameTimes)
            figures.append(
                BenchFigure(
                    workload: "simulate", caseName: "stream-\(frames)-frames", particles: count,
                    unit: "ns/particle", samples: Samples(perParticle)))
            let median = max(times.median, 1e-12)
            let p99 = times.values[min(times.values.count - 1, times.values.count * 99 / 100)]
            figures.append(
                BenchFigure(
                    workload: "simulate", caseName: "stream-p99", particles: count, unit: "x median",
                    value: p99 / median))
            figures.append(
                BenchFigure(
                    workload: "simulate", caseName: "stream-worst", particles: count, unit: "x median",
                    value: times.max / median))
        }
        return figures
    }
}
