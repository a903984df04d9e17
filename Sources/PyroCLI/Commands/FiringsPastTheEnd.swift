/// Notices firings that come after the last moment a command looks at (an animation's last
/// frame, a soak's last step): the flags asked for something that is never seen, which would
/// otherwise end quietly with status 0.
enum FiringsPastTheEnd {
    /// One warning line naming the late firings' times, or nil when every firing happens by
    /// `lastMoment`.
    ///
    /// - Parameters:
    ///   - lastMoment: The last moment drawn or simulated, in seconds.
    ///   - duration: The `--duration` that set it, in seconds.
    ///   - command: `render` or `soak`.
    ///   - defaultDuration: The seconds the command runs without `--duration`, suggested when
    ///     nothing fires in time (nil: no suggestion).
    static func warning(
        _ options: EffectOptions, lastMoment: Double, duration: Double, command: String,
        defaultDuration: Double? = nil
    ) -> String? {
        let times = options.firingTimes.sorted()
        let late = times.filter { $0 > lastMoment }
        guard let first = late.first else { return nil }
        let run = command == "render" ? "the animation" : "the soak"
        let end = "\(run) ends at \(ValueParsers.format(duration)) s (--duration \(ValueParsers.format(duration)))"
        let flag = options.firingsAsGiven.map { " (\($0))" } ?? ""
        if late.count == times.count {
            let nothing = command == "render" ? "so no firing is shown" : "so nothing fires"
            let hint = defaultDuration.map { "; without --duration it runs \(ValueParsers.format($0)) s" } ?? ""
            return "pyro \(command): warning: \(end), before its first firing at \(ValueParsers.format(first)) s"
                + "\(flag), \(nothing)\(hint)"
        }
        let one = late.count == 1
        let list = late.map(ValueParsers.format).joined(separator: ", ")
        let outcome =
            command == "render"
            ? (one ? "it is not shown" : "they are not shown")
            : (one ? "it never happens" : "they never happen")
        return "pyro \(command): warning: the firing\(one ? "" : "s") at \(list) s\(flag) "
            + "\(one ? "comes" : "come") after \(end); \(outcome)"
    }
}
