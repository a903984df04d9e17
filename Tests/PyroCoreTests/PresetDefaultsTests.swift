import Testing
@testable import PyroCore

/// What every surface shows for a preset when nobody says otherwise.
@Suite struct PresetDefaultsTests {
    /// Each article's backdrop: black for the fuse (and the fountain's sparks), white for the
    /// light demos, seed 004's purple gradient for the confetti burst.
    @Test func eachPresetHasItsArticlesBackground() {
        #expect(Preset.fuseFirework.defaultBackground == .solid(.black))
        #expect(Preset.fountain.defaultBackground == .solid(.black))
        for preset in [Preset.particleBurst, .starBurst, .floatingHearts, .confetti] {
            #expect(preset.defaultBackground == .solid(.white))
        }
        #expect(Preset.confettiBurst.defaultBackground == .verticalGradient(
            top: RGBAColor(red: 33, green: 23, blue: 84), bottom: RGBAColor(red: 92, green: 33, blue: 115)))
    }

    /// The telling moment shows particles; the default duration ends after the last one has
    /// gone (the fountain, a stream, keeps running).
    @Test(arguments: Preset.allCases)
    func theTellingMomentShowsTheEffectAndTheDurationSeesItEnd(preset: Preset) throws {
        var effect = try preset.makeEffect(seed: 4, canvasSize: canvas800x600,
                                           schedule: preset.defaultSchedule(canvasSize: canvas800x600))
        #expect(preset.tellingMoment < preset.defaultDuration)
        effect.update(to: preset.tellingMoment)
        #expect(effect.liveCount > 0)
        effect.update(to: preset.defaultDuration)
        #expect((effect.liveCount == 0) == (preset != .fountain))
    }

    @Test func theNthFiringUsesTheNthOriginAndTheLastServesTheRest() {
        let schedule = Preset.Schedule(fireTimes: [0, 1, 2], origins: [Vector2(1, 2), Vector2(3, 4)])
        #expect(schedule.origin(ofFiring: 0) == Vector2(1, 2))
        #expect(schedule.origin(ofFiring: 2) == Vector2(3, 4))
        #expect(Preset.Schedule().origin(ofFiring: 0) == nil)
    }

    @Test func anEmptyFusePathIsRefused() {
        let schedule = Preset.Schedule(fusePath: [])
        #expect(fuseError { () throws(FuseError) in
            _ = try Preset.fuseFirework.makeEffect(seed: 1, canvasSize: canvas800x600, schedule: schedule)
        } == .nothingDrawn)
    }
}
