import PyroFormat

/// Formats bench figures as a table for people or as JSON for tools.
package enum BenchReport {
    /// A JSON array with one object per figure and the keys `workload`, `case`, `particles`,
    /// `threads`, `unit`, `median`, `min`, `max`.
    package static func json(_ figures: [BenchFigure]) -> String {
        let objects = figures.map { f in
            "{\"workload\":\(quoted(f.workload)),\"case\":\(quoted(f.caseName)),\"particles\":\(f.particles),"
                + "\"threads\":\(f.threads),\"unit\":\(quoted(f.unit)),\"median\":\(number(f.median)),"
                + "\"min\":\(number(f.min)),\"max\":\(number(f.max))}"
        }
        return "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]"
    }

    /// An aligned text table, one row per figure.
    package static func table(_ figures: [BenchFigure]) -> String {
        let header = ["workload", "case", "particles", "threads", "median", "min", "max", "unit"]
        let rows = figures.map { f in
            [
                f.workload, f.caseName, f.particles == 0 ? "-" : grouped(f.particles), String(f.threads),
                short(f.median), short(f.min), short(f.max), f.unit,
            ]
        }
        let all = [header] + rows
        let widths = header.indices.map { c in all.map { $0[c].count }.max() ?? 0 }
        // Text columns align left, numbers right.
        let leftAligned: Set<Int> = [0, 1, 7]
        return all.map { row in
            row.indices.map { c in
                let pad = String(repeating: " ", count: widths[c] - row[c].count)
                return leftAligned.contains(c) ? row[c] + pad : pad + row[c]
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n")
    }

    /// A JSON number: finite values in Swift's shortest round-trip form, others as 0.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }

    static func quoted(_ s: String) -> String { JSONWriter.compact(.string(s)) }

    /// Three significant digits for the table: 1.23, 12.3, 123, 1,234,567.
    static func short(_ v: Double) -> String {
        guard v.isFinite else { return "-" }
        let magnitude = abs(v)
        if magnitude >= 1000 || (v == v.rounded() && magnitude >= 1) { return grouped(Int(v.rounded())) }
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return fixed(v, decimals: decimals)
    }

    /// `v` with exactly `decimals` digits after the point, rounded half away from zero.
    static func fixed(_ v: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((abs(v) * scale).rounded())
        let whole = scaled / Int64(scale)
        let fraction = scaled % Int64(scale)
        let sign = v < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// 1234567 as `1,234,567`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return (n < 0 ? "-" : "") + out
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
