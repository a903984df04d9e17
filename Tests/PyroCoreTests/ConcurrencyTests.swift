import Testing

@testable import PyroCore

/// Effects are values and `Sendable`: copies can be evaluated on any thread, and the frames
/// they give are the same as on one thread.
@Suite struct ConcurrencyTests {
    @Test(arguments: Preset.allCases)
    func framesComputedConcurrentlyEqualFramesComputedInTurn(preset: Preset) async {
        var effect = preset.makeEffect(seed: 31, canvasSize: canvas800x600)
        if preset == .fuseFirework {
            effect.withFuseFirework { fuse in
                for p in FuseFirework.samplePath(canvasSize: canvas800x600) { fuse.addPoint(p) }
            }
        }
        effect.trigger(at: 0, origin: nil)
        effect.trigger(at: 0.3, origin: Vector2(200, 200))
        let times = stride(from: 0.0, to: 3, by: 0.25).map { $0 }
        let inTurn = times.map { effect.frame(at: $0) }
        let shared = effect
        let concurrent = await withTaskGroup(of: (Int, DisplayList).self) { group in
            for (i, t) in times.enumerated() {
                group.addTask { (i, shared.frame(at: t)) }
            }
            var frames = [DisplayList?](repeating: nil, count: times.count)
            for await (i, frame) in group { frames[i] = frame }
            return frames
        }
        #expect(concurrent == inTurn.map { Optional($0) })
    }
}
