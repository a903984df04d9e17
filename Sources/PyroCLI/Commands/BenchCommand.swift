import PyroBench

/// `pyro bench`: speed and memory figures for this machine.
enum BenchCommand {
    static let spec = CommandSpec(
        name: "bench",
        summary: "speed and memory figures for this machine",
        usage: ["pyro bench [--quick] [--json] [--threads N[,N...]] [--only WORKLOAD[,WORKLOAD...]]"],
        description: """
            Runs fixed, seeded workloads and prints, for each figure, the median of several
            repetitions with the minimum and maximum. Build in release mode first:
            swift build -c release && .build/release/pyro bench

            WORKLOADS (in the order they run):
              memory    bytes per live particle (particle store, display list); peak RSS at 1M
              simulate  ns per particle per frame to advance and produce the display list, at
                        10k, 100k and 1M particles: confetti-burst and a continuous fountain
              draw      ms per 1920x1080 frame, 10k and 100k particles: confetti, circles, glow
              frame     simulate + draw, and the most particles that fit in 16.7 ms on one thread
              encode    ms per 800x600 frame: PNG and GIF
            """,
        flags: [
            Flag("quick", "fewer repetitions: a smoke check in under 30 s (full: under 3 min)"),
            Flag("json", "a JSON array of {workload, case, particles, threads, unit, median, min,\n"
                 + "max} instead of a table"),
            Flag("threads", value: "N[,N...]", "thread counts for draw (default 1,2), each 1...64"),
            Flag("only", value: "W[,W...]", "run only these workloads"),
        ])

    static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) throws {
        let options = try parse(arguments)
        let json = try ArgumentList(arguments, spec: spec).has("json")
        let figures = Bench.run(options, progress: { error("pyro bench: " + $0) })
        if json {
            output(BenchReport.json(figures))
        } else {
            output("pyro bench\(options.quick ? " --quick" : "") on \(MachineDescription.current)")
            output(BenchReport.table(figures))
        }
    }

    /// The options `arguments` ask for.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        let args = try ArgumentList(arguments, spec: spec)
        try args.expectPositionals(atMost: 0)
        var options = BenchOptions(quick: args.has("quick"))
        if let text = args.value("threads") {
            var threads: [Int] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                threads.append(try ValueParsers.integer(String(part), flag: "threads", in: 1...64))
            }
            options.threads = threads
        }
        if let text = args.value("only") {
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0.trimmingWhitespace)
            }
            for name in names where !BenchOptions.allWorkloads.contains(name) {
                throw UsageError(
                    "--only: '\(name)' is not a workload; workloads: "
                        + BenchOptions.allWorkloads.joined(separator: ", "))
            }
            options = BenchOptions(quick: options.quick, threads: options.threads, workloads: names)
        }
        return options
    }
}
