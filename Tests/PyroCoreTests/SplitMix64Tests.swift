import Testing

@testable import PyroCore

@Suite struct SplitMix64Tests {
    @Test func matchesTheReferenceSequenceForSeedZero() {
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func unitDrawsStayInZeroToOne() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<10_000 {
            let f = rng.nextUnitFloat()
            let d = rng.nextUnitDouble()
            #expect(f >= 0 && f < 1)
            #expect(d >= 0 && d < 1)
        }
    }

    @Test func derivedSeedsDifferForEveryCounter() {
        let seeds = Set((0..<1000).map { SplitMix64.derive(7, 0, 1, UInt64($0)) })
        #expect(seeds.count == 1000)
        #expect(SplitMix64.derive(7, 0, 1, 2) != SplitMix64.derive(7, 0, 2, 1))
        #expect(SplitMix64.derive(7, 1, 0, 0) != SplitMix64.derive(8, 1, 0, 0))
    }

    @Test func indexDrawsCoverTheRangeUniformly() {
        var rng = SplitMix64(seed: 3)
        var counts = [Int](repeating: 0, count: 6)
        for _ in 0..<60_000 { counts[rng.nextIndex(below: 6)] += 1 }
        #expect(counts.allSatisfy { abs($0 - 10_000) < 500 })
        #expect(rng.nextIndex(below: 0) == 0)
    }
}
