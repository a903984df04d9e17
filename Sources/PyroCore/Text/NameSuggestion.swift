/// The allowed name closest to a mistyped one, for "did you mean ...?" hints. Effect files and
/// the command line (presets, scenes, parameters, colours, commands, options) all suggest this
/// one way.
///
/// Names are compared as UTF-8 bytes with ASCII letters folded to lower case (no Unicode
/// tables, so this builds with Embedded Swift), so a name in another case counts as close.
package enum NameSuggestion {
    /// The name in `names` closest to `word`, if one is close enough: the same letters in any
    /// case, or at most one edit away for names of up to five bytes and two for longer ones
    /// (an edit inserts, removes or changes a byte, or swaps two neighbours). The first of
    /// equally close names wins.
    package static func closest(to word: String, among names: [String]) -> String? {
        let w = folded(word)
        var best: (name: String, distance: Int)?
        for name in names {
            let n = folded(name)
            let d = distance(w, n)
            if d <= min(2, max(n.count / 3, 1)), d < (best?.distance ?? .max) { best = (name, d) }
        }
        return best?.name
    }

    private static func folded(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }

    /// Edits from `a` to `b`, a swap of two neighbours counting as one (optimal string
    /// alignment); names longer than 64 bytes count as entirely different.
    private static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty || a.count > 64 || b.count > 64 { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
