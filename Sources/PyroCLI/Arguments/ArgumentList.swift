/// A command's arguments, split into flags with values, boolean switches and positionals.
///
/// Accepts `--flag value` and `--flag=value`. Every flag must be one the command declares;
/// anything else is a `UsageError` naming the flag and listing those allowed.
struct ArgumentList {
    private(set) var values: [String: String] = [:]
    private(set) var switches: Set<String> = []
    private(set) var positionals: [String] = []
    private var consumed: Set<String> = []

    /// - Parameters:
    ///   - arguments: the words after the command's name.
    ///   - valueFlags: flags that take a value (without the leading dashes).
    ///   - switchFlags: flags that take none.
    ///   - shortFlags: single-letter aliases, such as ["o": "output"].
    init(_ arguments: [String], command: String, valueFlags: [String], switchFlags: [String],
         shortFlags: [String: String] = [:]) throws(UsageError) {
        var i = 0
        func allowed() -> String {
            (valueFlags + switchFlags).sorted().map { "--" + $0 }.joined(separator: ", ")
        }
        while i < arguments.count {
            let word = arguments[i]
            i += 1
            var name: String
            var inlineValue: String?
            if word.hasPrefix("--") && word.count > 2 {
                name = String(word.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
            } else if word.hasPrefix("-") && word.count == 2, let long = shortFlags[String(word.dropFirst())] {
                name = long
            } else if word.hasPrefix("-") && word.count > 1 && Double(word) == nil {
                throw UsageError("pyro \(command): unknown option '\(word)'; allowed: \(allowed())")
            } else {
                positionals.append(word)
                continue
            }
            if switchFlags.contains(name) {
                if inlineValue != nil {
                    throw UsageError("pyro \(command): --\(name) takes no value")
                }
                switches.insert(name)
            } else if valueFlags.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard i < arguments.count else {
                        throw UsageError("pyro \(command): --\(name) needs a value")
                    }
                    values[name] = arguments[i]
                    i += 1
                }
            } else {
                throw UsageError("pyro \(command): unknown option '--\(name)'; allowed: \(allowed())")
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { switches.contains(name) }
}
