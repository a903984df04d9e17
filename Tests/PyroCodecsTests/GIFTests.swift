import Testing

@testable import PyroCodecs

@Suite struct GIFTests {
    static func animation(
        frames: Int = 3, width: Int = 32, height: Int = 24, loopCount: Int = 0,
        delay: FrameDelay = .framesPerSecond(25), options: GIFOptions = GIFOptions()
    ) -> [UInt8] {
        var gif = GIFEncoder(width: width, height: height, loopCount: loopCount, options: options)
        for phase in 0..<frames {
            gif.addFrame(TestImages.confetti(width: width, height: height, phase: phase), delay: delay)
        }
        return gif.finish()
    }

    /// Three opaque colours in stripes, so every frame is palette-exact.
    static func stripes(_ colors: [(UInt8, UInt8, UInt8)], alpha: UInt8 = 255, width: Int = 6, height: Int = 4)
        -> RGBAImage
    {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let c = colors[x % colors.count]
                let o = image.offset(x: x, y: y)
                image.pixels[o..<(o + 4)] = [c.0, c.1, c.2, alpha]
            }
        }
        return image
    }

    @Test func fileStartsWithHeaderAndLogicalScreenSize() {
        let file = Self.animation(width: 300, height: 2)
        #expect(Array(file.prefix(6)) == Array("GIF89a".utf8))
        #expect(Array(file[6..<10]) == [0x2C, 0x01, 0x02, 0x00])
        #expect(file.last == 0x3B)
    }

    @Test func loopsForeverThroughNetscapeBlockByDefault() {
        let file = Self.animation()
        let block: [UInt8] = [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        let header = 13 + 3 * GIFReader(file)!.globalTable.count
        #expect(Array(file[header..<(header + block.count)]) == block)
    }

    @Test(arguments: [(0, 0 as Int?), (3, 2), (1, nil)])
    func loopCountIsPlaysMinusOne(plays: Int, repeatField: Int?) {
        #expect(GIFReader(Self.animation(loopCount: plays))?.loopCount == repeatField)
    }

    @Test func everyFrameIsWrittenAndDecodes() throws {
        let reader = try #require(GIFReader(Self.animation(frames: 4)))
        #expect(reader.frames.count == 4)
        #expect(reader.width == 32 && reader.height == 24)
    }

    @Test func framesWithFewColoursDecodeToExactPixels() throws {
        let image = Self.stripes([(255, 59, 48), (52, 199, 89), (0, 122, 255)])
        var gif = GIFEncoder(width: 6, height: 4)
        gif.addFrame(image, delay: .framesPerSecond(10))
        let reader = try #require(GIFReader(gif.finish()))
        #expect(reader.pixels(ofFrame: 0) == image.pixels)
        #expect(reader.frames[0].transparentIndex == nil)
    }

    @Test func transparentPixelsGetTheDeclaredTransparentIndex() throws {
        let image = TestImages.confetti(width: 32, height: 24)
        var gif = GIFEncoder(width: 32, height: 24)
        gif.addFrame(image, delay: .framesPerSecond(10))
        let reader = try #require(GIFReader(gif.finish()))
        let frame = reader.frames[0]
        let transparent = try #require(frame.transparentIndex)
        for p in 0..<(32 * 24) {
            #expect((frame.indices[p] == transparent) == (image.pixels[4 * p + 3] < 128))
        }
        #expect(frame.disposal == 2)
    }

    @Test func alphaIsThresholdedAtHalfWithoutMatte() throws {
        var image = Self.stripes([(200, 0, 0)], width: 3, height: 1)
        image.pixels[3] = 127
        image.pixels[7] = 128
        var gif = GIFEncoder(width: 3, height: 1)
        gif.addFrame(image, delay: .framesPerSecond(10))
        let reader = try #require(GIFReader(gif.finish()))
        #expect(reader.pixels(ofFrame: 0) == [0, 0, 0, 0, 200, 0, 0, 255, 200, 0, 0, 255])
    }

    @Test func partiallyTransparentPixelsBlendOverMatte() throws {
        let image = Self.stripes([(200, 0, 0)], alpha: 153, width: 2, height: 1)  // 60 % opaque
        var gif = GIFEncoder(width: 2, height: 1, options: GIFOptions(matte: .init(red: 255, green: 255, blue: 255)))
        gif.addFrame(image, delay: .framesPerSecond(10))
        let reader = try #require(GIFReader(gif.finish()))
        // 200 * 0.6 + 255 * 0.4 = 222; 0 * 0.6 + 255 * 0.4 = 102.
        #expect(reader.pixels(ofFrame: 0) == [222, 102, 102, 255, 222, 102, 102, 255])
    }

    @Test func delaysCarryRoundingErrorAt60FPS() throws {
        let reader = try #require(GIFReader(Self.animation(frames: 6, delay: .framesPerSecond(60))))
        #expect(reader.frames.map(\.delay) == [2, 1, 2, 2, 1, 2])
    }

    @Test func delaysDoNotDriftOverTenSecondsAt60FPS() {
        var clock = GIFDelayClock()
        let total = (0..<600).reduce(0) { sum, _ in sum + Int(clock.centiseconds(for: .framesPerSecond(60))) }
        #expect(total == 1_000)
    }

    @Test func delaysAreWholeCentisecondsAt25FPS() throws {
        let reader = try #require(GIFReader(Self.animation(frames: 3, delay: .framesPerSecond(25))))
        #expect(reader.frames.map(\.delay) == [4, 4, 4])
    }

    @Test(arguments: [(60, true), (51, true), (50, false), (25, false)])
    func browsersSlowDownFramesFasterThan50FPS(fps: Int, slowed: Bool) {
        #expect(GIFEncoder.browsersSlowDown(.framesPerSecond(fps)) == slowed)
    }

    @Test func laterFrameWithSameColoursSharesGlobalTable() throws {
        var gif = GIFEncoder(width: 6, height: 4)
        gif.addFrame(Self.stripes([(10, 20, 30), (40, 50, 60)]), delay: .framesPerSecond(10))
        gif.addFrame(Self.stripes([(40, 50, 60), (10, 20, 30)]), delay: .framesPerSecond(10))
        let reader = try #require(GIFReader(gif.finish()))
        #expect(reader.frames[1].localTable == nil)
        #expect(reader.pixels(ofFrame: 1) == Self.stripes([(40, 50, 60), (10, 20, 30)]).pixels)
    }

    @Test func laterFrameWithNewColoursGetsLocalTable() throws {
        var gif = GIFEncoder(width: 6, height: 4)
        gif.addFrame(Self.stripes([(10, 20, 30), (40, 50, 60)]), delay: .framesPerSecond(10))
        gif.addFrame(Self.stripes([(70, 80, 90), (10, 20, 30)]), delay: .framesPerSecond(10))
        let reader = try #require(GIFReader(gif.finish()))
        #expect(reader.frames[1].localTable != nil)
        #expect(reader.pixels(ofFrame: 1) == Self.stripes([(70, 80, 90), (10, 20, 30)]).pixels)
    }

    @Test(arguments: [GIFOptions.Dithering.none, .ordered])
    func manyColoursAreQuantisedCloselyWithFlatColoursExact(dithering: GIFOptions.Dithering) throws {
        let image = TestImages.confetti(width: 96, height: 64)
        var gif = GIFEncoder(width: 96, height: 64, options: GIFOptions(dithering: dithering))
        gif.addFrame(image, delay: .framesPerSecond(10))
        let reader = try #require(GIFReader(gif.finish()))
        #expect(reader.globalTable.count == 256)
        let decoded = reader.pixels(ofFrame: 0)
        var totalError = 0
        var opaque = 0
        for p in 0..<(96 * 64) where image.pixels[4 * p + 3] == 255 {
            for c in 0..<3 { totalError += abs(Int(decoded[4 * p + c]) - Int(image.pixels[4 * p + c])) }
            opaque += 1
        }
        #expect(Double(totalError) / Double(3 * opaque) < 6)
        // Confetti red (255, 59, 48) is frequent enough to get its own entry, and even with
        // dithering every confetti-red pixel stays exactly that colour.
        #expect(reader.globalTable.contains(0xFF3B30))
        for p in 0..<(96 * 64) where Array(image.pixels[(4 * p)..<(4 * p + 4)]) == [255, 59, 48, 255] {
            #expect(Array(decoded[(4 * p)..<(4 * p + 4)]) == [255, 59, 48, 255])
        }
    }

    @Test func coloursCloserThanTheGridShareOneEntry() throws {
        // (1, 2, 3) and (4, 5, 6) fall in the same 5-5-5 cell and become their mean.
        var gif = GIFEncoder(width: 6, height: 4)
        gif.addFrame(Self.stripes([(1, 2, 3), (4, 5, 6)]), delay: .framesPerSecond(10))
        let reader = try #require(GIFReader(gif.finish()))
        #expect(reader.pixels(ofFrame: 0) == Self.stripes([(3, 4, 5)]).pixels)
    }

    @Test func histogramSumsCarryAcrossRunsExactly() {
        let image = TestImages.confetti(width: 40, height: 30)
        let whole = ColorHistogram(image, options: GIFOptions())
        let inRuns = ColorHistogram(image, options: GIFOptions(), runLength: 500)  // 3 runs, uneven last
        #expect(inRuns.occupiedBins == whole.occupiedBins)
        #expect(inRuns.occupiedBins.map(inRuns.meanColor) == whole.occupiedBins.map(whole.meanColor))
        #expect(inRuns.isExact == whole.isExact && inRuns.hasTransparency == whole.hasTransparency)
    }

    @Test func encodingIsDeterministic() {
        #expect(Self.animation(frames: 2) == Self.animation(frames: 2))
        let dithered = GIFOptions(dithering: .ordered)
        #expect(Self.animation(frames: 2, options: dithered) == Self.animation(frames: 2, options: dithered))
    }

    @Test func colourTableSizeBitsCoverTheEntries() {
        #expect([1, 2, 3, 4, 5, 129, 256].map(GIFEncoder.tableSizeBits) == [1, 1, 2, 2, 3, 8, 8])
    }
}

@Suite struct LZWTests {
    @Test(arguments: [2, 4, 8])
    func randomIndicesRoundTripAcrossTableResets(minimumCodeSize: Int) {
        var rng = SplitMix64(seed: UInt64(minimumCodeSize))
        // Enough incompressible data to fill the 4096-entry table several times.
        let indices = (0..<30_000).map { _ in UInt8(truncatingIfNeeded: rng.next()) & UInt8((1 << minimumCodeSize) - 1)
        }
        let codes = LZWEncoder.encode(indices, minimumCodeSize: minimumCodeSize)
        #expect(lzwDecode(codes, minimumCodeSize: minimumCodeSize) == indices)
    }

    @Test func longRunsRoundTripAndCompress() {
        let indices = [UInt8](repeating: 3, count: 50_000) + [UInt8](repeating: 1, count: 20_000)
        let codes = LZWEncoder.encode(indices, minimumCodeSize: 2)
        #expect(codes.count < 1_000)
        #expect(lzwDecode(codes, minimumCodeSize: 2) == indices)
    }

    @Test func repeatedPatternsExerciseTheKwKwKCase() {
        let indices: [UInt8] = (0..<5_000).map { UInt8(($0 * $0 / 7) % 5) } + [1, 1, 1, 1, 1, 1, 1]
        #expect(lzwDecode(LZWEncoder.encode(indices, minimumCodeSize: 3), minimumCodeSize: 3) == indices)
    }

    @Test func emptyAndSingleIndexRoundTrip() {
        #expect(lzwDecode(LZWEncoder.encode([], minimumCodeSize: 2), minimumCodeSize: 2) == [])
        #expect(lzwDecode(LZWEncoder.encode([2], minimumCodeSize: 2), minimumCodeSize: 2) == [2])
    }

    @Test func streamStartsWithClearCode() {
        // Clear code 4 in 3 bits, then index 0 in 3 bits, then end code 5 in 3 bits.
        #expect(LZWEncoder.encode([0], minimumCodeSize: 2) == [0b0100_0100, 0b0000_0001])
    }
}
