import Foundation
import PyroCore

/// Notices a moment shown (`--at` of a still or of `pyro inspect`) that comes before the first
/// firing or after the last particle of the last firing has gone, which would otherwise be a
/// quiet picture of the background alone, or no particles.
enum EffectEnd {
    /// A one-line warning when `--at moment` shows no particles for either reason, naming when
    /// the effect fires or ended; nil when particles are alive then.
    ///
    /// - Parameters:
    ///   - effect: The effect, which this updates to other times.
    ///   - command: `render` or `inspect`, for the message.
    static func warning(
        at moment: Double, options: EffectOptions, effect: inout PresetEffect,
        command: String
    ) -> String? {
        effect.update(to: moment)
        guard effect.liveCount == 0 else { return nil }
        let shows = "pyro \(command): warning: --at \(ValueParsers.format(moment)) s shows no particles"
        // Before it is lit the fuse is still drawn, so only its later moments can be empty.
        if options.preset != .fuseFirework, let first = options.firingTimes.min(), moment < first {
            return "\(shows); \(options.name) first fires at \(ValueParsers.format(first)) s"
                + (options.firingsAsGiven.map { " (\($0))" } ?? "")
        }
        let firing = options.lastFiring
        guard moment > firing else { return nil }
        // After the last firing nothing is born, so the live count only falls: bisect for its end.
        var alive = firing
        var gone = moment
        for _ in 0..<40 {
            let middle = (alive + gone) / 2
            effect.update(to: middle)
            if effect.liveCount > 0 { alive = middle } else { gone = middle }
        }
        let end = String(format: "%.2f", (gone * 100).rounded(.up) / 100)
        return "\(shows); \(options.name)'s particles are gone by \(end) s "
            + "(last firing at \(ValueParsers.format(firing)) s)"
    }
}
