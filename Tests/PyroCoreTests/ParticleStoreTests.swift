import Testing

@testable import PyroCore

/// The particle store's ring: deaths anywhere in the oldest particles, births at the young end,
/// and every column kept in step, in birth order, as the ring wraps round.
@Suite struct ParticleStoreTests {
    /// Particle k's life: 0.05 to 0.5 s (scattered, so the young often die before the old).
    private static func lifetime(_ k: Int) -> Float { 0.05 + Float((k &* 7919) % 46) * 0.01 }

    /// Appends particles `ordinals`, in order, through the store's one way in: particle k is
    /// born at k / 100 s, every column it keeps holding a value derived from k.
    private static func append(_ ordinals: Range<Int>, to store: inout ParticleStore) {
        let (flip, color, pivot) = (store.keepsFlip, store.keepsColor, store.keepsPivot)
        store.appendRows(ordinals.count) { c, first, m in
            for i in 0..<m {
                let k = ordinals.lowerBound + first + i
                let f = Float(k)
                c.birth[i] = Double(k) / 100
                c.lifetime[i] = lifetime(k)
                (c.originX[i], c.originY[i], c.velocityX[i], c.velocityY[i]) = (f, f + 1, f + 2, f + 3)
                (c.rotation[i], c.spin[i], c.size[i]) = (f + 4, f + 5, f + 8)
                if flip { (c.flipPhase[i], c.flipRate[i]) = (f + 6, f + 7) }
                if color { c.color[i] = UInt32(k) &* 3 }
                c.shape[i] = UInt8(truncatingIfNeeded: k)
                if pivot { c.pivot[i] = UInt8(truncatingIfNeeded: k &+ 1) }
                c.id[i] = UInt32(k)
            }
        }
    }

    /// The ordinals among `0 ..< born` alive at `time`.
    private static func living(_ born: Int, at time: Double) -> [Int] {
        (0..<born).filter { k in Float(time - Double(k) / 100) < lifetime(k) }
    }

    /// Every stored particle, oldest first, as the ordinal each of its columns says it is
    /// (-1 where the columns disagree).
    private static func ordinals(_ store: ParticleStore) -> [Int] {
        ordinals(store, flip: true, pivot: true, color: true)
    }

    /// As `ordinals(_:)`, checking the flip, pivot and colour columns only where asked.
    private static func ordinals(_ store: ParticleStore, flip: Bool, pivot: Bool, color: Bool) -> [Int] {
        let c = store.columns
        return (0..<store.count).map { i in
            let s = store.slot(i)
            let k = Int(c.id[s])
            let f = Float(k)
            let agrees =
                c.birth[s] == Double(k) / 100 && c.lifetime[s] == lifetime(k)
                && c.originX[s] == f && c.originY[s] == f + 1 && c.velocityX[s] == f + 2
                && c.velocityY[s] == f + 3 && c.rotation[s] == f + 4 && c.spin[s] == f + 5
                && (!flip || (c.flipPhase[s] == f + 6 && c.flipRate[s] == f + 7)) && c.size[s] == f + 8
                && (!color || c.color[s] == UInt32(k) &* 3) && c.shape[s] == UInt8(truncatingIfNeeded: k)
                && (!pivot || c.pivot[s] == UInt8(truncatingIfNeeded: k &+ 1))
            return agrees ? k : -1
        }
    }

    @Test func aStreamWithScatteredDeathsKeepsExactlyTheLivingInBirthOrderAsTheRingWraps() {
        var store = ParticleStore()
        var born = 0
        var capacityAfterWarmUp = 0
        for frame in 1...400 {
            let time = Double(frame) / 60
            let due = Int((time * 100).rounded(.down)) + 1
            Self.append(born..<due, to: &store)
            born = due
            store.removeDead(at: time)
            #expect(Self.ordinals(store) == Self.living(born, at: time), "frame \(frame)")
            if frame == 100 { capacityAfterWarmUp = store.capacity }
        }
        // The ring wrapped many times over without growing.
        #expect(born > 10 * store.capacity)
        #expect(store.capacity == capacityAfterWarmUp)
    }

    @Test func aRowTakesTheBytesOfEveryDeclaredColumn() {
        // Birth (8), ten Float columns (40), colour and identifier (4 each), shape and pivot (1 each);
        // the stepped state's four Floats and step count.
        #expect(ParticleStore.bytesPerParticle == 58)
        #expect(SteppedPointers.bytesPerRow == 20)
        #expect(BatchColumns.bytesPerRow == 41)
    }

    @Test func theDeadLeaveFromAnywhereAndTheStoreCanEmptyAndRefill() {
        var store = ParticleStore()
        store.reserveCapacity(8)
        Self.append(0..<8, to: &store)
        #expect(store.capacity == 8)
        // At 0.2 s some have died, in no particular order; at 1 s all have (lives end by 0.57 s).
        store.removeDead(at: 0.2)
        #expect(Self.ordinals(store) == Self.living(8, at: 0.2))
        store.removeDead(at: 1)
        #expect(store.count == 0)
        Self.append(100..<120, to: &store)
        #expect(Self.ordinals(store) == Array(100..<120))
        #expect(store.birthTime(0) == 1 && store.identifier(19) == 119)
    }

    @Test func newbornsAppendedTogetherFillTheSlotsThatAppendingThemOneByOneWould() {
        // Two stores through 300 frames of births and scattered deaths (the ring wraps and
        // grows): one appends each newborn on its own, the other each frame's at once (in one or
        // two runs of slots, where the ring wraps); a burst of 3000 comes in between.
        var single = ParticleStore()
        var together = ParticleStore()
        var born = 0
        for frame in 1...300 {
            let time = Double(frame) / 60
            if frame == 120 {
                for k in 100_000..<103_000 { Self.append(k..<k + 1, to: &single) }
                Self.append(100_000..<103_000, to: &together)
            }
            let due = Int((time * 100).rounded(.down)) + 1
            for k in born..<due { Self.append(k..<k + 1, to: &single) }
            Self.append(born..<due, to: &together)
            born = due
            #expect(together.capacity == single.capacity, "frame \(frame)")
            #expect(together.rowBits == single.rowBits, "frame \(frame)")
            single.removeDead(at: time)
            together.removeDead(at: time)
            #expect(Self.ordinals(together) == Self.ordinals(single), "frame \(frame)")
            #expect(!Self.ordinals(together).contains(-1), "frame \(frame)")
        }
        #expect(single.count > 0 && single.capacity >= 3000)
    }

    @Test func columnsAnEmitterNeverReadsAreLeftAloneAndTheOthersStayExact() {
        // The same births and deaths as the ring test, in a store that keeps neither the flip,
        // the pivot nor the colour columns (an emitter without flip, pivots, or with a colour
        // over life): every other column stays exact, newborns appended one by one or together.
        var store = ParticleStore()
        store.keepsFlip = false
        store.keepsPivot = false
        store.keepsColor = false
        var born = 0
        for frame in 1...200 {
            let time = Double(frame) / 60
            let due = Int((time * 100).rounded(.down)) + 1
            if frame % 2 == 0 {
                for k in born..<due { Self.append(k..<k + 1, to: &store) }
            } else {
                Self.append(born..<due, to: &store)
            }
            born = due
            store.removeDead(at: time)
            #expect(
                Self.ordinals(store, flip: false, pivot: false, color: false) == Self.living(born, at: time),
                "frame \(frame)")
        }
    }
}
