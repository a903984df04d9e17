/// A number as written in a JSON file: sign, decimal digits and a power of ten, kept exact until
/// the reader knows which type it wants (`Float`, `Double` or `Int`), so that nothing is rounded
/// twice.
///
/// Conversions to `Float` and `Double` are correctly rounded (to nearest, ties to even), and
/// `JSONNumber(_:)` of a finite `Float` or `Double` gives the shortest decimal that converts
/// back to the very same value: a number written and read back is bit-identical. Both are done
/// with exact integer arithmetic, without Foundation or the C library, so they give the same
/// results on every platform and under Embedded Swift.
public struct JSONNumber: Equatable, Sendable {
    /// True for a number written with a leading minus sign (`-0` included).
    public var isNegative: Bool
    /// Significant decimal digits (each 0...9), most significant first; no leading zeros;
    /// empty for zero.
    public var digits: [UInt8]
    /// The power of ten the digits are multiplied by.
    public var exponent: Int

    /// Digits beyond this many are summarised by one sticky digit; 800 is more than correct
    /// rounding of any `Double` needs (767 significant digits).
    static let maximumDigits = 800

    /// The number `±digits × 10^exponent`; leading zeros are dropped.
    public init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        var d = Array(digits.drop { $0 == 0 })
        var e = exponent
        if d.count > Self.maximumDigits {
            let dropped = d[Self.maximumDigits...]
            let sticky = dropped.contains { $0 != 0 }
            e = Self.saturatingAdd(e, d.count - Self.maximumDigits)
            d.removeSubrange(Self.maximumDigits...)
            if sticky {
                d.append(1)
                e = Self.saturatingAdd(e, -1)
            }
        }
        while let last = d.last, last == 0 {
            d.removeLast()
            e = Self.saturatingAdd(e, 1)
        }
        self.isNegative = isNegative
        self.digits = d
        self.exponent = d.isEmpty ? 0 : e
    }

    /// An integer, exactly.
    public init(_ value: Int) {
        var digits: [UInt8] = []
        var magnitude = value.magnitude
        while magnitude > 0 {
            digits.append(UInt8(magnitude % 10))
            magnitude /= 10
        }
        self.init(isNegative: value < 0, digits: digits.reversed(), exponent: 0)
    }

    /// The shortest decimal that reads back as exactly `value`; nil when `value` is not finite.
    public init?(_ value: Double) {
        guard let n = Self.shortest(value, maximumDigits: 17) else { return nil }
        self = n
    }

    /// The shortest decimal that reads back as exactly `value`; nil when `value` is not finite.
    public init?(_ value: Float) {
        guard let n = Self.shortest(value, maximumDigits: 9) else { return nil }
        self = n
    }

    /// The nearest `Double` (ties to even); ±infinity beyond its range.
    public var double: Double { rounded(Double.self) }

    /// The nearest `Float` (ties to even), rounded once from the decimal; ±infinity beyond its
    /// range.
    public var float: Float { rounded(Float.self) }

    /// The number as an `Int`, when it is a whole number that fits.
    public var integer: Int? {
        if digits.isEmpty { return 0 }
        guard exponent >= 0, digits.count + exponent <= 19 else { return nil }
        var magnitude: UInt64 = 0
        // At most 19 digits: below 2^64, so the wrapping operators never wrap.
        for d in digits { magnitude = magnitude &* 10 &+ UInt64(d) }
        for _ in 0..<exponent { magnitude &*= 10 }
        if isNegative {
            return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    /// JSON text for the number: plain notation for magnitudes from 1e-6 up to 1e21 (as JavaScript prints numbers), otherwise
    /// `d.ddde±x`.
    public var text: String {
        var bytes: [UInt8] = []
        if isNegative { bytes.append(UInt8(ascii: "-")) }
        if digits.isEmpty {
            bytes.append(UInt8(ascii: "0"))
            return String(decoding: bytes, as: UTF8.self)
        }
        let ascii = digits.map { $0 + UInt8(ascii: "0") }
        let scientific = digits.count - 1 + exponent
        if scientific >= -6 && scientific < 21 {
            if exponent >= 0 {
                bytes += ascii
                bytes += [UInt8](repeating: UInt8(ascii: "0"), count: exponent)
            } else if scientific >= 0 {
                bytes += ascii[..<(scientific + 1)]
                bytes.append(UInt8(ascii: "."))
                bytes += ascii[(scientific + 1)...]
            } else {
                bytes += [UInt8(ascii: "0"), UInt8(ascii: ".")]
                bytes += [UInt8](repeating: UInt8(ascii: "0"), count: -scientific - 1)
                bytes += ascii
            }
        } else {
            bytes.append(ascii[0])
            if ascii.count > 1 {
                bytes.append(UInt8(ascii: "."))
                bytes += ascii[1...]
            }
            bytes.append(UInt8(ascii: "e"))
            if scientific < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes += Array(
                JSONNumber(scientific.magnitude > UInt(Int.max) ? Int.max : Int(scientific.magnitude)).text.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : sum
    }

    // MARK: Decimal to binary

    private func rounded<T: BinaryFloatingPoint>(_: T.Type) -> T {
        let magnitude: T = Self.magnitude(digits: digits, exponent: exponent)
        return isNegative ? -magnitude : magnitude
    }

    /// The nearest T to digits × 10^exponent (digits without leading zeros).
    static func magnitude<T: BinaryFloatingPoint>(digits: [UInt8], exponent: Int) -> T {
        guard !digits.isEmpty else { return 0 }
        // 10^(n-1+e) <= value < 10^(n+e): far outside every supported range, no arithmetic.
        let order = saturatingAdd(digits.count, exponent)
        if order > 330 { return .infinity }
        if order < -360 { return 0 }
        let p = T.significandBitCount + 1
        let m = BigUnsigned(decimalDigits: digits)
        if exponent >= 0 {
            var n = m
            n.multiply(byPowerOfTen: exponent)
            return round(n, sticky: false, binaryExponent: 0)
        }
        var d = BigUnsigned(1)
        d.multiply(byPowerOfTen: -exponent)
        // Scale so that the quotient has p + 3 or p + 4 bits: enough to round, plus a remainder.
        let k = (p + 3) - (m.bitLength - d.bitLength)
        var remainder = k > 0 ? m.shiftedLeft(k) : m
        if k < 0 { d = d.shiftedLeft(-k) }
        var quotient: UInt64 = 0
        var bit = p + 4
        while bit >= 0 {
            let part = d.shiftedLeft(bit)
            if !(remainder < part) {
                remainder.subtract(part)
                quotient |= 1 << UInt64(bit)
            }
            bit -= 1
        }
        return round(BigUnsigned(quotient), sticky: !remainder.isZero, binaryExponent: -k)
    }

    /// The nearest T to (q + a bit more when `sticky`) × 2^binaryExponent, ties to even.
    static func round<T: BinaryFloatingPoint>(_ q: BigUnsigned, sticky: Bool, binaryExponent e2: Int) -> T {
        let length = q.bitLength
        guard length > 0 else { return 0 }
        let p = T.significandBitCount + 1
        let bias = (1 << (T.exponentBitCount - 1)) - 1
        let minimumExponent = 1 - bias
        let top = length - 1 + e2
        let keep = top >= minimumExponent ? p : p - (minimumExponent - top)
        let shift = length - keep
        var mantissa: UInt64
        if shift <= 0 {
            mantissa = q.low64 << UInt64(-shift)
        } else {
            mantissa = q.shiftedRight(shift).low64
            let half = q.bit(shift - 1)
            let below = sticky || q.hasBits(below: shift - 1)
            if half && (below || mantissa & 1 == 1) { mantissa += 1 }
        }
        var resultExponent = e2 + shift
        if mantissa == 1 << UInt64(p) {
            mantissa >>= 1
            resultExponent += 1
        }
        guard mantissa != 0 else { return 0 }
        let hidden: UInt64 = 1 << UInt64(p - 1)
        if mantissa >= hidden {
            let biased = resultExponent + p - 1 + bias
            guard biased < 2 * bias + 1 else { return .infinity }
            return T(
                sign: .plus, exponentBitPattern: T.RawExponent(biased),
                significandBitPattern: T.RawSignificand(mantissa - hidden))
        }
        return T(sign: .plus, exponentBitPattern: 0, significandBitPattern: T.RawSignificand(mantissa))
    }

    // MARK: Binary to decimal

    /// The shortest decimal with at most `maximumDigits` significant digits that rounds back to
    /// `value`: the exact decimal expansion, rounded to 1, 2, ... digits until one reads back.
    static func shortest<T: BinaryFloatingPoint>(_ value: T, maximumDigits: Int) -> JSONNumber? {
        guard value.isFinite else { return nil }
        let negative = value.sign == .minus
        guard value != 0 else { return JSONNumber(isNegative: negative, digits: [], exponent: 0) }
        let p = T.significandBitCount + 1
        let bias = (1 << (T.exponentBitCount - 1)) - 1
        let biased = Int(value.exponentBitPattern)
        var mantissa = UInt64(value.significandBitPattern)
        let e: Int
        if biased == 0 {
            e = 1 - bias - (p - 1)
        } else {
            mantissa |= 1 << UInt64(p - 1)
            e = biased - bias - (p - 1)
        }
        // value = mantissa × 2^e = exact × 10^decimalExponent.
        var exact = BigUnsigned(mantissa)
        var decimalExponent = 0
        if e >= 0 {
            exact = exact.shiftedLeft(e)
        } else {
            exact.multiply(byPowerOfFive: -e)
            decimalExponent = e
        }
        let all = exact.decimalDigits
        let target = value.magnitude
        for count in 1...maximumDigits {
            let (digits, exponent) = roundDigits(all, exponent: decimalExponent, to: count)
            let candidate: T = magnitude(digits: Array(digits.drop { $0 == 0 }), exponent: exponent)
            if candidate == target || count == maximumDigits || count >= all.count {
                return JSONNumber(isNegative: negative, digits: digits, exponent: exponent)
            }
        }
        return nil
    }

    /// `digits × 10^exponent` rounded to `count` significant digits (ties to even).
    static func roundDigits(_ digits: [UInt8], exponent: Int, to count: Int) -> ([UInt8], Int) {
        guard digits.count > count else { return (digits, exponent) }
        var kept = Array(digits[..<count])
        let next = digits[count]
        let rest = digits[(count + 1)...].contains { $0 != 0 }
        let roundUp = next > 5 || (next == 5 && (rest || kept[count - 1] & 1 == 1))
        var e = exponent + digits.count - count
        if roundUp {
            var i = count - 1
            while i >= 0 {
                if kept[i] == 9 {
                    kept[i] = 0
                    i -= 1
                } else {
                    kept[i] += 1
                    break
                }
            }
            if i < 0 {
                kept.insert(1, at: 0)
                kept.removeLast()
                e += 1
            }
        }
        return (kept, e)
    }
}
