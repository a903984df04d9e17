import Foundation

/// `pyro bench --compare FILE`: this run's figures beside those of an earlier `--json` run, with
/// their ratio, so that a change can be judged in one run on the same machine.
package enum BenchComparison {
    /// Why an earlier run's file could not be used.
    package struct FileError: Error, CustomStringConvertible {
        package var description: String
    }

    /// The figures of a `pyro bench --json` file's text.
    ///
    /// - Throws: `FileError` naming what is wrong when the text is not such a file.
    package static func figures(fromJSON text: String) throws(FileError) -> [BenchFigure] {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
            let array = parsed as? [[String: Any]]
        else { throw FileError(description: "is not the JSON array that 'pyro bench --json' writes") }
        var figures: [BenchFigure] = []
        for (index, object) in array.enumerated() {
            guard let workload = object["workload"] as? String, let caseName = object["case"] as? String,
                let particles = (object["particles"] as? NSNumber)?.intValue,
                let threads = (object["threads"] as? NSNumber)?.intValue, let unit = object["unit"] as? String,
                let median = (object["median"] as? NSNumber)?.doubleValue,
                let min = (object["min"] as? NSNumber)?.doubleValue, let max = (object["max"] as? NSNumber)?.doubleValue
            else {
                throw FileError(
                    description:
                        "figure \(index + 1) lacks one of workload, case, particles, threads, unit, median, min, max")
            }
            var figure = BenchFigure(
                workload: workload, caseName: caseName, particles: particles, threads: threads, unit: unit,
                value: median)
            figure.min = min
            figure.max = max
            figures.append(figure)
        }
        return figures
    }

    /// A table with, for each figure of `current` that `baseline` also has, both medians and
    /// their ratio, and whether that is better or worse (more particles are better; fewer
    /// milliseconds, nanoseconds or bytes are better). Ratios within 3% read "same": a shared
    /// machine's noise.
    package static func table(baseline: [BenchFigure], current: [BenchFigure]) -> String {
        func key(_ f: BenchFigure) -> String { "\(f.workload)|\(f.caseName)|\(f.particles)|\(f.threads)|\(f.unit)" }
        var earlier: [String: BenchFigure] = [:]
        for figure in baseline { earlier[key(figure)] = figure }
        let header = ["workload", "case", "particles", "threads", "before", "now", "now/before", "verdict", "unit"]
        var rows: [[String]] = []
        for figure in current {
            guard let before = earlier[key(figure)] else { continue }
            let ratio = before.median != 0 ? figure.median / before.median : .nan
            rows.append([
                figure.workload, figure.caseName, figure.particles == 0 ? "-" : BenchReport.grouped(figure.particles),
                String(figure.threads), BenchReport.short(before.median), BenchReport.short(figure.median),
                ratio.isFinite ? BenchReport.fixed(ratio, decimals: 3) : "-", verdict(ratio, unit: figure.unit),
                figure.unit,
            ])
        }
        guard !rows.isEmpty else { return "no figure of this run is in the earlier file" }
        let all = [header] + rows
        let widths = header.indices.map { c in all.map { $0[c].count }.max() ?? 0 }
        let leftAligned: Set<Int> = [0, 1, 7, 8]
        return all.map { row in
            var line = row.indices.map { c in
                let pad = String(repeating: " ", count: widths[c] - row[c].count)
                return leftAligned.contains(c) ? row[c] + pad : pad + row[c]
            }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// "better", "worse" or "same" for a ratio of medians in `unit`.
    static func verdict(_ ratio: Double, unit: String) -> String {
        guard ratio.isFinite else { return "-" }
        guard abs(ratio - 1) > 0.03 else { return "same" }
        let higherIsBetter = unit == "particles" || unit == "x"
        return (ratio > 1) == higherIsBetter ? "better" : "worse"
    }
}
