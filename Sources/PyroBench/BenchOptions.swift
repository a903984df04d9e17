/// What `pyro bench` runs.
package struct BenchOptions: Equatable, Sendable {
    /// The workloads, in the order they run.
    package static let allWorkloads = ["memory", "simulate", "draw", "frame", "encode"]

    /// Fewer repetitions and frames: a smoke check in under 30 s instead of a full run.
    package var quick: Bool
    /// Thread counts the draw workload runs with.
    package var threads: [Int]
    /// Workloads to run, a subset of `allWorkloads`.
    package var workloads: [String]

    package init(quick: Bool = false, threads: [Int] = [1, 2], workloads: [String] = BenchOptions.allWorkloads) {
        self.quick = quick
        self.threads = threads
        self.workloads = BenchOptions.allWorkloads.filter { workloads.contains($0) }
    }

    /// Repetitions per figure; each figure is their median.
    var repetitions: Int { quick ? 3 : 15 }

    /// Live particle counts of the simulate workload: 10k, 100k and 1M, to show that cost grows
    /// linearly with the count.
    var simulateCounts: [Int] { [10_000, 100_000, 1_000_000] }
}
