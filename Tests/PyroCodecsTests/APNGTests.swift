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

    @Test func frameControlCoversCanvasWithDelayDisposeAndBlend() {
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

    @Test func laterFramesDecodeFromTheirFrameData() throws {
        let chunks = parseChunks(Self.threeFrameFile())
        let frameData = chunks.filter { $0.type == "fdAT" }[1].data
        let raw = try Zlib.decompress(Array(frameData.dropFirst(4)))
        let pixels = PNGFilter.unfilterRows(raw, rowLength: 24 * 4, rowCount: 16, bytesPerPixel: 4)
        #expect(pixels == TestImages.confetti(width: 24, height: 16, phase: 2).pixels)
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
