/// `pyro bench`: fixed, seeded workloads timed on this machine.
///
/// Every figure is the median of several repetitions with their minimum and maximum, timed with
/// the monotonic clock in the release build that runs it.
package enum Bench {
    /// Runs the workloads `options` selects, in order, and returns their figures.
    ///
    /// - Parameter progress: called with a short line before each measurement (for stderr).
    package static func run(_ options: BenchOptions, progress: (String) -> Void = { _ in }) -> [BenchFigure] {
        var figures: [BenchFigure] = []
        for workload in options.workloads {
            switch workload {
            case "memory":
                figures += MemoryBench.run(count: 1_000_000, progress: progress)
            case "simulate":
                figures += SimulateBench.run(
                    counts: options.simulateCounts, repetitions: options.repetitions,
                    particleFrames: options.quick ? 2_000_000 : 10_000_000,
                    progress: progress)
                figures += StreamBench.run(
                    counts: options.simulateCounts, frames: StreamBench.frames(quick: options.quick),
                    progress: progress)
            case "draw":
                figures += DrawBench.run(
                    counts: [10_000, 100_000], threads: options.threads,
                    repetitions: options.repetitions, progress: progress)
            case "frame":
                figures += FrameBench.run(
                    counts: [10_000, 100_000], threads: options.threads, repetitions: options.quick ? 5 : 30,
                    search: options.quick
                        ? FitSearch(framesPerProbe: 5, probes: 3, estimates: 1)
                        : FitSearch(framesPerProbe: 15, probes: 5, estimates: 3),
                    progress: progress)
            case "encode":
                figures += EncodeBench.run(
                    frames: options.quick ? 4 : 10, repetitions: options.repetitions,
                    progress: progress)
            default:
                break  // BenchOptions keeps only the names in allWorkloads
            }
        }
        return figures
    }
}
