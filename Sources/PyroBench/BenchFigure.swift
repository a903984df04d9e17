/// One measured figure: what was run, at what size, and the spread of its repetitions.
package struct BenchFigure: Equatable, Sendable {
    /// `simulate`, `draw`, `frame`, `encode` or `memory`.
    package var workload: String
    /// What was measured within the workload, such as `confetti-burst` or `png`.
    package var caseName: String
    /// Live particles in the workload (0 where particles do not apply, as for encoding).
    package var particles: Int
    /// Threads the measured code ran on.
    package var threads: Int
    /// `ns/particle`, `ms/frame`, `particles`, `bytes/particle` or `bytes`.
    package var unit: String
    package var median: Double
    package var min: Double
    package var max: Double

    package init(
        workload: String, caseName: String, particles: Int, threads: Int = 1, unit: String,
        samples: Samples
    ) {
        self.workload = workload
        self.caseName = caseName
        self.particles = particles
        self.threads = threads
        self.unit = unit
        self.median = samples.median
        self.min = samples.min
        self.max = samples.max
    }

    /// A figure read once rather than timed (memory sizes, a searched count).
    package init(workload: String, caseName: String, particles: Int, threads: Int = 1, unit: String, value: Double) {
        self.init(
            workload: workload, caseName: caseName, particles: particles, threads: threads, unit: unit,
            samples: Samples([value]))
    }
}
