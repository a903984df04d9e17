/// A non-negative integer of any size, just enough arithmetic for exact decimal <-> binary
/// number conversion (the standard library's `Float(String)` and `description` are not
/// available under Embedded Swift, and their results must not depend on the platform).
///
/// Limbs are 32-bit, least significant first, with no leading zero limbs (zero is empty).
struct BigUnsigned: Equatable {
    private(set) var limbs: [UInt32]

    init(_ value: UInt64 = 0) {
        limbs = []
        if value != 0 { limbs.append(UInt32(truncatingIfNeeded: value)) }
        if value >> 32 != 0 { limbs.append(UInt32(truncatingIfNeeded: value >> 32)) }
    }

    /// The number whose decimal digits (each 0...9, most significant first) are `digits`.
    init(decimalDigits digits: [UInt8]) {
        self.init()
        var i = 0
        while i < digits.count {
            // Nine digits at a time: 10^9 < 2^32.
            let end = min(i + 9, digits.count)
            var chunk: UInt32 = 0
            var scale: UInt32 = 1
            for d in digits[i..<end] {
                chunk = chunk &* 10 &+ UInt32(d)
                scale &*= 10
            }
            multiply(by: scale, adding: chunk)
            i = end
        }
    }

    var isZero: Bool { limbs.isEmpty }

    /// Number of significant bits (0 for zero).
    var bitLength: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    /// The bit at `index` (0 is the least significant); 0 beyond the number.
    func bit(_ index: Int) -> Bool {
        guard index >= 0, index / 32 < limbs.count else { return false }
        return limbs[index / 32] >> UInt32(index % 32) & 1 == 1
    }

    /// True when any bit below `index` is set.
    func hasBits(below index: Int) -> Bool {
        guard index > 0 else { return false }
        let whole = min(index / 32, limbs.count)
        for i in 0..<whole where limbs[i] != 0 { return true }
        if whole < limbs.count, index % 32 != 0 {
            return limbs[whole] & ((1 << UInt32(index % 32)) - 1) != 0
        }
        return false
    }

    /// The low 64 bits.
    var low64: UInt64 {
        (limbs.count > 0 ? UInt64(limbs[0]) : 0) | (limbs.count > 1 ? UInt64(limbs[1]) << 32 : 0)
    }

    /// self = self × factor + addend.
    mutating func multiply(by factor: UInt32, adding addend: UInt32 = 0) {
        var carry = UInt64(addend)
        for i in limbs.indices {
            // At most (2^32 - 1)^2 + 2^32 - 1 < 2^64: wrapping operators never wrap (and need no
            // 128-bit overflow check, which wasm32 lacks).
            let product = UInt64(limbs[i]) &* UInt64(factor) &+ carry
            limbs[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
        normalize()
    }

    /// self × 10^n.
    mutating func multiply(byPowerOfTen n: Int) {
        var left = n
        while left >= 9 {
            multiply(by: 1_000_000_000)
            left -= 9
        }
        var rest: UInt32 = 1
        for _ in 0..<max(left, 0) { rest *= 10 }
        if rest != 1 { multiply(by: rest) }
    }

    /// self × 5^n.
    mutating func multiply(byPowerOfFive n: Int) {
        var left = n
        while left >= 13 {
            multiply(by: 1_220_703_125)
            left -= 13
        }  // 5^13 < 2^32
        var rest: UInt32 = 1
        for _ in 0..<max(left, 0) { rest *= 5 }
        if rest != 1 { multiply(by: rest) }
    }

    /// self × 2^n (n >= 0).
    func shiftedLeft(_ n: Int) -> BigUnsigned {
        guard !isZero, n > 0 else { return self }
        var result = BigUnsigned()
        result.limbs = [UInt32](repeating: 0, count: n / 32)
        let bits = UInt32(n % 32)
        if bits == 0 {
            result.limbs += limbs
        } else {
            var carry: UInt32 = 0
            for limb in limbs {
                result.limbs.append(limb << bits | carry)
                carry = limb >> (32 - bits)
            }
            if carry != 0 { result.limbs.append(carry) }
        }
        return result
    }

    /// self / 2^n, rounded down (n >= 0).
    func shiftedRight(_ n: Int) -> BigUnsigned {
        guard n > 0 else { return self }
        let whole = n / 32
        guard whole < limbs.count else { return BigUnsigned() }
        var result = BigUnsigned()
        let bits = UInt32(n % 32)
        for i in whole..<limbs.count {
            var limb = limbs[i] >> bits
            if bits != 0, i + 1 < limbs.count { limb |= limbs[i + 1] << (32 - bits) }
            result.limbs.append(limb)
        }
        result.normalize()
        return result
    }

    static func < (a: BigUnsigned, b: BigUnsigned) -> Bool {
        if a.limbs.count != b.limbs.count { return a.limbs.count < b.limbs.count }
        var i = a.limbs.count - 1
        while i >= 0 {
            if a.limbs[i] != b.limbs[i] { return a.limbs[i] < b.limbs[i] }
            i -= 1
        }
        return false
    }

    /// self -= other, where other <= self.
    mutating func subtract(_ other: BigUnsigned) {
        var borrow: Int64 = 0
        for i in limbs.indices {
            var d = Int64(limbs[i]) - borrow - (i < other.limbs.count ? Int64(other.limbs[i]) : 0)
            if d < 0 {
                d += 1 << 32
                borrow = 1
            } else {
                borrow = 0
            }
            limbs[i] = UInt32(d)
        }
        normalize()
    }

    /// The decimal digits, most significant first ([0] for zero).
    var decimalDigits: [UInt8] {
        guard !isZero else { return [0] }
        var chunks: [UInt32] = []
        var n = limbs
        while !n.isEmpty {
            // Divide by 10^9, keeping the remainder.
            var remainder: UInt64 = 0
            var i = n.count - 1
            while i >= 0 {
                let current = remainder << 32 | UInt64(n[i])
                n[i] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
                i -= 1
            }
            while let last = n.last, last == 0 { n.removeLast() }
            chunks.append(UInt32(remainder))
        }
        var digits: [UInt8] = []
        for (k, chunk) in chunks.reversed().enumerated() {
            var nine = [UInt8](repeating: 0, count: 9)
            var c = chunk
            for j in stride(from: 8, through: 0, by: -1) {
                nine[j] = UInt8(c % 10)
                c /= 10
            }
            if k == 0 {
                digits += nine.drop { $0 == 0 }
            } else {
                digits += nine
            }
        }
        return digits
    }

    private mutating func normalize() {
        while let last = limbs.last, last == 0 { limbs.removeLast() }
    }
}
