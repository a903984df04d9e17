import Foundation
import PyroCore

/// `pyro soak`: runs an effect for a long stretch of simulated time in accelerated steps and
/// reports its live particle count and memory, to show both stay flat.
enum SoakCommand {
    static let spec = CommandSpec(
        name: "soak",
        summary: "an hour of effect time in seconds: live count and memory stay flat",
        usage: ["pyro soak <preset> [--duration S] [--step S] [options]"],
        description: """
            Simulates the preset (triggered at 0) for S seconds of effect time in steps, drawing a
            display list each step as a live window would, as fast as the machine allows. Prints a
            line every 60 s of effect time with the live count and resident memory, and exits 1
            if the live count at the end exceeds 1.1 x the largest count seen in the first tenth
            of the run.
            """,
        flags: [
            Flag("duration", value: "S", "seconds of effect time, 1...86400 (default 3600)"),
            Flag("step", value: "S", "seconds per step, 0.001...60 (default 0.05)"),
        ] + EffectOptions.flags)

    static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) throws {
        let args = try ArgumentList(arguments, spec: spec)
        let options = try EffectOptions(args)
        let duration =
            try args.value("duration").map { v throws(UsageError) in
                try ValueParsers.number(v, flag: "duration", in: 1...86_400)
            } ?? 3600
        let step =
            try args.value("step").map { v throws(UsageError) in
                try ValueParsers.number(v, flag: "step", in: 0.001...60)
            } ?? 0.05
        if let warning = FiringsPastTheEnd.warning(options, lastMoment: duration, duration: duration, command: "soak") {
            error(warning)
        }
        var effect = try options.makeEffect()
        var list = DisplayList(canvasSize: options.size)
        var earlyPeak = 0
        var nextReport = 0.0
        let steps = Int((duration / step).rounded(.up))
        for i in 0...steps {
            let t = min(Double(i) * step, duration)
            effect.update(to: t)
            list.items.removeAll(keepingCapacity: true)
            effect.render(reduceMotion: options.reduceMotion, into: &list)
            if t <= duration / 10 { earlyPeak = max(earlyPeak, effect.liveCount) }
            if t >= nextReport {
                output("t=\(Int(t)) live=\(effect.liveCount) rss_kib=\(residentKiB())")
                nextReport += 60
            }
        }
        let final = effect.liveCount
        output("final live=\(final) early_peak=\(earlyPeak) rss_kib=\(residentKiB())")
        if Double(final) > Double(earlyPeak) * 1.1 + 1 {
            throw CommandFailure(.checkFailed, "pyro soak: live count grew from \(earlyPeak) to \(final)")
        }
    }

    /// Resident memory of this process, in KiB, from /proc (0 where there is none).
    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }
}
