import Testing

@testable import PyroCodecs

@Suite struct APNGTests {
    static func threeFrameFile(loopCount: Int = 0) -> [UInt8] {
        var apng = APNGEncoder(width: 24, height: 16, loopCount: loopCount)
        for phase in 0..<3 {
            apng.addFrame(TestImages.confetti(width: 24, height: 16, phase: phase), delay: .framesPerSecond(60))
        }
        return apng.finish()
    }

    @Test func chunksComeInAPNGOrder() {
        let types = parseChunks(Self.threeFrameFile()).map(\.type)
        #expect(types == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
    }

    @Test func everyChunkHasAValidCRCIncludingPatchedAnimationControl() {
        #expect(parseChunks(Self.threeFrameFile()).allSatisfy { $0.crcIsValid })
    }

    @Test func animationControlHoldsFrameCountAndLoopCount() {
        let control = parseChunks(Self.threeFrameFile(loopCount: 4))[1]
        #expect(control.data == [0, 0, 0, 3, 0, 0, 0, 4])
        #expect(parseChunks(Self.threeFrameFile())[1].data == [0, 0, 0, 3, 0, 0, 0, 0])
    }

    @Test func sequenceNumbersCountUpAcrossFrameControlAndData() {
        let chunks = parseChunks(Self.threeFrameFile()).filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(chunks.map { bigEndian32($0.data, 0) } == [0, 1, 2, 3, 4])
    }

    @Test func firstFrameControlCoversCanvasWithDelayDisposeAndBlend() {
        let control = parseChunks(Self.threeFrameFile())[2].data
        #expect(control.count == 26)
        #expect(bigEndian32(control, 4) == 24)
        #expect(bigEndian32(control, 8) == 16)
        #expect(bigEndian32(control, 12) == 0 && bigEndian32(control, 16) == 0)
        #expect(bigEndian16(control, 20) == 1 && bigEndian16(control, 22) == 60)
        #expect(control[24] == 0 && control[25] == 0)
    }

    @Test func defaultImageIsTheFirstFrame() throws {
        let first = TestImages.confetti(width: 24, height: 16, phase: 0)
        #expect(try PNGDecoder.decode(Self.threeFrameFile()) == first)
    }

    @Test func everyFramePlaysBackAsItsSourceImage() throws {
        let sources = (0..<3).map { TestImages.confetti(width: 24, height: 16, phase: $0) }
        #expect(try #require(APNGPlayer.frames(Self.threeFrameFile())) == sources)
    }

    /// A 32x24 grey page with an opaque square at (x, y), `side` pixels wide, in `color`.
    static func page(square x: Int, _ y: Int, side: Int = 4, color: [UInt8] = [255, 59, 48, 255]) -> RGBAImage {
        var image = RGBAImage(width: 32, height: 24, fill: (90, 90, 90, 255))
        for row in y..<(y + side) {
            for column in x..<(x + side) {
                let o = image.offset(x: column, y: row)
                image.pixels[o..<(o + 4)] = color[...]
            }
        }
        return image
    }

    /// The frame control data of each frame (x, y, width, height, blend op) and the played frames.
    static func encode(_ frames: [RGBAImage]) throws -> (regions: [[Int]], played: [RGBAImage]) {
        var apng = APNGEncoder(width: 32, height: 24)
        for frame in frames { apng.addFrame(frame, delay: .framesPerSecond(10)) }
        let file = apng.finish()
        let regions = parseChunks(file).filter { $0.type == "fcTL" }.map { chunk in
            [12, 16, 4, 8].map { Int(bigEndian32(chunk.data, $0)) } + [Int(chunk.data[25])]
        }
        return (regions, try #require(APNGPlayer.frames(file)))
    }

    @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
        // The square moves from (2, 3) to (5, 4): the union of both squares changes.
        let frames = [Self.page(square: 2, 3), Self.page(square: 5, 4)]
        let (regions, played) = try Self.encode(frames)
        #expect(regions == [[0, 0, 32, 24, 0], [2, 3, 7, 5, 0]])
        #expect(played == frames)
    }

    @Test func aChangeToPartialAlphaReplacesTheRectangle() throws {
        // "Source" replaces: the half-transparent square is not composited onto the grey.
        let frames = [Self.page(square: 2, 3), Self.page(square: 2, 3, color: [255, 59, 48, 128])]
        let (regions, played) = try Self.encode(frames)
        #expect(regions[1] == [2, 3, 4, 4, 0])
        #expect(played == frames)
    }

    @Test func anUnchangedFrameIsOneTransparentPixelBlendedOver() throws {
        let frames = [Self.page(square: 2, 3), Self.page(square: 2, 3), Self.page(square: 9, 9)]
        let (regions, played) = try Self.encode(frames)
        #expect(regions[1] == [0, 0, 1, 1, 1])
        #expect(played == frames)
    }

    @Test func noisyAndTransparentFramesStillPlayBackExactly() throws {
        var frames = (0..<3).map { TestImages.noise(width: 32, height: 24, seed: UInt64($0)) }
        frames.append(RGBAImage(width: 32, height: 24))
        frames.append(Self.page(square: 0, 0))
        #expect(try Self.encode(frames).played == frames)
    }

    @Test(arguments: [
        (1.0 / 60.0, UInt16(1), UInt16(60)),
        (0.1, 1, 10),
        (0.04, 1, 25),
        (1.5, 3, 2),
        (0, 0, 1),
        (-2, 0, 1),
        (100_000, 65535, 1),
    ])
    func secondsBecomeTheClosestSixteenBitFraction(seconds: Double, numerator: UInt16, denominator: UInt16) {
        #expect(FrameDelay(seconds: seconds) == FrameDelay(numerator: numerator, denominator: denominator))
    }

    @Test func encodingIsDeterministic() {
        #expect(Self.threeFrameFile() == Self.threeFrameFile())
    }
}
