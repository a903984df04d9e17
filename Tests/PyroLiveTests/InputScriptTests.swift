import PyroCore
import Testing

@testable import PyroLive

@Suite struct InputScriptTests {
    @Test func dragPressesMovesInSmallStepsAndReleases() throws {
        let script = try InputScript("drag 0,0 24,0", frameRate: 60)
        let actions = script.steps.map(\.action)
        #expect(actions.first == .input(.pointerMoved(Vector2(0, 0))))
        #expect(actions[1] == .input(.pointerDown(Vector2(0, 0))))
        #expect(actions.last == .input(.pointerUp(Vector2(24, 0))))
        // 24 points at 12 points a frame: two moves on frames 1 and 2, release on frame 2.
        #expect(
            script.steps.filter { if case .input(.pointerMoved) = $0.action { true } else { false } }.map(\.frame)
                == [0, 1, 2])
        #expect(script.length == 3)
    }

    @Test func waitAdvancesByFramesAtTheFrameRate() throws {
        let script = try InputScript("wait 0.5; click 10,20; key enter", frameRate: 60)
        #expect(script.steps.map(\.frame) == [30, 30, 31, 32])
        #expect(script.steps.last?.action == .input(.key(.enter)))
        #expect(script.length == 33)
    }

    @Test func clickOnANameTargetsAButton() throws {
        let script = try InputScript("click Light", frameRate: 60)
        #expect(script.steps.map(\.action) == [.pressButton("light"), .releaseInPlace])
    }

    @Test(arguments: [
        "jump 1,2", "wait", "wait -1", "wait soon", "click", "click 1,2,3", "drag 1,2", "drag 1,2 x", "key",
        "key tab", "move 1",
    ])
    func badCommandsAreRejectedWithTheirText(_ text: String) {
        do {
            _ = try InputScript(text, frameRate: 60)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.kind == .invalidInput)
            #expect(error.exitCode == 64)
            #expect(error.message.contains(text))
        }
    }

    @Test func emptyScriptDoesNothing() throws {
        let script = try InputScript(" ; \n ", frameRate: 60)
        #expect(script.steps.isEmpty)
        #expect(script.length == 0)
    }
}
