import Foundation
import PyroCore
import Testing

@testable import PyroLive

/// `pyro play FILE.json`: the window reloads the file when it changes, keeping the clock and
/// the clicks; a reading that fails keeps the last good effect.
@Suite struct FileSceneTests {
    static let size = Size(width: 400, height: 300)

    /// A stand-in for a file on disk: its stamp and what reading it gives. Locked with `NSLock`
    /// rather than `Synchronization.Mutex`, which needs macOS 15 where the package declares 14.
    final class FakeFile: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (stamp: Int, count: Int?) = (1, 5)

        func withLock<T>(_ body: (inout (stamp: Int, count: Int?)) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&stored)
        }

        var live: LiveEffectFile {
            LiveEffectFile(
                name: "fake.json",
                load: { self.withLock { $0.count }.map(Self.effect) },
                stamp: { self.withLock { $0.stamp } })
        }

        /// `count` particles a burst, fired at 0 s of the scene.
        static func effect(_ count: Int) -> LiveEffect {
            LiveEffect(background: .solid(.black)) { seed, size, offset in
                let emitter = EmitterConfiguration(
                    name: "dots", emission: .burst(count: count), origin: .unit(Vector2(0.5, 0.5)),
                    lifetime: .constant(10),
                    launch: .radial(speed: .constant(50)), shapes: [ShapeChoice(.circle, size: 4)], colors: [.white])
                var effect = DefinedEffect(
                    EffectDefinition(
                        name: "fake", emitters: [emitter],
                        onTrigger: [EmitterAction(emitter: "dots", kind: .burst(count: nil))]),
                    seed: seed, canvasSize: size)
                effect.trigger(at: offset, origin: nil)
                return .defined(effect)
            }
        }
    }

    static func count(_ session: inout PlaySession, at time: Double) -> Int {
        var painter = Painter(size: size, scale: 1)
        session.draw(at: time, into: &painter)
        return session.liveCount
    }

    @Test func anEditedFileReplacesTheEffectKeepingTheClockAndTheClicks() {
        let file = FakeFile()
        var options = LiveOptions()
        options.file = (file.live, FakeFile.effect(5))
        var session = PlaySession(scene: .burst, options: options, size: Self.size, at: 0)
        #expect(Self.count(&session, at: 0.1) == 5)
        session.handle(.pointerDown(Vector2(100, 100)), at: 0.2)
        session.handle(.pointerUp(Vector2(100, 100)), at: 0.25)
        #expect(Self.count(&session, at: 0.3) == 10)

        // The file now says 7 a burst: the opening burst and the click are both redone.
        file.withLock { $0 = (2, 7) }
        #expect(Self.count(&session, at: 0.9) == 14)

        // A bad edit (nothing reads) keeps the last good effect.
        file.withLock { $0 = (3, nil) }
        #expect(Self.count(&session, at: 1.5) == 14)
        file.withLock { $0 = (4, 2) }
        #expect(Self.count(&session, at: 2.1) == 4)
    }
}
