import Testing
@testable import PyroCore

/// The particle store's ring: deaths anywhere in the oldest particles, births at the young end,
/// and every column kept in step, in birth order, as the ring wraps round.
@Suite struct ParticleStoreTests {
    /// Particle k: born at k / 100 s, living 0.05 to 0.5 s (scattered, so the young often die
    /// before the old), every column holding a value derived from k.
    private static func newborn(_ k: Int) -> Newborn {
        let life = 0.05 + Float((k &* 7919) % 46) * 0.01
        let f = Float(k)
        return Newborn(
            birth: Double(k) / 100, lifetime: life, origin: Vector2(f, f + 1), velocity: Vector2(f + 2, f + 3),
            rotation: f + 4, spin: f + 5, flipPhase: f + 6, flipRate: f + 7, size: f + 8, color: UInt32(k) &* 3,
            shape: UInt8(truncatingIfNeeded: k), pivot: UInt8(truncatingIfNeeded: k &+ 1), id: UInt32(k), key: UInt64(k))
    }

    /// Every stored particle, oldest first, as the ordinal each of its columns says it is
    /// (-1 where the columns disagree).
    private static func ordinals(_ store: ParticleStore) -> [Int] {
        ordinals(store, flip: true, pivot: true, color: true)
    }

    /// As `ordinals(_:)`, checking the flip, pivot and colour columns only where asked.
    private static func ordinals(_ store: ParticleStore, flip: Bool, pivot: Bool, color: Bool) -> [Int] {
        guard store.count > 0 else { return [] }
        return store.withColumns { c in
            (0..<store.count).map { i in
                let s = store.slot(i)
                let k = Int(c.id[s])
                let f = Float(k)
                let agrees = c.birth[s] == Double(k) / 100 && c.lifetime[s] == newborn(k).lifetime
                    && c.originX[s] == f && c.originY[s] == f + 1 && c.velocityX[s] == f + 2
                    && c.velocityY[s] == f + 3 && c.rotation[s] == f + 4 && c.spin[s] == f + 5
                    && (!flip || (c.flipPhase[s] == f + 6 && c.flipRate[s] == f + 7)) && c.size[s] == f + 8
                    && (!color || c.color[s] == UInt32(k) &* 3) && c.shape[s] == UInt8(truncatingIfNeeded: k)
                    && (!pivot || c.pivot[s] == UInt8(truncatingIfNeeded: k &+ 1))
                return agrees ? k : -1
            }
        }
    }

    @Test func aStreamWithScatteredDeathsKeepsExactlyTheLivingInBirthOrderAsTheRingWraps() {
        var store = ParticleStore()
        var born = 0
        var time = 0.0
        var capacityAfterWarmUp = 0
        for frame in 1...400 {
            time = Double(frame) / 60
            while Double(born) / 100 <= time {
                store.append(Self.newborn(born))
                born += 1
            }
            store.removeDead(at: time)
            let expected = (0..<born).filter { k in Float(time - Double(k) / 100) < Self.newborn(k).lifetime }
            #expect(Self.ordinals(store) == expected, "frame \(frame)")
            if frame == 100 { capacityAfterWarmUp = store.capacity }
        }
        // The ring wrapped many times over without growing.
        #expect(born > 10 * store.capacity)
        #expect(store.capacity == capacityAfterWarmUp)
    }

    @Test func theDeadLeaveFromAnywhereAndTheStoreCanEmptyAndRefill() {
        var store = ParticleStore()
        store.reserveCapacity(8)
        for k in 0..<8 { store.append(Self.newborn(k)) }
        #expect(store.capacity == 8)
        // At 0.2 s some have died, in no particular order; at 1 s all have (lives end by 0.57 s).
        store.removeDead(at: 0.2)
        let expected = (0..<8).filter { k in Float(0.2 - Double(k) / 100) < Self.newborn(k).lifetime }
        #expect(Self.ordinals(store) == expected)
        store.removeDead(at: 1)
        #expect(store.count == 0)
        for k in 100..<120 { store.append(Self.newborn(k)) }
        #expect(Self.ordinals(store) == Array(100..<120))
        #expect(store.birthTime(0) == 1 && store.identifier(19) == 119)
    }

    @Test func stagedNewbornsAreStoredExactlyAsAppendingThemOneByOneWould() {
        // Two stores through 300 frames of births and scattered deaths (the ring wraps and
        // grows): one appends each newborn, the other queues them and stores each frame's
        // at once; a burst of 3000 is queued past the queue's limit in between.
        var single = ParticleStore(), staged = ParticleStore()
        var born = 0
        for frame in 1...300 {
            let time = Double(frame) / 60
            if frame == 120 {
                for k in 0..<3000 {
                    single.append(Self.newborn(100_000 + k))
                    staged.stage(Self.newborn(100_000 + k))
                }
                staged.appendStaged()
            }
            while Double(born) / 100 <= time {
                single.append(Self.newborn(born))
                staged.stage(Self.newborn(born))
                born += 1
            }
            staged.appendStaged()
            #expect(staged.capacity == single.capacity, "frame \(frame)")
            #expect(Self.ordinals(staged) == Self.ordinals(single), "frame \(frame)")
            single.removeDead(at: time)
            staged.removeDead(at: time)
            #expect(Self.ordinals(staged) == Self.ordinals(single), "frame \(frame)")
        }
        #expect(single.count > 0 && single.capacity >= 3000)
    }

    @Test func columnsAnEmitterNeverReadsAreLeftAloneAndTheOthersStayExact() {
        // The same births and deaths as the ring test, in a store that keeps neither the flip,
        // the pivot nor the colour columns (an emitter without flip, pivots, or with a colour
        // over life): every other column stays exact, births one by one or queued.
        var store = ParticleStore()
        store.keepsFlip = false
        store.keepsPivot = false
        store.keepsColor = false
        var born = 0
        for frame in 1...200 {
            let time = Double(frame) / 60
            while Double(born) / 100 <= time {
                if frame % 2 == 0 { store.append(Self.newborn(born)) } else { store.stage(Self.newborn(born)) }
                born += 1
            }
            store.appendStaged()
            store.removeDead(at: time)
            let expected = (0..<born).filter { k in Float(time - Double(k) / 100) < Self.newborn(k).lifetime }
            #expect(Self.ordinals(store, flip: false, pivot: false, color: false) == expected, "frame \(frame)")
        }
    }
}
