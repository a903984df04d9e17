import PyroCore
import PyroSwiftUISupport
import Testing

@MainActor
@Suite struct FuseControlsTests {
    static let size = Size(width: 300, height: 200)

    static func drawnPlayer(sparks: Double = 90) -> EffectPlayer<FuseFirework> {
        var configuration = FuseFirework.Configuration()
        configuration.sparkRate = sparks
        let player = EffectPlayer<FuseFirework>(fuse: configuration, seed: 4)
        player.advance(toWallTime: 0, canvasSize: size)
        return player
    }

    @Test func lightingNeedsTwoDistinctPoints() {
        let player = Self.drawnPlayer()
        #expect(player.fuseControls == .drawing(canLight: false))
        #expect(player.drag(to: Vector2(10, 10)))
        #expect(!player.drag(to: Vector2(10, 10)))
        #expect(player.fuseControls == .drawing(canLight: false))
        #expect(!player.light(atWallTime: 0.1))
        #expect(player.drag(to: Vector2(60, 40)))
        #expect(player.fuseControls == .drawing(canLight: true))
    }

    @Test func dragsBeforeTheCanvasHasASizeOrAfterLightingAreIgnored() {
        let unsized = EffectPlayer<FuseFirework>(fuse: FuseFirework.Configuration())
        #expect(!unsized.drag(to: Vector2(1, 1)))
        let player = Self.drawnPlayer()
        player.drag(to: Vector2(10, 10))
        player.drag(to: Vector2(90, 50))
        #expect(player.light(atWallTime: 0.1))
        #expect(player.fuseControls == .lit)
        #expect(!player.drag(to: Vector2(120, 80)))
        #expect(!player.drag(to: Vector2(.nan, 3)))
        #expect(player.effect?.points.count == 2)
    }

    @Test func theFuseKeepsTheTimelineRunningWhileItBurnsEvenWithoutSparks() {
        let player = Self.drawnPlayer(sparks: 0)
        player.drag(to: Vector2(10, 10))
        player.drag(to: Vector2(90, 50))
        player.light(atWallTime: 0)
        var states: [FuseFirework.State] = []
        for step in 1...21 {
            player.advance(toWallTime: Double(step) * 0.2, canvasSize: Self.size)
            states.append(player.effect!.state)
            if states.last == .burning { #expect(player.liveCount == 0) }
            #expect(player.isIdle == (states.last == .done))
        }
        // 2.5 s burning with no particle alive, then 1.7 s of explosion, then done.
        #expect(states[4] == .burning && states[11] == .burning && states[12] == .exploding)
        #expect(states[19] == .exploding && states[20] == .done)
    }

    @Test func drawAgainStartsAnEmptyDrawing() {
        let player = Self.drawnPlayer()
        player.drag(to: Vector2(10, 10))
        player.drag(to: Vector2(90, 50))
        player.light(atWallTime: 0)
        player.reset()
        player.advance(toWallTime: 0.5, canvasSize: Self.size)
        #expect(player.fuseControls == .drawing(canLight: false))
        #expect(player.effect?.points.isEmpty == true)
        #expect(player.isIdle)
    }
}
