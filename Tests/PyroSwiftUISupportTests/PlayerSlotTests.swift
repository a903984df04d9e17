import PyroCore
import PyroSwiftUISupport
import Testing

/// A view's arguments decide its player: SwiftUI re-renders a view with equal arguments many
/// times, and each must keep the running player; a changed argument must take effect.
@MainActor
@Suite struct PlayerSlotTests {
    static let size = Size(width: 400, height: 300)

    /// What `.confettiBurst` keeps its player for: everything but the trigger.
    struct Arguments: Equatable {
        var options = ConfettiOptions()
        var origin = Vector2(0.5, 0.68)
        var seed: UInt64 = 0
    }

    static func make(_ arguments: Arguments) -> EffectPlayer<SystemEffect> {
        var configuration = ConfettiBurst.Configuration()
        configuration.origin = arguments.origin
        let emitter = arguments.options.burstEmitter(configuration)
        return EffectPlayer { size in
            SystemEffect(ParticleSystem(emitters: [emitter], seed: arguments.seed, canvasSize: size))
        }
    }

    @Test func equalArgumentsOnEveryReRenderKeepTheRunningPlayer() {
        let slot = PlayerSlot<Arguments, SystemEffect>()
        let first = slot.player(for: Arguments(), make: Self.make)
        first.advance(toWallTime: 0, canvasSize: Self.size)
        first.trigger(atWallTime: 0)
        // Fifty parent re-renders, each with a new but equal argument value.
        for _ in 0..<50 { #expect(slot.player(for: Arguments(), make: Self.make) === first) }
        #expect(slot.playersMade == 1)
        #expect(first.liveCount == 120)
    }

    @Test func aChangedTriggerFiresOnTheSamePlayerAndEarlierBurstsKeepGoing() {
        let slot = PlayerSlot<Arguments, SystemEffect>()
        let player = slot.player(for: Arguments(), make: Self.make)
        player.advance(toWallTime: 0, canvasSize: Self.size)
        for press in 0..<3 {
            // The trigger is not an argument: each press re-renders with equal arguments.
            slot.player(for: Arguments(), make: Self.make).trigger(atWallTime: Double(press) * 0.5)
        }
        player.advance(toWallTime: 1.1, canvasSize: Self.size)
        #expect(slot.playersMade == 1)
        #expect(player.liveCount == 3 * 120)
    }

    @Test(arguments: ["count", "colors", "shapes", "size", "origin", "seed"])
    func aChangedArgumentReplacesThePlayerWithOneMadeFromIt(_ changed: String) {
        let slot = PlayerSlot<Arguments, SystemEffect>()
        let old = slot.player(for: Arguments(), make: Self.make)
        old.advance(toWallTime: 0, canvasSize: Self.size)
        var arguments = Arguments()
        switch changed {
        case "count": arguments.options.count = 30
        case "colors": arguments.options.colors = [.red]
        case "shapes": arguments.options.shapes = [.heart]
        case "size": arguments.options.size = 20
        case "origin": arguments.origin = Vector2(0.5, 0)
        default: arguments.seed = 9
        }
        let new = slot.player(for: arguments, make: Self.make)
        #expect(new !== old && slot.playersMade == 2 && slot.arguments == arguments)
        new.advance(toWallTime: 0, canvasSize: Self.size)
        new.trigger(atWallTime: 0)
        new.advance(toWallTime: 0.1)
        let batch = new.frame(reduceMotion: false).batches[0]
        switch changed {
        case "count": #expect(batch.count == 30)
        case "colors": #expect(batch.color.allSatisfy { $0 == RGBAColor.red.rgba32 })
        case "shapes": #expect(batch.shapes == [.heart])
        case "size": #expect(batch.width.allSatisfy { $0 == 20 })
        case "origin": #expect(batch.y.allSatisfy { $0 < 0.68 * Float(Self.size.height) - 100 })
        default: #expect(batch.x != Self.firstBurst(seed: 0).x)
        }
    }

    /// The first burst of the seed's confetti, 0.1 s after it was fired.
    static func firstBurst(seed: UInt64) -> ParticleBatch {
        let player = make(Arguments(seed: seed))
        player.advance(toWallTime: 0, canvasSize: size)
        player.trigger(atWallTime: 0)
        player.advance(toWallTime: 0.1)
        return player.frame(reduceMotion: false).batches[0]
    }
}
