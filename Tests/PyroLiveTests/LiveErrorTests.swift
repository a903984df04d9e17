import Testing

@testable import PyroLive

@Suite struct LiveErrorTests {
    @Test func withoutSDLTheWindowSaysWhatToInstallAndExits69() {
        var runner = WindowRunner(scene: .fuse, options: LiveOptions())
        runner.libraryCandidates = ["libpyro-no-such-sdl.so.0"]
        do {
            _ = try runner.run()
            Issue.record("a window opened without SDL")
        } catch {
            #expect(error.kind == .sdlUnavailable)
            #expect(error.exitCode == 69)
            #if os(Linux)
                #expect(error.message.contains("libsdl2-2.0-0"))
            #endif
            #expect(error.message.contains("--frames"))
        }
    }

    @Test(arguments: [
        (LiveError.Kind.sdlUnavailable, Int32(69)), (.noDisplay, 69), (.windowFailed, 70), (.invalidInput, 64),
        (.screenshotFailed, 73),
    ])
    func exitCodesFollowSysexits(_ kind: LiveError.Kind, _ code: Int32) {
        #expect(LiveError(kind, "x").exitCode == code)
    }

    @Test func scenesAreNumberedInOrder() {
        #expect(LiveScene.allCases.map(\.number) == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(LiveScene(number: 1) == .fuse)
        #expect(LiveScene(number: 7) == .fountain)
        #expect(LiveScene(number: 8) == .catalog)
        #expect(LiveScene(number: 9) == nil)
    }
}

@Suite struct ScreenshotNameTests {
    @Test func runWritesOnlyPPMAndSaysSo() {
        var options = LiveOptions()
        options.screenshot = "/tmp/shot.png"
        do {
            try LivePlayer.run(scene: .fuse, options: options)
            Issue.record("wrote PPM bytes into a .png file")
        } catch {
            #expect(error.exitCode == 64)
            #expect(error.message.contains("LivePlayer.render"))
        }
    }
}
