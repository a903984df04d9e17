/// A small, fast, seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64).
///
/// Every random draw in Pyro comes from one of these, seeded by the caller, so the same seed
/// gives the same effect on every machine. It passes BigCrush and has a 2^64 period, which is
/// plenty for particles.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state.
    package var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    @inlinable
    package mutating func next() -> UInt64 {
        state &+= Self.goldenGamma
        return SplitMix64.mix(state)
    }

    /// 2^64 / φ, odd: SplitMix64's step, which visits every state once in 2^64 steps.
    @inlinable
    static var goldenGamma: UInt64 { 0x9E37_79B9_7F4A_7C15 }
    /// The fraction of √2 (SHA-512's first initial value): a seed offset with no structure.
    @inlinable
    static var sqrtTwoFraction: UInt64 { 0x6A09_E667_F3BC_C908 }
    /// Two of xxHash64's primes: odd multipliers with well-spread bits.
    @inlinable
    static var xxHashPrime2: UInt64 { 0xC2B2_AE3D_27D4_EB4F }
    @inlinable
    static var xxHashPrime3: UInt64 { 0x1656_67B1_9E37_79F9 }

    /// The SplitMix64 finaliser: a bijective scramble of 64 bits.
    @inlinable
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A seed derived from `seed` and up to three counters, so that each particle can have its
    /// own stream without any generator being shared or advanced in order.
    @inlinable
    package static func derive(_ seed: UInt64, _ a: UInt64, _ b: UInt64 = 0, _ c: UInt64 = 0) -> UInt64 {
        // Distinct odd multipliers keep (a, b, c) and its permutations apart; the first value
        // offsets the seed so that derive(0, 0, 0, 0) is not mix(0) = 0.
        derive(prefix: derivePrefix(seed, a, b), c)
    }

    /// The part of `derive(seed, a, b, c)` that does not depend on `c`: work out once for many
    /// values of `c` (the particles of one stream or burst), then finish each with
    /// `derive(prefix:_:)`.
    @inlinable
    package static func derivePrefix(_ seed: UInt64, _ a: UInt64, _ b: UInt64) -> UInt64 {
        var h = mix(seed ^ Self.sqrtTwoFraction)
        h = mix(h ^ (a &* Self.goldenGamma))
        return mix(h ^ (b &* Self.xxHashPrime2))
    }

    /// `derive(seed, a, b, c)` from `derivePrefix(seed, a, b)`.
    @inlinable
    package static func derive(prefix: UInt64, _ c: UInt64) -> UInt64 {
        mix(prefix ^ (c &* Self.xxHashPrime3))
    }

    /// A uniform value in 0..<1 with 24 random bits.
    @inlinable
    package mutating func nextUnitFloat() -> Float {
        Float(next() >> 40) * 0x1p-24
    }

    /// The `n`-th `nextUnitFloat()` (1 is the first) of a generator seeded with `seed`, drawn on
    /// its own: after n steps the state is seed + n × the step, so no draw needs the ones before
    /// it, and many particles' draws can be taken side by side, a draw at a time.
    @inlinable
    package static func unitFloat(seed: UInt64, draw n: UInt64) -> Float {
        Float(mix(seed &+ n &* goldenGamma) >> 40) * 0x1p-24
    }

    /// A uniform value in 0..<1 with 53 random bits.
    @inlinable
    package mutating func nextUnitDouble() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform value in `lower...upper` (either order; equal bounds give that value).
    @inlinable
    package mutating func nextFloat(in lower: Float, _ upper: Float) -> Float {
        lower + (upper - lower) * nextUnitFloat()
    }

    /// A uniform index in 0..<count; 0 when count is not positive.
    @inlinable
    package mutating func nextIndex(below count: Int) -> Int {
        guard count > 1 else { return 0 }
        return Int(((next() >> 32) &* UInt64(truncatingIfNeeded: count)) >> 32)
    }
}
