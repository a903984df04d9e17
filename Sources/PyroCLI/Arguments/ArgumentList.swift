/// A command's arguments, read against its `CommandSpec`: flags with values, switches and
/// positionals.
///
/// Accepts `--flag value`, `--flag=value` and the declared one-letter aliases. A flag the
/// command does not declare, a missing value, a value given to a switch, and a flag given twice
/// that does not repeat are `UsageError`s naming the flag.
struct ArgumentList {
    let spec: CommandSpec
    private var values: [String: [String]] = [:]
    private var switches: Set<String> = []
    private(set) var positionals: [String] = []

    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        self.spec = spec
        let command = spec.name
        func allowed(_ word: String) -> String {
            let names = spec.flags.map { "--" + $0.name }
            return Suggestion.didYouMean(word, among: names).map { "\($0) (pyro help \(command))" }
                ?? "allowed: " + names.sorted().joined(separator: ", ")
        }
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            i += 1
            let flag: Flag
            var inlineValue: String?
            if word.hasPrefix("--") && word.count > 2 {
                var name = String(word.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                guard let declared = spec.flag(name) else {
                    throw UsageError("pyro \(command): unknown option '--\(name)'; \(allowed("--" + name))")
                }
                flag = declared
            } else if word.hasPrefix("-") && word.count > 1 && Double(word) == nil {
                guard word.count == 2, let declared = spec.flags.first(where: { $0.short == word.last }) else {
                    throw UsageError("pyro \(command): unknown option '\(word)'; \(allowed(word))")
                }
                flag = declared
            } else {
                positionals.append(word)
                continue
            }
            if flag.isSwitch {
                if inlineValue != nil { throw UsageError("pyro \(command): --\(flag.name) takes no value") }
                switches.insert(flag.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard i < arguments.count else {
                    throw UsageError("pyro \(command): --\(flag.name) needs a value (\(flag.value ?? ""))")
                }
                value = arguments[i]
                i += 1
            }
            if !flag.repeats, let first = values[flag.name]?.first {
                throw UsageError(
                    "pyro \(command): --\(flag.name) is given twice ('\(first)' and '\(value)'); give it once")
            }
            values[flag.name, default: []].append(value)
        }
    }

    /// The value of a flag given once, or nil when it is absent.
    func value(_ name: String) -> String? {
        assert(spec.flag(name)?.isSwitch == false, "--\(name) is not a value flag of \(spec.name)")
        return values[name]?.first
    }

    /// Every value of a repeating flag, in the order given.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// True when a switch was given.
    func has(_ name: String) -> Bool {
        assert(spec.flag(name)?.isSwitch == true, "--\(name) is not a switch of \(spec.name)")
        return switches.contains(name)
    }

    /// True when a flag of either kind was given.
    func gave(_ name: String) -> Bool { values[name] != nil || switches.contains(name) }

    /// Refuses more than `count` positionals, naming the first extra one.
    func expectPositionals(atMost count: Int) throws(UsageError) {
        guard positionals.count > count else { return }
        throw UsageError("pyro \(spec.name): unexpected argument '\(positionals[count])'")
    }
}
