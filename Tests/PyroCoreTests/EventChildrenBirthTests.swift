import Testing

@testable import PyroCore

/// The children of a sub-emitter event that are all alive when their births are reached go into
/// the store a column at a time (`FiringBirths`); those reached later, when some may have died,
/// are born one by one. Both must store exactly the same particles.
@Suite struct EventChildrenBirthTests {
    /// Every stored particle of every emitter, oldest first (`ParticleStore.rowBits`).
    private static func rows(_ system: ParticleSystem) -> [[[UInt64]]] { system.emitters.map { $0.store.rowBits } }

    /// `shells` shells (by default 50, dying after 0.5 to 1 s) that die into 40 stars each
    /// (inheriting some of their velocity, born over an ellipse, living 0.3 to 2.5 s), each
    /// star born with 3 sparks (living 1.2 to 1.8 s), with room for `capacity` particles.
    private static func system(
        shells: Int = 50, shellLife: ValueRange = ValueRange(0.5, 1),
        capacity: Int = ParticleSystem.defaultCapacity
    ) -> ParticleSystem {
        var shell = EmitterConfiguration(
            name: "shell", emission: .burst(count: shells), origin: .unit(Vector2(0.5, 0.8)),
            lifetime: shellLife, launch: LaunchConfiguration(angle: 0, spread: 1, speed: ValueRange(200, 400)),
            motion: MotionConfiguration(gravity: Vector2(0, 150)), shapes: [ShapeChoice(.circle, size: 4)],
            colors: [.white])
        shell.subEmitters = [SubEmitter(child: "star", event: .death(count: 40), inheritVelocity: 0.3)]
        var star = EmitterConfiguration(
            name: "star", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(0.3, 2.5),
            launch: .radial(speed: ValueRange(20, 120)),
            spin: SpinConfiguration(
                spin: ValueRange(-3, 3), flipRate: ValueRange(1, 4),
                pivots: [Vector2(-0.5, 0), Vector2(0.5, 0)]),
            shapes: [ShapeChoice(.circle, size: 3), ShapeChoice(.rectangle, size: 5)], shapePick: .random,
            sizeFactor: ValueRange(0.5, 1.5), colors: [.red, .white, .gray], colorPick: .perBurst)
        star.emitterShape = .ellipse(radii: Vector2(12, 6), edge: false)
        star.subEmitters = [SubEmitter(child: "spark", event: .birth(count: 3), inheritVelocity: 1)]
        let spark = EmitterConfiguration(
            name: "spark", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(1.2, 1.8),
            launch: .radial(speed: .constant(60)), shapes: [ShapeChoice(.circle, size: 1)], colors: [.white])
        var system = ParticleSystem(
            emitters: [shell, star, spark], seed: 21, canvasSize: canvas800x600,
            capacity: capacity)
        system.fire(emitter: 0, at: 0)
        return system
    }

    @Test func childrenStoredTogetherMatchChildrenBornOneByOne() {
        // Frame by frame, every event is reached within a frame (1/60 s) of its time, before any
        // child can have died (stars live at least 0.3 s, sparks 1.2 s): all its children are
        // stored together. In one jump to 2 s, every star event (a shell's death, at 0.5 to 1 s)
        // is reached at least 1 s after it, past the stars' shortest life: born one by one (as
        // are the sparks of stars born before 0.8 s; those of later stars are stored together).
        var frames = Self.system()
        var jump = Self.system()
        for f in 1...120 { frames.update(to: Double(f) / 60) }
        jump.update(to: 2)
        #expect(frames.emitters[1].store.count > 1000 && frames.emitters[2].store.count > 0)
        #expect(Self.rows(frames) == Self.rows(jump))
    }

    @Test func anEventCutByCapacityKeepsTheSameChildrenEitherWay() {
        // Three shells die at 0.5 s into 120 stars, with room for 100: the third event is cut.
        // Frame by frame it is reached at once (stored together); in a jump to 0.8 s it is
        // reached 0.3 s after, the stars' shortest life (born one by one), when no star has died
        // yet (a life of exactly 0.3 s is a draw of 0 in 2^24), so both keep the same 100.
        var frames = Self.system(shells: 3, shellLife: .constant(0.5), capacity: 100)
        var jump = Self.system(shells: 3, shellLife: .constant(0.5), capacity: 100)
        for f in 1...48 { frames.update(to: Double(f) / 60) }
        jump.update(to: 0.8)
        #expect(frames.emitters[1].store.count == 100 && jump.emitters[1].store.count == 100)
        #expect(Self.rows(frames) == Self.rows(jump))
    }
}
