import Foundation
import PyroCore

/// Notices a still rendered after its effect has ended, which would otherwise be a quiet
/// picture of the background alone.
enum EffectEnd {
    /// A one-line warning when `settings.stillTime` comes after the last particle of the last
    /// firing has gone, naming when that was; nil when particles are alive then.
    static func warning(settings: RenderSettings, effect: inout PresetEffect) -> String? {
        let moment = settings.stillTime
        let firing = settings.effect.lastFiring
        effect.update(to: moment)
        guard moment > firing, effect.liveCount == 0 else { return nil }
        // After the last firing nothing is born, so the live count only falls: bisect for its end.
        var alive = firing, gone = moment
        for _ in 0..<40 {
            let middle = (alive + gone) / 2
            effect.update(to: middle)
            if effect.liveCount > 0 { alive = middle } else { gone = middle }
        }
        let preset = settings.effect.name
        let end = String(format: "%.2f", (gone * 100).rounded(.up) / 100)
        return "pyro render: warning: --at \(ValueParsers.format(moment)) s shows no particles; \(preset)'s "
            + "particles are gone by \(end) s (last firing at \(ValueParsers.format(firing)) s)"
    }
}
