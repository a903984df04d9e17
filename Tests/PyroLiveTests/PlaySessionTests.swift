import PyroCore
import Testing

@testable import PyroLive

/// The session driven as a person would: pointer and keys in, scene state and buttons out.
@Suite struct PlaySessionTests {
    static let size = Size(width: 800, height: 600)

    func session(_ scene: LiveScene) -> PlaySession {
        PlaySession(scene: scene, options: LiveOptions(), size: Self.size, at: 0)
    }

    func drag(_ points: [Vector2], in session: inout PlaySession, at time: Double) {
        session.handle(.pointerDown(points[0]), at: time)
        for p in points.dropFirst() { session.handle(.pointerMoved(p), at: time) }
        session.handle(.pointerUp(points[points.count - 1]), at: time)
    }

    func click(_ id: String, in session: inout PlaySession, at time: Double) {
        let center = session.buttons(at: time).first { $0.id == id }!.frame.center
        session.handle(.pointerDown(center), at: time)
        session.handle(.pointerUp(center), at: time)
    }

    @Test func lightButtonIsDisabledUntilAPathIsDrawn() {
        var s = session(.fuse)
        #expect(s.buttons(at: 0).map(\.id) == ["light"])
        #expect(s.buttons(at: 0)[0].isEnabled == false)
        drag([Vector2(100, 300), Vector2(300, 250)], in: &s, at: 0.1)
        #expect(s.buttons(at: 0.2)[0].isEnabled)
    }

    /// Seed 000: "Light the Fuse! 🔥", then "Draw Again ✏️"; the emoji are drawn as icons.
    @Test func fuseButtonsCarryTheArticlesLabelsWithAFlameAndAPencil() {
        var s = session(.fuse)
        #expect(s.buttons(at: 0).map(\.label) == ["Light the Fuse!"])
        #expect(s.buttons(at: 0).map(\.icon) == [.flame])
        drag([Vector2(100, 300), Vector2(300, 250)], in: &s, at: 0.1)
        click("light", in: &s, at: 0.2)
        #expect(s.buttons(at: 0.3).map(\.label) == ["Draw Again"])
        #expect(s.buttons(at: 0.3).map(\.icon) == [.pencil])
    }

    /// Seed 000 disables the button only while nothing is drawn: one tap is a fuse.
    @Test func oneTappedPointIsEnoughToLight() {
        var s = session(.fuse)
        s.handle(.pointerDown(Vector2(200, 200)), at: 0.1)
        s.handle(.pointerUp(Vector2(200, 200)), at: 0.1)
        #expect(s.buttons(at: 0.2)[0].isEnabled)
        click("light", in: &s, at: 0.2)
        #expect(s.buttons(at: 0.3).map(\.id) == ["again"])
    }

    /// Seed 003's button says "Celebrate", as seed 004's does; scene 5 names it after the state it
    /// sets so the two scenes differ.
    @Test func theConfettiAndCelebrateButtonsDiffer() {
        #expect(session(.confetti).buttons(at: 0).map(\.label) == ["Show Confetti"])
        #expect(session(.celebrate).buttons(at: 0).map(\.label) == ["Celebrate"])
    }

    @Test func pressingTheDisabledButtonNeitherLightsNorDraws() {
        var s = session(.fuse)
        let center = s.buttons(at: 0)[0].frame.center
        drag([center, center + Vector2(0, -80)], in: &s, at: 0.1)
        #expect(s.buttons(at: 0.2)[0].isEnabled == false)
        #expect(s.buttons(at: 0.2).map(\.id) == ["light"])
    }

    @Test func lightingTurnsTheButtonIntoDrawAgainAndItResets() {
        var s = session(.fuse)
        drag([Vector2(100, 300), Vector2(300, 250), Vector2(500, 320)], in: &s, at: 0.1)
        click("light", in: &s, at: 0.5)
        #expect(s.buttons(at: 0.6).map(\.id) == ["again"])
        click("again", in: &s, at: 1)
        #expect(s.buttons(at: 1.1).map(\.id) == ["light"])
        #expect(s.buttons(at: 1.1)[0].isEnabled == false)
    }

    @Test func enterLightsAndRResets() {
        var s = session(.fuse)
        drag([Vector2(100, 300), Vector2(300, 250)], in: &s, at: 0.1)
        s.handle(.key(.enter), at: 0.2)
        #expect(s.buttons(at: 0.3).map(\.id) == ["again"])
        s.handle(.key(.character("r")), at: 0.4)
        #expect(s.buttons(at: 0.5).map(\.id) == ["light"])
    }

    @Test func aPressCountsOnlyWhenReleasedOverTheButton() {
        var s = session(.celebrate)
        let button = s.buttons(at: 1)[0]
        s.handle(.pointerDown(button.frame.center), at: 1)
        s.handle(.pointerMoved(Vector2(10, 10)), at: 1)
        s.handle(.pointerUp(Vector2(10, 10)), at: 1)
        var painter = Painter(size: Self.size, scale: 1)
        s.draw(at: 1.01, into: &painter)
        // Only the opening burst (fired at 0.3 s) is alive: 120 pieces.
        #expect(s.liveCount == 120)
    }

    @Test func numberKeysSwitchScenesAndEscapeQuits() {
        var s = session(.fuse)
        for id in LiveScene.allCases {
            s.handle(.key(.character(Character(String(id.number)))), at: 1)
            #expect(s.sceneID == id)
        }
        s.handle(.key(.character("9")), at: 1)
        #expect(s.sceneID == .catalog)
        #expect(!s.wantsQuit)
        s.handle(.key(.escape), at: 2)
        #expect(s.wantsQuit)
    }

    @Test func mTogglesReduceMotionAndFTogglesStats() {
        var s = session(.stars)
        s.handle(.key(.character("m")), at: 0)
        s.handle(.key(.character("f")), at: 0)
        #expect(s.reduceMotion && s.showStats)
        s.handle(.key(.character("m")), at: 0)
        #expect(!s.reduceMotion)
    }

    @Test(arguments: [LiveScene.burst, .stars, .hearts])
    func eachClickFiresAnotherBurst(_ scene: LiveScene) {
        var s = session(scene)
        var painter = Painter(size: Self.size, scale: 1)
        s.handle(.pointerDown(Vector2(200, 200)), at: 0.1)
        s.handle(.pointerUp(Vector2(200, 200)), at: 0.1)
        s.draw(at: 0.2, into: &painter)
        let one = s.liveCount
        s.handle(.pointerDown(Vector2(500, 400)), at: 0.3)
        s.handle(.pointerUp(Vector2(500, 400)), at: 0.3)
        s.draw(at: 0.4, into: &painter)
        #expect(one > 0)
        #expect(s.liveCount == 2 * one)
    }

    @Test func theWindowMayIdleOnlyWhenNothingMoves() {
        var painter = Painter(size: Self.size, scale: 1)
        var fuse = session(.fuse)
        fuse.draw(at: 0, into: &painter)
        #expect(!fuse.needsFrames(at: 0))
        drag([Vector2(100, 300), Vector2(300, 250)], in: &fuse, at: 0.1)
        fuse.handle(.key(.enter), at: 0.2)
        fuse.draw(at: 0.21, into: &painter)
        #expect(fuse.needsFrames(at: 0.21))  // the flame burns
        fuse.draw(at: 10, into: &painter)
        #expect(!fuse.needsFrames(at: 10))  // exploded and faded

        var celebrate = session(.celebrate)
        celebrate.draw(at: 0, into: &painter)
        #expect(celebrate.needsFrames(at: 0))  // the opening burst is due at 0.3 s
        celebrate.draw(at: 5, into: &painter)
        #expect(!celebrate.needsFrames(at: 5))
        celebrate.handle(.key(.character("f")), at: 5)
        #expect(celebrate.needsFrames(at: 5))  // the stats overlay counts frames
    }

    @Test func confettiShowsForThreeSecondsAndFadesForTwo() {
        var s = session(.confetti)
        var painter = Painter(size: Self.size, scale: 1)
        s.handle(.key(.character("c")), at: 1)
        s.draw(at: 1.5, into: &painter)
        #expect(s.liveCount == 50)
        s.draw(at: 5.9, into: &painter)
        #expect(s.liveCount == 50)
        s.draw(at: 6.1, into: &painter)
        #expect(s.liveCount == 0)
    }
}

/// The catalog scene: every catalog preset in turn.
@Suite struct CatalogSceneTests {
    @Test func nextAndPreviousWalkTheCatalogAndWrapAround() {
        var options = LiveOptions()
        options.catalogStart = .fireworks
        var s = PlaySession(scene: .catalog, options: options, size: Size(width: 320, height: 240), at: 0)
        // Emoji is left out: nobody drew its text (the command line does, through PyroText).
        #expect(s.buttons(at: 0).map(\.label) == ["Next: fire"])
        s.handle(.key(.character("n")), at: 0.5)
        #expect(s.buttons(at: 0.5).map(\.label) == ["Next: smoke"])
        s.handle(.key(.character("p")), at: 1)
        s.handle(.key(.character("p")), at: 1)
        #expect(s.buttons(at: 1).map(\.label) == ["Next: fireworks"])
    }

    @Test func aStreamIsAlreadyFlowingWhenItsEffectIsShown() {
        var options = LiveOptions()
        options.catalogStart = .snow
        var s = PlaySession(scene: .catalog, options: options, size: Size(width: 320, height: 240), at: 0)
        var painter = Painter(size: Size(width: 320, height: 240), scale: 1)
        s.draw(at: 0, into: &painter)
        #expect(s.liveCount > 100)
    }
}
