import Testing
@testable import PyroCore

/// The children of a sub-emitter event that are all alive when their births are reached go into
/// the store a column at a time (`FiringBirths`); those reached later, when some may have died,
/// are born one by one. Both must store exactly the same particles.
@Suite struct EventChildrenBirthTests {
    /// Every stored particle of every emitter, oldest first, as the bits of every column the
    /// store keeps.
    private static func rows(_ system: ParticleSystem) -> [[[UInt64]]] {
        system.emitters.map { e in
            let s = e.store
            guard s.count > 0 else { return [] }
            return s.withColumns { c in
                (0..<s.count).map { i in
                    let k = s.slot(i)
                    var row: [UInt64] = [
                        c.birth[k].bitPattern, UInt64(c.lifetime[k].bitPattern), UInt64(c.originX[k].bitPattern),
                        UInt64(c.originY[k].bitPattern), UInt64(c.velocityX[k].bitPattern),
                        UInt64(c.velocityY[k].bitPattern), UInt64(c.rotation[k].bitPattern),
                        UInt64(c.spin[k].bitPattern), UInt64(c.size[k].bitPattern), UInt64(c.shape[k]), UInt64(c.id[k]),
                    ]
                    if s.keepsFlip { row += [UInt64(c.flipPhase[k].bitPattern), UInt64(c.flipRate[k].bitPattern)] }
                    if s.keepsColor { row.append(UInt64(c.color[k])) }
                    if s.keepsPivot { row.append(UInt64(c.pivot[k])) }
                    return row
                }
            }
        }
    }

    /// Shells that die after 0.5 to 1 s into 40 stars each (inheriting some of their
    /// velocity, born over an ellipse, living 0.3 to 2.5 s), each star born with 3 sparks (living 1.2 to 1.8 s).
    private static func system() -> ParticleSystem {
        var shell = EmitterConfiguration(
            name: "shell", emission: .burst(count: 50), origin: .unit(Vector2(0.5, 0.8)),
            lifetime: ValueRange(0.5, 1), launch: LaunchConfiguration(angle: 0, spread: 1, speed: ValueRange(200, 400)),
            motion: MotionConfiguration(gravity: Vector2(0, 150)), shapes: [ShapeChoice(.circle, size: 4)],
            colors: [.white])
        shell.subEmitters = [SubEmitter(child: "star", event: .death(count: 40), inheritVelocity: 0.3)]
        var star = EmitterConfiguration(
            name: "star", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(0.3, 2.5),
            launch: .radial(speed: ValueRange(20, 120)),
            spin: SpinConfiguration(spin: ValueRange(-3, 3), flipRate: ValueRange(1, 4),
                                    pivots: [Vector2(-0.5, 0), Vector2(0.5, 0)]),
            shapes: [ShapeChoice(.circle, size: 3), ShapeChoice(.rectangle, size: 5)], shapePick: .random,
            sizeFactor: ValueRange(0.5, 1.5), colors: [.red, .white, .gray], colorPick: .perBurst)
        star.emitterShape = .ellipse(radii: Vector2(12, 6), edge: false)
        star.subEmitters = [SubEmitter(child: "spark", event: .birth(count: 3), inheritVelocity: 1)]
        let spark = EmitterConfiguration(
            name: "spark", emission: .burst(count: 0), origin: .point(.zero), lifetime: ValueRange(1.2, 1.8),
            launch: .radial(speed: .constant(60)), shapes: [ShapeChoice(.circle, size: 1)], colors: [.white])
        var system = ParticleSystem(emitters: [shell, star, spark], seed: 21, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        return system
    }

    @Test func childrenStoredTogetherMatchChildrenBornOneByOne() {
        // Frame by frame, every event is reached within a frame of its time: all its children
        // are alive, stored together. In two jumps, most events are reached long after, when
        // some of their children may have died: born one by one.
        var frames = Self.system(), jumps = Self.system()
        for f in 1...120 { frames.update(to: Double(f) / 60) }
        jumps.update(to: 0.9)
        jumps.update(to: 2)
        #expect(frames.emitters[1].store.count > 1000 && frames.emitters[2].store.count > 0)
        #expect(Self.rows(frames) == Self.rows(jumps))
    }
}
