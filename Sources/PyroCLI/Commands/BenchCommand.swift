import PyroBench

/// `pyro bench`: speed and memory figures for this machine.
enum BenchCommand {
    static let spec = CommandSpec(
        name: "bench",
        summary: "speed and memory figures for this machine",
        usage: ["pyro bench [--quick] [--json] [--threads N[,N...]] [--only WORKLOAD[,WORKLOAD...]] [--compare FILE]"],
        description: """
            Runs fixed, seeded workloads and prints, for each figure, the median of several
            repetitions with the minimum and maximum. Build in release mode first:
            swift build -c release && .build/release/pyro bench

            WORKLOADS (in the order they run):
              memory    bytes per live particle (particle store, display list); peak RSS at 1M
              simulate  ns per particle per frame to advance and produce the display list, at
                        10k, 100k and 1M particles: confetti-burst, a continuous fountain and
                        sub-emitters (rockets with trails bursting into sparks that crackle);
                        the fountain in turbulence (stepped motion) at 10k and 100k; then the
                        fountain for 10 s of frames (2 s with --quick), each timed, with the
                        worst frame and the 99th percentile as multiples of the median
              draw      ms per 1920x1080 frame, 10k and 100k particles: confetti, circles, glow
              frame     simulate + draw, and the most particles that fit in 16.7 ms on each
                        thread count (a line fitted through several probes; median of three
                        fits, with the smallest and largest)
              encode    ms per 800x600 frame: PNG and GIF
            """,
        flags: [
            Flag("quick", "fewer repetitions: a smoke check in under 30 s (full: under 3 min)"),
            Flag(
                "json",
                "a JSON array of {workload, case, particles, threads, unit, median, min,\n"
                    + "max} instead of a table"),
            Flag("threads", value: "N[,N...]", "thread counts for draw (default 1,2), each 1...64"),
            Flag("only", value: "W[,W...]", "run only these workloads"),
            Flag(
                "compare", value: "FILE",
                "also print each figure beside the same figure in FILE (an\n"
                    + "earlier --json run) and their ratio, better or worse"),
        ])

    static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) throws {
        let args = try ArgumentList(arguments, spec: spec)
        let options = try parse(arguments)
        let json = args.has("json")
        // Read the baseline before running, so that a bad file costs nothing.
        var baseline: [BenchFigure]?
        if let path = args.value("compare") { baseline = try readBaseline(path) }
        let figures = Bench.run(options, progress: { error("pyro bench: " + $0) })
        if json {
            output(BenchReport.json(figures))
        } else {
            output("pyro bench\(options.quick ? " --quick" : "") on \(MachineDescription.current)")
            output(InstructionSet.summary)
            output(BenchReport.table(figures))
        }
        if let baseline {
            let comparison = BenchComparison.table(baseline: baseline, current: figures)
            // With --json the comparison goes to stderr, so that stdout stays one JSON document.
            if json { error(comparison) } else { output("\n" + comparison) }
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

    /// The figures of an earlier `pyro bench --json` run.
    static func readBaseline(_ path: String) throws(CommandFailure) -> [BenchFigure] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CommandFailure(.noInput, "pyro bench: --compare: cannot read '\(path)'")
        }
        do {
            return try BenchComparison.figures(fromJSON: text)
        } catch {
            throw CommandFailure(.dataError, "pyro bench: --compare: '\(path)' \(error.description)")
        }
    }
}
