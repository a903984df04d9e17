import Testing

@testable import PyroCore

/// A child emitter's pending sources are a heap: whatever the pushes, replacements and removals,
/// the first source is always the earliest (then the smallest key), as a sorted list would say,
/// so children enter the store in the same order however the heap is worked.
@Suite struct SpawnHeapTests {
    static func source(time: Double, key: UInt64) -> SpawnSource {
        SpawnSource(
            time: time, key: key, parentBirth: 0, lifetime: 1, origin: .zero, velocity: .zero,
            parentSlot: 0, inherit: 0, serial: 0, count: 0, rate: 10, next: 0,
            state: MotionStepper.State(x: 0, y: 0, vx: 0, vy: 0))
    }

    /// The reference: sources kept sorted by time, then key.
    static func sorted(_ sources: [SpawnSource]) -> [SpawnSource] {
        sources.sorted { $0.precedes($1) }
    }

    @Test func theFirstSourceIsTheEarliestThroughPushesReplacementsAndRemovals() {
        var family = EmitterFamily(horizon: 1)
        var reference: [SpawnSource] = []
        var random = SplitMix64(seed: 8)
        var firsts = 0
        // Times on a coarse grid, so that many sources share a time and the key decides.
        func randomSource() -> SpawnSource {
            Self.source(time: Double(random.nextIndex(below: 40)) / 8, key: random.next() % 1000)
        }
        for _ in 0..<200 {
            let s = randomSource()
            family.push(s)
            reference.append(s)
        }
        for step in 0..<3000 {
            reference = Self.sorted(reference)
            let first = family.pending[0]
            #expect(first.time == reference[0].time && first.key == reference[0].key, "step \(step)")
            firsts += 1
            switch step % 5 {
            case 0, 1, 2:
                // A trail source goes back later (as after giving a child).
                var later = first
                later.time += Double(1 + random.nextIndex(below: 16)) / 8
                family.replaceFirst(with: later)
                reference[0] = later
            case 3:
                family.removeFirst()
                reference.removeFirst()
            default:
                let s = randomSource()
                family.push(s)
                reference.append(s)
            }
            if reference.isEmpty {
                let s = randomSource()
                family.push(s)
                reference.append(s)
            }
        }
        #expect(firsts == 3000)
        // Emptied one by one, the heap gives the rest in order.
        reference = Self.sorted(reference)
        for expected in reference {
            #expect(family.pending[0].time == expected.time && family.pending[0].key == expected.key)
            family.removeFirst()
        }
        #expect(family.pending.isEmpty)
    }
}
