import PyroCore
import Testing

@testable import PyroRaster

/// The first pass works out eight particles at a time on vector lanes; each lane must give
/// exactly what the one-value arithmetic gives, or pixels would depend on grouping.
@Suite struct LaneExactnessTests {
    /// A small deterministic generator for test inputs.
    struct Numbers {
        var state: UInt32 = 12_345

        mutating func next() -> UInt32 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return state
        }

        mutating func unit() -> Float { Float(next() >> 8) / Float(1 << 24) }
    }

    /// Premultiplying eight colours at once matches `premultiplied(_:opacity:)` one by one,
    /// halves of a level (which round away from zero) and out-of-range opacities included.
    @Test func premultipliedColoursMatchOneByOne() {
        var numbers = Numbers()
        let special: [Float] = [0, 1, 0.5, 1.5, -0.25, .nan, .infinity, -.infinity, 0.6, 1 / 3, 0.999_999_9]
        for round in 0..<4000 {
            var colors = SIMD8<UInt32>()
            var opacities = SIMD8<Float>()
            for j in 0..<8 {
                colors[j] = numbers.next()
                opacities[j] = round % 3 == 0 ? special[Int(numbers.next() % UInt32(special.count))] : numbers.unit()
            }
            let lanes = PremultipliedPixel.premultiplied(colors, opacity: opacities)
            for j in 0..<8 {
                let expected = PremultipliedPixel.premultiplied(RGBAColor(rgba32: colors[j]), opacity: opacities[j])
                #expect(lanes.pixels[j] == expected, "\(colors[j]) at opacity \(opacities[j])")
            }
        }
        // Every alpha at opacity one half: odd alphas land exactly halfway.
        for alpha in UInt32(0)...255 {
            let lanes = PremultipliedPixel.premultiplied(
                SIMD8(repeating: 0xC080_4000 | alpha), opacity: SIMD8(repeating: 0.5))
            #expect(
                lanes.pixels[0]
                    == PremultipliedPixel.premultiplied(RGBAColor(rgba32: 0xC080_4000 | alpha), opacity: 0.5))
        }
    }

    /// `Lanes8.squareRootOrZero` gives, bit for bit, the square root of the larger of each lane
    /// and zero, for negative, zero, tiny, ordinary, huge and infinite lanes (not -0 or NaN,
    /// which its callers never pass: there only a sign could differ).
    @Test func squareRootOrZeroMatchesTheSquareRootOfTheMaximumWithZero() {
        var numbers = Numbers()
        let special: [Float] = [
            0, -1, 1, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 2, 0.25,
        ]
        // Counted, not each expected (a debug build is slow); the first few are named.
        var wrong = 0
        var firstWrong: [Float] = []
        for round in 0..<4000 {
            var x = SIMD8<Float>()
            for j in 0..<8 {
                let pick = numbers.next() % 4
                x[j] =
                    pick == 0
                    ? special[Int(numbers.next() % UInt32(special.count))]
                    : (numbers.unit() - 0.5) * (round % 2 == 0 ? 4 : 4e6)
            }
            let lanes = Lanes8.squareRootOrZero(x)
            let reference = Lanes8.maximum(x, SIMD8()).squareRoot()
            for j in 0..<8 where lanes[j].bitPattern != reference[j].bitPattern {
                wrong += 1
                if firstWrong.count < 3 { firstWrong.append(x[j]) }
            }
        }
        #expect(wrong == 0, "\(wrong) lanes differ, first: \(firstWrong)")
    }

    /// Spans of pixel indices worked out eight at a time match `PixelSpan.indices` one by one,
    /// empty exactly when it gives nil, for bounds inside, across and outside the limit,
    /// reversed, infinite or NaN.
    @Test func pixelSpansMatchOneByOne() {
        var numbers = Numbers()
        let special: [Float] = [.nan, .infinity, -.infinity, 0, -0.5, 0.5, 99.5, 100, 100.5, 1e9, -1e9]
        for limit in [0..<100, 7..<8, 30..<1080] {
            for _ in 0..<2000 {
                var lows = SIMD8<Float>()
                var highs = SIMD8<Float>()
                for j in 0..<8 {
                    let pick = numbers.next() % 8
                    lows[j] =
                        pick == 0 ? special[Int(numbers.next() % UInt32(special.count))] : numbers.unit() * 140 - 20
                    highs[j] =
                        pick == 1
                        ? special[Int(numbers.next() % UInt32(special.count))]
                        : lows[j] + (numbers.unit() - 0.1) * 30
                }
                let (first, end) = PixelSpan.indices(from: lows, to: highs, within: limit)
                for j in 0..<8 {
                    let expected = PixelSpan.indices(from: lows[j], to: highs[j], within: limit)
                    if let expected {
                        #expect(Int(first[j])..<Int(end[j]) == expected, "\(lows[j]) ..< \(highs[j])")
                    } else {
                        #expect(end[j] <= first[j], "\(lows[j]) ..< \(highs[j]) should be empty")
                    }
                }
            }
        }
    }
}
