/// The words on the demos' buttons and hints, written once: `pyro play`'s window draws them and
/// the web page reads them from the engine (`pyro_facts`), so the two say the same thing.
package enum DemoLabels {
    /// Seed 000's button while the fuse is being drawn.
    package static let lightFuse = "Light the Fuse!"
    /// Seed 000's button once the fuse is lit: back to an empty drawing.
    package static let drawAgain = "Draw Again"
    /// Seed 000's hint while nothing is drawn.
    package static let drawHint = "Draw a path with your finger"
    /// Seed 003's button. The article's says "Celebrate", as seed 004's does; this one is named
    /// after the state it sets (`showConfetti = true`), so that the two scenes differ
    /// (docs/SEEDS.md, seed 003).
    package static let showConfetti = "Show Confetti"
    /// Seed 003's hint.
    package static let confettiHint = "Press C or the button"
    /// Seed 004's button.
    package static let celebrate = "Celebrate"
    /// Seed 004's title under the trophy.
    package static let youDidIt = "You Did It"
    /// The hint of the scenes where a click fires.
    package static let tapHint = "Click anywhere"

    /// Every label by the name the web page knows it by.
    package static let all: [(name: String, text: String)] = [
        ("lightFuse", lightFuse), ("drawAgain", drawAgain), ("drawHint", drawHint), ("showConfetti", showConfetti),
        ("confettiHint", confettiHint), ("celebrate", celebrate), ("youDidIt", youDidIt), ("tapHint", tapHint),
    ]
}
