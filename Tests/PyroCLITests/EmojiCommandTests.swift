import Foundation
import PyroCore
import Testing

@testable import PyroCLI

/// The `emoji` preset and text sprites on the command line: drawn through PyroText where
/// FreeType and Noto Color Emoji are installed (CI installs them), refused with what to install
/// (exit 69) where they are not. Each test checks whichever of the two this machine gives.
@Suite struct EmojiCommandTests {
    /// True when this machine draws colour emoji (FreeType and Noto Color Emoji, where the
    /// variables that hide them in CI's bare-machine run leave them visible).
    static let emojiDrawable: Bool = {
        if case .success = TextDrawer().draw(TextSpriteSource("🎉", font: "emoji")) { return true }
        return false
    }()

    /// True when the run could not draw text for want of FreeType or a font, and said so in one line.
    static func refusedForWantOfFonts(_ result: CommandResult) -> Bool {
        guard result.status == 69 else { return false }
        #expect(!emojiDrawable, "refused although this machine draws emoji: \(result.errors)")
        #expect(result.errors.count == 1)
        #expect(result.errors.first.map { $0.contains("FreeType not found") || $0.contains("font found") } == true)
        return true
    }

    @Test func inspectDrawsTheEmojiAsSprites() {
        let result = pyro("inspect", "emoji", "--at", "1")
        if Self.refusedForWantOfFonts(result) { return }
        #expect(result.status == 0)
        // 16 + 16 + 14 emoji, all alive at 1 s.
        #expect(result.output.count == 46)
        #expect(result.output.allSatisfy { jsonObject($0)?["shape"] as? String == "sprite" })
    }

    @Test func exportWritesTheTextAndTheFileDrawsLikeThePreset() throws {
        let exported = pyro("export", "emoji")
        #expect(exported.status == 0)
        let text = exported.output.joined(separator: "\n")
        #expect(
            text.contains(#""text": "🎉""#) && text.contains(#""font": "emoji""#) && !text.contains("premultipliedHex"))
        let path = EffectFileCommandTests.temporary("emoji.json")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let fromFile = pyro("inspect", path, "--at", "0.4,1.5")
        if Self.refusedForWantOfFonts(fromFile) { return }
        #expect(fromFile.status == 0)
        #expect(fromFile.output == pyro("inspect", "emoji", "--at", "0.4,1.5").output)
    }

    @Test func everyFlagIsCheckedBeforeAnyFontIsLoaded() throws {
        let textFile = try EffectFileCommandTests.write(
            """
            {"name": "t", "onTrigger": [{"burst": "e"}], "emitters": [{"name": "e", "emission": {"burst": 3},
            "origin": {"unit": [0.5, 0.5]}, "lifetime": 1, "colors": ["red"],
            "shapes": [{"shape": "sprite", "text": "A", "font": "no-such-font.ttf", "size": 9}]}]}
            """)
        let refusals: [([String], String)] = [
            (
                ["render", "emoji", "-o", "/nonexistent-pyro-folder/x.png"],
                "pyro render: -o: folder '/nonexistent-pyro-folder' does not exist"
            ),
            (
                ["render", textFile, "-o", "/nonexistent-pyro-folder/x.png"],
                "pyro render: -o: folder '/nonexistent-pyro-folder' does not exist"
            ),
            (
                ["render", "emoji", "-o", EffectFileCommandTests.temporary("x.gif"), "--fps", "99"],
                "pyro render: --fps: 99"
            ),
            (["inspect", "emoji"], "pyro inspect: --at T[,T...] is required"),
            (["play", "emoji", "--size", "10x10"], "pyro play: --size: '10x10' is outside the window's 64...8192"),
            (
                ["play", "emoji", "--screenshot", "/nonexistent-pyro-folder/x.png"],
                "pyro play: --screenshot: folder '/nonexistent-pyro-folder' does not exist"
            ),
            (["play", textFile, "--frames", "0"], "pyro play: --frames: '0' is not a whole number in 1...1000000"),
        ]
        for (arguments, message) in refusals {
            let result = pyro(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errors.count == 1 && result.errors[0].hasPrefix(message), "\(arguments): \(result.errors)")
        }
    }

    @Test func aFontFileThatCannotBeReadIsTheFilesErrorWithItsPlace() throws {
        let path = try EffectFileCommandTests.write(
            """
            {"name": "t", "onTrigger": [{"burst": "e"}], "emitters": [{"name": "e", "emission": {"burst": 3},
            "origin": {"unit": [0.5, 0.5]}, "lifetime": 1, "colors": ["red"],
            "shapes": [{"shape": "sprite", "text": "A", "font": "no-such-font.ttf", "size": 9}]}]}
            """)
        let result = pyro("render", path, "-o", EffectFileCommandTests.temporary("x.png"))
        if Self.refusedForWantOfFonts(result) { return }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("no-such-font.ttf")
            .path
        #expect(result.status == 65)
        #expect(
            result.errors == [
                "pyro render: \(path):3:40: emitters[0].shapes[0].text: \"A\" in \"no-such-font.ttf\": "
                    + "cannot read the font file \(folder)"
            ])
    }
}
