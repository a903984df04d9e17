import Testing

@testable import PyroCodecs

/// Ordered dithering only where it helps: colours that are in the palette stay flat, shades
/// between palette colours are dithered.
@Suite struct GIFDitheringTests {
    static let size = 64
    static let white: [UInt8] = [255, 255, 255, 255]
    static let orange: [UInt8] = [255, 149, 0, 255]

    /// A white page with a 32-pixel-wide gradient of 2 048 colours on the left (more than a
    /// palette holds, so median cut and dithering run), an orange square, and a few pixels that
    /// share a 5-5-5 grid cell with white or orange without being either, as anti-aliased
    /// edges do.
    static func page() -> RGBAImage {
        var image = RGBAImage(width: size, height: size, fill: (255, 255, 255, 255))
        func set(_ x: Int, _ y: Int, _ c: [UInt8]) {
            let o = image.offset(x: x, y: y)
            image.pixels[o..<(o + 4)] = c[...]
        }
        for y in 0..<size {
            for x in 0..<32 { set(x, y, [UInt8(x * 8), UInt8(y * 4), 128, 255]) }
        }
        for y in 40..<56 {
            for x in 40..<56 { set(x, y, orange) }
        }
        for i in 0..<16 {
            set(36 + i, 36, [250, 249, 246, 255])  // white's grid cell
            set(36 + i, 58, [252, 252, 252, 255])
            set(56, 40 + i, [255, 150, 5, 255])  // orange's grid cell
        }
        return image
    }

    static func decoded(_ image: RGBAImage, _ dithering: GIFOptions.Dithering) throws -> [UInt8] {
        var gif = GIFEncoder(width: image.width, height: image.height, options: GIFOptions(dithering: dithering))
        gif.addFrame(image, delay: .framesPerSecond(10))
        return try #require(GIFReader(gif.finish())).pixels(ofFrame: 0)
    }

    @Test(arguments: [GIFOptions.Dithering.none, .ordered])
    func coloursInThePaletteStayFlatBesideNearbyShades(dithering: GIFOptions.Dithering) throws {
        let image = Self.page()
        let pixels = try Self.decoded(image, dithering)
        var whites = 0
        var oranges = 0
        for p in 0..<(Self.size * Self.size) {
            let source = Array(image.pixels[(4 * p)..<(4 * p + 4)])
            let result = Array(pixels[(4 * p)..<(4 * p + 4)])
            if source == Self.white {
                whites += 1
                #expect(result == Self.white, "pixel \(p)")
            } else if source == Self.orange {
                oranges += 1
                #expect(result == Self.orange, "pixel \(p)")
            }
        }
        #expect(whites > 1000 && oranges == 256)
    }

    /// A smooth two-way gradient of 16 384 colours: far more than a palette holds, so
    /// neighbouring palette entries are several levels apart.
    static func gradient(side: Int = 128) -> RGBAImage {
        var image = RGBAImage(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                let o = image.offset(x: x, y: y)
                image.pixels[o..<(o + 4)] = [UInt8(x * 2), UInt8(y * 2), UInt8((x + y) / 2), 255]
            }
        }
        return image
    }

    @Test func gradientsMixNeighbouringEntriesAndKeepTheirLocalAverage() throws {
        let image = Self.gradient()
        let ordered = try Self.decoded(image, .ordered)
        let nearest = try Self.decoded(image, .none)
        let pixelCount = image.width * image.height
        // Without dithering a band of source shades takes one entry; dithering mixes in its
        // neighbours, so a large share of pixels differ.
        let mixed = (0..<pixelCount).filter { ordered[(4 * $0)..<(4 * $0 + 3)] != nearest[(4 * $0)..<(4 * $0 + 3)] }
        #expect(mixed.count * 3 > pixelCount, "\(mixed.count) of \(pixelCount) pixels dithered")
        // The mix keeps each 8x8 block's average within 3 levels of the source's.
        var worst = 0.0
        for by in stride(from: 0, to: image.height, by: 8) {
            for bx in stride(from: 0, to: image.width, by: 8) {
                for c in 0..<3 {
                    var difference = 0
                    for y in by..<(by + 8) {
                        for x in bx..<(bx + 8) {
                            let o = image.offset(x: x, y: y) + c
                            difference += Int(ordered[o]) - Int(image.pixels[o])
                        }
                    }
                    worst = max(worst, Double(abs(difference)) / 64)
                }
            }
        }
        #expect(worst <= 3, "worst block is \(worst) levels off")
    }
}
