import PyroCore
import Testing

@testable import PyroRaster

/// Every way PyroRaster blends a colour into pixels gives exactly what one plain scalar
/// formula gives, for every coverage value, a spread of colours and destinations, and each mode.
@Suite struct BlendArithmeticTests {
    /// The specification, one channel at a time in plain integers.
    enum Reference {
        /// `x / 255`, rounded to nearest.
        static func divide(_ x: Int) -> Int { (x + 127) / 255 }

        static func channels(_ p: UInt32) -> [Int] { (0..<4).map { Int(p >> (8 * UInt32($0)) & 0xFF) } }

        static func pixel(_ c: [Int]) -> UInt32 {
            c.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        }

        /// `source` (premultiplied) blended into `destination` with coverage `k` (0...255).
        static func blend(_ source: UInt32, coverage k: Int, into destination: UInt32, mode: Blending) -> UInt32 {
            let s = channels(source)
            let d = channels(destination)
            switch mode {
            case .additive:
                return pixel((0..<4).map { min(255, divide(s[$0] * k) + d[$0]) })
            case .normal where s[3] == 255:
                // An opaque colour: one mix, one rounding.
                return pixel((0..<4).map { divide(s[$0] * k + d[$0] * (255 - k)) })
            case .normal:
                let scaled = s.map { divide($0 * k) }
                return pixel((0..<4).map { scaled[$0] + divide(d[$0] * (255 - scaled[3])) })
            }
        }
    }

    /// Premultiplied source colours: opaque, translucent, faint and invisible.
    static let colors: [UInt32] = [
        (RGBAColor.white, 1), (.black, 1), (RGBAColor(red: 255, green: 120, blue: 40), 1), (.mint, 0.6),
        (RGBAColor(red: 200, green: 10, blue: 250), 0.5), (.yellow, 1.0 / 255), (.white, 254.0 / 255), (.red, 0),
    ].map { PremultipliedPixel.premultiplied($0.0, opacity: Float($0.1)) }

    /// Premultiplied destinations, including transparent, opaque and bright ones that additive
    /// blending saturates.
    static let destinations: [UInt32] = [
        0, 0xFFFF_FFFF, 0xFF00_0000, 0xFF18_1010, 0x8040_2010, 0x0101_0101, 0xFF80_FF01, 0xC0C0_00C0,
    ]

    /// The same blend through every path: a coverage row (eight-pixel steps and the one-pixel
    /// tail), the four- and eight-pixel steps of the fast paths, two short rows paired in one
    /// pass, and the one-by-one blending at the canvas's right edge.
    struct EveryPath: BlendedDrawing {
        let destination: UInt32
        /// Results per path, each one pixel per coverage value 0...255.
        let results: UnsafeMutablePointer<[String: [UInt32]]>

        func draw<Blend: SpanBlend>(with blend: Blend) {
            let coverage = (0...255).map { UInt32($0) }
            func run(_ name: String, _ body: (UnsafeMutablePointer<UInt32>) -> Void) {
                var pixels = [UInt32](repeating: destination, count: 256 + 8)
                pixels.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
                results.pointee[name] = Array(pixels[0..<256])
            }
            run("coverage row") { pixels in
                coverage.withUnsafeBufferPointer { blend.blend(pixels, coverage: $0.baseAddress!, count: 256) }
            }
            run("coverage row, tail") { pixels in
                coverage.withUnsafeBufferPointer { k in
                    for start in stride(from: 0, to: 256, by: 7) {
                        blend.blend(pixels + start, coverage: k.baseAddress! + start, count: min(7, 256 - start))
                    }
                }
            }
            let lanes = stride(from: 0, to: 256, by: 8).map { start in
                SIMD8<UInt16>((0..<8).map { UInt16(start + $0) })
            }
            run("eight") { pixels in
                for (i, k) in lanes.enumerated() { blend.blend(k, into: pixels + 8 * i, count: 8, room: 8) }
            }
            run("four") { pixels in
                for (i, k) in lanes.enumerated() {
                    blend.blend(k, into: pixels + 8 * i, count: 4, room: 8)
                    let high = SIMD8(lowHalf: k.highHalf, highHalf: .zero)
                    blend.blend(high, into: pixels + 8 * i + 4, count: 4, room: 4)
                }
            }
            run("eight, away from the edge") { pixels in
                for (i, k) in lanes.enumerated() { blend.blend(k, awayFromEdgeInto: pixels + 8 * i, count: 8) }
            }
            run("four, away from the edge") { pixels in
                for (i, k) in lanes.enumerated() {
                    blend.blend(k, awayFromEdgeInto: pixels + 8 * i, count: 4)
                    let high = SIMD8(lowHalf: k.highHalf, highHalf: .zero)
                    blend.blend(high, awayFromEdgeInto: pixels + 8 * i + 4, count: 4)
                }
            }
            run("eight, from products") { pixels in
                // k · 255 divided by 255 is k.
                for (i, k) in lanes.enumerated() {
                    blend.blend(products: k &* 255, awayFromEdgeInto: pixels + 8 * i, count: 8)
                }
            }
            run("four, two rows") { pixels in
                for (i, k) in lanes.enumerated() { blend.blend4x2(pixels + 8 * i, pixels + 8 * i + 4, k) }
            }
            run("right edge") { pixels in
                for (i, k) in lanes.enumerated() { blend.blend(k, into: pixels + 8 * i, count: 8, room: 7) }
                // The eighth of each group, which `room: 7` leaves out.
                for (i, k) in lanes.enumerated() {
                    blend.blend(SIMD8(k[7], 0, 0, 0, 0, 0, 0, 0), into: pixels + 8 * i + 7, count: 1, room: 1)
                }
            }
        }
    }

    @Test(arguments: [Blending.normal, .additive])
    func everyPathMatchesTheScalarReference(mode: Blending) {
        var mismatches: [String] = []
        for color in Self.colors {
            for destination in Self.destinations {
                var results: [String: [UInt32]] = [:]
                withUnsafeMutablePointer(to: &results) { results in
                    Blitter.draw(EveryPath(destination: destination, results: results), color: color, mode: mode)
                }
                #expect(results.count == 9)
                for (path, pixels) in results.sorted(by: { $0.key < $1.key }) {
                    for k in 0...255 {
                        let expected = Reference.blend(color, coverage: k, into: destination, mode: mode)
                        if pixels[k] != expected, mismatches.count < 10 {
                            mismatches.append(
                                "\(path): colour \(hex(color)) over \(hex(destination)) at coverage \(k) gave "
                                    + "\(hex(pixels[k])), expected \(hex(expected))")
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// Blending coverage products (divided by 255 after they are spread over the pixels'
    /// lanes) gives what blending their quotients gives, for every product of two channel
    /// values (with the first colour; every 32nd group of eight with the others), eight and four
    /// pixels at a time.
    @Test(arguments: [Blending.normal, .additive])
    func blendingProductsMatchesBlendingTheirQuotients(mode: Blending) {
        struct Products: BlendedDrawing {
            let destination: UInt32
            /// Products between the first of one group of eight and the next's.
            let step: Int
            let same: UnsafeMutablePointer<Bool>

            func draw<Blend: SpanBlend>(with blend: Blend) {
                let offsets = SIMD8<UInt16>(0, 1, 2, 3, 4, 5, 6, 7)
                let largest = SIMD8<UInt16>(repeating: 255 * 255)
                for start in stride(from: 0, through: 255 * 255, by: step) {
                    let products = pointwiseMin(SIMD8(repeating: UInt16(start)) &+ offsets, largest)
                    for count in [8, 4] {
                        var viaProducts = SIMD8<UInt32>(repeating: destination)
                        var viaQuotients = viaProducts
                        withUnsafeMutableBytes(of: &viaProducts) { pixels in
                            let pixels = pixels.baseAddress!.assumingMemoryBound(to: UInt32.self)
                            blend.blend(products: products, awayFromEdgeInto: pixels, count: count)
                        }
                        withUnsafeMutableBytes(of: &viaQuotients) { pixels in
                            let pixels = pixels.baseAddress!.assumingMemoryBound(to: UInt32.self)
                            blend.blend(products.dividedBy255(), into: pixels, count: count, room: 8)
                        }
                        if viaProducts != viaQuotients { same.pointee = false }
                    }
                }
            }
        }
        // Each colour over one destination (every product is a lot of pixels in a debug build).
        var wrong: [String] = []
        for (i, (color, destination)) in zip(Self.colors, Self.destinations).enumerated() {
            var same = true
            withUnsafeMutablePointer(to: &same) { same in
                Blitter.draw(
                    Products(destination: destination, step: i == 0 ? 8 : 256, same: same), color: color,
                    mode: mode)
            }
            if !same { wrong.append("colour \(hex(color)) over \(hex(destination))") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// The saturating byte sums that additive blending ends with are `min(255, a + b)` for
    /// every pair of bytes, in every lane of both vector widths.
    @Test func saturatingByteSumsClampAt255ForEveryPair() {
        var wrong = 0
        for a in 0...255 {
            let left = SIMD16<UInt8>(repeating: UInt8(a))
            for start in stride(from: 0, to: 256, by: 16) {
                let right = SIMD16<UInt8>((0..<16).map { UInt8(start + $0) })
                let sums = left.addingSaturated(right)
                let low = left.lowHalf.lowHalf.addingSaturated(right.lowHalf.lowHalf)
                for j in 0..<16 where Int(sums[j]) != min(255, a + start + j) || (j < 4 && low[j] != sums[j]) {
                    wrong += 1
                }
            }
        }
        #expect(wrong == 0)
    }

    @Test func premultiplicationRoundsEveryChannelAndAlphaToNearest() {
        var wrong = 0
        for alpha in 0...255 {
            for value in 0...255 {
                let c = UInt32(value)
                let p = PremultipliedPixel.premultiplied(red: c, green: 255 - c, blue: c / 2, alpha: UInt32(alpha))
                let expected = Reference.pixel(
                    [value, 255 - value, value / 2].map { Reference.divide($0 * alpha) } + [alpha])
                if p != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func divisionBy255IsExactlyRoundedForEveryProductOfTwoChannels() {
        var wrong = 0
        for x in stride(from: 0, through: 255 * 255, by: 8) {
            let lanes = SIMD8<UInt16>((0..<8).map { UInt16(min(x + $0, 255 * 255)) })
            let quotient = lanes.dividedBy255()
            for i in 0..<8 where Int(quotient[i]) != Reference.divide(Int(lanes[i])) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func fourAndEightPixelVectorsDivideBy255ExactlyForEveryProductOfTwoChannels() {
        var wrong = 0
        for x in stride(from: 0, through: 255 * 255, by: 16) {
            let lanes = SIMD16<UInt16>((0..<16).map { UInt16(min(x + $0, 255 * 255)) })
            let eight = lanes.productsDividedBy255()
            let four = lanes.lowHalf.productsDividedBy255()
            let one = SIMD2(lanes[0], lanes[1]).productsDividedBy255()
            for i in 0..<16 {
                let expected = Reference.divide(Int(lanes[i]))
                if Int(eight[i]) != expected { wrong += 1 }
                if i < 8, Int(four[i]) != expected { wrong += 1 }
                if i < 2, Int(one[i]) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    func hex(_ p: UInt32) -> String {
        let digits = String(p, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
