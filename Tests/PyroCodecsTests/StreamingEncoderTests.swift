import Testing

@testable import PyroCodecs

/// Encoders hand over their bytes frame by frame; the pieces make the same file as one call to
/// `finish()` at the end, so a long animation need not be held in memory.
@Suite struct StreamingEncoderTests {
    static let frames = (0..<4).map { TestImages.confetti(width: 24, height: 16, phase: $0) }

    @Test func gifPiecesMakeTheSameFileAsFinishAlone() {
        var whole = GIFEncoder(width: 24, height: 16)
        var streamed = GIFEncoder(width: 24, height: 16)
        var pieces: [[UInt8]] = []
        for frame in Self.frames {
            whole.addFrame(frame, delay: .framesPerSecond(25))
            streamed.addFrame(frame, delay: .framesPerSecond(25))
            pieces.append(streamed.takeEncodedBytes())
        }
        pieces.append(streamed.finish())
        #expect(pieces.allSatisfy { !$0.isEmpty })
        #expect(pieces.flatMap { $0 } == whole.finish())
    }

    @Test func apngWithADeclaredFrameCountStreamsTheSameFile() throws {
        var whole = APNGEncoder(width: 24, height: 16, loopCount: 2)
        var streamed = APNGEncoder(width: 24, height: 16, loopCount: 2, frameCount: Self.frames.count)
        var pieces: [[UInt8]] = []
        for frame in Self.frames {
            whole.addFrame(frame, delay: .framesPerSecond(30))
            streamed.addFrame(frame, delay: .framesPerSecond(30))
            pieces.append(streamed.takeEncodedBytes())
        }
        pieces.append(streamed.finish())
        let file = pieces.flatMap { $0 }
        #expect(file == whole.finish())
        // The first piece already states the frame count: acTL is its second chunk.
        #expect(parseChunks(pieces[0])[1].data == [0, 0, 0, 4, 0, 0, 0, 2])
    }
}
