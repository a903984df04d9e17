import Testing

@testable import PyroCore
@testable import PyroFormat

/// Numbers written by the writer read back bit-identical, and read correctly rounded.
@Suite struct JSONNumberTests {
    static func roundTrip(_ v: Double) -> Double? {
        guard let n = JSONNumber(v) else { return nil }
        guard case .number(let read) = (try? JSONReader.read(n.text))?.kind else { return nil }
        return read.double
    }

    static func roundTrip(_ v: Float) -> Float? {
        guard let n = JSONNumber(v) else { return nil }
        guard case .number(let read) = (try? JSONReader.read(n.text))?.kind else { return nil }
        return read.float
    }

    @Test func shortestFormsOfFamiliarNumbers() {
        #expect(JSONNumber(Float(0.1))?.text == "0.1")
        #expect(JSONNumber(Double(0.1))?.text == "0.1")
        // Swift rounds Float.pi toward zero: 0x40490FDA.
        #expect(JSONNumber(Float.pi)?.text == "3.1415925")
        #expect(JSONNumber(2 * Float.pi)?.text == "6.283185")
        #expect(JSONNumber(Float(bitPattern: 0x4049_0FDB))?.text == "3.1415927")
        #expect(JSONNumber(Double(195.3125))?.text == "195.3125")
        #expect(JSONNumber(Float(900))?.text == "900")
        #expect(JSONNumber(Double(1e21))?.text == "1e21")
        #expect(JSONNumber(Double(1e-7))?.text == "1e-7")
        #expect(JSONNumber(Double(1.5e-6))?.text == "0.0000015")
        #expect(JSONNumber(Double(-1234.5))?.text == "-1234.5")
        #expect(JSONNumber(-Double(0))?.text == "-0")
        #expect(JSONNumber(Float.leastNonzeroMagnitude)?.text == "1e-45")
        #expect(JSONNumber(Double.greatestFiniteMagnitude)?.text == "1.7976931348623157e308")
        #expect(JSONNumber(Double.nan) == nil && JSONNumber(Float.infinity) == nil)
    }

    static func float(_ s: String) -> Float {
        guard case .number(let n) = (try? JSONReader.read(s))?.kind else { return .nan }
        return n.float
    }

    static func double(_ s: String) -> Double {
        guard case .number(let n) = (try? JSONReader.read(s))?.kind else { return .nan }
        return n.double
    }

    @Test func decimalsRoundToTheNearestValueWithTiesToEven() {
        let float = Self.float
        let double = Self.double
        #expect(double("0.1") == 0.1 && float("0.1") == 0.1)
        // 2^53 + 1 is a tie between 2^53 and 2^53 + 2: even wins; a digit beyond breaks the tie.
        #expect(double("9007199254740993") == 9_007_199_254_740_992)
        #expect(double("9007199254740993.0000000000000000000001") == 9_007_199_254_740_994)
        // Float: 16777217 is a tie; the decimal is rounded once, not through Double.
        #expect(float("16777217") == 16_777_216)
        #expect(float("16777217.000000001") == 16_777_218)
        #expect(double("1e400") == .infinity && double("-1e400") == -.infinity)
        #expect(double("1e-400") == 0 && float("1e-50") == 0)
        #expect(double("4.9406564584124654e-324") == .leastNonzeroMagnitude)
        #expect(double("2.4703282292062328e-324") == .leastNonzeroMagnitude)
        #expect(double("2.4703282292062327e-324") == 0)
        #expect(float("3.4028235e38") == .greatestFiniteMagnitude)
        // Halfway between the largest Float and 2^128 is 3.40282357e38 (rounded): beyond it, infinity.
        #expect(float("3.40282356e38") == .greatestFiniteMagnitude)
        #expect(float("3.40282357e38") == .infinity)
        #expect(double("-0").sign == .minus)
        #expect(double("123456789012345678901234567890e-10") == 12345678901234567890.1234567890)
    }

    @Test func randomBitPatternsRoundTripExactly() {
        var rng = SplitMix64(seed: 0xF0F0)
        for _ in 0..<300 {
            let d = Double(bitPattern: rng.next())
            if d.isFinite { #expect(Self.roundTrip(d)?.bitPattern == d.bitPattern, "\(d)") }
            let f = Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()))
            if f.isFinite { #expect(Self.roundTrip(f)?.bitPattern == f.bitPattern, "\(f)") }
        }
    }

    @Test func extremesAndSubnormalsRoundTripExactly() {
        var rng = SplitMix64(seed: 7)
        var doubles: [Double] = [
            .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            .leastNormalMagnitude.nextDown, 1, 0.1, 1e23, -0.0, 0,
        ]
        var floats: [Float] = [
            .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            .leastNormalMagnitude.nextDown, 1, 0.1, 16_777_216, -0.0, 0, .pi,
        ]
        for _ in 0..<60 {
            doubles.append(Double(bitPattern: rng.next() & 0x000F_FFFF_FFFF_FFFF))  // subnormal
            floats.append(Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()) & 0x007F_FFFF))
            floats.append(Float(rng.nextFloat(in: -1000, 1000)))
        }
        for d in doubles { #expect(Self.roundTrip(d)?.bitPattern == d.bitPattern, "\(d)") }
        for f in floats { #expect(Self.roundTrip(f)?.bitPattern == f.bitPattern, "\(f)") }
    }

    @Test func theShortestFormHasNoMoreDigitsThanTheStandardLibrarys() {
        var rng = SplitMix64(seed: 99)
        func significant(_ text: String) -> Int {
            let mantissa = text.split(separator: "e").first.map(String.init) ?? text
            let digits = mantissa.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            return Array(digits.drop { $0 == UInt8(ascii: "0") }.reversed().drop { $0 == UInt8(ascii: "0") }).count
        }
        for _ in 0..<150 {
            let f = Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()))
            let d = Double(bitPattern: rng.next())
            if f.isFinite, f != 0, let ours = JSONNumber(f) {
                #expect(ours.digits.count <= significant("\(f)"), "\(f)")
                #expect(Float(ours.text) == f)
            }
            if d.isFinite, d != 0, let ours = JSONNumber(d) {
                #expect(ours.digits.count <= significant("\(d)"), "\(d)")
                #expect(Double(ours.text) == d)
            }
        }
    }

    @Test func integersAreExactOrRefused() {
        #expect(JSONNumber(isNegative: false, digits: [1, 2], exponent: 2).integer == 1200)
        #expect(JSONNumber(isNegative: true, digits: [1, 5], exponent: -1).integer == nil)
        #expect(JSONNumber(Int.min).integer == Int.min && JSONNumber(Int.max).integer == Int.max)
        #expect(
            JSONNumber(
                isNegative: false, digits: [9, 2, 2, 3, 3, 7, 2, 0, 3, 6, 8, 5, 4, 7, 7, 5, 8, 0, 8], exponent: 0
            ).integer == nil)
    }
}
