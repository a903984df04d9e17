import PyroCore
import Testing

@testable import PyroCLI

/// Seeded fuzzing of every flag's parser: any argument list either works (status 0) or is
/// refused with status 64 and exactly one line — never a crash. `emoji` needs FreeType and Noto
/// Color Emoji: where they are missing, a call whose every flag is good is refused with 69 and
/// one line saying what to install.
@Suite struct ArgumentFuzzTests {
    static let flags = [
        "--at", "--seed", "--size", "--fire-at", "--origin", "--path", "--light-at", "--reduce-motion",
        "--fps", "--duration", "--scale", "--background", "-o", "--output", "--bogus", "--path-file",
    ]
    static let values = [
        "0", "1", "-1", "0.5", "nan", "inf", "-inf", "1e309", "", " ", "x", "800x600", "0x0",
        "99999x1", "3,4", "1,2;3,4", ";;", "1,", ",", "#FF0000", "red-blue", "transparent",
        "18446744073709551616", "0.000001", "240", "241", "1e-300", "--at", "\u{0}", "日本",
        "/nonexistent/x.gif", "12,13;12,13", "1,2,3",
    ]

    @Test func randomArgumentListsNeverCrashTheParsers() {
        var rng = SplitMix64(seed: 0xA76)
        let commands = ["inspect", "render"]
        for _ in 0..<400 {
            var args = [
                commands[rng.nextIndex(below: 2)],
                Preset.allCases[rng.nextIndex(below: Preset.allCases.count)].rawValue,
            ]
            for _ in 0..<rng.nextIndex(below: 6) {
                args.append(Self.flags[rng.nextIndex(below: Self.flags.count)])
                if rng.nextIndex(below: 5) != 0 { args.append(Self.values[rng.nextIndex(below: Self.values.count)]) }
            }
            // Keep the fuzz to parsing: renders go nowhere, and time lists stay short.
            if args[0] == "render" { args += ["-o", "/nonexistent-pyro-fuzz/out.png"] }
            var copy = args
            var errors: [String] = []
            var lines = 0
            let status = PyroCommand.run(&copy, output: { _ in lines += 1 }, error: { errors.append($0) })
            let fontsMissing = status == 69 && args[1] == Preset.emoji.rawValue
            #expect(status == 0 || status == 64 || fontsMissing, "\(args): \(errors)")
            if status == 64 {
                #expect(errors.count == 1 && !errors[0].contains("\n"), "\(args): \(errors)")
            }
            if fontsMissing {
                #expect(errors.count == 1 && errors[0].contains("apt-get install"), "\(args): \(errors)")
                #expect(!EmojiCommandTests.emojiDrawable, "\(args): refused although this machine draws emoji")
            }
        }
    }
}
