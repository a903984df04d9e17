import PyroCore
import Testing

/// The one "did you mean" of effect files and the command line: the closest allowed name by edit
/// distance, case aside.
@Suite struct NameSuggestionTests {
    static let presets = Preset.allCases.map(\.rawValue)

    @Test(arguments: [
        ("confeti-burst", "confetti-burst"),  // a letter left out
        ("Confetti-Burst", "confetti-burst"),  // another case
        ("FOUNTAIN", "fountain"),
        ("fountian", "fountain"),  // two neighbours swapped: one edit
        ("sparkz", "sparks"),  // a letter changed
        ("confettii", "confetti"),  // a letter added
        ("star-brust", "star-burst"),
    ])
    func aTypoOfAPresetSuggestsIt(_ typo: String, _ preset: String) {
        #expect(NameSuggestion.closest(to: typo, among: Self.presets) == preset)
    }

    @Test func namesTooFarFromEveryNameGetNoSuggestion() {
        #expect(NameSuggestion.closest(to: "sparkler", among: Self.presets) == nil)
        #expect(NameSuggestion.closest(to: "", among: Self.presets) == nil)
        // Up to five letters one edit is close, longer names two.
        #expect(NameSuggestion.closest(to: "bl", among: ["blue"]) == nil)
        #expect(NameSuggestion.closest(to: "blu", among: ["blue"]) == "blue")
        #expect(NameSuggestion.closest(to: "lifeteem", among: ["lifetime"]) == "lifetime")
        #expect(NameSuggestion.closest(to: "lfeteem", among: ["lifetime"]) == nil)
    }

    @Test func theClosestNameWinsAndTheFirstOfEquals() {
        #expect(NameSuggestion.closest(to: "colr", among: ["colour", "color"]) == "color")
        #expect(NameSuggestion.closest(to: "cax", among: ["cab", "cat"]) == "cab")
        #expect(NameSuggestion.closest(to: "count", among: ["counts", "count"]) == "count")
    }

    @Test func namesLongerThanSixtyFourBytesAreNeverClose() {
        let long = String(repeating: "a", count: 65)
        #expect(NameSuggestion.closest(to: long + "b", among: [long]) == nil)
    }
}
