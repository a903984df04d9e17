import PyroCore

/// Notices `--fire-at` times that change nothing: confetti asked to show while it is still on
/// screen keeps the showing it has (as in its article), so such a time would otherwise be
/// quietly dropped.
enum IgnoredShowings {
    /// One warning line per requested firing that did not start a showing, naming the showing
    /// that covers it; empty for every other effect.
    static func warnings(settings: RenderSettings, effect: PresetEffect) -> [String] {
        guard case .confetti(let confetti) = effect, let requested = settings.effect.fireTimes else { return [] }
        let lifetime = confetti.lifetime
        return requested.sorted().compactMap { time in
            guard !confetti.showings.contains(time),
                let covering = confetti.showings.last(where: { $0 <= time && time < $0 + lifetime })
            else { return nil }
            return "pyro render: warning: --fire-at \(ValueParsers.format(time)) changes nothing: confetti is "
                + "still showing from \(ValueParsers.format(covering)) s until \(ValueParsers.format(covering + lifetime)) s"
        }
    }
}
