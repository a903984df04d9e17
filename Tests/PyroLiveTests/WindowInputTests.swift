import PyroCore
import Testing

@testable import PyroLive

/// How SDL's events become session input, built byte by byte as SDL would write them.
@Suite struct WindowInputTests {
    func key(_ code: Int32, repeated: Bool = false) -> SDLEvent {
        var e = SDLEvent()
        e.write(UInt32(0x300), at: 0)
        e.write(UInt8(repeated ? 1 : 0), at: 13)
        e.write(code, at: 20)
        return e
    }

    func button(_ index: UInt8, down: Bool, x: Int32, y: Int32) -> SDLEvent {
        var e = SDLEvent()
        e.write(UInt32(down ? 0x401 : 0x402), at: 0)
        e.write(index, at: 16)
        e.write(x, at: 20)
        e.write(y, at: 24)
        return e
    }

    @Test(arguments: [
        (Int32(13), Key.enter), (0x4000_0058, .enter), (27, .escape), (109, .character("m")),
        (49, .character("1")), (32, .character(" ")),
    ])
    func keysMapToSessionKeys(_ code: Int32, _ expected: Key) {
        #expect(WindowRunner.input(from: key(code)) == .key(expected))
    }

    @Test func heldKeysDoNotRepeatAndUnknownKeysAreIgnored() {
        #expect(WindowRunner.input(from: key(109, repeated: true)) == nil)
        #expect(WindowRunner.input(from: key(0x4000_003A)) == nil)  // F1
    }

    @Test func onlyTheLeftButtonPoints() {
        #expect(WindowRunner.input(from: button(1, down: true, x: 10, y: 20)) == .pointerDown(Vector2(10, 20)))
        #expect(WindowRunner.input(from: button(1, down: false, x: 11, y: 21)) == .pointerUp(Vector2(11, 21)))
        #expect(WindowRunner.input(from: button(3, down: true, x: 10, y: 20)) == nil)
    }
}
