import Testing

@testable import PyroCodecs

@Suite struct PNGTests {
    @Test func fileStartsWithSignatureAndRGBAHeader() {
        let file = PNGEncoder.encode(TestImages.confetti(width: 300, height: 2))
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Length 13, "IHDR", width 300, height 2, depth 8, colour type 6, 0, 0, no interlace.
        #expect(
            Array(file[8..<33]) == [
                0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x01, 0x2C, 0, 0, 0, 2, 8, 6, 0, 0, 0,
            ] + Array(file[29..<33]))
        #expect(bigEndian32(file, 29) == CRC32.checksum(file[12..<29]))
    }

    @Test func chunksAreHeaderDataEndWithValidCRCs() {
        let chunks = parseChunks(PNGEncoder.encode(TestImages.confetti(width: 20, height: 10)))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(chunks.last?.data == [])
    }

    @Test(arguments: [(1, 1), (3, 5), (64, 48), (257, 3)])
    func encodeThenDecodeGivesIdenticalPixels(width: Int, height: Int) throws {
        let image = TestImages.confetti(width: width, height: height)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }

    @Test func noiseRoundTripsExactly() throws {
        let image = TestImages.noise(width: 40, height: 30, seed: 1)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image, options: .fast)) == image)
    }

    @Test func flatImageCompressesToAFewHundredBytes() {
        let file = PNGEncoder.encode(RGBAImage(width: 400, height: 300, fill: (10, 20, 30, 255)))
        // 481 200 bytes of filtered rows; zlib level 6 gets them to about 1 000.
        #expect(file.count < 1_500)
    }

    @Test func encodingIsDeterministic() {
        let image = TestImages.confetti(width: 50, height: 40)
        #expect(PNGEncoder.encode(image) == PNGEncoder.encode(image))
    }

    @Test func everyFilterTypeDecodes() {
        // Each filter, applied by hand to the same two rows, must decode to the same pixels.
        let rows: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 15, 25, 35, 45, 200, 100, 0, 255]
        for filter in PNGFilter.allCases {
            var data: [UInt8] = []
            for y in 0..<2 {
                data.append(filter.rawValue)
                for i in 0..<8 {
                    let a = i >= 4 ? rows[y * 8 + i - 4] : 0
                    let b = y > 0 ? rows[i] : 0
                    let c = (y > 0 && i >= 4) ? rows[i - 4] : 0
                    let predicted: UInt8 =
                        switch filter {
                        case .none: 0
                        case .sub: a
                        case .up: b
                        case .average: UInt8((Int(a) + Int(b)) / 2)
                        case .paeth: PNGFilter.paeth(a, b, c)
                        }
                    data.append(rows[y * 8 + i] &- predicted)
                }
            }
            #expect(
                PNGFilter.unfilterRows(data, rowLength: 8, rowCount: 2, bytesPerPixel: 4) == rows, "filter \(filter)")
        }
    }

    @Test func decodesRGBFileMadeElsewhere() throws {
        // Python zlib and a hand-built 2x1 RGB PNG: red, then green (filter 0).
        let raw: [UInt8] = [0, 255, 0, 0, 0, 255, 0]
        var file = PNGChunkWriter()
        file.append("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        file.append("IDAT", Zlib.compress(raw))
        file.append("IEND", [])
        let image = try PNGDecoder.decode(file.bytes)
        #expect(image.pixels == [255, 0, 0, 255, 0, 255, 0, 255])
    }

    @Test func decoderRejectsNonPNG() {
        #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode(Array("GIF89a, not a PNG".utf8)) }
    }

    @Test func decoderRejectsTruncatedFile() {
        let file = PNGEncoder.encode(TestImages.confetti(width: 16, height: 16))
        for length in [0, 5, 8, 20, 33, file.count / 2, file.count - 1] {
            #expect(throws: PNGDecodingError.truncated, "length \(length)") {
                try PNGDecoder.decode(Array(file.prefix(length)))
            }
        }
    }

    @Test func decoderRejectsCorruptedChunkByCRC() {
        var file = PNGEncoder.encode(TestImages.confetti(width: 16, height: 16))
        file[45] ^= 0x40  // inside IDAT data
        #expect(throws: PNGDecodingError.checksumMismatch(chunk: "IDAT")) { try PNGDecoder.decode(file) }
    }

    @Test func decoderRejectsDamagedImageDataWithValidCRC() {
        var file = PNGChunkWriter()
        file.append("IHDR", PNGChunkWriter.rgbaHeader(width: 2, height: 2))
        file.append("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF])
        file.append("IEND", [])
        #expect(throws: PNGDecodingError.corruptImageData(.invalidBlockType)) { try PNGDecoder.decode(file.bytes) }
    }

    @Test func decoderRejectsUnknownFilterType() {
        var file = PNGChunkWriter()
        file.append("IHDR", PNGChunkWriter.rgbaHeader(width: 1, height: 1))
        file.append("IDAT", Zlib.compress([9, 1, 2, 3, 4]))
        file.append("IEND", [])
        #expect(throws: PNGDecodingError.invalidFilter(9)) { try PNGDecoder.decode(file.bytes) }
    }

    @Test func decoderRejectsWrongAmountOfImageData() {
        var file = PNGChunkWriter()
        file.append("IHDR", PNGChunkWriter.rgbaHeader(width: 2, height: 2))
        file.append("IDAT", Zlib.compress([0, 1, 2, 3, 4]))
        file.append("IEND", [])
        #expect(throws: PNGDecodingError.imageDataSizeMismatch(expected: 18)) { try PNGDecoder.decode(file.bytes) }
    }

    @Test func decoderRejectsSixteenBitAndPaletteImages() {
        for (depth, type) in [(16, 6), (8, 3), (8, 0)] as [(UInt8, UInt8)] {
            var file = PNGChunkWriter()
            file.append("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, depth, type, 0, 0, 0])
            #expect(
                throws: PNGDecodingError.unsupportedFormat(
                    bitDepth: Int(depth), colorType: Int(type), interlaced: false)
            ) {
                try PNGDecoder.decode(file.bytes)
            }
        }
    }

    @Test func decoderRejectsUnknownCompressionMethod() {
        var file = PNGChunkWriter()
        file.append("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 1, 0, 0])
        #expect(throws: PNGDecodingError.unknownMethod(compression: 1, filter: 0)) { try PNGDecoder.decode(file.bytes) }
    }

    @Test func damagedChunkTypesAreNamedReadably() {
        var file = PNGEncoder.encode(TestImages.confetti(width: 4, height: 4))
        file[37] = 0xC9  // the "I" of IDAT: 8 signature + 25 IHDR + 4 length bytes in
        #expect(throws: PNGDecodingError.checksumMismatch(chunk: "?DAT")) { try PNGDecoder.decode(file) }
    }

    @Test func decoderRejectsHugeDimensionsBeforeAllocating() {
        var file = PNGChunkWriter()
        file.append("IHDR", [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0])
        #expect(throws: PNGDecodingError.tooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, limit: 1 << 26)) {
            try PNGDecoder.decode(file.bytes)
        }
    }

    @Test func decoderNeverTrapsOnMangledFiles() {
        var rng = SplitMix64(seed: 21)
        let file = PNGEncoder.encode(TestImages.confetti(width: 12, height: 9))
        for _ in 0..<300 {
            var mangled = file
            for _ in 0..<3 {
                mangled[Int(rng.next() % UInt64(file.count))] = UInt8(truncatingIfNeeded: rng.next())
            }
            _ = try? PNGDecoder.decode(mangled)
        }
    }

    @Test func errorsDescribeTheProblem() {
        #expect(
            PNGDecodingError.invalidFilter(7).description == "PNG row uses unknown filter type 7; allowed are 0...4")
        #expect(PNGDecodingError.checksumMismatch(chunk: "IDAT").description == "PNG chunk IDAT fails its CRC check")
    }
}
