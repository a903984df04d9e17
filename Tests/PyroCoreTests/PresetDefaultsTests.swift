import Testing

@testable import PyroCore

/// What every surface shows for a preset when nobody says otherwise.
@Suite struct PresetDefaultsTests {
    /// Each article's backdrop: black for the fuse (and the fountain's sparks), white for the
    /// light demos and canvas-confetti's page, seed 004's purple gradient for the confetti burst.
    @Test func eachPresetHasItsArticlesBackground() {
        #expect(Preset.fuseFirework.defaultBackground == .solid(.black))
        #expect(Preset.fountain.defaultBackground == .solid(.black))
        for preset in [Preset.particleBurst, .starBurst, .floatingHearts, .confetti, .canvasConfetti] {
            #expect(preset.defaultBackground == .solid(.white))
        }
        #expect(
            Preset.confettiBurst.defaultBackground
                == .verticalGradient(
                    top: RGBAColor(red: 33, green: 23, blue: 84), bottom: RGBAColor(red: 92, green: 33, blue: 115)))
    }

    /// The telling moment shows particles; the default duration ends after the last one has
    /// gone (the fountain and the catalog's streams keep running, and the catalog's repeating
    /// sprays and splashes end one loop with the next under way).
    @Test(arguments: Preset.allCases)
    func theTellingMomentShowsTheEffectAndTheDurationSeesItEnd(preset: Preset) throws {
        var effect = try preset.makeEffect(
            seed: 4, canvasSize: canvas800x600,
            schedule: preset.defaultSchedule(canvasSize: canvas800x600))
        #expect(preset.tellingMoment < preset.defaultDuration)
        effect.update(to: preset.tellingMoment)
        #expect(effect.liveCount > 0)
        effect.update(to: preset.defaultDuration)
        let keepsRunning: [Preset] = [.fountain, .fire, .smoke, .snow, .rain, .fireflies, .sparks, .splash]
        #expect((effect.liveCount == 0) == !keepsRunning.contains(preset))
    }

    @Test func theNthFiringUsesTheNthOriginAndTheLastServesTheRest() {
        let schedule = Preset.Schedule(fireTimes: [0, 1, 2], origins: [Vector2(1, 2), Vector2(3, 4)])
        #expect(schedule.origin(ofFiring: 0) == Vector2(1, 2))
        #expect(schedule.origin(ofFiring: 2) == Vector2(3, 4))
        #expect(Preset.Schedule().origin(ofFiring: 0) == nil)
    }

    @Test func anEmptyFusePathIsRefused() {
        let schedule = Preset.Schedule(fusePath: [])
        #expect(
            fuseError { () throws(FuseError) in
                _ = try Preset.fuseFirework.makeEffect(seed: 1, canvasSize: canvas800x600, schedule: schedule)
            } == .nothingDrawn)
    }
}

/// The catalog presets take everything from their definitions.
@Suite struct CatalogPresetTests {
    @Test(arguments: Preset.catalog)
    func aCatalogPresetIsItsDefinitionShownAsItSays(preset: Preset) throws {
        let definition = try #require(preset.catalogDefinition)
        #expect(definition.name == preset.rawValue)
        #expect(preset.summary == definition.summary && !preset.summary.isEmpty)
        #expect(preset.defaultBackground == definition.background)
        #expect(preset.defaultDuration == definition.duration)
        #expect(preset.tellingMoment == definition.tellingMoment)
        #expect(!preset.parameters.isEmpty)
        #expect(preset.defaultSchedule(canvasSize: canvas800x600).fireTimes == definition.firings.map(\.time))
        guard case .defined(let effect) = preset.makeEffect(seed: 1, canvasSize: canvas800x600) else {
            Issue.record("\(preset.rawValue) is not made from its definition")
            return
        }
        #expect(effect.definition == definition)
        // Every action names an emitter of the definition.
        let names = definition.emitters.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(definition.onTrigger.allSatisfy { names.contains($0.emitter) })
    }

    @Test func theSeedPresetsHaveNoDefinition() {
        #expect(
            Preset.catalog == [.fire, .smoke, .snow, .rain, .fireflies, .magic, .sparks, .splash, .fireworks, .emoji])
        #expect(Preset.fountain.catalogDefinition == nil)
    }

    /// Fireworks are three levels of sub-emitters: at 1.9 s the first rockets have burst into
    /// stars of one colour per rocket, later rockets still climb with their trails, and stars of
    /// the first bursts have begun to crackle.
    @Test func fireworksRocketsTrailBurstIntoOneColourEachAndCrackle() throws {
        var effect = try Preset.fireworks.makeEffect(
            seed: 1, canvasSize: canvas800x600,
            schedule: Preset.fireworks.defaultSchedule(canvasSize: canvas800x600))
        let list = effect.displayList(at: 1.9)
        func batch(_ name: String) -> ParticleBatch? { list.batches.first { $0.name == name } }
        let rockets = try #require(batch("rocket"))
        let trail = try #require(batch("trail"))
        let stars = try #require(batch("stars"))
        #expect(rockets.count >= 1 && trail.count > 50)
        #expect(stars.count % 120 == 0 && stars.count >= 240)
        // One colour per burst: each run of 120 stars (one rocket's) shares its colour.
        for burst in stride(from: 0, to: stars.count, by: 120) {
            #expect(Set(stars.color[burst..<(burst + 120)]).count == 1)
        }
        let later = effect.displayList(at: 3.2)
        #expect((later.batches.first { $0.name == "crackle" }?.count ?? 0) > 0)
        #expect(effect.displayList(at: Preset.fireworks.defaultDuration).particleCount == 0)
    }

    /// A splash firing at its place: the first firing lands at 0.08 of the width (the scatter's
    /// first point), 90% of the way down.
    @Test func theSplashesLandAtTheirPlaces() {
        let schedule = Preset.splash.defaultSchedule(canvasSize: canvas800x600)
        #expect(schedule.fireTimes.count == 15 && schedule.origins.count == 15)
        #expect(schedule.fireTimes.first == -1 && schedule.origin(ofFiring: 5) == Vector2(64, 540))
    }
}
