import PyroCore
import PyroSwiftUISupport
import Testing

/// Frames drawn over the storage of the frame before (`Effect.render(reduceMotion:reusing:)`,
/// which `EffectPlayer` uses) are the frames `render(reduceMotion:into:)` draws, and once warm
/// they reuse every column.
@MainActor
@Suite struct FrameReuseTests {
    static let size = Size(width: 320, height: 480)

    /// The addresses of the list's item storage and of every batch's columns.
    static func storage(_ list: DisplayList) -> [UInt] {
        func address<T>(_ array: [T]) -> UInt { array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        func address<T>(_ column: ParticleBatch.Column<T>) -> UInt {
            column.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        }
        var addresses = [address(list.items)]
        for case .particles(let b) in list.items {
            addresses += [
                address(b.id), address(b.x), address(b.y), address(b.rotation), address(b.scaleX),
                address(b.scaleY), address(b.width), address(b.height), address(b.opacity),
                address(b.color), address(b.shapeIndex), address(b.shapes),
            ]
        }
        return addresses
    }

    @Test(arguments: Preset.allCases.map(\.rawValue))
    func aReusedFrameIsTheFrameDrawnAfresh(preset name: String) throws {
        let preset = try #require(Preset(rawValue: name))
        var effect = preset.makeEffect(seed: 11, canvasSize: Self.size)
        if preset == .fuseFirework {
            effect.withFuseFirework { fuse in
                for point in FuseFirework.samplePath(canvasSize: Self.size) { fuse.addPoint(point) }
            }
        }
        var reused = DisplayList(canvasSize: Size(width: 1, height: 1))
        // Triggers at 0.2 s and 0.8 s; frames 1/15 s apart through births, deaths and (for the
        // fuse) drawing, burning, exploding and done; reduced motion on every fifth.
        for frame in 0...75 {
            let time = Double(frame) / 15
            if frame == 3 || frame == 12 { effect.trigger(at: time, origin: frame == 12 ? Vector2(40, 60) : nil) }
            effect.update(to: time)
            let reduced = frame.isMultiple(of: 5)
            var fresh = DisplayList(canvasSize: effect.canvasSize)
            effect.render(reduceMotion: reduced, into: &fresh)
            effect.render(reduceMotion: reduced, reusing: &reused)
            #expect(reused == fresh, "\(name) at frame \(frame)")
        }
    }

    @Test func aFuseDrawnThenLitThenResetReusesItsFramesCorrectly() throws {
        var fuse = FuseFirework(seed: 2, canvasSize: Self.size)
        var reused = DisplayList(canvasSize: Self.size)
        func check(_ label: String) {
            var fresh = DisplayList(canvasSize: fuse.canvasSize)
            fuse.render(reduceMotion: false, into: &fresh)
            fuse.render(reduceMotion: false, reusing: &reused)
            #expect(reused == fresh, "\(label)")
        }
        check("nothing drawn")
        fuse.addPoint(Vector2(10, 10))
        check("one point")
        fuse.addPoint(Vector2(200, 90))
        check("a line")
        try fuse.light(at: 0)
        for step in 1...30 {
            fuse.update(to: Double(step) * 0.2)
            check("lit, \(step)")
        }
        fuse.reset()
        check("reset")
    }

    /// Three emitters: two streams whose particles live exactly 1 s (so their counts settle
    /// after a second) and a burst that has died out by then.
    static func threeEmitters() -> SystemEffect {
        func stream(_ name: String, rate: Double, blend: Blending) -> EmitterConfiguration {
            EmitterConfiguration(
                name: name, emission: .continuous(rate: rate, duration: nil),
                origin: .unit(Vector2(0.5, 0.9)), lifetime: .constant(1),
                launch: .radial(speed: ValueRange(40, 160)),
                shapes: [ShapeChoice(.circle, size: 4), ShapeChoice(.fivePointStar, size: 6)],
                colors: [.orange, .yellow], blend: blend)
        }
        let burst = EmitterConfiguration(
            name: "burst", emission: .burst(count: 80), origin: .unit(Vector2(0.5, 0.5)),
            lifetime: .constant(0.5), launch: .radial(speed: ValueRange(50, 200)),
            shapes: [ShapeChoice(.heart, size: 8)], colors: [.pink])
        return SystemEffect(
            ParticleSystem(
                emitters: [
                    stream("sparks", rate: 120, blend: .additive),
                    stream("smoke", rate: 60, blend: .normal), burst,
                ],
                seed: 5, canvasSize: size))
    }

    @Test func threeHundredFramesOfAMultiEmitterEffectGrowNoColumnOnceWarm() {
        let player = EffectPlayer(effect: Self.threeEmitters())
        player.trigger(atWallTime: 0)
        var wall = 0.0
        var fills = 0
        func frame() -> [UInt] {
            wall += 1.0 / 60
            player.advance(toWallTime: wall, canvasSize: Self.size)
            let list = player.frame(reduceMotion: false)
            DrawCommands.forEach(in: list, batch: { _, _ in }, fill: { _ in fills += 1 }, stroke: { _ in })
            return Self.storage(list)
        }
        // Warm: two seconds, past the streams' one-second lives and the burst's end.
        for _ in 0..<120 { _ = frame() }
        let warm = frame()
        #expect(warm.count == 1 + 3 * 12)
        fills = 0
        var moved = 0
        for _ in 0..<300 where frame() != warm { moved += 1 }
        #expect(moved == 0)
        // 120 + 60 particles a frame, give or take the one being born.
        #expect((300 * 178...300 * 182).contains(fills))
    }
}
